sh tests/published/check.sh "$TSNG" knl-pcm-2017
