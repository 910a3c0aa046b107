"$TSNG" compare --score kernbench=16.5616 --score kernbench=17.5884 --score kernbench=17.6048 tests/compare/001-mc0.csv tests/compare/001-mc1.jsonl tests/compare/001-mc2.jsonl
