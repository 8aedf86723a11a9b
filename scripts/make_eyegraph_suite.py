#!/usr/bin/env python3
"""(Re)generate regress/analyze_eyegraph.tst, Megane's suite for `analyze_eyegraph`.

usage: make_eyegraph_suite.py [--megane PATH] [--gnugo PATH] [--output FILE]
           [--timeout S] [--check]

A development tool, not part of the build: it needs GNU Go 3.8 (the oracle;
default `gnugo` on PATH, else /usr/games/gnugo, run with --mode gtp --quiet)
and Megane's release build (default target/release/megane).  Without GNU Go
it stops with exit status 2.

The suite is written from two sources only, never from GNU Go's eyes*.db
files: the hand-written cases below (SECTIONS) and shapes of
scripts/random_eyegraphs.py for fixed seeds (RANDOM).  Every case is asked of
both engines, and the expectations follow these rules:

  - unprefixed cases (`analyze_eyegraph GRAPH`): GNU Go 3.8 is the oracle.  A
    hand-written case on which the engines disagree stops the script (fix
    the list); a random shape on which they disagree, or which GNU Go cannot
    analyze, is skipped;
  - prefixed cases (`analyze_eyegraph LIBS THREATS GRAPH`; GNU Go 3.8 has no
    prefix): Megane's answer, accepted only when it equals the value the
    case's rule gives, else the script stops.  Rules: `same` (the value of
    the unprefixed GRAPH2 as both engines answer it: `2 0` is the unprefixed
    setting, and a mirror image has the same local game), `mono` (2222 stays
    2222 with more outer liberties or defender threats, 0000 stays 0000 with
    fewer or attacker threats), `value` (a value argued in the case's
    comment);
  - the differences (section 9xx): Megane's answer, with the value
    argued in the comment; the script checks that Megane gives it and GNU Go
    3.8 still gives the other value the comment quotes.

The random sections take, per form, the first agreeing shapes of the seed,
at most CAP per eye value, so the output is the same for the same engines.
The prefixed sections come last: GNU Go 3.8 has no prefix and aborts on
some prefixed lines and on every upper-left corner graph (its extra eye sits
there), which ends a run of the suite against GNU Go; all unprefixed cases
come before.

--check compares the freshly generated text with --output instead of
writing it (exit status 1 if they differ).
Exit status: 0 done, 1 a rule failed (reported) or --check found a change,
2 an engine is missing or cannot be started.
"""
import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_eyegraphs  # noqa: E402
from gtp_client import GNUGO_ARGS, MEGANE, REPO_ROOT as ROOT, Engine, GtpError, find_gnugo  # noqa: E402

DEFAULT_OUTPUT = os.path.join(ROOT, 'regress', 'analyze_eyegraph.tst')

# ------------------------------------------------------------------ cases
#
# A section is (first test number, title, introduction lines, items).  An
# item is a comment line (a str, written as `# ...`) or a case:
#   U(graph)                          unprefixed, GNU Go 3.8 the oracle
#   P(prefix, graph, rule, arg)       prefixed, Megane's answer under a rule
#   D(graph, gnugo_value, value)      a difference (argued in the comments)
# A comment line right before a case says what it shows.

U = collections.namedtuple('U', 'graph')
P = collections.namedtuple('P', 'prefix graph rule arg')
D = collections.namedtuple('D', 'graph gnugo megane')


def same(prefix, graph, graph2=None):
    """`prefix graph` must equal the unprefixed value of graph2 (default graph)."""
    return P(prefix, graph, 'same', graph2 or graph)


def value(prefix, graph, v):
    return P(prefix, graph, 'value', v)


def mono(prefix, graph):
    return P(prefix, graph, 'mono', graph)


VALUES = [
    '# 0000: no eye, and nothing either side can threaten',
    '# a lone marginal vertex: the attacker takes it from outside',
    U('!'),
    '# a marginal attacker stone is no eye space at all',
    U('$'),
    '# two marginal vertices',
    U('!!'),
    '# a marginal stone next to the space spoils the one point left',
    U('!.$'),
    '# 0001: no eye, but the defender can threaten one',
    '# margins on both sides of one point: two defender moves make it an eye',
    U('!.!'),
    '# the same with a second margin on one side',
    U('!.!!'),
    '# 0002: no eye, but the defender can threaten two (edge shapes, see 3xx)',
    '# a square on the left edge with a margin and an attacker stone',
    U('|..%|!X'),
    '# the same square upside down',
    U('|!X%|..'),
    '# a margin and a stone in the corner; two margins around a stone',
    U('|!X.%|.%+---'),
    U('|!.%|X%|!.'),
    '# 0011: half an eye, whoever moves first decides',
    '# a point behind a margin',
    U('!.'),
    '# two points behind a marginal attacker stone',
    U('$..'),
    '# an attacker stone between the margin and the point',
    U('!X.'),
    '# margins at both ends of two points',
    U('!..!'),
    '# 0012: 3/4 eye, the defender moving first threatens a second eye',
    U('!.!.'),
    U('.!.!'),
    '# a free square with a margin and an attacker stone',
    U('..%!X'),
    '# 0022: a chimera (1* eye), more in section 5xx',
    U('.!.'),
    U('X!.'),
    '# 0111: one eye the attacker can threaten',
    U('!..'),
    U('!.X'),
    U('$...'),
    U('!...!'),
    '# 0112: one eye; the attacker threatens it, the defender threatens a second',
    U('.!!.'),
    U('.!.!.'),
    U('!X..'),
    U('..$..'),
    '# 0122: 5/4 eyes, two if the defender moves first',
    U('.!..'),
    U('..!.'),
    U('.!.X'),
    U('..!X'),
    '# 0222: two eyes the attacker can threaten to destroy both of',
    U('O.%..!X'),
    U('OO.%X!..'),
    U('..!X.%O.'),
    '# 1111: one eye',
    U('.'),
    U('..'),
    '# a stone in the middle of three points: captured, it leaves one eye',
    U('.X.'),
    U('XX.'),
    '# 1112: one eye, the defender can threaten a second',
    U('!...'),
    U('...!'),
    U('!....!'),
    U('$....'),
    '# the free square four: one eye, two with two defender moves',
    U('..%..'),
    '# 1122: 3/2 eyes, the vital point decides',
    U('...'),
    U('X..'),
    U('!....'),
    U('X.!.X'),
    '# 1222: two eyes, the attacker can threaten one',
    U('....'),
    U('X...'),
    U('!.....'),
    '# 2222: two eyes',
    U('.....'),
    U('X.X.X'),
    U('.XX..'),
    U('X..X'),
]

TEXI = [
    '# the documented example of analyze_eyegraph ("Functions in optics.c"):',
    '# 0112, vital for both at the top margin (@) and the third point of the',
    '# bottom row (*)',
    U('OO!%O.X%!...'),
    '# "Pattern 6141" example position written as a graph: three attacker stones',
    '# inside, then b, then a (marginal: an outside attacker stone touches it).',
    '# X a is answered by O b, taking the three stones, and X must play again',
    '# (c, in their place) to keep O at one eye: 1122, not 0122',
    U('OX%XX.!.'),
    '# the three-point space: the middle is vital for both (1122)',
    U('...'),
    '# "Pattern 301" X.X: the doc gives 1222, which assumes suicide is allowed',
    '# (X fills the middle, its three stones vanish and leave a straight three).',
    '# analyze_eyegraph reads with suicide illegal: X can never play the middle',
    '# while the defender has another liberty, and the defender captures both',
    '# stones there whenever it likes, leaving two one-point eyes: 2222',
    U('X.X'),
    '# "An example": exactly one eye whoever moves first (two with two moves)',
    U('!%...%...!'),
    '# its nakade stage: X inside after the margins were settled',
    U('.X.%..'),
    '# "Graphs": a bent and a straight four have isomorphic graphs, one value',
    U('..%O..'),
    U('....'),
    '# a false eye is `!` in the graph: `!....` is the {2|1} shape of "Graphs"',
    U('!....'),
    '# rule 3 of "Eye Space as Local Game": X taking a margin turns its',
    '# neighbour into a margin; behind two margins, two points are one eye',
    '# under threat',
    U('!!..'),
]

EDGES = [
    '# bottom edge: straight three, four, and a three with a margin',
    U('...%---'),
    U('....%----'),
    U('!..%---'),
    '# bottom edge: a stone in the middle; two stones to capture',
    U('.X.%---'),
    U('X.X%---'),
    '# bottom edge: the square four; a point between two margins',
    U('..%..%---'),
    U('!.!%---'),
    '# top edge',
    U('---%...'),
    U('---%..%..'),
    U('---%....'),
    '# left edge',
    U('|.%|.%|.'),
    U('|.%|.%|.%|.'),
    U('|...%|...'),
    U('|..%|..'),
    '# right edge',
    U('.|%.|%.|'),
    U('..|%..|'),
    U('....|'),
    '# the edge changes the graph: free, `..%!X` is 0012; on the left edge the',
    '# margin has no defender neighbour, a defender stone there is cut off: 0002',
    U('..%!X'),
    U('|..%|!X'),
    '# lower left corner: two, three points; an L; square four (1112)',
    U('|..%+--'),
    U('|...%+---'),
    U('|.%|..%+--'),
    U('|..%|..%+--'),
    '# lower left corner: 2x3, five and six in a row along the edge',
    U('|...%|...%+---'),
    U('|....%+----'),
    U('|.....%+-----'),
    '# lower left corner: up the edge, and margins',
    U('|.%|.%|.%+-'),
    U('|!.%|..%+--'),
    U('|.!%|..%+--'),
    U('|!%|.%|.%+-'),
    '# lower left corner: attacker stones',
    U('|X.%|..%+--'),
    U('|X.%|.X%+--'),
    U('|.X.%+---'),
    U('|X.X%+---'),
    '# lower right corner',
    U('..|%--+'),
    U('...|%---+'),
    U('..|%.|%--+'),
    U('...|%...|%---+'),
    '# upper right corner (the upper left one is section 12xx)',
    U('--+%..|'),
    U('---+%...|'),
    U('---+%..|%..|'),
    '# a margin boxed in on the bottom edge (reduced from random #897 of seed',
    '# 1): every straight line from it runs next to another vertex, so the',
    '# line bends (up one point, then left); the wall points it cuts off stay',
    '# part of the wall.  The isomorphic `......%OX%..!` is 2222 too',
    U('OO..%OOO.%O!O.%..X.%OOO.%-----'),
]

STONES = [
    '# a stone the defender captures, leaving one eye',
    U('X.'),
    U('XX%..'),
    '# stones at one end: once taken, their points join the eye space',
    U('XX..'),
    U('XX...'),
    U('XXXX.'),
    '# one or two stones among three or four points',
    U('.X..'),
    U('X.X.'),
    '# stones the defender can take at leisure: two eyes',
    U('X.XX'),
    U('X...X'),
    U('.X.X.'),
    U('.XXX.'),
    U('X.X.X.'),
    '# diagonal stones in a square, and a square with a stone',
    U('.X%X.'),
    U('X.%.X'),
    U('X.%..'),
    '# captured-stone shapes in two rows',
    U('.X.%X.X'),
    U('X.X%.X.'),
    U('XXX%X.X'),
    U('X.X%X.X'),
    U('X.X%...'),
    U('X..%..X'),
    U('.X%..%X.'),
    '# marginal attacker stones ($): no eye at the stone, the rest may be one',
    U('$.'),
    U('.$.'),
    U('$.$'),
    U('$..$'),
    U('.$..'),
    U('..$'),
    U('...$'),
    U('$.X'),
    '# a margin or a marginal stone next to an attacker stone',
    U('$X..'),
    U('X$..'),
    U('!.X.'),
]

CHIMERAS = [
    '# 0022, the chimera: two eyes if the defender moves first, none if the',
    '# attacker does; `.@.` is `.!.` written with its vital mark (input symbols',
    '# are read back as the plain vertices)',
    U('.!.'),
    U('.@.'),
    U('.!.%---'),
    '# a margin next to an attacker stone',
    U('X!X'),
    U('.!X'),
    U('.!X.'),
    '# two-row chimeras',
    U('..%.!X'),
    U('O.O%.!X'),
    U('O.%.!X.'),
    U('.!.%O.'),
    U('.!.%O!'),
]

BENT4 = '|.%|...%+---'
BENT_FOUR = [
    '# The corner bent four A2 A1 B1 C1, its bend at the 1-1 point A1.  A stone',
    '# there is cut off from the wall: A1 touches only A2 and B1.  X B1, O A1',
    '# (threatening C1, which takes B1: eyes A2 and B1), X A2 takes A1: the',
    '# bent-four ko.  With 2 or more outer liberties O ignores it: O C1 leaves',
    '# X A2 and X B1 in atari at A1; X must fill an outer liberty first (A1 is',
    '# suicide) and O takes both at A1, two eyes A2 and B1 (two stones: no ko).',
    '# So 1222: X moving twice (B1, A1) leaves one eye.',
    '# unprefixed, in the three corners GNU Go 3.8 can realize',
    U(BENT4),
    U('OO.|%...|%---+'),
    U('---+%...|%OO.|'),
    '# `2 0` is the unprefixed setting',
    same('2 0', BENT4),
    '# More liberties change nothing (3, 4, 5); attacker threats (-1..-4) do not',
    '# either: O C1 avoids the ko.  Defender threats only add to 1222.',
    value('3 -1', BENT4, '1222'),
    value('4 1', BENT4, '1222'),
    value('5 0', BENT4, '1222'),
    value('2 -4', BENT4, '1222'),
    value('2 4', BENT4, '1222'),
    '# With 0 or 1 outer liberty O C1 is self-atari (the wall keeps only its',
    '# outer liberty, A1 is not its liberty): O must fight the ko at A1.  With no',
    '# threat O loses it and keeps only C1: 1122 (X B1 is vital for both).',
    '# Attacker threats add nothing to a ko X already wins.',
    value('0 0', BENT4, '1122'),
    value('1 0', BENT4, '1122'),
    value('0 -1', BENT4, '1122'),
    value('1 -4', BENT4, '1122'),
    '# One defender threat wins the ko: X A2 takes, O threatens, X answers, O',
    '# retakes at A1; X cannot retake (no threat of its own), cannot play C1',
    '# (suicide), and O takes B1 with C1: two eyes A2 and B1, b = 2.  X moving',
    '# twice (the threat point, then B1) wins the ko again: a = 1, 1222.',
    value('0 1', BENT4, '1222'),
    value('1 1', BENT4, '1222'),
    value('0 4', BENT4, '1222'),
    '# the same settings on the mirror image in the lower right corner',
    value('0 0', 'OO.|%...|%---+', '1122'),
    value('0 1', 'OO.|%...|%---+', '1222'),
    value('3 -1', 'OO.|%...|%---+', '1222'),
]

PREFIXED = [
    '# `2 0` spells out the unprefixed setting: the same value as without prefix',
    same('2 0', '!'),
    same('2 0', '!.!'),
    same('2 0', '|..%|!X'),
    same('2 0', '!.'),
    same('2 0', '!.!.'),
    same('2 0', '.!.'),
    same('2 0', '!..'),
    same('2 0', '.!!.'),
    same('2 0', '.!..'),
    same('2 0', 'O.%..!X'),
    same('2 0', '.X.'),
    same('2 0', '!...'),
    same('2 0', '...'),
    same('2 0', '....'),
    same('2 0', 'X.X'),
    same('2 0', 'OO!%O.X%!...'),
    same('2 0', 'OX%XX.!.'),
    same('2 0', '|..%|..%+--'),
    same('2 0', '..|%..|'),
    same('2 0', '---+%..|%..|'),
    same('2 0', '..%!X'),
    same('2 0', '$....'),
    same('2 0', '.XX..'),
    same('2 0', 'X.X%...'),
    '# 2222 stays 2222 with more outer liberties or defender threats',
    mono('5 0', '.....'),
    mono('3 2', 'X.X.X'),
    mono('4 4', 'X..X'),
    mono('2 1', '|.....%+-----'),
    '# 0000 stays 0000 with fewer outer liberties or attacker threats',
    mono('0 0', '!'),
    mono('1 -3', '$.$'),
    mono('0 -4', '!.$'),
    '# `.`: with the extra eye the defender has two liberties the attacker',
    '# cannot fill, without it one point and the outer liberties, all of which',
    '# he fills: one eye in every setting',
    value('0 0', '.', '1111'),
    value('0 -4', '.', '1111'),
    value('5 4', '.', '1111'),
    '# `!`: the attacker takes it from outside, the defender filling it makes',
    '# nothing: 0000 in every setting',
    value('5 4', '!', '0000'),
    value('3 -2', '!', '0000'),
    '# `...`: the defender in the middle has two one-point eyes whatever the',
    '# liberties; X in the middle is captured for one eye, every capture takes',
    '# the stone(s) into a point of the defender string (no ko): 1122 always',
    value('0 0', '...', '1122'),
    value('1 2', '...', '1122'),
    value('5 -4', '...', '1122'),
    '# X.X and outer liberties.  0: without the extra eye the middle is the',
    '# wall\'s last liberty, X there captures the wall (capture before suicide):',
    '# X first leaves one eye, O first takes both stones, two eyes: 1122.',
    value('0 0', 'X.X', '1122'),
    '# 1: X must first fill the outer liberty, O answers by taking both stones',
    '# (1222: two X moves, fill and middle, still kill one eye)',
    value('1 0', 'X.X', '1222'),
    '# 2 or more: even two X moves cannot take the middle: 2222',
    same('3 0', 'X.X'),
    same('5 0', 'X.X'),
    '# no ko anywhere (the capture takes two stones): threats change nothing',
    value('0 4', 'X.X', '1122'),
    value('0 -4', 'X.X', '1122'),
    value('1 -2', 'X.X', '1222'),
    value('1 3', 'X.X', '1222'),
    same('4 -4', 'X.X'),
]

DIFFERENCES = [
    '# Each case expects Megane\'s answer; the comment says why it is right.',
    '#',
    '# 1. GNU Go 3.8 overrates the defender moving first (c digit; of the same',
    '# class as its 1122 for a corner shape of its eyes.db that 3.9.1 and',
    '# Megane value 1112).  Square four in the lower right corner:',
    '#    S2 T2        GNU Go 3.8 answers 1122, defending at the corner T1.',
    '#    S1 T1        The same square in the lower left and upper right',
    '#   ---+          corners, free and on any edge it values 1112 (see',
    '# 3xx): a reflection does not change the game, so it contradicts itself.',
    '# Play: O T1 (its vital point): T1 touches only S1 and T2, so it is cut',
    '# off; X S2, the middle of the bent three S1-S2-T2.  O S1 (or T2) joins T1',
    '# to the wall and leaves X S2 one liberty, T2 (S1), which X cannot fill',
    '# while the wall has outer liberties; O takes S2 later: one eye at S2.  Any',
    '# other first move of O leaves a bent three too, and X takes its middle.',
    '# So O moving first gets one eye: c = 1.  Moving twice (T1 and S2, or any',
    '# diagonal) O has two one-point eyes: d = 2.  Megane: 1112.',
    D('..|%..|%--+', '1122', '1112'),
    '#',
    '# 2. GNU Go 3.8 overrates the defender\'s double move (d digit; of the same',
    '# class as its 1112 for an eyes.db corner shape that 3.9.1 and Megane value',
    '# 1111).  Lower right corner:',
    '#    R2 S2 T2     .  X  X     the X string T2 S2 S1 has two liberties, R2',
    '#    R1 S1 T1     O  X  .     and T1; R1 and the rest are wall.',
    '#   ---------+',
    '# GNU Go 3.8 answers 1112 (a threat at R2) but 1111 for the mirror image',
    '# `|XX.%|.X%+---` in the lower left corner (it also says 1112 for the lower',
    '# left `|OX.%|XX%|.X%+---`, built the same way).',
    '# Play: T1 touches only T2 and S1, so O cannot play there while R2 is open',
    '# (suicide); its only move is R2, which puts the string in atari.  X cannot',
    '# save it (T1 is suicide for X too) and plays elsewhere; O T1 takes three',
    '# stones, leaving the bent three T2-S2-S1 around S2 with O T1 cut off; X S2,',
    '# its middle: one eye.  O\'s second move can only be that capture, so',
    '# c = d = 1.  X cannot take the last eye: its only move, R2, is self-atari',
    '# (O T1 takes four and X S2 again leaves one eye): 1111.',
    D('.XX|%OX.|%---+', '1112', '1111'),
    '#',
    '# 3. GNU Go 3.8 realizes some graphs wrongly (three of the four value',
    '# differences in 1500 random shapes of seed 1 reduce to this; the fourth',
    '# was a realization bug of Megane\'s, now fixed: the boxed-in margin, case',
    '# 342).  Graph:',
    '#    ..!     a path of six points, the margin at one end: the same graph as',
    '#    .       `!.....`, which both engines value 1222.  Megane puts every',
    '#    ..      vertex next to the defender\'s wall (the blank inside the C is a',
    '# wall stone joined through the point right of it) and the margin\'s black',
    '# line touches the margin only, so the game is move for move that of',
    '# `!.....`.  GNU Go 3.8 (gnugo -t shows its board) runs the line down from',
    '# the margin past the C: it cuts the blank inside off (a capturable',
    '# defender stone, drawn `.` in its answer) and makes the bottom right point',
    '# a second margin; it reads another graph and answers 0112.',
    '# Play on the path m-a-b-c-d-e (m the margin): O moving first at c keeps',
    '# two eyes (c = d = 2).  X\'s threats are m, a and d: O answers X m at a',
    '# (the straight four b-c-d-e is left), X a at m (X a is then in atari inside',
    '# b-c-d-e) and X d at c; two eyes each time, b = 2.  X moving twice (m and',
    '# a, or m and d) leaves one eye, a = 1: 1222.',
    D('..!%.%..', '0112', '1222'),
]

UPPER_LEFT = [
    '# GNU Go 3.8 aborts on these graphs: its extra eye is the upper left',
    '# corner point.  Each expects the value of its mirror image in another',
    '# corner (unprefixed, checked against GNU Go 3.8), under `2 0`.',
    '# two points; three; an L; the square four',
    same('2 0', '+--%|..', '|..%+--'),
    same('2 0', '+---%|...', '|...%+---'),
    same('2 0', '+--%|..%|.', '|.%|..%+--'),
    same('2 0', '+--%|..%|..', '|..%|..%+--'),
    '# 2x3; the margins; an attacker stone',
    same('2 0', '+---%|...%|...', '|...%|...%+---'),
    same('2 0', '+--%|..%|!.', '|!.%|..%+--'),
    same('2 0', '+--%|.X%|..', '|..%|.X%+--'),
    '# the bent four in the upper left corner, and its ko settings',
    same('2 0', '+---%|...%|.', BENT4),
    value('0 0', '+---%|...%|.', '1122'),
    value('1 1', '+---%|...%|.', '1222'),
    value('4 -2', '+---%|...%|.', '1222'),
]

RANDOM_INTRO = [
    '# Shapes of scripts/random_eyegraphs.py --seed {seed} --min {nmin} --max {nmax}',
    '# (#k: its shape k, from 0): the first of each form on which GNU Go 3.8 and',
    '# Megane agree, at most {cap} per value.  Each comment gives the form, the',
    '# cells, the attacker stones (X and $) and the margins (! and $).',
]

# (seed, count, nmin, nmax, cap, {form: number of cases})
RANDOM = (2026, 1200, 3, 9, 3,
          {'free': 40, 'left': 24, 'bottom': 24, 'corner': 28})

SECTIONS = [
    (100, 'The fifteen eye values (eyes.texi, "Eye Local Game Values")', [], VALUES),
    (200, 'The examples of eyes.texi', [], TEXI),
    (300, 'Edges and corners', [], EDGES),
    (400, 'Attacker stones inside: X, marginal stones $, captured stones', [], STONES),
    (500, 'Chimeras', [], CHIMERAS),
    # 600, 700, 800: random shapes (free, edges, corner)
    (900, 'Where GNU Go 3.8 and Megane differ', [], DIFFERENCES),
    (1000, 'Bent four in the corner, with and without prefix', [
        '# The prefixed values are Megane\'s, each argued here; GNU Go 3.8 has no',
        '# prefix (`2 0` is what it reads).',
    ], BENT_FOUR),
    (1100, 'Prefixed forms: outer liberties 0..5, ko threats -4..4', [
        '# GNU Go 3.8 has no prefix (3.9.1, which has, is not installable): these',
        '# expect Megane\'s answer, accepted by the generator only when it equals',
        '# the unprefixed value (`2 0`, or a setting that cannot change it: more',
        '# liberties or defender threats for 2222, fewer or attacker threats for',
        '# 0000) or the value argued in the comment.',
    ], PREFIXED),
    (1200, 'The upper left corner (last: GNU Go 3.8 aborts here)', [], UPPER_LEFT),
]
RANDOM_SECTIONS = [
    (600, 'Random shapes in free space', ['free']),
    (700, 'Random shapes on the left and bottom edges', ['left', 'bottom']),
    (800, 'Random shapes in the lower left corner', ['corner']),
]

HEADER = """\
# analyze_eyegraph: eye values of eye graphs (eyes.texi, "Eye Space as Local
# Game", "Eye Local Game Values"; analyze_eyegraph in "Functions in
# optics.c").  Generated by scripts/make_eyegraph_suite.py: edit that script
# (its lists of cases, its seeds) and run it again, do not edit this file.
#
# Every unprefixed expectation (`analyze_eyegraph GRAPH`) was checked against
# GNU Go 3.8: a case is kept only where GNU Go 3.8 and Megane give the same
# value.  Prefixed cases (`analyze_eyegraph LIBS THREATS GRAPH`) expect
# Megane's answer, kept only where it equals the unprefixed value (`2 0`, a
# mirror image, a setting that cannot change the value) or a value argued in
# the comments (sections 10xx to 12xx, the last ones).
# Section 9xx holds the classes of differences between the two engines,
# each argued move by move.
#
# Shapes are hand-written or come from scripts/random_eyegraphs.py, never
# from GNU Go's eyes*.db (tiny ones such as `...` or `.!.` are of course
# among its patterns too).  The answer judged is the first line, the value:
# each pattern ends in `(\\n.*)?`, any lines after it, so that runners
# matching the whole answer (GoGui's gogui-regress) judge it the same.
# Against GNU Go 3.8 the differences fail, the prefixed cases mean nothing
# (it has no prefix; it even aborts on some of them, ending the run there).
"""


# ---------------------------------------------------------------- engines

class Oracle:
    """Both engines' values, asked once per command; an engine that dies or
    times out answers CRASH and is restarted."""

    def __init__(self, megane, gnugo, timeout):
        self.engines = {'megane': megane, 'gnugo': gnugo}
        self.timeout = timeout
        self.cache = {}

    def value(self, who, command):
        key = (who, command)
        if key not in self.cache:
            try:
                answer = self.engines[who].ask(command, self.timeout)
            except GtpError:
                self.engines[who].restart()
                self.cache[key] = 'CRASH'
            else:
                self.cache[key] = (answer.text.split('\n')[0].strip() if answer.ok
                                   else 'ERROR ' + answer.text)
        return self.cache[key]

    def both(self, graph):
        cmd = 'analyze_eyegraph ' + graph
        return self.value('megane', cmd), self.value('gnugo', cmd)


# ------------------------------------------------------------- generation

def mono_value(prefix, unprefixed):
    """The value a setting cannot change, or None."""
    libs, threats = (int(x) for x in prefix.split())
    if unprefixed == '2222' and libs >= 2 and threats >= 0:
        return '2222'
    if unprefixed == '0000' and libs <= 2 and threats <= 0:
        return '0000'
    return None


def expect(item, oracle, problems):
    """(command, expected value) of a case; rule failures go to `problems`."""
    if isinstance(item, U):
        m, g = oracle.both(item.graph)
        if m != g or not re.fullmatch(r'[012]{4}', m):
            problems.append(f'unprefixed {item.graph}: megane {m}, gnugo {g}')
        return 'analyze_eyegraph ' + item.graph, m
    if isinstance(item, D):
        m, g = oracle.both(item.graph)
        if m != item.megane or g != item.gnugo:
            problems.append(f'difference {item.graph}: expected megane {item.megane} '
                            f'gnugo {item.gnugo}, got {m} and {g}')
        return 'analyze_eyegraph ' + item.graph, m
    cmd = f'analyze_eyegraph {item.prefix} {item.graph}'
    m = oracle.value('megane', cmd)
    if item.rule == 'value':
        want = item.arg
    else:
        um, ug = oracle.both(item.arg)
        want = um if um == ug else None
        if item.rule == 'mono' and want is not None:
            want = mono_value(item.prefix, want)
    if want is None or m != want:
        problems.append(f'prefixed {cmd}: megane {m}, rule {item.rule} {item.arg} '
                        f'gives {want}')
    return cmd, m


def describe(shape):
    labels = collections.Counter(shape.cells.values())
    parts = [f'{shape.size} cells']
    stones = labels['X'] + labels['$']
    margins = labels['!'] + labels['$']
    if stones:
        parts.append(f'{stones} attacker stone{"s" if stones > 1 else ""}')
    if margins:
        parts.append(f'{margins} margin{"s" if margins > 1 else ""}')
    return ', '.join(parts)


def random_cases(oracle, taken):
    """{form: [(comment, graph, value)]} for the random sections."""
    seed, count, nmin, nmax, cap, quota = RANDOM
    shapes = random_eyegraphs.generate(count=count, seed=seed, nmin=nmin, nmax=nmax)
    picked = collections.defaultdict(list)
    per_value = collections.Counter()
    for k, s in enumerate(shapes):
        if len(picked[s.form]) >= quota.get(s.form, 0) or s.encoded in taken:
            continue
        m, g = oracle.both(s.encoded)
        if m != g or not re.fullmatch(r'[012]{4}', m) or per_value[s.form, m] >= cap:
            continue
        per_value[s.form, m] += 1
        taken.add(s.encoded)
        picked[s.form].append((f'#{k}, {describe(s)}', s.encoded, m))
    for form, n in quota.items():
        if len(picked[form]) < n:
            raise SystemExit(f'only {len(picked[form])} {form} shapes, wanted {n}')
    return picked


# What follows the value in an answer's pattern: the graph's lines, not
# judged (megane-regress sees the first line only, GoGui's gogui-regress
# matches the whole answer).
REST = r'(\n.*)?'


def section_text(base, title, intro, cases):
    """cases: [(comment or None, command, value)]"""
    lines = ['', '# ' + '-' * 74, f'# {base // 100}. {title}', '# ' + '-' * 74]
    lines += intro
    n = base
    for comment, cmd, val in cases:
        if cmd is None:
            lines.append(comment)
            continue
        n += 1
        if comment:
            lines.append(comment)
        lines.append(f'{n} {cmd}')
        lines.append(f'#? [{val}{REST}]')
    if n - base > 99:
        raise SystemExit(f'section {base}: {n - base} cases, more than 99')
    return lines, n - base


def generate(oracle):
    problems = []
    hand = {}
    for base, title, intro, items in SECTIONS:
        cases = []
        for item in items:
            if isinstance(item, str):
                cases.append((item, None, None))
            else:
                cmd, val = expect(item, oracle, problems)
                cases.append((None, cmd, val))
        hand[base] = (title, intro, cases)
    taken = {i.graph for _, _, _, items in SECTIONS for i in items
             if not isinstance(i, str)}
    picked = random_cases(oracle, taken)
    seed, _, nmin, nmax, cap, _ = RANDOM
    intro = [l.format(seed=seed, nmin=nmin, nmax=nmax, cap=cap) for l in RANDOM_INTRO]
    for base, title, forms in RANDOM_SECTIONS:
        cases = []
        for form in forms:
            for comment, graph, val in picked[form]:
                cases.append((f'# {form} {comment}', 'analyze_eyegraph ' + graph, val))
        hand[base] = (title, intro, cases)

    out = HEADER.rstrip('\n').split('\n')
    counts = collections.OrderedDict()
    coverage = collections.Counter()
    kinds = collections.Counter()
    for base in sorted(hand):
        title, intro, cases = hand[base]
        lines, n = section_text(base, title, intro, cases)
        out += lines
        counts[base] = n
        for _, cmd, val in cases:
            if cmd and len(cmd.split()) == 2:
                kinds['differences' if base == 900 else 'unprefixed'] += 1
                if base != 900:
                    coverage[val] += 1
            elif cmd:
                kinds['prefixed'] += 1
    return '\n'.join(out) + '\n', problems, counts, coverage, kinds


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--gnugo', default=None)
    ap.add_argument('--output', default=DEFAULT_OUTPUT)
    ap.add_argument('--timeout', type=float, default=120)
    ap.add_argument('--check', action='store_true')
    a = ap.parse_args()
    gnugo = find_gnugo(a.gnugo)
    if not gnugo:
        print('GNU Go 3.8 not found: it is the oracle of this suite', file=sys.stderr)
        return 2
    if not os.access(a.megane, os.X_OK):
        print(f'{a.megane}: no Megane binary (cargo build --release)', file=sys.stderr)
        return 2
    megane = Engine([a.megane], cwd=ROOT, name='megane')
    gnu = Engine([gnugo] + GNUGO_ARGS, cwd=ROOT, name='gnugo')
    try:
        for e in (megane, gnu):
            try:
                e.ask('protocol_version', a.timeout)
            except GtpError:
                print(f'{e.name} does not answer', file=sys.stderr)
                return 2
        text, problems, counts, coverage, kinds = generate(Oracle(megane, gnu, a.timeout))
    finally:
        megane.close()
        gnu.close()
    for p in problems:
        print('PROBLEM: ' + p, file=sys.stderr)
    total = sum(counts.values())
    print('cases: ' + ', '.join(f'{b + 1}..: {n}' for b, n in counts.items())
          + f'; total {total} (' + ', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))
          + ')')
    print('unprefixed values: ' + ' '.join(f'{v}:{coverage[v]}' for v in sorted(coverage)))
    missing = [v for v in ('0000 0001 0002 0011 0012 0022 0111 0112 0122 0222 '
                           '1111 1112 1122 1222 2222').split() if not coverage[v]]
    if missing:
        problems.append('values never expected unprefixed: ' + ' '.join(missing))
        print('PROBLEM: ' + problems[-1], file=sys.stderr)
    if problems:
        return 1
    if a.check:
        old = open(a.output).read() if os.path.exists(a.output) else ''
        if old != text:
            print(f'{a.output} is out of date', file=sys.stderr)
            return 1
        print(f'{a.output} is up to date')
        return 0
    with open(a.output, 'w') as f:
        f.write(text)
    print(f'wrote {a.output}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
