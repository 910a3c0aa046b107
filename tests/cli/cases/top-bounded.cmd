sh tests/top/run-tmux.sh bounded
