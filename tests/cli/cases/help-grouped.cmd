"$TSNG" --help
