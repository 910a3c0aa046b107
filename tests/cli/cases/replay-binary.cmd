"$TSNG" --replay "$TSNG" 2>&1 | sed "s|$TSNG|BINARY|"
