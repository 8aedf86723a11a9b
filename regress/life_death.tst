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


# ========================================================================
# Eye shapes in the corner: vital points, alive and dead shapes
# ========================================================================

# 1. Straight three on the first line in the corner: the middle point
#      A B C D E
#    3 X X X X X
#    2 O O O O X
#    1 . . . O X
# White's eye space is A1 B1 C1, without outside liberties.  Black to play
# kills with B1, the middle: black's stone keeps two liberties, A1 and C1,
# and whatever white plays inside only fills its own space; when white takes
# the stone the one point left is a single eye.  White to play lives with
# B1: A1 and C1 are two eyes.  Black A1 or C1 fails to white B1 (it captures
# the stone or leaves two eyes).
loadsgf games/ld/001_straight_three_corner.sgf
11 owl_attack A2
#? [1 B1]
12 owl_defend A2
#? [1 B1]

# 2. Bent three in the corner: the corner point
#      Q R S T
#   19 O X . .
#   18 O X X .
#   17 O O X X
#   16 O O O O
# Black's eye space T18 T19 S19 bends around the corner point T19, the one
# point touching both others.  White T19 leaves one eye: black T18 or S19
# only ataris the stone from inside, and the capture leaves a two-point
# space that white fills again.  Black T19 makes two eyes, T18 and S19.
# White T18 (or S19) fails: black T19 ataris it and the capture gives the
# second eye.
loadsgf games/ld/002_bent_three_corner.sgf
21 owl_attack S17
#? [1 T19]
22 owl_defend S17
#? [1 T19]

# 3. Pyramid four in the corner (9x9)
#      A B C D E
#    4 X X X X X
#    3 O O O X X
#    2 O . O O X
#    1 . . . O X
# Eye space A1 B1 C1 and B2 above B1: a pyramid (T) of four; B1 touches the
# other three.  Black B1 kills: after white B2 (or A1, or C1) black plays
# one of the points left, and white's capture of the two stones leaves a
# two-point space, one eye.  White B1 lives with three one-point eyes, A1,
# C1 and B2.
loadsgf games/ld/003_pyramid_four_corner.sgf
31 owl_attack A2
#? [1 B1]
32 owl_defend A2
#? [1 B1]

# 4. Bulky five in the corner
#      A B C D E
#    4 O O O O O
#    3 X X X O O
#    2 . . X X O
#    1 . . . X O
# Eye space A1 B1 C1 A2 B2, the square A1 B1 A2 B2 with C1 attached to B1;
# B1 touches A1, C1 and B2.  White B1 kills by shortage of liberties: black
# B2 is met by A1, and of the two points left, A2 and C1, whichever black
# fills white fills the other, taking black's last liberty (black A2 or C1
# first is met by A1 or B2 the same way).  Black B1 lives: C1 is an eye and
# A1 A2 B2 give the other (a stone white puts at A2 is captured from A1 or
# B2).  Black B2 or A1 is not enough: with B2, the space left, A2 A1 B1 C1,
# is problem 7's four in an L without outside liberties, and white B1 makes
# it ko; A1 leads to the same ko after white B1.
loadsgf games/ld/004_bulky_five_corner.sgf
41 owl_attack C2
#? [1 B1]
42 owl_defend C2
#? [1 B1]

# 5. Square four in the corner is dead
#      A B C D
#   19 . . O X
#   18 . . O X
#   17 O O O X
#   16 X X X X
# Eye space A19 B19 A18 B18, a square.  Whatever point white takes, the
# three left form a bent three and black takes its bend: white A19 -> black
# B18; white B18 -> black A19; white B19 -> black A18; white A18 -> black
# B19.  White is dead even moving first.
loadsgf games/ld/005_square_four_corner.sgf
52 owl_defend C18
#? [0]

# 6. Straight four in the corner is alive
#      O P Q R S T
#    3 X X X X X X
#    2 X O O O O O
#    1 X O . . . .
# Eye space T1 S1 R1 Q1.  Black S1 is answered by R1 and black R1 by S1: two
# eyes, T1 (where black's stone is captured) and Q1.  Black T1 or Q1 is
# answered by R1 or S1 the same way.  Alive.
loadsgf games/ld/006_straight_four_corner.sgf
61 owl_attack T2
#? [0]

# 7. Four in an L in the corner without outside liberties: ko
#      A B C D E
#    4 X X X X X
#    3 O O X X X
#    2 . O O O X
#    1 . . . O X
# Eye space A2 A1 B1 C1 (an L around the corner), and white has no outside
# liberty.  Black B1: if white C1, white's only liberty is A2 and black A2
# captures everything; if white A2, black C1 and white must take the two
# stones from A1, leaving the two-point eye B1 C1.  So white plays A1, atari
# on B1 from the corner, and black A2 takes the stone at A1: ko, which black
# has taken first (white needs the first ko threat; GNU Go's code 2).  Black
# A1, A2 or C1 first lets white B1 make two eyes.  This is how the four in
# the corner becomes the ko that the bent four in the corner is named after.
loadsgf games/ld/007_bent_four_space_corner.sgf
71 owl_attack B2
#? [2 B1]

# 8. Two-point eye in the corner is dead
#      R S T
#   19 X O .
#   18 X O .
#   17 X O O
#   16 X X X
# Eye space T19 T18.  White filling either point leaves one eye; black plays
# into the space, white captures the one stone and black plays there again;
# the group's last liberties go one by one.  Dead.
loadsgf games/ld/008_two_point_eye_corner.sgf
82 owl_defend S19
#? [0]

# 9. Rectangular six in the corner, no outside liberty: dead
#      A B C D E
#    4 O O O O O
#    3 X X X X O
#    2 . . . X O
#    1 . . . X O
# Eye space A1 B1 C1 A2 B2 C2, and no outside liberty.  White B2 kills by
# shortage of liberties: black B1 is met by A2, and then black can play
# neither C2 (white C1 takes the group's last liberty) nor A1; black A2 is
# met by B1 and black C1 by A2.  Black to play lives with B2 (the vital
# point; white B1, A2 or C1 is answered on the other side of it) or with B1
# (A1 becomes an eye, and white B2 is answered by A2 or C2).  Compare 10 and
# 11: each outside liberty helps black.
loadsgf games/ld/009_rect_six_corner_0.sgf
91 owl_attack A3
#? [1 B2]
92 owl_defend A3
#? [1 (B1|B2)]

# 10. Rectangular six in the corner, one outside liberty: ko
#      A B C D E
#   19 . . . O X
#   18 . . . O X
#   17 O O O O X
#   16 . X X X X
#   15 X X X X X
# As 9 with one outside liberty, A16.  Black B18 no longer kills (white B19
# and white can now play A19 or C18 without running out of liberties).  The
# placement at the 2-1 point, black B19, gives ko: white B18 (the vital
# point), black C19, white A19 (atari on B19 C19, with the outside liberty
# in hand), black A18 takes the stone at A19.  Black took the ko first, so
# white needs the first threat: code 2.  Any other white answer to B19 dies
# (white C19 or A19 is met by B18).  White to play lives with B18 or B19 as
# in 9.
loadsgf games/ld/010_rect_six_corner_1.sgf
101 owl_attack A17
#? [2 B19]
102 owl_defend A17
#? [1 (B19|B18)]

# 11. Rectangular six in the corner, two outside liberties: alive
#      P Q R S T
#   19 X . O . .
#   18 X X O . .
#   17 X X O . .
#   16 X X O O O
#   15 X X X X .
#   14 X X X X X
# As 9 with two outside liberties, Q19 and T15.  Black S18 is answered by
# T18, and black T18 by S18; after black T17, white T19 ataris the two
# stones and, with two outside liberties, white is never short of liberties:
# the ko of 10 never comes.  Alive, black to play or not.
loadsgf games/ld/011_rect_six_corner_2.sgf
111 owl_attack R19
#? [0]

# 12. Rectangular eight in the corner is alive
#      O P Q R S T
#    4 X X X X X X
#    3 X O O O O O
#    2 X O . . . .
#    1 X O . . . .
# Eye space T1-Q1 and T2-Q2 (two rows of four), no outside liberty.  Every
# black placement has an answer that makes two eyes: black S2 -> T2, S1, R1,
# R2 or Q1; black S1 -> T2, R2 or Q1; black R2 -> T2, S1 or Q1 (and so on by
# the same shapes).  With eight points black never gets the shortage of
# liberties of 9.  Alive.
loadsgf games/ld/012_rect_eight_corner.sgf
121 owl_attack T3
#? [0]

# 13. Straight three with the vital point taken is dead
#      A B C
#   19 . O X
#   18 X O X
#   17 . O X
#   16 O O X
#   15 X X X
# The straight three of 1 with black's stone already on A18.  White A19 or
# A17 only ataris it from inside; black lets it be taken and plays A18
# again, or fills the outside first: one eye.  Dead whoever plays first.
loadsgf games/ld/013_straight_three_filled.sgf
132 owl_defend B19
#? [0]

# 14. Bulky five with the vital point taken is dead
#      P Q R S T
#    4 O O O O O
#    3 O O X X X
#    2 O X X . .
#    1 O X . O .
# The bulky five of 4 with white's stone on S1.  Black S2 is met by T1 (the
# shortage of liberties of 4); black R1 by T1, T2 or S2; black T1 by T2 or
# S2.  Dead.
loadsgf games/ld/014_bulky_five_filled.sgf
142 owl_defend R2
#? [0]

# 15. Four in an L in the corner with two outside liberties is alive
#      O P Q R S T
#    5 X X X X X X
#    4 X X X X X .
#    3 X X X X O O
#    2 X X O O O .
#    1 X . O . . .
# Problem 7 with two outside liberties, T4 and P1.  Black S1 is answered by
# T1; if black T2 takes that stone, white R1, and black's S1 and T2 both
# hang on the one liberty T1: white takes them together and has two eyes.
# With two outside liberties white never has to retake a ko.  Alive.  With
# only one outside liberty it is still ko (35).
loadsgf games/ld/015_bent_four_space_corner_libs.sgf
151 owl_attack S2
#? [0]

# 16. Pyramid four with the vital point taken is dead
#      A B C D E
#   19 . X . O X
#   18 O . O O X
#   17 O O O X X
#   16 X X X X X
# The pyramid of 3 with black on B19.  White B18 is met by A19 or C19, white
# A19 by B18 or C19, white C19 by A19 or B18: white's captures never leave
# more than one eye.  Dead.
loadsgf games/ld/016_pyramid_four_filled.sgf
162 owl_defend A18
#? [0]

# 17. Bulky five in the corner with an outside liberty
#      P Q R S T
#   19 X . O . .
#   18 X X O . .
#   17 X X O O .
#   16 X X X O O
#   15 X X X X X
# The bulky five of 4 with one outside liberty, Q19.  The vital point is
# still T18 for both sides: an outside liberty does not make the bulky five
# two eyes once black holds T18.  With the liberty, white S18 or T19 still
# fails (black T18 again).
loadsgf games/ld/017_bulky_five_corner_lib.sgf
171 owl_attack S17
#? [1 T18]
172 owl_defend S17
#? [1 T18]

# 18. Five in a row on the first line in the corner is alive
#      A B C
#    7 X X X
#    6 O O X
#    5 . O X
#    4 . O X
#    3 . O X
#    2 . O X
#    1 . O X
# Eye space A1-A5.  Wherever black plays, white answers so that two separate
# eyes remain: black A3 -> A2 or A4; black A2 -> A3 or A4; black A1 -> A3.
# Alive.
loadsgf games/ld/018_straight_five_corner.sgf
181 owl_attack B1
#? [0]

# 19. Five around the corner point is alive
#      O P Q R S T
#    4 O O O O O O
#    3 O O O O X X
#    2 O X X X X .
#    1 O X . . . .
# Eye space T2 and T1 S1 R1 Q1, bent around the corner.  White S1 -> R1
# (eyes Q1 and T1-T2, where white's stone dies); white R1 -> S1; white T1 ->
# R1.  Alive.
loadsgf games/ld/019_bent_five_corner.sgf
191 owl_attack S2
#? [0]

# 20. Bent three in the corner with an outside liberty
#      A B C D E
#   19 . . O . X
#   18 . O O X X
#   17 O O X X X
#   16 X X X X X
#   15 X X X X X
# The bent three B19 A19 A18 of 2 with an outside liberty, D19.  Liberties
# do not change a three-point space: black A19 kills, white A19 lives.
loadsgf games/ld/020_bent_three_corner_lib.sgf
201 owl_attack C19
#? [1 A19]
202 owl_defend C19
#? [1 A19]

# 33. Straight three in the corner with three outside liberties
#      Q R S T
#    6 O O O O
#    5 O . X O
#    4 O . X X
#    3 O . X .
#    2 O O X .
#    1 O O X .
# The straight three T1 T2 T3 of 1, and black has three outside liberties,
# R3 R4 R5.  They do not help: white T2 still leaves one eye (the outside
# liberties only make the capture take longer), and black T2 still lives.
loadsgf games/ld/033_straight_three_corner_libs.sgf
331 owl_attack S1
#? [1 T2]
332 owl_defend S1
#? [1 T2]

# 35. Four in an L in the corner with one outside liberty: still ko
#      P Q R S T
#   19 X O . . .
#   18 X O O O .
#   17 X X X O O
#   16 X X X X .
#   15 X X X X X
# Problem 7 with one outside liberty, T16.  Black S19, white T19 (atari),
# black T18 takes it: ko again.  White R19 instead is met by T19, and white
# cannot take back: the one liberty is not enough.  White to play lives with
# S19 (eyes T19 and R19) or T19 (S19 and R19 then form the second eye with
# T18).
loadsgf games/ld/035_bent_four_space_corner_lib.sgf
351 owl_attack S18
#? [2 S19]
352 owl_defend S18
#? [1 (T19|S19)]

# 36. Pyramid four in the corner with an outside liberty
#      P Q R S T
#   19 O X . . .
#   18 O X X . X
#   17 O O X X X
#   16 O O O O .
#   15 O O O O O
# The pyramid of 3 with an outside liberty, T16: S19 is still the vital
# point for both sides.
loadsgf games/ld/036_pyramid_four_corner_lib.sgf
361 owl_attack T18
#? [1 S19]
362 owl_defend T18
#? [1 S19]

# 37. Bulky five in the corner with a stone in the corner point
#      A B C D
#   19 X . O X
#   18 . . O X
#   17 . O O X
#   16 O O X X
#   15 X X X X
# The bulky five of 4 where black already has a stone at A19 (in atari at
# A18). White A18 captures it and lives (A19 and A17 are eyes, B19 B18
# beside them). Black A18 joins it and takes the vital point: A18 A19 and
# the shortage of liberties leave white one eye.
loadsgf games/ld/037_bulky_five_corner_stone.sgf
371 owl_attack B17
#? [1 A18]
372 owl_defend B17
#? [1 A18]


# ========================================================================
# Classic corner groups
# ========================================================================

# 21. The L group is dead
#      A B C D E F G H
#    7 X X X X X X X X
#    6 X X X X X X X X
#    5 . X X X X X X X
#    4 . X X X X X X X
#    3 . O O O X X X X
#    2 . . . O X X X X
#    1 . . . . . . X X
# The L group: white B3 C3 D3 D2, black's wall close around it (B4 C4 D4, E3
# E2, with B5 and G1 where the edges begin), so white's space runs along
# both edges, A1-F1 and A1-A5, with A2-C2 inside; no outside liberty.  Black
# kills with the placement B2 (the 2-2 point: white B1 is met by A2, and the
# corner never holds two eyes), or B1, or A2, or A4 (a hane that takes the
# left edge first). Every other first move lets white live or get a ko.
# Even with white to play the L group cannot live outright: white B2 is met
# by A3 or C1 and white gets only a ko, which is why it is not asked here.
loadsgf games/ld/021_l_group.sgf
211 owl_attack B3
#? [1 (A2|A4|B1|B2)]

# 22. The L+1 group lives if it plays first
#      N O P Q R S T
#   19 O O . . . . .
#   18 O O O O X . .
#   17 O O O O X . .
#   16 O O O O X X .
#   15 O O O O O X .
#   14 O O O O O O .
#   13 O O O O O O .
#   12 O O O O O O O
#   11 O O O O O O O
# The L group of 21 with one stone more on the second line, S15, and the
# space along the first line one point longer (to T13).  Black to play lives
# with S18 (the 2-2 point, the shape's centre), T18, S19 or T17; after any
# of them white finds no placement that leaves one eye.  Other first moves
# are too slow: black R19 is met by S18 and black T14 by S18 (or T18, T17,
# S19, R19), each time a ko at best.  With white to play the L+1 group gets
# a ko (not asked here: several first moves lead to it).
loadsgf games/ld/022_l_plus_one.sgf
222 owl_defend R18
#? [1 (S19|T18|S18|T17)]

# 23. The J group: the defender to play lives
#      A B C D E F G H J
#   19 . . . O . . . X X
#   18 . . . . O X X X X
#   17 . O O O X X X X X
#   16 . X X X X X X X X
#   15 . X X X X X X X X
#   14 X X X X X X X X X
#   13 X X X X X X X X X
# The J group: white B17 C17 D17 on the third line, E18 and D19 hooking down
# to the edge, with empty points D18 and E19-G19 inside the hook.  White to
# play lives with B18, the centre of the shape, or with any of A17, A16,
# B19, C19, C18, E19 (each keeps two eyes against every attack, the reader
# finds); other moves such as A19, A18, D18 or F19 leave at best a ko.
# Black to play gets a ko (at A17, B19 or E19), not asked here.
loadsgf games/ld/023_j_group.sgf
232 owl_defend B17
#? [1 (A17|A16|B19|B18|C19|C18|E19)]

# 24. The straight J group: the defender to play lives
#      L M N O P Q R S T
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 X X X X X X X X .
#    4 X X X X X X X X .
#    3 X X X X X O O O .
#    2 X X X X O . . . .
#    1 X X . . O . . . .
# The straight J: white S3 R3 Q3 and the straight descent P2 P1.  White to
# play lives with S2 or with T3, S1, R1, R2 or Q1; the others (T1, T2, T4,
# T5, Q2, O1, N1) leave a ko.  Black to play gets a ko (T3 or S2), not asked
# here.
loadsgf games/ld/024_straight_j.sgf
242 owl_defend S3
#? [1 (T3|S1|S2|R1|R2|Q1)]

# 25. The carpenter's square, no outside liberty: the defender to play lives
#      M N O P Q R S T
#   19 X X . . . . . .
#   18 X X X X O . . .
#   17 X X X X O . . .
#   16 X X X X O O O .
#   15 X X X X X X X .
#   14 X X X X X X X .
#   13 X X X X X X X X
#   12 X X X X X X X X
# The carpenter's square: white Q18 Q17 Q16 R16 S16 (a right angle with its
# corner at Q16), black's wall pressing on it (P18 P17 P16, Q15 R15 S15),
# white's space running along both edges to O19 and T14; no outside liberty.
# White to play lives with any of the nine moves S19 R19 Q19 T18 S18 R18 T17
# S17 T16; the edge points P19 O19 T15 T14 are too slow (ko) and T19 or R17
# dies.  Black to play makes it ko (the carpenter's square is ko), not asked
# here.
loadsgf games/ld/025_carpenters_square_0.sgf
252 owl_defend Q18
#? [1 (S19|R19|Q19|T18|S18|R18|T17|S17|T16)]

# 26. The carpenter's square, one outside liberty: the defender to play lives
#      A B C D E F G H
#    8 X X X X X X X X
#    7 X X X X X X X X
#    6 . X X X X X X X
#    5 . X X X X X X X
#    4 . O O O . X X X
#    3 . . . O X X X X
#    2 . . . O X X X X
#    1 . . . . . . X X
# As 25 with one outside liberty, E4.  White to play lives with the same
# nine moves of the inner corner.  With black to play the carpenter's square
# is still ko: black B2, white C2, black B3, white A3, black A4 and the
# fight on the left edge turns on a ko (not asked: the ko comes several
# moves deep).
loadsgf games/ld/026_carpenters_square_1.sgf
262 owl_defend B4
#? [1 (A2|A3|A4|B1|B2|B3|C1|C2|D1)]

# 27. The long L group with an outside liberty cannot be killed
#      A B C D E F G H J
#   19 . . . . . . . O O
#   18 . . . . X O O O O
#   17 . X X X X O O O O
#   16 . . O O O O O O O
#   15 . O O O O O O O O
#   14 . O O O O O O O O
#   13 O O O O O O O O O
#   12 O O O O O O O O O
# The long L: black B17 C17 D17 E17 E18, with the space A19-G19, A18-D18,
# A17 and the left edge to A14; B16 is an outside liberty.  Every white
# placement has an answer: white B18 -> A18 or C18, white B19 -> B18, C18,
# D19 or E19, white C19 -> A17, B19, C18 or D19, and so on: white cannot
# kill.
loadsgf games/ld/027_long_l_lib.sgf
271 owl_attack B17
#? [0]

# 28. Four stones on the second line in the corner die
#      A B C D E F G
#   19 . . . . X X X
#   18 O O O O X X X
#   17 X X X X X X X
# White A18-D18 on the second line, black solid at E19 E18 and above: the
# space is the four points A19-D19 with black already at the end.  White B19
# is met by D19 (the hane from E19: C19 cannot become an eye) and white C19
# by D19, A19 or B19; a straight four whose end black owns is not two eyes.
# Dead.
loadsgf games/ld/028_four_second_line_corner.sgf
282 owl_defend A18
#? [0]

# 29. Five stones on the second line in the corner: whoever plays first
#      N O P Q R S T
#   19 O O . . . . .
#   18 O O X X X X X
#   17 O O O O O O O
# Black T18-P18, white solid at O19 O18: the space is T19-P19.  White kills
# with the hane P19 (black Q19 blocks, white S19 in the straight three T19
# S19 R19) or with the placement at the 2-1 point S19 (black R19, white P19
# and T19 and Q19 are not two eyes).  Black lives with P19 (T19-Q19 is a
# straight four) or S19 (T19 is an eye; white P19 is met by Q19 and R19 is
# the second).  Black R19 or Q19 first is met by P19 or S19.  In the corner
# four stones on the second line die (28), five depend on who plays first,
# six live (30).
loadsgf games/ld/029_five_second_line_corner.sgf
291 owl_attack T18
#? [1 (S19|P19)]
292 owl_defend T18
#? [1 (S19|P19)]

# 30. Six stones on the second line in the corner live
#      R S T
#    8 X X X
#    7 X X X
#    6 X O .
#    5 X O .
#    4 X O .
#    3 X O .
#    2 X O .
#    1 X O .
# White S1-S6, black solid at T7 S7: the space is T1-T6.  Black T6 (hane) is
# met by T5 (or T2): T1-T4 is a straight four.  Black T2 by T3 or T6, black
# T3 by T2, T4 or T6.  Alive.
loadsgf games/ld/030_six_second_line_corner.sgf
301 owl_attack S1
#? [0]

# 32. Second-line stones around the corner are alive
#      A B C D E F
#    6 X X X X X X
#    5 X X X X X X
#    4 . O X X X X
#    3 . O X X X X
#    2 . O O O O X
#    1 . . . . . X
# White B2 C2 D2 E2 and B3 B4, an L on the second line around the corner,
# black tight outside: the space is A1-E1 and A1-A4.  Black B1 is answered
# by A1, A4 or C1, black A2 by A1, A3, B1 or C1, and so on: the two arms of
# the L give two eyes.  Alive.
loadsgf games/ld/032_corner_2nd_line_l.sgf
321 owl_attack B2
#? [0]


# ========================================================================
# Groups on the side
# ========================================================================

# 41. Straight three on the side (13x13)
#      D E F G H J K
#    3 X X X X X X X
#    2 X O O O O O X
#    1 X O . . . O X
# White's space is F1 G1 H1 on the first line, no outside liberty.  Black
# G1, the middle, kills (as in 1); White G1 makes the two eyes F1 and H1.
loadsgf games/ld/041_straight_three_side.sgf
411 owl_attack E2
#? [1 G1]
412 owl_defend E2
#? [1 G1]

# 42. Bent three on the side
#      G H J K L M
#   19 O X X . X O
#   18 O X . . X O
#   17 O X X X X O
#   16 O O O O O O
# Space J18 K18 K19, bent at K18, the point touching both others: White K18
# kills, Black K18 lives (eyes J18 and K19).
loadsgf games/ld/042_bent_three_side.sgf
421 owl_attack H18
#? [1 K18]
422 owl_defend H18
#? [1 K18]

# 43. Pyramid four on the side
#      A B C D
#   13 X X X X
#   12 O O O X
#   11 . O O X
#   10 . . O X
#    9 . O O X
#    8 O O O X
#    7 X X X X
# Space A9 A10 A11 and B10: A10 touches the three others.  Black A10 kills
# (white's captures leave at most three points in a row or a bend, which
# black fills again); White A10 makes three eyes, A9, A11 and B10.
loadsgf games/ld/043_pyramid_four_side.sgf
431 owl_attack B8
#? [1 A10]
432 owl_defend B8
#? [1 A10]

# 44. Bulky five on the side
#      Q R S T
#   13 O O O O
#   12 O X X X
#   11 O X X .
#   10 O X . .
#    9 O X . .
#    8 O X X X
#    7 O O O O
# Space T9 T10 T11 S9 S10 (the square T9 T10 S9 S10 and T11 beside T10); T10
# touches T9, T11 and S10.  White T10 kills: black T9, S9, S10 or T11 are
# all answered and the captures leave a dead shape.  Black lives with T10
# (eyes T11 and the bent T9 S9 S10 beside it) or, on the side where no
# shortage of liberties comes in, with S10 (S9 T9 T10 T11, an L of four) or
# T9 (S9 S10 T10 T11, a zigzag of four); both remaining spaces are two eyes.
loadsgf games/ld/044_bulky_five_side.sgf
441 owl_attack S8
#? [1 T10]
442 owl_defend S8
#? [1 (T9|T10|S10)]

# 45. Crossed five on the side
#      G H J K L M N
#    5 X X X X X X X
#    4 X O O O O O X
#    3 X O O . O O X
#    2 X O . . . O X
#    1 X O O . O O X
# Space K1, J2 K2 L2, K3: a cross whose centre K2 touches all four arms.
# Black K2 kills; White K2 makes four one-point eyes.
loadsgf games/ld/045_crossed_five_side.sgf
451 owl_attack H2
#? [1 K2]
452 owl_defend H2
#? [1 K2]

# 46. Rabbity six on the side
#      G H J K L M N
#   19 O X X . . X O
#   18 O X . . . X O
#   17 O X X . X X O
#   16 O X X X X X O
#   15 O O O O O O O
# Space K17, J18 K18 L18, K19 L19 (the cross of 45 with L19 added): the
# rabbity or flower six.  K18 touches four points of it: White K18 kills.
# Black lives with K18, and also with K19 or L18: the five points left (J18
# K18 K17 L18 L19, or J18 K18 K17 K19 L19) hold two eyes against every
# placement, since black answers on the other side of it.
loadsgf games/ld/046_rabbity_six_side.sgf
461 owl_attack H18
#? [1 K18]
462 owl_defend H18
#? [1 (K19|K18|L18)]

# 47. Straight four on the side is alive
#      A B C
#   13 X X X
#   12 O O X
#   11 . O X
#   10 . O X
#    9 . O X
#    8 . O X
#    7 O O X
#    6 X X X
# Space A8-A11.  Black A9 is answered by A10 and black A10 by A9; black A8
# or A11 by A10 or A9.  Alive.
loadsgf games/ld/047_straight_four_side.sgf
471 owl_attack B7
#? [0]

# 48. Rectangular six on the side is alive
#      Q R S T
#   13 X X X X
#   12 X O O O
#   11 X O . .
#   10 X O . .
#    9 X O . .
#    8 X O O O
#    7 X X X X
# Space T9 T10 T11 S9 S10 S11, no outside liberty.  Away from the corner the
# rectangular six has two pairs of miai points: black S10 is met by T10,
# black T10 by S10, a corner point by the centre point beside it.  Alive
# (compare the corner, 9).
loadsgf games/ld/048_rect_six_side.sgf
481 owl_attack S8
#? [0]

# 49. Six stones on the second line die
#      E F G H J K L M N O
#    3 X X X X X X X X X X
#    2 X X O O O O O O X X
#    1 X X . . . . . . X X
# White G2-M2 on the second line, black solid at both ends (E1 F1 F2 and N1
# N2 O1 and above).  "Six die, eight live": white G1 is met by the hane M1
# (white L1) and H1 J1 K1 is a straight three, black J1; white H1 or J1 by
# G1 or M1 the same way.  Dead even moving first.
loadsgf games/ld/049_six_on_second_line.sgf
492 owl_defend G2
#? [0]

# 50. Seven stones on the second line: whoever plays first
#      E F G H J K L M N O P
#   19 O O . . . . . . . O O
#   18 O O X X X X X X X O O
#   17 O O O O O O O O O O O
# Black G18-N18, white solid at both ends; space G19-N19.  White hanes at
# G19 (or N19): black H19, white hanes at N19 (or places at K19), black M19,
# and J19 K19 L19 is a straight three: white K19.  Black lives with G19 or
# N19 (after white's hane on the other side, a straight four remains) or
# with K19 (it splits the space: each side keeps one eye after white's hane,
# J19 and L19).
loadsgf games/ld/050_seven_on_second_line.sgf
501 owl_attack G18
#? [1 (G19|N19)]
502 owl_defend G18
#? [1 (G19|K19|N19)]

# 51. Eight stones on the second line live
#      A B C
#   15 X X X
#   14 X X X
#   13 . O X
#   12 . O X
#   11 . O X
#   10 . O X
#    9 . O X
#    8 . O X
#    7 . O X
#    6 . O X
#    5 X X X
#    4 X X X
# White B6-B13, space A6-A13.  Black A6 (hane), white A7, black A13, white
# A12: A8-A11 is a straight four.  A placement inside is answered by
# splitting the space. Alive.
loadsgf games/ld/051_eight_on_second_line.sgf
511 owl_attack B6
#? [0]

# 52. Four stones on the third line die
#      Q R S T
#   13 X X X X
#   12 X X . .
#   11 X O . .
#   10 X O . .
#    9 X O . .
#    8 X O . .
#    7 X X . .
#    6 X X X X
# White R8-R11 on the third line, black R7 and R12 at its ends and a solid
# wall beyond them down to the edge; white's space is the two bottom lines,
# T7-S12.  Both ends of the space touch black's wall, so white would need
# stones across both lines at each end and in the middle: whatever white
# plays first, black's reply (any point of the space) already leaves no room
# for two eyes.  Dead.
loadsgf games/ld/052_four_on_third_line.sgf
522 owl_defend R8
#? [0]

# 55. Square four on the side is dead
#      A B C D
#   12 O O O O
#   11 X X X O
#   10 . . X O
#    9 . . X O
#    8 X X X O
#    7 O O O O
# Space A9 A10 B9 B10.  As in the corner (5): whichever point black takes,
# white takes the diagonal one, the bend of the bent three left.  Dead.
loadsgf games/ld/055_square_four_side.sgf
552 owl_defend B8
#? [0]

# 56. Bent four on the side is alive
#      Q R S T
#   13 X X X X
#   12 X O O O
#   11 X O . .
#   10 X O O .
#    9 X O O .
#    8 X O O O
#    7 X X X X
# Space T9 T10 T11 and S11, an L of four away from the corner.  Black T10 is
# met by T11 (eyes T9 and S11) and black T11 by T10; black T9 or S11 by T10
# or T11.  Alive: only in the corner (7) does the L become ko.
loadsgf games/ld/056_bent_four_side.sgf
561 owl_attack S8
#? [0]

# 57. One eye and a false eye on the side
#      D E F G H J K L M
#    3 X X X X X X X X X
#    2 X O O O O X X X X
#    1 X O . O . O O X X
# White's points F1 and H1 look like two eyes, but black holds J2, the
# diagonal of H1, and J1 K1 hang on H1 alone.  White to play has only bad
# moves: white H1 saves J1 K1 but leaves the whole group the one liberty F1,
# and black F1 captures it; white F1 fills the real eye and black H1
# captures everything.  If white waits, black H1 captures J1 K1, and after
# white J1 takes back the one stone, black K1 ataris again: H1 never becomes
# an eye.  Dead.
loadsgf games/ld/057_false_eye_side.sgf
572 owl_defend E2
#? [0]

# 58. Two eyes on the first line (13x13)
#      C D E F G H J K
#   13 X O . O . O O X
#   12 X O O O O O O X
#   11 X X X X X X X X
# White has two real eyes, E13 and G13 (each surrounded by white's stones
# with both first-line diagonals, D12 F12 and F12 H12, in white's hands).
# Black cannot play into either.  Alive.
loadsgf games/ld/058_two_eyes_side.sgf
581 owl_attack D12
#? [0]

# 59. Seven stones on the second line after one hane die
#      R S T
#   15 X X X
#   14 X X X
#   13 X O .
#   12 X O .
#   11 X O .
#   10 X O .
#    9 X O .
#    8 X O .
#    7 X O X
#    6 X X X
#    5 X X X
# The seven stones of 50 after black's hane at T7: the space is T8-T13.
# Even with white to play, white T8 is met by the other hane T13 (white T12:
# T9 T10 T11, a straight three, black T10) or by T10 at once; white T13 by
# T8 or T11; white T10 by T8, T12 or T13; white T11 by T8, T9 or T13.  Dead.
loadsgf games/ld/059_seven_second_line_hane.sgf
592 owl_defend S7
#? [0]

# 60. Straight three on the side with three outside liberties
#      A B C D
#   10 X X X X
#    9 O O X X
#    8 . O . X
#    7 . O . X
#    6 . O . X
#    5 O O X X
#    4 X X X X
# The straight three of 41 with three outside liberties, C6 C7 C8.  Black A7
# still leaves one eye (the liberties only delay the capture); White A7
# still makes two.
loadsgf games/ld/060_straight_three_side_libs.sgf
601 owl_attack B6
#? [1 A7]
602 owl_defend B6
#? [1 A7]

# 61. Rectangular six with two cutting points (the comb) is alive
#      L M N O P Q R
#    4 O O O O O O O
#    3 O . X X X . O
#    2 O X . . . X O
#    1 O X . . . X O
# Black's rectangular six N1-P2 is walled by three strings: N3 O3 P3 on top,
# M1 M2 and Q1 Q2 at the sides, with cutting points at M3 and Q3.  White M3
# (cut) is answered by O2 or O1: the stones cut off, M1 M2, still close the
# space, since white cannot play N1 or N2 without being captured.  White O2
# is answered by O1 and white O1 by O2, as in 48.  Alive, like the comb.
loadsgf games/ld/061_comb_side.sgf
611 owl_attack N3
#? [0]

# 62. Rectangular six with one cutting point is alive
#      D E F G H J K
#   19 X O . . . O X
#   18 X O . . . O X
#   17 X . O O O O X
#   16 X X X X X X X
# As 61 with only E17 open.  Black E17 is met by G19 or G18; black G18 by
# G19, black F19 by G19 or G18.  Alive.
loadsgf games/ld/062_rect_six_one_cut_side.sgf
621 owl_attack F17
#? [0]

# 63. Pyramid four on the side with outside liberties
#      J K L M N O P
#    5 O O O O O O O
#    4 O O . . O O O
#    3 O X X X X X O
#    2 O X X . X X O
#    1 O X . . . X O
# The pyramid of 43 with two outside liberties, L4 M4.  The vital point is
# unchanged: White M1 kills, Black M1 lives.
loadsgf games/ld/063_pyramid_four_side_libs.sgf
631 owl_attack K2
#? [1 M1]
632 owl_defend K2
#? [1 M1]

# 64. Crossed five on the side with the centre taken is dead
#      A B C D E
#    9 X X X X X
#    8 O O O O X
#    7 O . O O X
#    6 . X . O X
#    5 O . O O X
#    4 O O O O X
#    3 X X X X X
# The cross of 45 with black's stone on its centre B6.  Whatever arm white
# fills, black keeps the centre or replays it after a capture.  Dead.
loadsgf games/ld/064_crossed_five_side_filled.sgf
642 owl_defend B4
#? [0]

# 65. Pyramid four on the side with the defender on the vital point is alive
#      L M N O P Q R
#   19 O X . X . X O
#   18 O X X . X X O
#   17 O X X X X X O
#   16 O O O O O O O
# The pyramid of 43 after black has played its centre O19: N19, P19 and O18
# are three one-point eyes.  Alive.
loadsgf games/ld/065_pyramid_four_side_taken.sgf
651 owl_attack M18
#? [0]

# 66. Bent three on the side with outside liberties
#      P Q R S T
#    8 X X X X X
#    7 X X O O O
#    6 X . O . .
#    5 X . O . O
#    4 X X O O O
#    3 X X X X X
# The bent three of 42 with two outside liberties, Q5 Q6: still Black S6
# kills and White S6 lives.
loadsgf games/ld/066_bent_three_side_libs.sgf
661 owl_attack S4
#? [1 S6]
662 owl_defend S4
#? [1 S6]

# 67. Rabbity six on the side with outside liberties
#      L M N O P Q R
#    6 X X X X X X X
#    5 X X . . X X X
#    4 X O O O O O X
#    3 X O O . O O X
#    2 X O . . . O X
#    1 X O O . . O X
# The rabbity six of 46 with two outside liberties, N5 O5: the answers do
# not change, Black O2 kills and White lives with O2, O1 or P2.
loadsgf games/ld/067_rabbity_six_side_libs.sgf
671 owl_attack M2
#? [1 O2]
672 owl_defend M2
#? [1 (O1|O2|P2)]

# 68. Bulky five on the side with a stone inside
#      A B C D
#   17 X X X X
#   16 O O O X
#   15 . O O X
#   14 . . O X
#   13 X . O X
#   12 O O O X
#   11 X X X X
# The bulky five of 44 where black has a stone on A13 (not the vital point;
# it has the liberty A14).  White A14 takes the vital point and ataris A13:
# A13 is captured from B13 and the space gives two eyes (A15 and the A13 B13
# B14 side). Black A14 joins A13 on the vital point: one eye.
loadsgf games/ld/068_bulky_five_side_stone.sgf
681 owl_attack B12
#? [1 A14]
682 owl_defend B12
#? [1 A14]

# 69. Eight stones on the second line after one hane: whoever plays first
#      D E F G H J K L M N O P
#    3 O O O O O O O O O O O O
#    2 O O X X X X X X X X O O
#    1 O O O . . . . . . . O O
# The eight stones of 51 after white's hane at F1: the space G1-N1 is seven
# points, as for seven stones (50).  White G1 or N1 (the second hane) kills;
# Black lives with G1 or N1 (the block: a straight four remains after
# white's hane on the other side) or K1 (splitting the space into two eyes).
loadsgf games/ld/069_eight_second_line_hane.sgf
691 owl_attack F2
#? [1 (G1|N1)]
692 owl_defend F2
#? [1 (G1|K1|N1)]

# 70. Bulky five on the side with outside liberties
#      C D E F G H J
#   19 X O . . . O X
#   18 X O . . O O X
#   17 X O O O O O X
#   16 X X . . X X X
#   15 X X X X X X X
# The bulky five of 44 with two outside liberties, E16 F16.  Same answers:
# Black F19 kills; White lives with F19, F18 or E19.
loadsgf games/ld/070_bulky_five_side_libs.sgf
701 owl_attack D18
#? [1 F19]
702 owl_defend D18
#? [1 (E19|F19|F18)]


# ========================================================================
# Groups in the centre
# ========================================================================

# 71. Straight three in the centre
#      G H J K L M N
#   12 X X X X X X X
#   11 X O O O O O X
#   10 X O . . . O X
#    9 X O O O O O X
#    8 X X X X X X X
# A ring of white stones around J10 K10 L10, inside black's ring.  Black K10
# kills, White K10 lives (eyes J10 and L10).
loadsgf games/ld/071_straight_three_centre.sgf
711 owl_attack H9
#? [1 K10]
712 owl_defend H9
#? [1 K10]

# 72. Crossed five in the centre
#      D E F G H J K
#   17 O O O O O O O
#   16 O X X X X X O
#   15 O X X . X X O
#   14 O X . . . X O
#   13 O X X . X X O
#   12 O X X X X X O
#   11 O O O O O O O
# Space G15, F14 G14 H14, G13: a cross.  The centre G14 touches all four
# arms: White G14 leaves black nothing but one-point bites that white
# refills; Black G14 makes four eyes.
loadsgf games/ld/072_crossed_five_centre.sgf
721 owl_attack E12
#? [1 G14]
722 owl_defend E12
#? [1 G14]

# 73. Flower six in the centre
#      L M N O P Q R
#   10 X X X X X X X
#    9 X O O O O O X
#    8 X O O . O O X
#    7 X O . . . O X
#    6 X O O . . O X
#    5 X O O O O O X
#    4 X X X X X X X
# Space O8, N7 O7 P7, O6 P6: the cross of 72 with P6 added.  Black O7 (the
# centre, touching four of the five others) kills.  White lives with O7, or
# with O6 or P7: the five points left still hold two eyes against every
# placement.
loadsgf games/ld/073_flower_six_centre.sgf
731 owl_attack M5
#? [1 O7]
732 owl_defend M5
#? [1 (O6|O7|P7)]

# 74. Bulky five in the centre
#      L M N O P Q R
#   16 O O O O O O O
#   15 O X X X X X O
#   14 O X . . X X O
#   13 O X . . . X O
#   12 O X X X X X O
#   11 O O O O O O O
# Space N14 O14 N13 O13 P13 (the square N13 O13 N14 O14 and P13 beside O13).
# White O13, touching N13, P13 and O14, kills.  Black lives with O13 (P13
# and the bent three N13 N14 O14), O14 (an L of four, N14 N13 O13 P13) or
# N13 (a zigzag N14 O14 O13 P13): in the centre no shortage of liberties
# spoils those fours.
loadsgf games/ld/074_bulky_five_centre.sgf
741 owl_attack M12
#? [1 O13]
742 owl_defend M12
#? [1 (N13|O13|O14)]

# 75. Pyramid four in the centre (13x13)
#      D E F G H J K
#    9 X X X X X X X
#    8 X O O O O O X
#    7 X O O . O O X
#    6 X O . . . O X
#    5 X O O O O O X
#    4 X X X X X X X
# Space F6 G6 H6 and G7; G6 touches the three others.  Black G6 kills, White
# G6 makes three eyes.
loadsgf games/ld/075_pyramid_four_centre.sgf
751 owl_attack E5
#? [1 G6]
752 owl_defend E5
#? [1 G6]

# 76. Bent three in the centre
#      M N O P Q R
#   10 O O O O O O
#    9 O X X X X O
#    8 O X . . X O
#    7 O X X . X O
#    6 O X X X X O
#    5 O O O O O O
# Space O8 P8 P7, bent at P8.  White P8 kills, Black P8 lives (eyes O8, P7).
loadsgf games/ld/076_bent_three_centre.sgf
761 owl_attack N6
#? [1 P8]
762 owl_defend N6
#? [1 P8]

# 77. Two separate eyes in the centre
#      F G H J K L M
#   17 X X X X X X X
#   16 X O O O O O X
#   15 X O . O . O X
#   14 X O O O O O X
#   13 X X X X X X X
# White has two one-point eyes, H15 and K15, each with all its neighbours
# and diagonals white's.  Black cannot play in either.  Alive.
loadsgf games/ld/077_two_eyes_centre.sgf
771 owl_attack G14
#? [0]

# 78. A centre group with one eye and one open point is dead
#      G H J K L M N O
#   11 O O O O O O O O
#   10 O X X X X O O O
#    9 O X . X X . X O
#    8 O X X X X X X O
#    7 O O O O O O O O
# Black's points are J9, a real eye, and M9, which touches white's stone
# M10: M9 is only a liberty.  Black M9 leaves one eye; otherwise white M9
# does (it joins white's wall), and white then takes the group's last
# liberty J9.  Dead.
loadsgf games/ld/078_one_eye_centre.sgf
782 owl_defend H8
#? [0]

# 79. Square four in the centre is dead
#      M N O P Q R
#   17 X X X X X X
#   16 X O O O O X
#   15 X O . . O X
#   14 X O . . O X
#   13 X O O O O X
#   12 X X X X X X
# Space O14 P14 O15 P15.  Whatever white plays, black takes the diagonal
# point, the bend of the three left (as in 5).  Dead.
loadsgf games/ld/079_square_four_centre.sgf
792 owl_defend N13
#? [0]

# 80. Straight four in the centre is alive
#      E F G H J K L M
#   17 O O O O O O O O
#   16 O X X X X X X O
#   15 O X . . . . X O
#   14 O X X X X X X O
#   13 O O O O O O O O
# Space G15-K15.  White H15 and J15 are miai, as are the ends and the inner
# points next to them.  Alive.
loadsgf games/ld/080_straight_four_centre.sgf
801 owl_attack F14
#? [0]

# 81. Crossed five in the centre with the centre taken is dead
#      L M N O P Q R
#   16 X X X X X X X
#   15 X O O O O O X
#   14 X O O . O O X
#   13 X O . X . O X
#   12 X O O . O O X
#   11 X O O O O O X
#   10 X X X X X X X
# The cross of 72 with black's stone on O13, which has four liberties.
# White fills them one at a time while black answers in the space, and after
# a capture black plays O13 again.  Dead.
loadsgf games/ld/081_crossed_five_filled_centre.sgf
812 owl_defend M11
#? [0]

# 82. An eye and a straight three in the centre
#      D E F G H J K L M
#    8 O O O O O O O O O
#    7 O X X X X X X X O
#    6 O X . X . . . X O
#    5 O X X X X X X X O
#    4 O O O O O O O O O
# Black has a real eye at F6 and the three H6 J6 K6.  White J6 (the vital
# point) only reduces the three to one eye, and one more is all black needs:
# black H6 or K6 and the capture of J6 gives it.  Alive.
loadsgf games/ld/082_eye_and_three_centre.sgf
821 owl_attack E5
#? [0]

# 83. Bent four in the centre is alive
#      L M N O P Q R
#   17 X X X X X X X
#   16 X O O O O O X
#   15 X O O O . O X
#   14 X O . . . O X
#   13 X O O O O O X
#   12 X X X X X X X
# Space N14 O14 P14 and P15, an L.  Black O14 is met by P14 and black P14 by
# O14.  Alive.
loadsgf games/ld/083_bent_four_centre.sgf
831 owl_attack M13
#? [0]

# 84. Flower six in the centre with the vital point taken is dead
#      C D E F G H J
#   17 O O O O O O O
#   16 O X X X X X O
#   15 O X X . X X O
#   14 O X . O . X O
#   13 O X X . . X O
#   12 O X X X X X O
#   11 O O O O O O O
# The flower six of 73 with white's stone on F14.  Black's captures never
# leave more than one eye: white replays the vital point each time.  Dead.
loadsgf games/ld/084_flower_six_filled_centre.sgf
842 owl_defend D12
#? [0]

# 85. A square of nine in the centre is alive
#      G H J K L M N
#   13 X X X X X X X
#   12 X O O O O O X
#   11 X O . . . O X
#   10 X O . . . O X
#    9 X O . . . O X
#    8 X O O O O O X
#    7 X X X X X X X
# Space J9-L11, three by three.  Black K10 (the centre) is met by any of the
# eight points around it, and the space still divides into two eyes. Alive.
loadsgf games/ld/085_square_nine_centre.sgf
851 owl_attack H8
#? [0]

# 86. A one-point eye and a two-point eye in the centre
#      E F G H J K L M
#    8 O O O O O O O O
#    7 O X X X X X X O
#    6 O X . X . . X O
#    5 O X X X X X X O
#    4 O O O O O O O O
# Black has a real eye at G6 and a two-point eye J6 K6.  A two-point space
# is one eye: white J6 is captured by K6.  Two eyes: alive.
loadsgf games/ld/086_eye_and_two_centre.sgf
861 owl_attack F5
#? [0]

# 87. Straight three in the centre with the vital point taken is dead
#      L M N O P Q R
#   17 X X X X X X X
#   16 X O O O O O X
#   15 X O . X . O X
#   14 X O O O O O X
#   13 X X X X X X X
# The three of 71 with black's stone on O15.  White N15 or P15 only ataris
# it; black lets it go and replays O15.  Dead.
loadsgf games/ld/087_three_filled_centre.sgf
872 owl_defend M14
#? [0]

# 88. Crossed five in the centre with a stone on one arm
#      D E F G H J K
#    9 X X X X X X X
#    8 X O O O O O X
#    7 X O O . O O X
#    6 X O X . . O X
#    5 X O O . O O X
#    4 X O O O O O X
#    3 X X X X X X X
# The cross of 72 with black's stone on the arm F6.  The centre is still
# vital: White G6 ataris F6 and keeps three eyes' worth of points; Black G6
# joins it and leaves one eye.
loadsgf games/ld/088_crossed_five_arm_centre.sgf
881 owl_attack E4
#? [1 G6]
882 owl_defend E4
#? [1 G6]


# ========================================================================
# Eye-stealing and living tesuji
# ========================================================================

# 91. The 2-1 point: add a second stone to the one in atari
#      A B C D E
#    3 X X X X X
#    2 O O O O X
#    1 X . . O X
# Black's stone A1 is in atari at B1.  White B1 captures it: A1 and C1 are
# two eyes.  Black B1 adds a second stone, and now white's group has the
# single liberty C1: white must take both stones with C1, and the two-point
# space A1 B1 left behind is one eye (black plays into it again).  A
# sacrifice that makes the eye space smaller.
loadsgf games/ld/091_sacrifice_two_corner.sgf
911 owl_attack A2
#? [1 B1]
912 owl_defend A2
#? [1 B1]

# 92. Sacrifice two stones on the side
#      G H J K L M N
#   19 O X O . . X O
#   18 O X X X X X O
#   17 O O O O O O O
# White's J19 is in atari at K19.  Black K19 takes it and has two eyes, J19
# and L19.  White K19 puts black in atari at L19 instead: black L19 captures
# the two stones and the space J19 K19 they leave is only one eye.
loadsgf games/ld/092_sacrifice_two_side.sgf
921 owl_attack H18
#? [1 K19]
922 owl_defend H18
#? [1 K19]

# 93. Atari from the correct side, and the shortage of liberties
#      D E F G H J K L
#    3 X X X X X X X X
#    2 X O O O O O O X
#    1 X O . X . . O X
# Black's G1 has two liberties, F1 and H1.  White H1 is atari from the wide
# side: black cannot escape to F1 (a stone there has no liberty), so G1 is
# taken and G1 and J1 are two eyes.  White F1 instead is met by black H1:
# the two stones have J1, white J1 takes them and G1 H1 is one eye.  Black
# H1 first: now white can approach from neither side, since white F1 leaves
# J1 as the group's last liberty (black J1 captures) and white J1 leaves F1.
loadsgf games/ld/093_atari_right_side.sgf
931 owl_attack E2
#? [1 H1]
932 owl_defend E2
#? [1 H1]

# 94. Sacrifice three stones to leave a straight three in the corner
#      R S T
#    7 O O O
#    6 O O O
#    5 O X X
#    4 O X .
#    3 O X O
#    2 O X .
#    1 O X .
# White's T3 has the liberties T2 and T4.  Black T2 ataris it (white cannot
# extend to T4, which has no liberty) and captures it next: eyes T1 and T3.
# White T2 leaves black short of liberties: black T4 is answered by T1 and
# black T1 by T4, each time taking black's last liberty.  If black waits,
# white T1 gives up three stones: black's capture at T4 leaves T1 T2 T3, a
# straight three in the corner, and white T2 kills.
loadsgf games/ld/094_sacrifice_three_corner.sgf
941 owl_attack S1
#? [1 T2]
942 owl_defend S1
#? [1 T2]

# 95. The cut that leaves two halves with one eye each
#      R S T
#   12 X X X
#   11 X O O
#   10 X O .
#    9 X O O
#    8 X . X
#    7 X O O
#    6 X O .
#    5 X O O
#    4 X X X
# Black's T8 is in atari at S8 and sits between white's two eyes T6 and T10.
# White S8 captures it and joins both halves: three eyes.  Black S8 saves
# T8, joins black's wall and cuts: each half has one eye and no other
# liberty, so both are in atari together and black takes one of them at
# once.
loadsgf games/ld/095_cut_two_eyes.sgf
951 owl_attack S5
#? [1 S8]
952 owl_defend S5
#? [1 S8]

# 96. Two stones inside a bent three: whoever moves first
#      A B C D E
#    4 X X X X X
#    3 O O X X X
#    2 X O O X X
#    1 . X O . X
# Black has two stones inside white's bent three (A2 and B1), each with the
# single liberty A1; white has the single liberty D1.  White A1 captures
# both: two eyes, A2 and B1.  Black D1 takes white's last liberty first and
# captures the whole group (black A1 would be suicide).
loadsgf games/ld/096_capture_inside_corner.sgf
961 owl_attack B3
#? [1 D1]
962 owl_defend B3
#? [1 A1]

# 97. The 2-1 point, not the hane
#      A B C
#   19 . O X
#   18 . O X
#   17 . O X
#   16 . O X
#   15 . O X
#   14 . X X
#   13 X X X
# White B19-B15 with six points A19-A14 below; black's B14 makes A14 a hane
# point. The hane fails: black A14, white A15, and A19-A16 is a straight
# four.  Black A15, under white's last stone, gives only ko: white A16
# ataris it, black A18, and white A14 takes A15 as a ko.  Black A18, the
# placement at the 2-1 point, kills outright: white A17 is met by A15, white
# A15 by A17, and A19 never becomes an eye with A18 taken.  (GNU Go 3.8
# answers A15 with code 1; it is worth only the ko.)  White lives with A18
# (A19 is an eye; after black A14, white A16 or A15 makes the second) or A15
# (the straight four A19-A16).  Compare 29, where black already owns A14.
loadsgf games/ld/097_placement_not_hane.sgf
971 owl_attack B19
#? [1 A18]
972 owl_defend B19
#? [1 (A18|A15)]


# ========================================================================
# Settled groups: already alive, already dead
# ========================================================================

# 38. Pyramid four in the corner after the defender took the vital point
#      A B C D
#    5 X X X X
#    4 O O X X
#    3 . O O X
#    2 O . O X
#    1 . O O X
# The pyramid of 3 after white A2: A1, A3 and B2 are three one-point eyes.
# Alive.
loadsgf games/ld/038_pyramid_four_corner_taken.sgf
381 owl_attack B1
#? [0]

# 39. Bulky five in the corner after the defender took the vital point
#      P Q R S T
#   19 O X . X .
#   18 O X X . .
#   17 O O X X X
#   16 O O O O O
# The bulky five of 4 after black S19: R19 is an eye and T19 T18 S18 give
# the second (white's stone at T18, the bend, is captured from T19 or S18).
# Alive.
loadsgf games/ld/039_bulky_five_corner_taken.sgf
391 owl_attack R18
#? [0]

# 89. Flower six in the centre after the defender took the vital point
#      C D E F G H J
#    9 O O O O O O O
#    8 O X X X X X O
#    7 O X X . X X O
#    6 O X . X . X O
#    5 O X X . . X O
#    4 O X X X X X O
#    3 O O O O O O O
# The flower six of 73 after black F6: E6 and F7 are eyes already, and G6 F5
# G5 give a third; white F5 or G5 is answered on the other points.  Alive.
loadsgf games/ld/089_flower_six_centre_taken.sgf
891 owl_attack D4
#? [0]

# 131. Two eyes on the first line in the corner (9x9)
#      D E F G H J
#    9 X X O . O .
#    8 X X O O O O
#    7 X X X X X X
# White has two real eyes, J9 and G9 (black can play into neither).  Alive.
loadsgf games/ld/131_two_eyes_corner.sgf
1311 owl_attack J8
#? [0]

# 132. One eye in the corner and no room for another
#      A B C D E
#   19 . X X X O
#   18 X X X X O
#   17 O O O O O
# Black's only empty point is A19.  Black has no move that makes a second
# eye, and white A19 captures the group whenever white likes (it takes the
# last liberty).  Dead.
loadsgf games/ld/132_one_eye_corner.sgf
1322 owl_defend A18
#? [0]

# 133. A one-point eye and a two-point eye in the corner
#      N O P Q R S T
#    3 X X X X X X X
#    2 X X O O O O O
#    1 X X O . . O .
# T1 is a real eye and R1 Q1 a two-point eye: black R1 or Q1 is captured by
# the other point.  Two eyes: alive.
loadsgf games/ld/133_eye_and_two_corner.sgf
1331 owl_attack T2
#? [0]

# 135. An eye and a straight three on the side
#      F G H J K L M N O
#   19 O X . X . . . X O
#   18 O X X X X X X X O
#   17 O O O O O O O O O
# A real eye at H19 and the three K19 L19 M19.  White L19 takes the vital
# point of the three, but one eye from it is enough: black K19 (or M19) and
# the capture of L19 make the second.  Alive.
loadsgf games/ld/135_eye_and_three_side.sgf
1351 owl_attack G18
#? [0]

# 136. A side group with a single one-point eye
#      A B C
#   12 X X X
#   11 O O X
#   10 O O X
#    9 . O X
#    8 O O X
#    7 O O X
#    6 X X X
# White's only empty point is the eye A9; black A9 captures whenever black
# likes. Dead.
loadsgf games/ld/136_single_eye_side.sgf
1362 owl_defend B7
#? [0]

# 138. A seven-point space on the first line
#      R S T
#   12 X X X
#   11 X O .
#   10 X O .
#    9 X O .
#    8 X O .
#    7 X O .
#    6 X O .
#    5 X O .
#    4 X O O
#    3 X X X
# Space T5-T11, with black's wall at T12 beside T11.  Black's hane T11 is
# met by T10 (T5-T9, five in a row, remains); a placement is met by a move
# that splits off two eyes.  Alive.
loadsgf games/ld/138_big_eye_side.sgf
1381 owl_attack S4
#? [0]

# 139. A centre group with a one-point eye and a bent three
#      G H J K L M N O
#    9 X X X X X X X X
#    8 X O O O O O O X
#    7 X O . O . . O X
#    6 X O O O O . O X
#    5 X O O O O O O X
#    4 X X X X X X X X
# A real eye at J7 and the bent three L7 M7 M6.  Black M7, its vital point,
# still leaves white one eye there (white L7 or M6 and the capture), and one
# is all white needs.  Alive.
loadsgf games/ld/139_centre_one_and_three.sgf
1391 owl_attack H5
#? [0]

# 140. A centre group with a bent three, the vital point taken
#      M N O P Q R
#   10 O O O O O O
#    9 O X X X X O
#    8 O X . O X O
#    7 O X X . X O
#    6 O X X X X O
#    5 O O O O O O
# The bent three O8 P8 P7 of 76 with white's stone on P8.  Black O8 or P7
# only ataris it; white replays P8 after the capture.  Dead.
loadsgf games/ld/140_centre_bent_three_taken.sgf
1402 owl_defend N6
#? [0]

# 141. Two eyes joined by two miai connections are alive
#      C D E F G H J K L
#    3 O O O O O O O O O
#    2 O X X X . X X X O
#    1 O X . X . X . X O
# The halves of black's group, with eyes E1 and J1, connect at G2 or G1.
# White G2 (joined to the wall) is answered by G1, and white G1 by G2, which
# captures it.  Alive (compare 95, where white's stone already sits on G1).
loadsgf games/ld/141_cut_miai_side.sgf
1411 owl_attack D2
#? [0]

# 143. Five stones on the second line in the corner after the hane are dead
#      A B C D E F G
#    3 X X X X X X X
#    2 O O O O O X X
#    1 . . . . X X X
# The five stones of 29 after black's hane at E1: the space is A1-D1 with
# black at its end, as for four stones (28).  White D1 is met by B1 (A1 B1
# C1 is a straight three in the corner); white B1 by D1.  Dead.
loadsgf games/ld/143_five_second_line_after_hane.sgf
1432 owl_defend A2
#? [0]

# 144. The bent three in the corner after the defender has taken the vital point
#      Q R S T
#   19 O X . X
#   18 O X X .
#   17 O O X X
#   16 O O O O
# The bent three of 2 after black T19: T18 and S19 are two real eyes.
# Alive.
loadsgf games/ld/144_bent_three_taken_corner.sgf
1441 owl_attack S17
#? [0]

# 145. Straight four on the side with a stone on its end is alive
#      E F G H J K L M
#   19 X O X . . . O X
#   18 X O O O O O O X
#   17 X X X X X X X X
# Black's G19 sits at one end of the straight four G19-K19 and is in atari
# at H19. Black H19 (two stones, atari at J19) is met by J19, capturing
# them: the space G19 H19 and the point K19 are two eyes.  Black J19 is met
# by H19, which captures G19: G19 is an eye and J19, in atari, will make K19
# the second.  Black K19 is met by H19 or J19.  Alive.
loadsgf games/ld/145_straight_four_end_side.sgf
1451 owl_attack F18
#? [0]

# 146. Rectangular six in the corner after the 2-2 point is dead
#      A B C D
#    5 X X X X
#    4 O O O X
#    3 . . O X
#    2 . X O X
#    1 . . O X
# The rectangular six of 9 (no outside liberty) with black's stone on B2,
# the vital point.  As read in 9, every white move is met: white A2 by B1,
# white B1 by A2, white A3 by B1.  Dead.
loadsgf games/ld/146_rect_six_taken_corner.sgf
1462 owl_defend C1
#? [0]

# 147. A centre group with two two-point eyes
#      D E F G H J K L M
#   17 O O O O O O O O O
#   16 O X X X X X X X O
#   15 O X . . X . . X O
#   14 O X X X X X X X O
#   13 O O O O O O O O O
# Two separate two-point eyes, F15 G15 and J15 K15.  A stone white plays
# into either is captured by the other point of the pair.  Alive.
loadsgf games/ld/147_centre_two_and_two.sgf
1471 owl_attack E14
#? [0]

# 148. Straight three on the side after the defender took the middle
#      A B C
#   17 O O O
#   16 X X O
#   15 . X O
#   14 X X O
#   13 . X O
#   12 X X O
#   11 O O O
# The straight three of 41 after black A14: A13 and A15 are two real eyes.
# Alive.
loadsgf games/ld/148_straight_three_taken_side.sgf
1481 owl_attack B12
#? [0]

# 149. Square four on the side with a stone inside is dead
#      M N O P Q R
#    4 X X X X X X
#    3 X O O O O X
#    2 X O . X O X
#    1 X O . . O X
# The square four of 55 with black's stone on P2 (liberties O2 and P1).
# White O2 is met by P1, white P1 by O2, white O1 by O2 or P1: one eye at
# most. Dead.
loadsgf games/ld/149_square_four_stone_side.sgf
1492 owl_defend N2
#? [0]

# 150. Rabbity six on the side with the vital point taken is dead
#      P Q R S T
#   15 X X X X X
#   14 X O O O O
#   13 X O O . .
#   12 X O . X .
#   11 X O O . O
#   10 X O O O O
#    9 X X X X X
# The rabbity six of 46 with black's stone on S12, touching four of the
# other five points.  Whatever white plays, black answers inside the space,
# and after a capture black takes the vital point again.  Dead.
loadsgf games/ld/150_rabbity_six_side_taken.sgf
1502 owl_defend S10
#? [0]

# 151. Pyramid four in the centre with the vital point taken is dead
#      L M N O P Q R
#    8 X X X X X X X
#    7 X O O O O O X
#    6 X O O . O O X
#    5 X O . X . O X
#    4 X O O O O O X
#    3 X X X X X X X
# The pyramid of 75 with black's stone on O5, touching the three other
# points.  White O6, N5 or P5 is answered on another of them, and a capture
# leaves a space black fills again.  Dead.
loadsgf games/ld/151_pyramid_four_centre_taken.sgf
1512 owl_defend M4
#? [0]

# 152. Bulky five in the centre after the defender took the vital point
#      L M N O P Q R
#   12 O O O O O O O
#   11 O X X X X X O
#   10 O X . . X X O
#    9 O X . X . X O
#    8 O X X X X X O
#    7 O O O O O O O
# The bulky five of 74 after black O9: P9 is an eye and N9 N10 O10 the
# second (a bent three that only needs to give one eye).  Alive.
loadsgf games/ld/152_bulky_five_centre_taken.sgf
1521 owl_attack M8
#? [0]

# 153. Seki in the corner: three stones inside a five-point space
#      N O P Q R S T
#    3 X X X X X X X
#    2 X O O O O O O
#    1 X O . X X X .
# Black's S1 R1 Q1 sit in white's space T1-P1; they and white share the two
# liberties T1 and P1, and white has no other.  Whoever fills one of them is
# captured: black T1 is answered by white P1 taking four stones (T1-Q1 is
# then a straight four for white), black P1 by white T1, and white T1 or P1
# would be self-atari.  Seki: white cannot be killed (owl counts seki as
# life).
loadsgf games/ld/153_seki_corner.sgf
1531 owl_attack T2
#? [0]

# 154. Rectangular six in the corner after the defender took the 2-1 point
#      P Q R S T
#    4 O O O O O
#    3 O X X X X
#    2 O X . . .
#    1 O X . X .
# The rectangular six of 9 (no outside liberty) after black S1: T1 is an eye
# and T2 S2 R2 R1 bend around S1 (white S2 is met by T2 or R2).  Alive.
loadsgf games/ld/154_rect_six_corner_2_1_taken.sgf
1541 owl_attack T3
#? [0]

# 155. A seven-point space in the centre is alive
#      K L M N O P Q R
#    8 X X X X X X X X
#    7 X O O O O O O X
#    6 X O . . . . O X
#    5 X O . . . O O X
#    4 X O O O O O O X
#    3 X X X X X X X X
# Space M6-P6 and M5-O5.  Every black placement is answered by a move that
# splits the space into two eyes (for example black N6 by N5 or O6).  Alive.
loadsgf games/ld/155_big_seven_centre.sgf
1551 owl_attack L4
#? [0]
