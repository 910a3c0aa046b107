sh tests/top/run-tmux.sh signals
