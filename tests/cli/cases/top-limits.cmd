sh tests/top/run-tmux.sh limits
