"$TSNG" --quiet sh -c "exit 7" 2>/dev/null
