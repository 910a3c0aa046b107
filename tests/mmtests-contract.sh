#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Reads turbostat output on stdin the way mmtests' bin/lib/MMTests/MonitorTurbostat.pm does
# (github.com/gormanm/mmtests, MonitorTurbostat.pm) and says what mmtests would get, or why it would get nothing:
#  1. the header is the FIRST line matching /\s+Core\s+CPU/ or /\s+CPU\s+Avg_MHz/, leading
#     white space stripped, split on /\s+/; its indices hold for the whole file, so every later
#     header line must be the same;
#  2. kept columns: /CPU%c[0-9]/, /C[0-9]%/, /C[0-9][A-Z]*%/, CorWatt, PkgWatt, %Busy, Busy%,
#     POLL%, Avg_MHz;
#  3. data rows are those whose first field is "-" (the summary row); each kept column must
#     parse as a number there.
# Lines may end in \r\n (mmtests captures through unbuffer's pty).  Exit status 1 on a breach.
exec perl -e '
my (@hdr, $hdrline, $rows, $bad, %kept);
while (my $l = <STDIN>) {
	$l =~ s/\r?\n$//;
	if ($l =~ /\s+Core\s+CPU/ || $l =~ /\s+CPU\s+Avg_MHz/) {
		(my $h = $l) =~ s/^\s+//;
		if (!@hdr) { @hdr = split /\s+/, $h; $hdrline = join(" ", @hdr); next; }
		if (join(" ", split /\s+/, $h) ne $hdrline) { print "header changed: $h\n"; $bad++; }
		next;
	}
	next unless @hdr;
	(my $d = $l) =~ s/^\s+//;
	my @e = split /\s+/, $d;
	next unless @e && $e[0] eq "-";
	$rows++;
	for my $i (0 .. $#hdr) {
		my $c = $hdr[$i];
		next unless $c =~ /CPU%c[0-9]/ || $c =~ /C[0-9]%/ || $c =~ /C[0-9][A-Z]*%/ ||
			    $c =~ /^(CorWatt|PkgWatt|%Busy|Busy%|POLL%|Avg_MHz)$/;
		$kept{$c} = $i;
		my $v = $e[$i];
		next if defined $v && $v =~ /^-?[0-9]+(\.[0-9]+)?$/;
		print "summary row $rows: $c is \"", (defined $v ? $v : ""), "\", not a number\n";
		$bad++;
	}
}
if (!@hdr) { print "no header line mmtests would find\n"; exit 1; }
if (!$rows) { print "no summary rows\n"; exit 1; }
print "header: $hdrline\n";
print "summary rows: $rows\n";
print "kept: ", join(" ", sort { $kept{$a} <=> $kept{$b} } keys %kept), "\n";
exit($bad ? 1 : 0);
'
