sh tests/top/run-tmux.sh details
