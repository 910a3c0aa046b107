"$TSNG" --replay tests/recordings/bad/smn-node.rec
