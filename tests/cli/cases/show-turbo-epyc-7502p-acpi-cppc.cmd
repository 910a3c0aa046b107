"$TSNG" --replay tests/recordings/epyc-7502p-acpi-cppc.rec --show-turbo
