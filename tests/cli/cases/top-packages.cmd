sh tests/top/run-tmux.sh packages
