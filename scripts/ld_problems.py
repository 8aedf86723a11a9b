"""The problems of regress/life_death.tst (see make_ld_suite.py).

Each problem is a dict:
  id, slug      the number (tests id*10+1 attack, id*10+2 defend) and file name
  section       key of SECTIONS
  kind          'corner' (diagram's lower left is the corner), 'side' (its
                bottom row is the edge) or 'centre'
  corner        'll', 'lr', 'ul', 'ur'; turn=True swaps the local axes first
  side, at      'b', 't', 'l', 'r' and the offset along it; mirror=True
  diagram       rows from the top; X attacker, O defender, . empty.  The
                rows and columns that face the frame are attacker stones.
  defender      'W' (default) or 'B'
  target        a local vertex of the group in question
  tests         [('attack' | 'defend', expected pattern)], local vertices
  title, comment  text; local vertices (lower case, as 'b2') become board
                vertices, {D}/{A} the defender's/attacker's colour ({D^}:
                capitalized)
"""

HEADER = """\
# Megane regression suite: life and death (`owl_attack`, `owl_defend`).
#
# Each position in games/ld/ is one closed local fight: a group (the
# dragon at the vertex the test names) surrounded by the other colour's
# wall, with all the board's other points empty.  The wall is a solid
# band at least three lines thick with two single-point eyes of its own,
# so it is unconditionally alive; the fight is decided inside it alone.
# Outside liberties of the group, where a problem has them, are empty
# points inside the wall and are named in the comment.
#
# The questions, in GNU Go's formats:
#   `owl_attack V`: can the OTHER colour kill the group at V, moving first?
#     Answer `CODE MOVE` (the first move of a killing line) or `0`.
#   `owl_defend V`: can the group's own colour save it, moving first?
#     Answer `CODE MOVE` (the first move of a living line) or `0`.
#   Both are asked regardless of the SGF's PL (PL names the side a problem
#   book would put to move).  CODE 1: success without ko; 2: success
#   through a ko the mover takes first (the opponent needs the first ko
#   threat); 3: success through a ko the opponent takes first (the mover
#   needs the first threat); 0: no success.  Seki counts as life.
# Where several first moves reach the result, every one is listed,
# `[1 (A1|B1)]`.  Each expectation rests on the main line in its comment
# and on an exhaustive reader (scripts/ld_solve.py: it plays every line
# inside the wall to the end, reads ko with no threats and with unlimited
# threats for either side, and lists every first move that reaches the
# best result), so the lists are complete.  A group already alive is asked
# `owl_attack` (answer `0`), one already dead `owl_defend` (answer `0`).
# Ko answers (code 2) appear where the ko is direct and short (7, 10, 35);
# the named shapes whose ko comes several moves deep (the L group with the
# defender to play, the L+1, J and carpenter's square with the attacker to
# play) are asked only the side that succeeds without ko.
#
# Test numbers: problem N asks owl_attack as N*10+1 and owl_defend as
# N*10+2.  Each problem's comment shows the local position in board
# coordinates (X black, O white, . empty; the wall's outer lines are not
# shown), says who is to play in the book sense, and gives the main line.
# The files are generated: edit scripts/ld_problems.py and run
# scripts/make_ld_suite.py (--solve rereads every test).
"""

SECTIONS = {
    'eyes': 'Eye shapes in the corner: vital points, alive and dead shapes',
    'named': 'Classic corner groups',
    'side': 'Groups on the side',
    'centre': 'Groups in the centre',
    'tesuji': 'Eye-stealing and living tesuji',
    'settled': 'Settled groups: already alive, already dead',
}

PROBLEMS = []


def P(**kw):
    kw.setdefault('kind', 'corner')
    PROBLEMS.append(kw)


# ---------------------------------------------------------------- corner eyes

P(id=1, slug='straight_three_corner', section='eyes', corner='ll', pl='B',
  title='Straight three on the first line in the corner: the middle point',
  target='a2',
  diagram="""
XXXXX
OOOOX
...OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
{D^}'s eye space is a1 b1 c1, without outside liberties.  {A^} to play
kills with b1, the middle: {A}'s stone keeps two liberties, a1 and c1, and
whatever {D} plays inside only fills its own space; when {D} takes the stone
the one point left is a single eye.  {D^} to play lives with b1: a1 and c1
are two eyes.  {A^} a1 or c1 fails to {D} b1 (it captures the stone or
leaves two eyes).
""")

P(id=2, slug='bent_three_corner', section='eyes', corner='ur', defender='B', pl='W',
  title='Bent three in the corner: the corner point', target='b3',
  diagram="""
XXXX
OOXX
.OOX
..OX
""",
  tests=[('attack', '1 a1'), ('defend', '1 a1')],
  comment="""
{D^}'s eye space a2 a1 b1 bends around the corner point a1, the one point
touching both others.  {A^} a1 leaves one eye: {D} a2 or b1 only ataris
the stone from inside, and the capture leaves a two-point space that {A}
fills again.  {D^} a1 makes two eyes, a2 and b1.  {A^} a2 (or b1) fails:
{D} a1 ataris it and the capture gives the second eye.
""")

P(id=3, slug='pyramid_four_corner', section='eyes', corner='ll', size=9, pl='B',
  title='Pyramid four in the corner (9x9)', target='a2',
  diagram="""
XXXXX
OOOXX
O.OOX
...OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
Eye space a1 b1 c1 and b2 above b1: a pyramid (T) of four; b1 touches the
other three.  {A^} b1 kills: after {D} b2 (or a1, or c1) {A} plays one of
the points left, and {D}'s capture of the two stones leaves a two-point
space, one eye.  {D^} b1 lives with three one-point eyes, a1, c1 and b2.
""")

P(id=4, slug='bulky_five_corner', section='eyes', corner='ll', defender='B', pl='W',
  title='Bulky five in the corner', target='c2',
  diagram="""
XXXXX
OOOXX
..OOX
...OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
Eye space a1 b1 c1 a2 b2, the square a1 b1 a2 b2 with c1 attached to b1;
b1 touches a1, c1 and b2.  {A^} b1 kills by shortage of liberties: {D} b2 is
met by a1, and of the two points left, a2 and c1, whichever {D} fills {A}
fills the other, taking {D}'s last liberty ({D} a2 or c1 first is met by
a1 or b2 the same way).  {D^} b1 lives: c1 is an
eye and a1 a2 b2 give the other (a stone {A} puts at a2 is captured from
a1 or b2).  {D^} b2 or a1 is not enough: with b2, the space left, a2 a1 b1
c1, is problem 7's four in an L without outside liberties, and {A} b1 makes
it ko; a1 leads to the same ko after {A} b1.
""")

P(id=5, slug='square_four_corner', section='eyes', corner='ul', pl='W',
  title='Square four in the corner is dead', target='c2',
  diagram="""
XXXX
OOOX
..OX
..OX
""",
  tests=[('defend', '0')],
  comment="""
Eye space a1 b1 a2 b2, a square.  Whatever point {D} takes, the three left
form a bent three and {A} takes its bend: {D} a1 -> {A} b2; {D} b2 -> {A}
a1; {D} b1 -> {A} a2; {D} a2 -> {A} b1.  {D^} is dead even moving first.
""")

P(id=6, slug='straight_four_corner', section='eyes', corner='lr', pl='B',
  title='Straight four in the corner is alive', target='a2',
  diagram="""
XXXXXX
OOOOOX
....OX
""",
  tests=[('attack', '0')],
  comment="""
Eye space a1 b1 c1 d1.  {A^} b1 is answered by c1 and {A} c1 by b1: two
eyes, a1 (where {A}'s stone is captured) and d1.  {A^} a1 or d1 is
answered by c1 or b1 the same way.  Alive.
""")

P(id=7, slug='bent_four_space_corner', section='eyes', corner='ll', pl='B',
  title='Four in an L in the corner without outside liberties: ko', target='b2',
  diagram="""
XXXXX
OOXXX
.OOOX
...OX
""",
  tests=[('attack', '2 b1')],
  comment="""
Eye space a2 a1 b1 c1 (an L around the corner), and {D} has no outside
liberty.  {A^} b1: if {D} c1, {D}'s only liberty is a2 and {A} a2 captures
everything; if {D} a2, {A} c1 and {D} must take the two stones from a1,
leaving the two-point eye b1 c1.  So {D} plays a1, atari on b1 from the
corner, and {A} a2 takes the stone at a1: ko, which {A} has taken first
({D} needs the first ko threat; GNU Go's code 2).  {A^} a1, a2 or c1 first
lets {D} b1 make two eyes.  This is how the four in the corner becomes the
ko that the bent four in the corner is named after.
""")

P(id=8, slug='two_point_eye_corner', section='eyes', corner='ur', turn=True, pl='W',
  title='Two-point eye in the corner is dead', target='a2',
  diagram="""
XXXX
OOOX
..OX
""",
  tests=[('defend', '0')],
  comment="""
Eye space a1 b1.  {D} filling either point leaves one eye; {A} plays into
the space, {D} captures the one stone and {A} plays there again; the
group's last liberties go one by one.  Dead.
""")

P(id=9, slug='rect_six_corner_0', section='eyes', corner='ll', defender='B', pl='W',
  title='Rectangular six in the corner, no outside liberty: dead', target='a3',
  diagram="""
XXXXX
OOOOX
...OX
...OX
""",
  tests=[('attack', '1 b2'), ('defend', '1 (b1|b2)')],
  comment="""
Eye space a1 b1 c1 a2 b2 c2, and no outside liberty.  {A^} b2 kills by
shortage of liberties: {D} b1 is met by a2, and then {D} can play neither
c2 ({A} c1 takes the group's last liberty) nor a1; {D} a2 is met by b1 and
{D} c1 by a2.  {D^} to play lives with b2 (the vital point; {A} b1, a2 or
c1 is answered on the other side of it) or with b1 (a1 becomes an eye, and
{A} b2 is answered by a2 or c2).  Compare 10
and 11: each outside liberty helps {D}.
""")

P(id=10, slug='rect_six_corner_1', section='eyes', corner='ul', pl='B',
  title='Rectangular six in the corner, one outside liberty: ko', target='a3',
  diagram="""
XXXXX
.XXXX
OOOOX
...OX
...OX
""",
  tests=[('attack', '2 b1'), ('defend', '1 (b1|b2)')],
  comment="""
As 9 with one outside liberty, a4.  {A^} b2 no longer kills ({D} b1 and
{D} can now play a1 or c2 without running out of liberties).  The placement
at the 2-1 point, {A} b1, gives ko: {D} b2 (the vital point), {A} c1, {D} a1
(atari on b1 c1, with the outside liberty in hand), {A} a2 takes the stone
at a1.  {A^} took the ko first, so {D} needs the first threat: code 2.  Any
other {D} answer to b1 dies ({D} c1 or a1 is met by b2).  {D^} to play lives
with b2 or b1 as in 9.
""")

P(id=11, slug='rect_six_corner_2', section='eyes', corner='ur', turn=True, pl='B',
  title='Rectangular six in the corner, two outside liberties: alive', target='a3',
  diagram="""
XXXXXX
.XXXXX
OOOOXX
...OXX
...O.X
""",
  tests=[('attack', '0')],
  comment="""
As 9 with two outside liberties, a4 and e1.  {A} b2 is answered by b1, and
{A} b1 by b2; after {A} c1, {D} a1 ataris the two stones and, with two
outside liberties, {D} is never short of liberties: the ko of 10 never
comes.  Alive, {A} to play or not.
""")

P(id=12, slug='rect_eight_corner', section='eyes', corner='lr', pl='B',
  title='Rectangular eight in the corner is alive', target='a3',
  diagram="""
XXXXXX
OOOOOX
....OX
....OX
""",
  tests=[('attack', '0')],
  comment="""
Eye space a1-d1 and a2-d2 (two rows of four), no outside liberty.  Every
{A} placement has an answer that makes two eyes: {A} b2 -> a2, b1, c1, c2
or d1; {A} b1 -> a2, c2 or d1; {A} c2 -> a2, b1 or d1 (and so on by the
same shapes).  With eight points {A} never gets the shortage of liberties
of 9.  Alive.
""")

P(id=13, slug='straight_three_filled', section='eyes', corner='ul', turn=True, pl='W',
  title='Straight three with the vital point taken is dead', target='a2',
  diagram="""
XXXXX
OOOOX
.X.OX
""",
  tests=[('defend', '0')],
  comment="""
The straight three of 1 with {A}'s stone already on b1.  {D} a1 or c1 only
ataris it from inside; {A} lets it be taken and plays b1 again, or fills
the outside first: one eye.  Dead whoever plays first.
""")

P(id=14, slug='bulky_five_filled', section='eyes', corner='lr', defender='B', pl='B',
  title='Bulky five with the vital point taken is dead', target='c2',
  diagram="""
XXXXX
OOOXX
..OOX
.X.OX
""",
  tests=[('defend', '0')],
  comment="""
The bulky five of 4 with {A}'s stone on b1.  {D} b2 is met by a1 (the
shortage of liberties of 4); {D} c1 by a1, a2 or b2; {D} a1 by a2 or b2.  Dead.
""")

P(id=15, slug='bent_four_space_corner_libs', section='eyes', corner='lr', pl='B',
  title='Four in an L in the corner with two outside liberties is alive', target='b2',
  diagram="""
XXXXXX
.XXXXX
OOXXXX
.OOOXX
...O.X
""",
  tests=[('attack', '0')],
  comment="""
Problem 7 with two outside liberties, a4 and e1.  {A} b1 is answered by a1;
if {A} a2 takes that stone, {D} c1, and {A}'s b1 and a2 both hang on the
one liberty a1: {D} takes them together and has two eyes.  With two
outside liberties {D} never has to retake a ko.  Alive.  With
only one outside liberty it is still ko (35).
""")

P(id=16, slug='pyramid_four_filled', section='eyes', corner='ul', pl='W',
  title='Pyramid four with the vital point taken is dead', target='a2',
  diagram="""
XXXXX
OOOXX
O.OOX
.X.OX
""",
  tests=[('defend', '0')],
  comment="""
The pyramid of 3 with {A} on b1.  {D} b2 is met by a1 or c1, {D} a1 by
b2 or c1, {D} c1 by a1 or b2: {D}'s captures never leave more than one
eye.  Dead.
""")

P(id=17, slug='bulky_five_corner_lib', section='eyes', corner='ur', turn=True, pl='B',
  title='Bulky five in the corner with an outside liberty', target='c2',
  diagram="""
XXXXX
.XXXX
OOOXX
..OOX
...OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
The bulky five of 4 with one outside liberty, a4.  The vital point is
still b1 for both sides: an outside liberty does not make the bulky five
two eyes once {A} holds b1.  With the liberty, {D} b2 or a1 still fails ({A}
b1 again).
""")

P(id=18, slug='straight_five_corner', section='eyes', corner='ll', turn=True, pl='B',
  title='Five in a row on the first line in the corner is alive', target='a2',
  diagram="""
XXXXXXX
OOOOOOX
.....OX
""",
  tests=[('attack', '0')],
  comment="""
Eye space a1-e1.  Wherever {A} plays, {D} answers so that two separate
eyes remain: {A} c1 -> b1 or d1; {A} b1 -> c1 or d1; {A} a1 -> c1.  Alive.
""")

P(id=19, slug='bent_five_corner', section='eyes', corner='lr', defender='B', pl='W',
  title='Five around the corner point is alive', target='b2',
  diagram="""
XXXXXX
OOXXXX
.OOOOX
....OX
""",
  tests=[('attack', '0')],
  comment="""
Eye space a2 and a1 b1 c1 d1, bent around the corner.  {A} b1 -> c1 (eyes
d1 and a1-a2, where {A}'s stone dies); {A} c1 -> b1; {A} a1 -> c1.  Alive.
""")

P(id=20, slug='bent_three_corner_lib', section='eyes', corner='ul', turn=True, pl='B',
  title='Bent three in the corner with an outside liberty', target='a3',
  diagram="""
XXXXX
.XXXX
OOXXX
.OOXX
..OXX
""",
  tests=[('attack', '1 a1'), ('defend', '1 a1')],
  comment="""
The bent three a2 a1 b1 of 2 with an outside liberty, a4.  Liberties do
not change a three-point space: {A} a1 kills, {D} a1 lives.
""")

P(id=33, slug='straight_three_corner_libs', section='eyes', corner='lr', turn=True, defender='B', pl='W',
  title='Straight three in the corner with three outside liberties', target='a2',
  diagram="""
XXXXXX
XX...X
OOOOOX
...OXX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
The straight three a1 b1 c1 of 1, and {D} has three outside liberties, c3
d3 e3.  They do not help: {A} b1 still leaves one eye (the outside
liberties only make the capture take longer), and {D} b1 still lives.
""")

P(id=35, slug='bent_four_space_corner_lib', section='eyes', corner='ur', pl='B',
  title='Four in an L in the corner with one outside liberty: still ko', target='b2',
  diagram="""
XXXXX
.XXXX
OOXXX
.OOOX
...OX
""",
  tests=[('attack', '2 b1'), ('defend', '1 (a1|b1)')],
  comment="""
Problem 7 with one outside liberty, a4.  {A^} b1, {D} a1 (atari), {A} a2
takes it: ko again.  {D} c1 instead is met by a1, and {D} cannot take
back: the one liberty is not enough.  {D^} to play lives with b1 (eyes a1
and c1) or a1 (b1 and c1 then form the second eye with a2).
""")

# ---------------------------------------------------------------- named corner groups

P(id=21, slug='l_group', section='named', corner='ll', pl='B',
  title='The L group is dead', target='b3',
  diagram="""
XXXXXXXX
XXXXXXXX
.XXXXXXX
.XXXXXXX
.OOOXXXX
...OXXXX
......XX
""",
  tests=[('attack', '1 (a2|a4|b1|b2)')],
  comment="""
The L group: {D} b3 c3 d3 d2, {A}'s wall close around it (b4 c4 d4, e3
e2, with b5 and g1 where the edges begin), so {D}'s space runs along both edges, a1-f1 and
a1-a5, with a2-c2 inside; no outside liberty.  {A^} kills with the
placement b2 (the 2-2 point: {D} b1 is met by a2, and the corner never holds
two eyes), or b1, or a2, or a4 (a hane that takes the left edge first).
Every other first move lets {D} live or get a ko.  Even with {D} to play
the L group cannot live outright: {D} b2 is met by a3 or c1 and {D} gets
only a ko, which is why it is not asked here.
""")

P(id=22, slug='l_plus_one', section='named', corner='ur', turn=True, defender='B', pl='B',
  title='The L+1 group lives if it plays first', target='b3',
  diagram="""
XXXXXXXXX
XXXXXXXXX
.XXXXXXXX
.XXXXXXXX
.OOOXXXXX
...OOXXXX
.......XX
""",
  tests=[('defend', '1 (a2|b1|b2|c1)')],
  comment="""
The L group of 21 with one stone more on the second line, e2, and the
space along the first line one point longer (to g1).  {D^} to play lives
with b2 (the 2-2 point, the shape's centre), b1, a2 or c1; after any of
them {A} finds no placement that leaves one eye.  Other first moves are
too slow: {D} a3 is met by b2 and {D} f1 by b2 (or b1, c1, a2, a3), each
time a ko at best.  With {A} to play the L+1 group gets a ko (not asked
here: several first moves lead to it).
""")

P(id=23, slug='j_group', section='named', corner='ul', pl='W',
  title='The J group: the defender to play lives', target='b3',
  diagram="""
XXXXXXXXX
XXXXXXXXX
.XXXXXXXX
.XXXXXXXX
.OOOXXXXX
....OXXXX
...O...XX
""",
  tests=[('defend', '1 (a3|a4|b1|b2|c1|c2|e1)')],
  comment="""
The J group: {D} b3 c3 d3 on the third line, e2 and d1 hooking down to
the edge, with empty points d2 and e1-g1 inside the hook.  {D^} to play
lives with b2, the centre of the shape, or with any of a3, a4, b1, c1, c2,
e1 (each keeps two eyes against every attack, the reader finds); other
moves such as a1, a2, d2 or f1 leave at best a ko.  {A} to play gets a ko
(at a3, b1 or e1), not asked here.
""")

P(id=24, slug='straight_j', section='named', corner='lr', pl='W',
  title='The straight J group: the defender to play lives', target='b3',
  diagram="""
XXXXXXXXX
XXXXXXXXX
.XXXXXXXX
.XXXXXXXX
.OOOXXXXX
....OXXXX
....O..XX
""",
  tests=[('defend', '1 (a3|b1|b2|c1|c2|d1)')],
  comment="""
The straight J: {D} b3 c3 d3 and the straight descent e2 e1.  {D^} to play
lives with b2 or with a3, b1, c1, c2 or d1; the others (a1, a2, a4, a5, d2,
f1, g1) leave a ko.  {A} to play gets a ko (a3 or b2), not asked here.
""")

P(id=25, slug='carpenters_square_0', section='named', corner='ur', turn=True, pl='W',
  title="The carpenter's square, no outside liberty: the defender to play lives", target='b4',
  diagram="""
XXXXXXXX
XXXXXXXX
.XXXXXXX
.XXXXXXX
.OOOXXXX
...OXXXX
...OXXXX
......XX
""",
  tests=[('defend', '1 (a2|a3|a4|b1|b2|b3|c1|c2|d1)')],
  comment="""
The carpenter's square: {D} b4 c4 d4 d3 d2 (a right angle with its corner
at d4), {A}'s wall pressing on it (b5 c5 d5, e4 e3 e2), {D}'s space
running along both edges to a6 and f1; no outside liberty.  {D^} to play
lives with any of the nine moves a2 a3 a4 b1 b2 b3 c1 c2 d1; the edge
points a5 a6 e1 f1 are too slow (ko) and a1 or c3 dies.  {A} to play makes it
ko (the carpenter's square is ko), not asked here.
""")

P(id=26, slug='carpenters_square_1', section='named', corner='ll', pl='W',
  title="The carpenter's square, one outside liberty: the defender to play lives", target='b4',
  diagram="""
XXXXXXXX
XXXXXXXX
.XXXXXXX
.XXXXXXX
.OOO.XXX
...OXXXX
...OXXXX
......XX
""",
  tests=[('defend', '1 (a2|a3|a4|b1|b2|b3|c1|c2|d1)')],
  comment="""
As 25 with one outside liberty, e4.  {D^} to play lives with the same nine
moves of the inner corner.  With {A} to play the carpenter's square is
still ko: {A} b2, {D} c2, {A} b3, {D} a3, {A} a4 and the fight on the
left edge turns on a ko (not asked: the ko comes several moves deep).
""")

P(id=27, slug='long_l_lib', section='named', corner='ul', defender='B', pl='W',
  title='The long L group with an outside liberty cannot be killed', target='b3',
  diagram="""
XXXXXXXXX
XXXXXXXXX
.XXXXXXXX
.XXXXXXXX
..XXXXXXX
.OOOOXXXX
....OXXXX
.......XX
""",
  tests=[('attack', '0')],
  comment="""
The long L: {D} b3 c3 d3 e3 e2, with the space a1-g1, a2-d2, a3 and the
left edge to a6; b4 is an outside liberty.  Every {A} placement has an answer:
{A} b2 -> a2 or c2, {A} b1 -> b2, c2, d1 or e1, {A} c1 -> a3, b1, c2 or d1,
and so on: {A} cannot kill.
""")

P(id=28, slug='four_second_line_corner', section='named', corner='ul', pl='W',
  title='Four stones on the second line in the corner die', target='a2',
  diagram="""
XXXXXXX
OOOOXXX
....XXX
""",
  tests=[('defend', '0')],
  comment="""
{D} a2-d2 on the second line, {A} solid at e1 e2 and above: the space is
the four points a1-d1 with {A} already at the end.  {D} b1 is met by d1
(the hane from e1: c1 cannot become an eye) and {D} c1 by d1, a1 or b1; a
straight four whose end {A} owns is not two eyes.  Dead.
""")

P(id=29, slug='five_second_line_corner', section='named', corner='ur', defender='B', pl='W',
  title='Five stones on the second line in the corner: whoever plays first', target='a2',
  diagram="""
XXXXXXX
OOOOOXX
.....XX
""",
  tests=[('attack', '1 (b1|e1)'), ('defend', '1 (b1|e1)')],
  comment="""
{D} a2-e2, {A} solid at f1 f2: the space is a1-e1.  {A^} kills with the
hane e1 ({D} d1 blocks, {A} b1 in the straight three a1 b1 c1) or with the
placement at the 2-1 point b1 ({D} c1, {A} e1 and a1 and d1 are not two
eyes).  {D^} lives with e1 (a1-d1 is a straight four) or b1 (a1 is an eye;
{A} e1 is met by d1 and c1 is the second).  {D} c1 or d1 first is met by
e1 or b1.  In the corner four stones on the second line die (28), five
depend on who plays first, six live (30).
""")

P(id=30, slug='six_second_line_corner', section='named', corner='lr', turn=True, pl='B',
  title='Six stones on the second line in the corner live', target='a2',
  diagram="""
XXXXXXXX
OOOOOOXX
......XX
""",
  tests=[('attack', '0')],
  comment="""
{D} a2-f2, {A} solid at g1 g2: the space is a1-f1.  {A} f1 (hane) is met
by e1 (or b1): a1-d1 is a straight four.  {A} b1 by c1 or f1, {A} c1 by b1,
d1 or f1.  Alive.
""")

P(id=32, slug='corner_2nd_line_l', section='named', corner='ll', pl='B',
  title='Second-line stones around the corner are alive', target='b2',
  diagram="""
XXXXXX
XXXXXX
.OXXXX
.OXXXX
.OOOOX
.....X
""",
  tests=[('attack', '0')],
  comment="""
{D} b2 c2 d2 e2 and b3 b4, an L on the second line around the corner, {A}
tight outside: the space is a1-e1 and a1-a4.  {A} b1 is answered by a1,
a4 or c1, {A} a2 by a1, a3, b1 or c1, and so on: the two arms of the L give
two eyes.  Alive.
""")

# ---------------------------------------------------------------- side

P(id=41, slug='straight_three_side', section='side', kind='side', side='b', size=13, pl='B',
  title='Straight three on the side (13x13)', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
{D}'s space is c1 d1 e1 on the first line, no outside liberty.  {A^} d1,
the middle, kills (as in 1); {D^} d1 makes the two eyes c1 and e1.
""")

P(id=42, slug='bent_three_side', section='side', kind='side', side='t', defender='B', pl='W',
  title='Bent three on the side', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO..OX
XOO.OX
""",
  tests=[('attack', '1 d2'), ('defend', '1 d2')],
  comment="""
Space c2 d2 d1, bent at d2, the point touching both others: {A^} d2 kills,
{D^} d2 lives (eyes c2 and d1).
""")

P(id=43, slug='pyramid_four_side', section='side', kind='side', side='l', pl='B',
  title='Pyramid four on the side', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
Space c1 d1 e1 and d2: d1 touches the three others.  {A^} d1 kills ({D}'s
captures leave at most three points in a row or a bend, which {A} fills
again); {D^} d1 makes three eyes, c1, e1 and d2.
""")

P(id=44, slug='bulky_five_side', section='side', kind='side', side='r', defender='B', pl='W',
  title='Bulky five on the side', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO..OOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 (c1|d1|d2)')],
  comment="""
Space c1 d1 e1 c2 d2 (the square c1 d1 c2 d2 and e1 beside d1); d1 touches
c1, e1 and d2.  {A^} d1 kills: {D} c1, c2, d2 or e1 are all answered and
the captures leave a dead shape.  {D^} lives with d1 (eyes e1 and the bent
c1 c2 d2 beside it) or, on the side where no shortage of liberties comes
in, with d2 (c2 c1 d1 e1, an L of four) or c1 (c2 d2 d1 e1, a zigzag of
four); both remaining spaces are two eyes.
""")

P(id=45, slug='crossed_five_side', section='side', kind='side', side='b', pl='B',
  title='Crossed five on the side', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
XOO.OOX
""",
  tests=[('attack', '1 d2'), ('defend', '1 d2')],
  comment="""
Space d1, c2 d2 e2, d3: a cross whose centre d2 touches all four arms.
{A^} d2 kills; {D^} d2 makes four one-point eyes.
""")

P(id=46, slug='rabbity_six_side', section='side', kind='side', side='t', defender='B', pl='W',
  title='Rabbity six on the side', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
XOO..OX
""",
  tests=[('attack', '1 d2'), ('defend', '1 (d1|d2|e2)')],
  comment="""
Space d3, c2 d2 e2, d1 e1 (the cross of 45 with e1 added): the rabbity or
flower six.  d2 touches four points of it: {A^} d2 kills.  {D^} lives with
d2, and also with d1 or e2: the five points left (c2 d2 d3 e2 e1, or c2 d2
d3 d1 e1) hold two eyes against every placement, since {D} answers on the
other side of it.
""")

P(id=47, slug='straight_four_side', section='side', kind='side', side='l', pl='B',
  title='Straight four on the side is alive', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO....OX
""",
  tests=[('attack', '0')],
  comment="""
Space c1-f1.  {A} d1 is answered by e1 and {A} e1 by d1; {A} c1 or f1 by
e1 or d1.  Alive.
""")

P(id=48, slug='rect_six_side', section='side', kind='side', side='r', pl='B',
  title='Rectangular six on the side is alive', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO...OX
XO...OX
""",
  tests=[('attack', '0')],
  comment="""
Space c1 d1 e1 c2 d2 e2, no outside liberty.  Away from the corner the
rectangular six has two pairs of miai points: {A} d2 is met by d1, {A} d1
by d2, a corner point by the centre point beside it.  Alive (compare the
corner, 9).
""")

P(id=49, slug='six_on_second_line', section='side', kind='side', side='b', pl='W',
  title='Six stones on the second line die', target='c2',
  diagram="""
XXXXXXXXXX
XXOOOOOOXX
XX......XX
""",
  tests=[('defend', '0')],
  comment="""
{D} c2-h2 on the second line, {A} solid at both ends (a1 b1 b2 and j1 j2
k1 and above).  "Six die, eight live": {D} c1 is met by the hane h1 ({D}
g1) and d1 e1 f1 is a straight three, {A} e1; {D} d1 or e1 by c1 or h1
the same way.  Dead even moving first.
""")

P(id=50, slug='seven_on_second_line', section='side', kind='side', side='t', defender='B', pl='W',
  title='Seven stones on the second line: whoever plays first', target='c2',
  diagram="""
XXXXXXXXXXX
XXOOOOOOOXX
XX.......XX
""",
  tests=[('attack', '1 (c1|j1)'), ('defend', '1 (c1|f1|j1)')],
  comment="""
{D} c2-j2, {A} solid at both ends; space c1-j1.  {A^} hanes at c1 (or
j1): {D} d1, {A} hanes at j1 (or places at f1), {D} h1, and e1 f1 g1 is a
straight three: {A} f1.  {D^} lives with c1 or j1 (after {A}'s hane on the
other side, a straight four remains) or with f1 (it splits the space: each
side keeps one eye after {A}'s hane, e1 and g1).
""")

P(id=51, slug='eight_on_second_line', section='side', kind='side', side='l', pl='B',
  title='Eight stones on the second line live', target='c2',
  diagram="""
XXXXXXXXXXXX
XXOOOOOOOOXX
XX........XX
""",
  tests=[('attack', '0')],
  comment="""
{D} c2-k2, space c1-k1.  {A} c1 (hane), {D} d1, {A} k1, {D} j1: e1-h1 is a
straight four.  A placement inside is answered by splitting the space.
Alive.
""")

P(id=52, slug='four_on_third_line', section='side', kind='side', side='r', pl='W',
  title='Four stones on the third line die', target='c3',
  diagram="""
XXXXXXXX
XXOOOOXX
X......X
X......X
""",
  tests=[('defend', '0')],
  comment="""
{D} c3-f3 on the third line, {A} b3 and g3 at its ends and a solid wall
beyond them down to the edge; {D}'s space is the two bottom lines, b1-g2.  Both
ends of the space touch {A}'s wall, so {D} would need stones across both
lines at each end and in the middle: whatever {D} plays first, {A}'s reply
(any point of the space) already leaves no room for two eyes.  Dead.
""")

P(id=55, slug='square_four_side', section='side', kind='side', side='l', defender='B', pl='B',
  title='Square four on the side is dead', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO..OX
XO..OX
""",
  tests=[('defend', '0')],
  comment="""
Space c1 d1 c2 d2.  As in the corner (5): whichever point {D} takes, {A}
takes the diagonal one, the bend of the bent three left.  Dead.
""")

P(id=56, slug='bent_four_side', section='side', kind='side', side='r', pl='B',
  title='Bent four on the side is alive', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOOO.OX
XO...OX
""",
  tests=[('attack', '0')],
  comment="""
Space c1 d1 e1 and e2, an L of four away from the corner.  {A} d1 is met by
e1 (eyes c1 and e2) and {A} e1 by d1; {A} c1 or e2 by d1 or e1.  Alive:
only in the corner (7) does the L become ko.
""")

P(id=57, slug='false_eye_side', section='side', kind='side', side='b', at=3, pl='W',
  title='One eye and a false eye on the side', target='b2',
  diagram="""
XXXXXXXXX
XOOOOXXXX
XO.O.OOXX
""",
  tests=[('defend', '0')],
  comment="""
{D}'s points c1 and e1 look like two eyes, but {A} holds f2, the diagonal
of e1, and f1 g1 hang on e1 alone.  {D^} to play has only bad moves: {D}
e1 saves f1 g1 but leaves the whole group the one liberty c1, and {A} c1
captures it; {D} c1 fills the real eye and {A} e1 captures everything.  If {D} waits, {A} e1 captures f1 g1, and after {D} f1 takes
back the one stone, {A} g1 ataris again: e1 never becomes an eye.  Dead.
""")

P(id=58, slug='two_eyes_side', section='side', kind='side', side='t', size=13, at=2, pl='B',
  title='Two eyes on the first line (13x13)', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO.O.OOX
""",
  tests=[('attack', '0')],
  comment="""
{D} has two real eyes, c1 and e1 (each surrounded by {D}'s stones with
both first-line diagonals, b2 d2 and d2 f2, in {D}'s hands).  {A} cannot
play into either.  Alive.
""")

P(id=59, slug='seven_second_line_hane', section='side', kind='side', side='r', at=4, pl='W',
  title='Seven stones on the second line after one hane die', target='c2',
  diagram="""
XXXXXXXXXXX
XXOOOOOOOXX
XXX......XX
""",
  tests=[('defend', '0')],
  comment="""
The seven stones of 50 after {A}'s hane at c1: the space is d1-j1.  Even
with {D} to play, {D} d1 is met by the other hane j1 ({D} h1: e1 f1 g1, a
straight three, {A} f1) or by f1 at once; {D} j1 by d1 or g1; {D} f1 by d1,
h1 or j1; {D} g1 by d1, e1 or j1.  Dead.
""")

P(id=60, slug='straight_three_side_libs', section='side', kind='side', side='l', at=3, pl='B',
  title='Straight three on the side with three outside liberties', target='c2',
  diagram="""
XXXXXXX
XX...XX
XOOOOOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
The straight three of 41 with three outside liberties, c3 d3 e3.  {A^} d1
still leaves one eye (the liberties only delay the capture); {D^} d1 still
makes two.
""")

P(id=61, slug='comb_side', section='side', kind='side', side='b', at=10, defender='B', pl='W',
  title='Rectangular six with two cutting points (the comb) is alive', target='c3',
  diagram="""
XXXXXXX
X.OOO.X
XO...OX
XO...OX
""",
  tests=[('attack', '0')],
  comment="""
{D}'s rectangular six c1-e2 is walled by three strings: c3 d3 e3 on top,
b1 b2 and f1 f2 at the sides, with cutting points at b3 and f3.  {A} b3
(cut) is answered by d2 or d1: the stones cut off, b1 b2, still close the
space, since {A} cannot play c1 or c2 without being captured.  {A} d2 is answered by d1 and {A}
d1 by d2, as in 48.  Alive, like the comb.
""")

P(id=62, slug='rect_six_one_cut_side', section='side', kind='side', side='t', at=3, pl='B',
  title='Rectangular six with one cutting point is alive', target='c3',
  diagram="""
XXXXXXX
X.OOOOX
XO...OX
XO...OX
""",
  tests=[('attack', '0')],
  comment="""
As 61 with only b3 open.  {A} b3 is met by d1 or d2; {A} d2 by d1, {A} c1
by d1 or d2.  Alive.
""")

P(id=63, slug='pyramid_four_side_libs', section='side', kind='side', side='b', at=8, defender='B', pl='W',
  title='Pyramid four on the side with outside liberties', target='b2',
  diagram="""
XXXXXXX
XX..XXX
XOOOOOX
XOO.OOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
The pyramid of 43 with two outside liberties, c4 d4.  The vital point is
unchanged: {A^} d1 kills, {D^} d1 lives.
""")

# ---------------------------------------------------------------- centre

P(id=71, slug='straight_three_centre', section='centre', kind='centre', pl='B',
  title='Straight three in the centre', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO...OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d3'), ('defend', '1 d3')],
  comment="""
A ring of {D} stones around c3 d3 e3, inside {A}'s ring.  {A^} d3 kills,
{D^} d3 lives (eyes c3 and e3).
""")

P(id=72, slug='crossed_five_centre', section='centre', kind='centre', defender='B', pl='W', at=(3, 10),
  title='Crossed five in the centre', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
XOO.OOX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d4'), ('defend', '1 d4')],
  comment="""
Space d5, c4 d4 e4, d3: a cross.  The centre d4 touches all four arms:
{A^} d4 leaves {D} nothing but one-point bites that {A} refills; {D^} d4
makes four eyes.
""")

P(id=73, slug='flower_six_centre', section='centre', kind='centre', pl='B', at=(10, 3),
  title='Flower six in the centre', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
XOO..OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d4'), ('defend', '1 (d3|d4|e4)')],
  comment="""
Space d5, c4 d4 e4, d3 e3: the cross of 72 with e3 added.  {A^} d4 (the
centre, touching four of the five others) kills.  {D^} lives with d4, or
with d3 or e4: the five points left still hold two eyes against every
placement.
""")

P(id=74, slug='bulky_five_centre', section='centre', kind='centre', defender='B', pl='W', at=(10, 10),
  title='Bulky five in the centre', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO..OOX
XO...OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d3'), ('defend', '1 (c3|d3|d4)')],
  comment="""
Space c4 d4 c3 d3 e3 (the square c3 d3 c4 d4 and e3 beside d3).  {A^} d3,
touching c3, e3 and d4, kills.  {D^} lives with d3 (e3 and the bent three
c3 c4 d4), d4 (an L of four, c4 c3 d3 e3) or c3 (a zigzag c4 d4 d3 e3):
in the centre no shortage of liberties spoils those fours.
""")

P(id=75, slug='pyramid_four_centre', section='centre', kind='centre', size=13, pl='B', at=(3, 3),
  title='Pyramid four in the centre (13x13)', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO...OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d3'), ('defend', '1 d3')],
  comment="""
Space c3 d3 e3 and d4; d3 touches the three others.  {A^} d3 kills, {D^}
d3 makes three eyes.
""")

P(id=76, slug='bent_three_centre', section='centre', kind='centre', defender='B', pl='W', at=(11, 4),
  title='Bent three in the centre', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO..OX
XOO.OX
XOOOOX
XXXXXX
""",
  tests=[('attack', '1 d4'), ('defend', '1 d4')],
  comment="""
Space c4 d4 d3, bent at d4.  {A^} d4 kills, {D^} d4 lives (eyes c4, d3).
""")

P(id=77, slug='two_eyes_centre', section='centre', kind='centre', pl='B', at=(5, 12),
  title='Two separate eyes in the centre', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO.O.OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
{D} has two one-point eyes, c3 and e3, each with all its neighbours and
diagonals {D}'s.  {A} cannot play in either.  Alive.
""")

P(id=78, slug='one_eye_centre', section='centre', kind='centre', defender='B', pl='B', at=(6, 6),
  title='A centre group with one eye and one open point is dead', target='b2',
  diagram="""
XXXXXXXX
XOOOOXXX
XO.OO.OX
XOOOOOOX
XXXXXXXX
""",
  tests=[('defend', '0')],
  comment="""
{D}'s points are c3, a real eye, and f3, which touches {A}'s stone f4: f3
is only a liberty.  {D} f3 leaves one eye; otherwise {A} f3 does (it
joins {A}'s wall), and {A} then takes the group's last liberty c3.  Dead.
""")

P(id=79, slug='square_four_centre', section='centre', kind='centre', pl='W', at=(11, 11),
  title='Square four in the centre is dead', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO..OX
XO..OX
XOOOOX
XXXXXX
""",
  tests=[('defend', '0')],
  comment="""
Space c3 d3 c4 d4.  Whatever {D} plays, {A} takes the diagonal point, the
bend of the three left (as in 5).  Dead.
""")

P(id=80, slug='straight_four_centre', section='centre', kind='centre', defender='B', pl='W', at=(4, 12),
  title='Straight four in the centre is alive', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO....OX
XOOOOOOX
XXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
Space c3-f3.  {A} d3 and e3 are miai, as are the ends and the inner points
next to them.  Alive.
""")

P(id=81, slug='crossed_five_filled_centre', section='centre', kind='centre', pl='W', at=(10, 9),
  title='Crossed five in the centre with the centre taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.X.OX
XOO.OOX
XOOOOOX
XXXXXXX
""",
  tests=[('defend', '0')],
  comment="""
The cross of 72 with {A}'s stone on d4, which has four liberties.  {D}
fills them one at a time while {A} answers in the space, and after a
capture {A} plays d4 again.  Dead.
""")

P(id=82, slug='eye_and_three_centre', section='centre', kind='centre', defender='B', pl='W', at=(3, 3),
  title='An eye and a straight three in the centre', target='b2',
  diagram="""
XXXXXXXXX
XOOOOOOOX
XO.O...OX
XOOOOOOOX
XXXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
{D} has a real eye at c3 and the three e3 f3 g3.  {A} f3 (the vital
point) only reduces the three to one eye, and one more is all {D} needs:
{D} e3 or g3 and the capture of f3 gives it.  Alive.
""")

P(id=83, slug='bent_four_centre', section='centre', kind='centre', pl='B', at=(10, 11),
  title='Bent four in the centre is alive', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOOO.OX
XO...OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
Space c3 d3 e3 and e4, an L.  {A} d3 is met by e3 and {A} e3 by d3.  Alive.
""")

P(id=84, slug='flower_six_filled_centre', section='centre', kind='centre', defender='B', pl='B', at=(2, 10),
  title='Flower six in the centre with the vital point taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.X.OX
XOO..OX
XOOOOOX
XXXXXXX
""",
  tests=[('defend', '0')],
  comment="""
The flower six of 73 with {A}'s stone on d4.  {D}'s captures never leave
more than one eye: {A} replays the vital point each time.  Dead.
""")

P(id=85, slug='square_nine_centre', section='centre', kind='centre', pl='B', at=(6, 6),
  title='A square of nine in the centre is alive', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO...OX
XO...OX
XO...OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
Space c3-e5, three by three.  {A} d4 (the centre) is met by any of the
eight points around it, and the space still divides into two eyes.
Alive.
""")

P(id=86, slug='eye_and_two_centre', section='centre', kind='centre', defender='B', pl='W', at=(4, 3),
  title='A one-point eye and a two-point eye in the centre', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO.O..OX
XOOOOOOX
XXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
{D} has a real eye at c3 and a two-point eye e3 f3.  A two-point space is
one eye: {A} e3 is captured by f3.  Two eyes: alive.
""")

P(id=87, slug='three_filled_centre', section='centre', kind='centre', pl='W', at=(10, 12),
  title='Straight three in the centre with the vital point taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO.X.OX
XOOOOOX
XXXXXXX
""",
  tests=[('defend', '0')],
  comment="""
The three of 71 with {A}'s stone on d3.  {D} c3 or e3 only ataris it; {A}
lets it go and replays d3.  Dead.
""")

# ---------------------------------------------------------------- more shapes

P(id=36, slug='pyramid_four_corner_lib', section='eyes', corner='ur', defender='B', pl='W',
  title='Pyramid four in the corner with an outside liberty', target='a2',
  diagram="""
XXXXX
.XXXX
OOOXX
O.OOX
...OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
The pyramid of 3 with an outside liberty, a4: b1 is still the vital point
for both sides.
""")

P(id=37, slug='bulky_five_corner_stone', section='eyes', corner='ul', turn=True, pl='B',
  title='Bulky five in the corner with a stone in the corner point', target='c2',
  diagram="""
XXXXX
OOOXX
..OOX
X..OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
The bulky five of 4 where {A} already has a stone at a1 (in atari at b1).
{D^} b1 captures it and lives (a1 and c1 are eyes, a2 b2 beside them).
{A^} b1 joins it and takes the vital point: b1 a1 and the shortage of
liberties leave {D} one eye.
""")

P(id=64, slug='crossed_five_side_filled', section='side', kind='side', side='l', at=2, pl='W',
  title='Crossed five on the side with the centre taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.X.OX
XOO.OOX
""",
  tests=[('defend', '0')],
  comment="""
The cross of 45 with {A}'s stone on its centre d2.  Whatever arm {D}
fills, {A} keeps the centre or replays it after a capture.  Dead.
""")

P(id=65, slug='pyramid_four_side_taken', section='side', kind='side', side='t', at=10, defender='B', pl='W',
  title='Pyramid four on the side with the defender on the vital point is alive', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The pyramid of 43 after {D} has played its centre d1: c1, e1 and d2 are
three one-point eyes.  Alive.
""")

P(id=66, slug='bent_three_side_libs', section='side', kind='side', side='r', at=2, pl='B',
  title='Bent three on the side with outside liberties', target='b2',
  diagram="""
XXXXXX
XX..XX
XOOOOX
XO..OX
XOO.OX
""",
  tests=[('attack', '1 d2'), ('defend', '1 d2')],
  comment="""
The bent three of 42 with two outside liberties, c4 d4: still {A^} d2
kills and {D^} d2 lives.
""")

P(id=67, slug='rabbity_six_side_libs', section='side', kind='side', side='b', at=10, pl='B',
  title='Rabbity six on the side with outside liberties', target='b2',
  diagram="""
XXXXXXX
XX..XXX
XOOOOOX
XOO.OOX
XO...OX
XOO..OX
""",
  tests=[('attack', '1 d2'), ('defend', '1 (d1|d2|e2)')],
  comment="""
The rabbity six of 46 with two outside liberties, c5 d5: the answers do
not change, {A^} d2 kills and {D^} lives with d2, d1 or e2.
""")

P(id=68, slug='bulky_five_side_stone', section='side', kind='side', side='l', at=10, pl='B',
  title='Bulky five on the side with a stone inside', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO..OOX
XOX..OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
The bulky five of 44 where {A} has a stone on c1 (not the vital point; it
has the liberty d1).  {D^} d1 takes the vital point and ataris c1: c1 is
captured from c2 and the space gives two eyes (e1 and the c1 c2 d2 side).
{A^} d1 joins c1 on the vital point: one eye.
""")

P(id=69, slug='eight_second_line_hane', section='side', kind='side', side='b', at=3, defender='B', pl='W',
  title='Eight stones on the second line after one hane: whoever plays first', target='c2',
  diagram="""
XXXXXXXXXXXX
XXOOOOOOOOXX
XXX.......XX
""",
  tests=[('attack', '1 (d1|k1)'), ('defend', '1 (d1|g1|k1)')],
  comment="""
The eight stones of 51 after {A}'s hane at c1: the space d1-k1 is seven
points, as for seven stones (50).  {A^} d1 or k1 (the second hane) kills;
{D^} lives with d1 or k1 (the block: a straight four remains after {A}'s
hane on the other side) or g1 (splitting the space into two eyes).
""")

P(id=88, slug='crossed_five_arm_centre', section='centre', kind='centre', pl='B', at=(3, 2),
  title='Crossed five in the centre with a stone on one arm', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XOX..OX
XOO.OOX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '1 d4'), ('defend', '1 d4')],
  comment="""
The cross of 72 with {A}'s stone on the arm c4.  The centre is still
vital: {D^} d4 ataris c4 and keeps three eyes' worth of points; {A^} d4
joins it and leaves one eye.
""")

# ---------------------------------------------------------------- tesuji

P(id=91, slug='sacrifice_two_corner', section='tesuji', corner='ll', pl='B',
  title='The 2-1 point: add a second stone to the one in atari', target='a2',
  diagram="""
XXXXX
OOOOX
X..OX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
{A}'s stone a1 is in atari at b1.  {D^} b1 captures it: a1 and c1 are two
eyes.  {A^} b1 adds a second stone, and now {D}'s group has the single
liberty c1: {D} must take both stones with c1, and the two-point space a1
b1 left behind is one eye ({A} plays into it again).  A sacrifice that
makes the eye space smaller.
""")

P(id=92, slug='sacrifice_two_side', section='tesuji', kind='side', side='t', defender='B', pl='W',
  title='Sacrifice two stones on the side', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOX..OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 d1')],
  comment="""
{A}'s c1 is in atari at d1.  {D^} d1 takes it and has two eyes, c1 and
e1.  {A^} d1 puts {D} in atari at e1 instead: {D} e1 captures the two
stones and the space c1 d1 they leave is only one eye.
""")

P(id=93, slug='atari_right_side', section='tesuji', kind='side', side='b', at=3, pl='B',
  title='Atari from the correct side, and the shortage of liberties', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO.X..OX
""",
  tests=[('attack', '1 e1'), ('defend', '1 e1')],
  comment="""
{A}'s d1 has two liberties, c1 and e1.  {D^} e1 is atari from the wide
side: {A} cannot escape to c1 (a stone there has no liberty), so d1 is
taken and d1 and f1 are two eyes.  {D} c1 instead is met by {A} e1: the two
stones have f1, {D} f1 takes them and d1 e1 is one eye.  {A^} e1 first:
now {D} can approach from neither side, since {D} c1 leaves f1 as the
group's last liberty ({A} f1 captures) and {D} f1 leaves c1.
""")

P(id=94, slug='sacrifice_three_corner', section='tesuji', corner='lr', turn=True, defender='B', pl='W',
  title='Sacrifice three stones to leave a straight three in the corner', target='a2',
  diagram="""
XXXXXXX
OOOOOXX
..X.OXX
""",
  tests=[('attack', '1 b1'), ('defend', '1 b1')],
  comment="""
{A}'s c1 has the liberties b1 and d1.  {D^} b1 ataris it ({A} cannot
extend to d1, which has no liberty) and captures it next: eyes a1 and c1.
{A^} b1 leaves {D} short of liberties: {D} d1 is answered by
a1 and {D} a1 by d1, each time taking {D}'s last liberty.  If {D} waits,
{A} a1 gives up three stones: {D}'s capture at d1 leaves a1 b1 c1, a
straight three in the corner, and {A} b1 kills.
""")

P(id=95, slug='cut_two_eyes', section='tesuji', kind='side', side='r', at=3, pl='B',
  title='The cut that leaves two halves with one eye each', target='b2',
  diagram="""
XXXXXXXXX
XOOO.OOOX
XO.OXO.OX
""",
  tests=[('attack', '1 e2'), ('defend', '1 e2')],
  comment="""
{A}'s e1 is in atari at e2 and sits between {D}'s two eyes c1 and g1.
{D^} e2 captures it and joins both halves: three eyes.  {A^} e2 saves e1,
joins {A}'s wall and cuts: each half has one eye and no other liberty,
so both are in atari together and {A} takes one of them at once.
""")

P(id=96, slug='capture_inside_corner', section='tesuji', corner='ll', pl='W',
  title='Two stones inside a bent three: whoever moves first', target='b3',
  diagram="""
XXXXX
OOXXX
XOOXX
.XO.X
""",
  tests=[('attack', '1 d1'), ('defend', '1 a1')],
  comment="""
{A} has two stones inside {D}'s bent three (a2 and b1), each with the
single liberty a1; {D} has the single liberty d1.  {D^} a1 captures both:
two eyes, a2 and b1.  {A^} d1 takes {D}'s last liberty first and captures
the whole group ({A} a1 would be suicide).
""")

# ---------------------------------------------------------------- settled

P(id=131, slug='two_eyes_corner', section='settled', corner='ur', size=9, pl='B',
  title='Two eyes on the first line in the corner (9x9)', target='a2',
  diagram="""
XXXXXX
OOOOXX
.O.OXX
""",
  tests=[('attack', '0')],
  comment="""
{D} has two real eyes, a1 and c1 ({A} can play into neither).  Alive.
""")

P(id=132, slug='one_eye_corner', section='settled', corner='ul', defender='B', pl='B',
  title='One eye in the corner and no room for another', target='a2',
  diagram="""
XXXXX
OOOOX
.OOOX
""",
  tests=[('defend', '0')],
  comment="""
{D}'s only empty point is a1.  {D} has no move that makes a second eye,
and {A} a1 captures the group whenever {A} likes (it takes the last
liberty).  Dead.
""")

P(id=133, slug='eye_and_two_corner', section='settled', corner='lr', pl='B',
  title='A one-point eye and a two-point eye in the corner', target='a2',
  diagram="""
XXXXXXX
OOOOOXX
.O..OXX
""",
  tests=[('attack', '0')],
  comment="""
a1 is a real eye and c1 d1 a two-point eye: {A} c1 or d1 is captured by
the other point.  Two eyes: alive.
""")

P(id=135, slug='eye_and_three_side', section='settled', kind='side', side='t', at=5, defender='B', pl='W',
  title='An eye and a straight three on the side', target='b2',
  diagram="""
XXXXXXXXX
XOOOOOOOX
XO.O...OX
""",
  tests=[('attack', '0')],
  comment="""
A real eye at c1 and the three e1 f1 g1.  {A} f1 takes the vital point of
the three, but one eye from it is enough: {D} e1 (or g1) and the capture
of f1 make the second.  Alive.
""")

P(id=136, slug='single_eye_side', section='settled', kind='side', side='l', at=5, pl='W',
  title='A side group with a single one-point eye', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
""",
  tests=[('defend', '0')],
  comment="""
{D}'s only empty point is the eye d1; {A} d1 captures whenever {A} likes.
Dead.
""")

P(id=138, slug='big_eye_side', section='settled', kind='side', side='r', at=2, pl='B',
  title='A seven-point space on the first line', target='b2',
  diagram="""
XXXXXXXXXX
XOOOOOOOOX
XO.......X
""",
  tests=[('attack', '0')],
  comment="""
Space c1-j1, with {A}'s wall at k1 beside j1.  {A}'s hane j1 is met by h1
(c1-g1, five in a row, remains); a placement is met by a move that splits
off two eyes.  Alive.
""")

P(id=139, slug='centre_one_and_three', section='settled', kind='centre', pl='B', at=(6, 3),
  title='A centre group with a one-point eye and a bent three', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO.O..OX
XOOOO.OX
XOOOOOOX
XXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
A real eye at c4 and the bent three e4 f4 f3.  {A} f4, its vital point,
still leaves {D} one eye there ({D} e4 or f3 and the capture), and one
is all {D} needs.  Alive.
""")

P(id=140, slug='centre_bent_three_taken', section='settled', kind='centre', defender='B', pl='B', at=(11, 4),
  title='A centre group with a bent three, the vital point taken', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO.XOX
XOO.OX
XOOOOX
XXXXXX
""",
  tests=[('defend', '0')],
  comment="""
The bent three c4 d4 d3 of 76 with {A}'s stone on d4.  {D} c4 or d3 only
ataris it; {A} replays d4 after the capture.  Dead.
""")

P(id=141, slug='cut_miai_side', section='settled', kind='side', side='b', at=2, defender='B', pl='W',
  title='Two eyes joined by two miai connections are alive', target='b2',
  diagram="""
XXXXXXXXX
XOOO.OOOX
XO.O.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The halves of {D}'s group, with eyes c1 and g1, connect at e2 or e1.
{A} e2 (joined to the wall) is answered by e1, and {A} e1 by e2, which
captures it.  Alive (compare 95, where {A}'s stone already sits on e1).
""")

P(id=143, slug='five_second_line_after_hane', section='settled', corner='ll', pl='W',
  title='Five stones on the second line in the corner after the hane are dead', target='a2',
  diagram="""
XXXXXXX
OOOOOXX
....XXX
""",
  tests=[('defend', '0')],
  comment="""
The five stones of 29 after {A}'s hane at e1: the space is a1-d1 with {A}
at its end, as for four stones (28).  {D} d1 is met by b1 (a1 b1 c1 is a
straight three in the corner); {D} b1 by d1.  Dead.
""")

P(id=144, slug='bent_three_taken_corner', section='settled', corner='ur', defender='B', pl='W',
  title='The bent three in the corner after the defender has taken the vital point', target='b3',
  diagram="""
XXXX
OOXX
.OOX
O.OX
""",
  tests=[('attack', '0')],
  comment="""
The bent three of 2 after {D} a1: a2 and b1 are two real eyes.  Alive.
""")

P(id=145, slug='straight_four_end_side', section='settled', kind='side', side='t', at=4, pl='B',
  title='Straight four on the side with a stone on its end is alive', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XOX...OX
""",
  tests=[('attack', '0')],
  comment="""
{A}'s c1 sits at one end of the straight four c1-f1 and is in atari at d1.
{A} d1 (two stones, atari at e1) is met by e1, capturing them: the space
c1 d1 and the point f1 are two eyes.  {A} e1 is met by d1, which
captures c1: c1 is an eye and e1, in atari, will make f1 the second.  {A}
f1 is met by d1 or e1.  Alive.
""")

P(id=146, slug='rect_six_taken_corner', section='settled', corner='ll', turn=True, pl='W',
  title='Rectangular six in the corner after the 2-2 point is dead', target='a3',
  diagram="""
XXXXX
OOOOX
.X.OX
...OX
""",
  tests=[('defend', '0')],
  comment="""
The rectangular six of 9 (no outside liberty) with {A}'s stone on b2, the
vital point.  As read in 9, every {D} move is met: {D} b1 by a2, {D} a2 by
b1, {D} c1 by a2.  Dead.
""")

P(id=147, slug='centre_two_and_two', section='settled', kind='centre', defender='B', pl='W', at=(3, 12),
  title='A centre group with two two-point eyes', target='b2',
  diagram="""
XXXXXXXXX
XOOOOOOOX
XO..O..OX
XOOOOOOOX
XXXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
Two separate two-point eyes, c3 d3 and f3 g3.  A stone {A} plays into
either is captured by the other point of the pair.  Alive.
""")

P(id=148, slug='straight_three_taken_side', section='settled', kind='side', side='l', at=10, defender='B', pl='W',
  title='Straight three on the side after the defender took the middle', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The straight three of 41 after {D} d1: c1 and e1 are two real eyes.
Alive.
""")

P(id=149, slug='square_four_stone_side', section='settled', kind='side', side='b', at=11, pl='W',
  title='Square four on the side with a stone inside is dead', target='b2',
  diagram="""
XXXXXX
XOOOOX
XO.XOX
XO..OX
""",
  tests=[('defend', '0')],
  comment="""
The square four of 55 with {A}'s stone on d2 (liberties c2 and d1).  {D}
c2 is met by d1, {D} d1 by c2, {D} c1 by c2 or d1: one eye at most.
Dead.
""")

# ---------------------------------------------------------------- additions

P(id=38, slug='pyramid_four_corner_taken', section='settled', corner='ll', turn=True, pl='B',
  title='Pyramid four in the corner after the defender took the vital point', target='a2',
  diagram="""
XXXXX
OOOXX
O.OOX
.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The pyramid of 3 after {D} b1: a1, c1 and b2 are three one-point eyes.
Alive.
""")

P(id=39, slug='bulky_five_corner_taken', section='settled', corner='ur', defender='B', pl='W',
  title='Bulky five in the corner after the defender took the vital point', target='c2',
  diagram="""
XXXXX
OOOXX
..OOX
.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The bulky five of 4 after {D} b1: c1 is an eye and a1 a2 b2 give the
second ({A}'s stone at a2, the bend, is captured from a1 or b2).  Alive.
""")

P(id=70, slug='bulky_five_side_libs', section='side', kind='side', side='t', at=2, pl='B',
  title='Bulky five on the side with outside liberties', target='b2',
  diagram="""
XXXXXXX
XX..XXX
XOOOOOX
XO..OOX
XO...OX
""",
  tests=[('attack', '1 d1'), ('defend', '1 (c1|d1|d2)')],
  comment="""
The bulky five of 44 with two outside liberties, c4 d4.  Same answers:
{A^} d1 kills; {D^} lives with d1, d2 or c1.
""")

P(id=89, slug='flower_six_centre_taken', section='settled', kind='centre', defender='B', pl='W', at=(2, 2),
  title='Flower six in the centre after the defender took the vital point', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.O.OX
XOO..OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
The flower six of 73 after {D} d4: c4 and d5 are eyes already, and e4 d3
e3 give a third; {A} d3 or e3 is answered on the other points.  Alive.
""")

P(id=97, slug='placement_not_hane', section='tesuji', corner='ul', turn=True, pl='B',
  title='The 2-1 point, not the hane', target='a2',
  diagram="""
XXXXXXX
OOOOOXX
......X
""",
  tests=[('attack', '1 b1'), ('defend', '1 (b1|e1)')],
  comment="""
{D} a2-e2 with six points a1-f1 below; {A}'s f2 makes f1 a hane point.
The hane fails: {A} f1, {D} e1, and a1-d1 is a straight four.  {A} e1,
under {D}'s last stone, gives only ko: {D} d1 ataris it, {A} b1, and {D} f1
takes e1 as a ko.  {A^} b1, the placement at the 2-1 point, kills
outright: {D} c1 is met by e1, {D} e1 by c1, and a1 never becomes an eye
with b1 taken.  (GNU Go 3.8 answers e1 with code 1; it is worth only the
ko.)  {D^} lives with b1 (a1
is an eye; after {A} f1, {D} d1 or e1 makes the second) or e1 (the straight
four a1-d1).  Compare 29, where {A} already owns f1.
""")

P(id=150, slug='rabbity_six_side_taken', section='settled', kind='side', side='r', at=8, pl='W',
  title='Rabbity six on the side with the vital point taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.X.OX
XOO..OX
""",
  tests=[('defend', '0')],
  comment="""
The rabbity six of 46 with {A}'s stone on d2, touching four of the other
five points.  Whatever {D} plays, {A} answers inside the space, and after
a capture {A} takes the vital point again.  Dead.
""")

P(id=151, slug='pyramid_four_centre_taken', section='settled', kind='centre', pl='W', at=(10, 2),
  title='Pyramid four in the centre with the vital point taken is dead', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XOO.OOX
XO.X.OX
XOOOOOX
XXXXXXX
""",
  tests=[('defend', '0')],
  comment="""
The pyramid of 75 with {A}'s stone on d3, touching the three other
points.  {D} d4, c3 or e3 is answered on another of them, and a capture
leaves a space {A} fills again.  Dead.
""")

P(id=152, slug='bulky_five_centre_taken', section='settled', kind='centre', defender='B', pl='W', at=(10, 6),
  title='Bulky five in the centre after the defender took the vital point', target='b2',
  diagram="""
XXXXXXX
XOOOOOX
XO..OOX
XO.O.OX
XOOOOOX
XXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
The bulky five of 74 after {D} d3: e3 is an eye and c3 c4 d4 the second
(a bent three that only needs to give one eye).  Alive.
""")

P(id=153, slug='seki_corner', section='settled', corner='lr', pl='B',
  title='Seki in the corner: three stones inside a five-point space', target='a2',
  diagram="""
XXXXXXX
OOOOOOX
.XXX.OX
""",
  tests=[('attack', '0')],
  comment="""
{A}'s b1 c1 d1 sit in {D}'s space a1-e1; they and {D} share the two
liberties a1 and e1, and {D} has no other.  Whoever fills one of them is
captured: {A} a1 is answered by {D} e1 taking four stones (a1-d1 is then
a straight four for {D}), {A} e1 by {D} a1, and {D} a1 or e1 would be
self-atari.  Seki: {D} cannot be killed (owl counts seki as life).
""")

P(id=154, slug='rect_six_corner_2_1_taken', section='settled', corner='lr', defender='B', pl='W',
  title='Rectangular six in the corner after the defender took the 2-1 point', target='a3',
  diagram="""
XXXXX
OOOOX
...OX
.O.OX
""",
  tests=[('attack', '0')],
  comment="""
The rectangular six of 9 (no outside liberty) after {D} b1: a1 is an eye
and a2 b2 c2 c1 bend around b1 ({A} b2 is met by a2 or c2).  Alive.
""")

P(id=155, slug='big_seven_centre', section='settled', kind='centre', pl='B', at=(9, 2),
  title='A seven-point space in the centre is alive', target='b2',
  diagram="""
XXXXXXXX
XOOOOOOX
XO....OX
XO...OOX
XOOOOOOX
XXXXXXXX
""",
  tests=[('attack', '0')],
  comment="""
Space c4-f4 and c3-e3.  Every {A} placement is answered by a move that
splits the space into two eyes (for example {A} d4 by d3 or e4).  Alive.
""")
