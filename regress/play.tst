# Megane regression suite: playing moves forced by eye shape (`reg_genmove`).
#
# `reg_genmove COLOR` answers the move genmove would choose, without playing
# it. Each position in games/play_*.sgf (setup stones only) has one local
# fight that decides whether a whole group lives, and the answer is the move
# (or the short list of moves) that wins it; any other move loses the group.
#
# The frame. On every board the contested group fills the lower left corner,
# four rows high, walled in by the other colour (the row above it and one
# full column: F on 9x9, H on 13x13, K on 19x19). The wall's owner holds the
# upper left behind it; the contested colour holds the right side behind its
# own wall on the next column (G, J, L), which touches the first wall, so
# there is no dame and no other fight. The contested group has no liberty
# outside its own corner. The sizes make the fight decide the game (area
# count, komi 7.5 unless said otherwise):
#   9x9: contested area 20, right side 27, wall's owner 34. A contested white
#     group alive: white 47 + 7.5 against 34; dead: black 54 against 34.5.
#     A contested black group alive: 47 against 41.5; dead: 27 against 61.5.
#   13x13 (black contested; area 28, right 65, wall 76): alive black 93
#     against 83.5; dead white 111.5 against 65.
#   19x19 (area 36, right 171, wall 154): white contested alive 214.5
#     against 154; dead black 190 against 178.5.
# Outside the corner only filling one's own area is left, so each test is
# about the corner alone.
#
# Eye-space facts used below (enclosed space, no outside liberties): a
# one-point eye, a two-point eye and the empty points that remain after the
# attacker's stones are taken count as one eye each; three in a row, an L of
# three, a T of four, the bulky five (a square of four with one more point
# on a side) and the flower six (a plus of five with one more point in a
# corner) are one eye when the attacker takes the vital point first and two
# or more when the defender does. Where a defender has more than one living
# move, every one is listed and argued; attackers' answers are unique.
#
# GNU Go 3.8 (`--engine "gnugo --mode gtp --quiet"`) gives the expected
# answer to every test. Its owl_does_attack/owl_does_defend, asked of every
# empty point of the corner, gives exactly the listed sets.

# --- 1. Kill: the attacker takes the vital point ---------------------------

# play_bulky5.sgf (9x9): white's corner group, eye space B2 C2 A1 B1 C1
# (square B1 C1 B2 C2, tail A1 on B1). B1 touches three points of the space.
# Black B1: the rest, A1 and B2 C2 C1, all touches black's stone (three
# liberties). White's stones played inside only shrink its own space, and
# when white takes black's stones (after black adds more, e.g. C2, then
# B2) the space left is again a bulky five or smaller with black to play
# its vital point: one eye, dead. Any other black move is answered
# by a living white move at B1 or B2 (see 201): black B2 -> white B1 leaves
# the eye A1 and C2 C1 holding black's B2 in atari; black C1 -> white B1
# leaves A1 and B2 C2; black A1 or C2 -> white B1 or B2.
loadsgf games/play_bulky5.sgf
101 reg_genmove black
#? [B1]

# play_straight3.sgf (9x9): eye space B1 C1 D1. Black C1 leaves B1 and D1
# as two liberties of black's stone: white can only take it (white B1 or D1
# is atari on C1, then the capture leaves a two-point space: one eye).
# Black B1 or D1 lets white C1 make two eyes.
loadsgf games/play_straight3.sgf
102 reg_genmove black
#? [C1]

# play_bent3.sgf (9x9): eye space A2 A1 B1 (the bend at A1). Black A1 as
# in 102; black A2 or B1 lets white A1 split the space into two eyes (the
# black stone is then captured: no liberty).
loadsgf games/play_bent3.sgf
103 reg_genmove black
#? [A1]

# play_pyramid4.sgf (9x9): eye space C2 B1 C1 D1 (a T, C1 in the middle).
# Black C1: three black liberties, white can only fill them, and the
# capture of black's stones gives back one space: one eye. Black at an end
# (B1, D1, C2): white C1 leaves the other two ends as two eyes and takes
# black's stone, which has no liberty left.
loadsgf games/play_pyramid4.sgf
104 reg_genmove black
#? [C1]

# play_flower6.sgf (9x9): eye space B3 C3 B2 C2 D2 C1, C2 touching four
# of it. Black C2 is the vital point (four liberties; the rest is one
# region around it). Any other black move lets white C2 (or B2/C3, see 205)
# make two eyes: e.g. black D2 -> white C2 leaves C1 and B3 C3 B2 (with
# black's D2 captured: no liberty).
loadsgf games/play_flower6.sgf
105 reg_genmove black
#? [C2]

# play_bulky5_13.sgf (13x13, colours swapped: black's corner group, white
# attacks): eye space C3 B2 C2 B1 C1 (square B1 C1 B2 C2, tail C3 on C2).
# White C2, the point touching three, is the only kill, as in 101.
loadsgf games/play_bulky5_13.sgf
106 reg_genmove white
#? [C2]

# play_pyramid4_19.sgf (19x19): eye space D2 C1 D1 E1, the T's middle D1.
# As in 104.
loadsgf games/play_pyramid4_19.sgf
107 reg_genmove black
#? [D1]

# play_bent3_19.sgf (19x19): eye space D2 E2 E1 on the edge, the bend at
# E2. As in 103.
loadsgf games/play_bent3_19.sgf
108 reg_genmove black
#? [E2]

# play_second_eye.sgf (9x9, black's corner group): A1 is an eye (A2 B1
# black, B2 black). D1 would be the second eye: C1 E1 D2 and the diagonal
# C2 are black, the diagonal E2 is empty and touches white's wall at F2;
# E1 is a lone stone with liberties D1 and E2. White E2 (connected to the
# wall) makes D1 a false eye and puts E1 in atari: black can only fill D1,
# leaving one eye. So white must play E2, the one point that spoils the
# second eye.
loadsgf games/play_second_eye.sgf
109 reg_genmove white
#? [E2]

# --- 2. Live: the defender makes the second eye ----------------------------

# play_bulky5.sgf, white to play. White B1 leaves A1 and B2 C2 C1: two
# eyes. White B2 leaves the chain A1 B1 C1 C2 (an L of four): black takes
# B1 or C1, white the other, and black's stone in atari on one side leaves
# two eyes (A1 and C2, or A1+B1 and C2). White C1 leaves the chain A1 B1 B2
# C2: the same. White C2 leaves the T A1 B1 C1 B2 (black B1 kills, 104);
# white A1 leaves the square B1 C1 B2 C2 (dead whoever plays).
loadsgf games/play_bulky5.sgf
201 reg_genmove white
#? [(B1|B2|C1)]

# play_straight3.sgf, white to play: only C1 makes two eyes (B1, D1); an
# end leaves a two-point space, one eye.
loadsgf games/play_straight3.sgf
202 reg_genmove white
#? [C1]

# play_bent3.sgf, white to play: only A1 (eyes A2 and B1).
loadsgf games/play_bent3.sgf
203 reg_genmove white
#? [A1]

# play_pyramid4.sgf, white to play: only C1 (three eyes B1, C2, D1); an end
# leaves a three in a row or an L with black to play its middle.
loadsgf games/play_pyramid4.sgf
204 reg_genmove white
#? [C1]

# play_flower6.sgf, white to play. C2 leaves B3 B2 C3 (one space), D2 and
# C1: three eyes. B2 leaves B3 C3 C2 D2 C1 (C2 with three arms, one of them
# C3 B3): black's best is C2, with three liberties; white fills D2 or C1
# around it, black cannot add a stone without self-atari, and the space
# C2 D2 C1 is white's second eye beside B3 (Megane's and GNU Go's eval_eye
# both value it 2 2). C3 is the mirror image of B2 across the B3-C2
# diagonal. D2 or C1 leaves a bulky five with black to play its vital point
# C2; B3 leaves a plus of five, black takes its centre C2.
loadsgf games/play_flower6.sgf
205 reg_genmove white
#? [(C2|B2|C3)]

# play_bulky5_13.sgf, black to play: C2, B2 or C1, as in 201 (the square
# points beside the vital point, and the vital point).
loadsgf games/play_bulky5_13.sgf
206 reg_genmove black
#? [(C2|B2|C1)]

# play_pyramid4_19.sgf, white to play: only D1, as in 204.
loadsgf games/play_pyramid4_19.sgf
207 reg_genmove white
#? [D1]

# play_bent3_19.sgf, white to play: only E2, as in 203.
loadsgf games/play_bent3_19.sgf
208 reg_genmove white
#? [E2]

# play_second_eye.sgf, black to play: E2 joins E1 to the group through E3
# and makes D1 a real eye (both diagonals black): two eyes, A1 and D1.
# Black D1 instead connects E1 but fills the second eye: white E2, one eye.
loadsgf games/play_second_eye.sgf
209 reg_genmove black
#? [E2]

# --- 3. Do not fill an own eye ----------------------------------------------

# play_two_eyes.sgf (9x9, black's corner group): A1 and D1 are black's two
# eyes and its only liberties (walled in by white). Filling either leaves
# one liberty: white takes the 19 stones and the game. Everything else is
# filling one's own area; the right answer is a pass or any such move.
loadsgf games/play_two_eyes.sgf
301 reg_genmove black
#? [!(A1|D1)]

# play_seki.sgf (9x9, komi 0.5): black's corner group has the eye D2 and the
# liberty C1; white's A2 B2 B1 inside it has the eye A1 and the same C1.
# Seki: black wins the game by 3.5 (area 42 against 38.5). Black D2 leaves
# black only C1 (white C1 takes 14 stones); black C1 leaves black only D2
# (white D2 takes them). Black A1 is suicide. So no move in the corner.
loadsgf games/play_seki.sgf
302 reg_genmove black
#? [!(C1|D2)]
# White, likewise: white C1 leaves white's three stones only A1 (black A1
# takes four), white A1 leaves them only C1 (black C1 takes them).
303 reg_genmove white
#? [!(A1|C1)]

# --- 4. Capture the string that holds the eye shape ------------------------

# play_capture_cut.sgf (9x9, black's corner group): A1 is an eye. White's
# D2, cutting into black's shape, is in atari: its one liberty is E2, which
# touches white's wall at F2. Black E2 takes D2 and D2 becomes a real eye
# (neighbours and diagonals black): two eyes. If white plays E2 first, D2
# joins the wall, and black's group (E1 D1 C1 connected to it) has only the
# liberty A1: dead.
loadsgf games/play_capture_cut.sgf
401 reg_genmove black
#? [E2]
402 reg_genmove white
#? [E2]

# play_capture_two_13.sgf (13x13, black's corner group): A1 is an eye;
# white's E2 F2 are in atari at G2, next to white's wall at H2. Black G2
# takes two stones: the two-point space E2 F2 is the second eye. White G2
# joins them to the wall, and black's group keeps only A1.
loadsgf games/play_capture_two_13.sgf
403 reg_genmove black
#? [G2]
404 reg_genmove white
#? [G2]
