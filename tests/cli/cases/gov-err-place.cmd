"$TSNG" --simulate steady --governor 'performance:place=middle'
