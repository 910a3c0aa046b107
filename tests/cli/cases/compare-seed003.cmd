"$TSNG" compare tests/compare/003-vanilla.jsonl tests/compare/003-sample-v1r1.jsonl
