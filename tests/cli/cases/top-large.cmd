sh tests/top/run-tmux.sh large
