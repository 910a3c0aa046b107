# Family 15h P-state definitions decoded by the BKDG rule, hardware P0 not called the base (the
# first may be boost states); values worked in tests/recordings/fx8350-15h.config.rec
"$TSNG" --replay tests/recordings/fx8350-15h.config.rec --show-turbo
