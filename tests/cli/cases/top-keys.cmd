sh tests/top/run-tmux.sh keys
