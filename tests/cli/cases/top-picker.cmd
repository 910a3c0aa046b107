sh tests/top/run-tmux.sh picker
