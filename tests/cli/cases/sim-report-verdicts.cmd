# The report's verdicts against numbers chosen by hand (tests/sim/fake-sim.sh, 10 s runs):
# F1 %Busy 27.0 in 24.28..30.28 pass; F2 CPU%c1 50.0 above 45.50 FAIL; F3 c3+c6 5 + 25 = 30 pass;
# F4 PkgWatt 65 J / 10 s = 6.5 pass; F5 CorWatt 40 / 10 = 4.0 below 4.14 FAIL; V1 work 1.05 pass;
# V2 energy 1.2 above 1.0917 FAIL; V3 70 / 10 = 7.0 pass; V4 50 / 10 = 5.0 pass; V5 C1 51 - 50 = +1
# pass; V6 C6 26 - 25 = +1 not below 0 FAIL; V7 %Busy 26.9 - 27.0 = -0.1 pass; V8 1.05 pass;
# V9 intel_pstate 1.00 below 1.01 FAIL; V10 1.04 pass; V11 3 changes pass.  Seed 004 (skl-4c,
# cfl-4c): H1 sugov-no-HWP work 0.90 in 0.865..0.955 pass; H2 0.90 - 1 = -0.10 below 0 pass;
# H3 perf-per-watt 0.99 above 0.975 FAIL; H4 powersave 1.02 in 0.97..1.03 pass; H5 performance 1.04
# FAIL; H6 powersave ppw 0.96 FAIL; H7 performance ppw 1.00 pass; H8 cfl powersave 0.96 FAIL;
# H9 performance 1.00 pass; H10 powersave ppw 1.00 pass; H11 performance ppw 1.031 FAIL.
# F6 C3 5.0 pass; F7 C6 25.0 pass.  netperf: F8 %Busy 37.0 pass; F9 C1 30.0 below 34.52 FAIL; F10 C3
# 0.1 pass; F11 C6 25.0 pass; F12 CorWatt 112 / 10 = 11.2 pass; F13 PkgWatt 15.0 above 14.63 FAIL;
# V12 work 1.02 pass; V13 energy 1.05 above 1.0185 FAIL; V14 14.0 pass; V15 10.0 below 10.062 FAIL.
# iozone: F14 3.0 pass; F15 6.0 pass; F16 C3 4.0 above 3.08 FAIL; F17 C6 87.0 below 87.65 FAIL;
# F18 1.7 pass; F19 3.9 pass; V16 work 1.00 below 1.0112 FAIL; V17 energy 1.00 pass; V18 4.0 pass;
# V19 2.0 above 1.914 FAIL.  cyclictest: F20 5.06 pass; F21 7.12 pass; V20 energy 1.10 below 1.1022
# FAIL; V21 8.0 pass; V22 5.9 pass; V23 %Busy 99.5 pass.
# AMD and topology runs: A1 sugov-acpi 1.05 pass; A2 perfgov-acpi 1.10 above 1.09 FAIL; A3 od-amd 0.80
# pass; A4 sugov-amd 0.50 pass; A5 perfgov-amd 1.05 pass; A6 sugov-amd ppw 0.70 above 0.67 FAIL; A7
# od-amd ppw 0.60 below 0.64 FAIL; A8 perfgov-acpi ppw 1.06 pass; A9 perfgov-amd ppw 1.00 below 1.02
# FAIL; A10 0.50 / 1.05 - 1 = -0.52 pass; A11 0.80 - 1 pass.  R1 ondemand 1.12 pass; R2 perfgov 1.20
# below 1.29 FAIL; R3 1.12 pass; R4 1.20 pass; R5 +0.12 pass.  S1 time 1 / 1.0 = 1.0 above 0.97 FAIL;
# S2 1.0 pass; S3 energy 1 / 1.05 = 0.952 pass; S4 0.952 pass; S5 power 0.95 below 0.955 FAIL; S6 0.95
# pass; S7 -0.048 pass; S8 time 1.0 - 1 = 0 not below 0 FAIL.  K1 1.06 pass; K2 1.10 above 1.0896 FAIL.
# Fixed work: G1 powersave time 1.5 pass; G2 cfl powersave 1.3 below 1.525 FAIL; G3 1.05 pass; G4
# performance 0.96 below 0.97 FAIL; G5 1.0 pass; G6 ppw 0.80 pass; G7 0.99 pass; G8 cfl ppw 1.30 pass;
# G9 +0.5 pass.  Kernbench (pack time, energy; power = energy / time): M1 0.95 pass; M2 0.94 pass;
# M3 0.94 / 0.95 = 0.989 pass; M4, M5 0.99 pass; M6, M7 0.985 pass; M8, M9 0.985 / 0.99 = 0.995 pass;
# M10, M11 0.88 pass; M12 energy 0.86 below 0.895 FAIL; M13 below 0.865 FAIL; M14, M15 0.86 / 0.88 =
# 0.977 pass; M16 spread elapsed 20 / 10 = 2.0 pass; M17 7 / 10 = 0.7 pass; M18 3 / 10 = 0.3 below
# 0.3685 FAIL.
# Hackbench (epyc-7713, time and perf-per-watt against od-acpi): E1 sugov-acpi 1.02 pass; E2 perfgov-acpi
# 1.04 above 1.03 FAIL; E3 od-amd 1.10 pass; E4 sugov-amd 1.00 below 1.21 FAIL; E5 perfgov-amd 1.02
# pass; E6 0.98 pass; E7 0.95 pass; E8 od-amd ppw 0.80 below 0.82 FAIL; E9 0.70 pass; E10 0.96 pass;
# E11 1.00 / 1.02 - 1 = -0.0196 not above 0 FAIL; E12 +0.10 pass.
# Oversubscribed runs (--sim-clients N): K3 freq-inv 1.02 in 0.9896..1.0496 pass; K4 intel_pstate 1.05
# in 1.0344..1.0944 pass; K5 1.02 pass; K6 1.05 above 1.0169 FAIL; K7 1.02 pass; K8 1.05 above 1.0487 FAIL.
# Seed 004's servers: X1 skx sugov-no-HWP 0.70 in 0.52..0.84 pass; X2 -0.30 pass; X3 powersave 1.00
# pass; X4 perfgov 1.05 above 1.045 FAIL; X5 ppw 0.90 above 0.87 FAIL; X6 1.00 pass; X7 0.98 pass.
# B1 bdx powersave 1.10 pass; B2 perfgov 1.04 below 1.05 FAIL; B3 ppw 1.08 above 1.075 FAIL; B4 1.04
# pass; B5 +0.10 pass; B6 +0.04 pass.  W1 hsx powersave 1.20 pass; W2 perfgov 0.98 below 1.135 FAIL;
# W3 ppw 1.10 pass; W4 1.20 above 1.165 FAIL; W5 +0.20 pass; W6 0.98 - 1 = -0.02 not above 0 FAIL.
# H1-H7 are fit rows (issue 26): fit 15 + 4 = 19 pass, 6 + 3 = 9 fail; validation 72 - 4 + 12 = 80
# pass, 33 - 3 + 7 = 37 fail; N8 and N9 became X, B, W rows: 4 rows not attempted.
# Issue 36: 001's sched_mc=2 columns (S1, S3, S5, S8, M5, M7, M9, M11, M13, M15) and Naples' (R3, R4)
# are not attempted; the rows it declared (A12, P, Q, J, L) read 1.0 from the stand-in's generic run:
# a "~" row (0.97..1.03, and P2, L1, J24 within 0.03) passes, every other fails.  Third word: whether a
# row counts.  The null model is 1 +- the row's half-width (0.01 here, 0 where the stand-in prints 0):
# a range that meets it is reported, not counted (every "~"; V9, V10 from 1.01 = 1 + 0.01; ranges holding
# 1: V13, V17, K3, K5-K8, M3); one that misses it counts (V1, V2, V8, V12, V16, V20, A1-A9, R1, R2, S4,
# S6, K1, K2, K4, G1-G3, G6, G8, M1, M2, M10, M12, M16-M18, E3, E4, E7-E10, X1, X4, X5, B1-B4, W1-W4, P1,
# P3, P5-P8, Q1-Q8, J2, J5, J17, J21, J23, J26, L2-L13, L15, L16); sign rows are reported; absolute rows
# (the 3x and 12x levels, V11) are reported; fit rows "-".
# Summary: informative 31 pass, 54 fail.
export TSNG; t=$(mktemp -d); python3 tests/sim/report.py tests/sim/fake-sim.sh tests/sim/targets.tsv "$t/r.md" 2 10 | sed "s|$t|TMP|"; grep -E '^\| [A-Z]+[0-9]+ \|' "$t/r.md" | awk -F' [|] ' '{ print $1 " " $7 " " $9 }' | sed 's/^| //'; grep '^Summary' "$t/r.md"; rm -rf "$t"
