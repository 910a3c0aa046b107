sh tests/top/run-tmux.sh live
