sh tests/top/run-tmux.sh hotplug
