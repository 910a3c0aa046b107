sh tests/top/run-tmux.sh resize
