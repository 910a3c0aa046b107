err=$("$TSNG" --quiet sh -c "kill -TERM \$\$" 2>&1 >/dev/null); echo "exit $?"; echo "$err" | grep "killed by"
