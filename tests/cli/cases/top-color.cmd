sh tests/top/run-tmux.sh color
