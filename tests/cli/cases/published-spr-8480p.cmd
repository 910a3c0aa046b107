sh tests/published/check.sh "$TSNG" spr-8480p
