# Megane regression suite: eye analysis ("optics"), end to end.
#
# eyes.texi (GNU Go 3.8): Eye Space, Eye Local Game Values, Eye Topology,
# Eye Topology with Ko, False Margins, Functions in optics.c.  Commands:
# `eval_eye` (min max, and attack/defense points when they differ),
# `eye_data` (judged on its first line only: `origin`, PASS outside the
# colour's eye space), `half_eye_data` (first line: the topological value)
# and Megane's own `topological_eye COLOR VERTEX`.
#
# Positions are hand-made (games/optics_*.sgf, setup stones only).  White
# (O) owns the eye spaces, black (X) is the attacker; every surrounding
# string is tactically safe unless a comment says otherwise.  Graphs are
# written as in eyes.texi: `.` eye point, `!` margin, `X` dead stone.
# Every expectation was worked out by hand from eyes.texi (reasoning in
# the comments); GNU Go 3.8 was asked as a second opinion and agrees
# unless a comment says otherwise.  `*`: Megane's known failures, with
# what it answers.
#
# megane-regress judges the first line of an answer only, so the full eye
# value (`value` of eye_data, e.g. 0112) cannot be judged here: the tests
# use eval_eye (its 2nd and 3rd digits) and give the full value in the
# comments (both engines print it in eye_data).  The patterns of eye_data
# and half_eye_data end in `(\n.*)?`, any lines after the first, so that
# GoGui's gogui-regress, which matches the whole answer, judges the same.
#
# eval_eye is asked at a non-marginal point of the space: at a margin both
# engines answer `0 0` whatever the space.

# --- 1. The eye values -----------------------------------------------------
# optics_values_a.sgf (9x9): white wall on row 5 (black's on row 6) and
# dividers; compartments in rows 1-4; black C4 and G4 poke into the wall.
loadsgf games/optics_values_a.sgf
# B3 C3: C3 touches the lively black C4, so it is a margin: `.!` (0011).
# White C3 leaves B3 a one-point eye; black C3 (connected to C4) can then
# fill B3.  So 0 or 1 eye, and C3 is the vital point for both.
101 eval_eye B3
#? [0 1 C3 C3]
# E3 F3 G3, G3 a margin (next to G4): `..!` (0111).  White first: G3, a
# straight two, one eye (a second white move adds nothing).  Black first:
# G3 makes F3 a margin (`!.`); white answers F3 and keeps E3: one eye.
# Only two black moves in a row (G3, F3) leave none.  min = max = 1.
102 eval_eye E3
#? [1 1]
# A1 B1 C1: straight three in the corner (1122), B1 vital for both.
103 eval_eye A1
#? [1 2 B1 B1]
# J3: a one-point eye (1111).
104 eval_eye J3
#? [1 1]

# optics_values_b.sgf (13x13): white wall on row 7 with black pokes at
# C7, G7 H7, L7 (connected to the black wall on row 8); compartments on
# row 6.
loadsgf games/optics_values_b.sgf
# The chimera: B6 C6 D6, C6 under C7 is a margin: `.!.` (0022, {2|0}).
# White C6 leaves two one-point eyes; black C6 (connected) then reaches
# both B6 and D6 and fills either: 0.  C6 vital for both.
111 eval_eye B6
#? [0 2 C6 C6]
# F6 G6 H6 J6 under G7 H7: G6 and H6 are both margins, and two margins
# do not join a space, so this is two spaces `.!` and `!.` (0011 each),
# not `.!!.`.
112 eval_eye F6
#? [0 1 G6 G6]
113 eye_data white J6
#? [origin +H6(\n.*)?]
# L6 alone under L7: a lone margin `!` (0000): black fills it from L7.
114 eye_data white L6
#? [origin +L6(\n.*)?]
115 eval_eye L6
#? [0 0]

# optics_values_c.sgf (13x13): as b, one black poke at F7.
loadsgf games/optics_values_c.sgf
# F6 (margin) G6, then four dead black stones H6-L6 in atari (their
# only liberty G6): `!.XXXX` (0222).  White first: G6 takes the four,
# leaving a straight five-plus: 2.  Black first at G6: his five stones
# have only F6 left; white takes them at F6: 2.  Black first twice (G6,
# F6): his string joins F7 and nothing is left: 0.
121 eval_eye G6
#? [2 2]
# F4-J4, a straight four (1222): after black G4 white H4 (or the mirror)
# keeps F4+G4 (a two-point space with a dead stone) and J4: 2.  Two black
# moves G4 H4 leave one eye (white takes the two stones).
122 eval_eye F4
#? [2 2]
# L4 M4 N4, straight three on the edge (1122), M4 vital.
123 eval_eye M4
#? [1 2 M4 M4]

# optics_values_d.sgf (13x13): a gap C7 (empty, next to black C8) and a
# poke D7; a gap F7 and a poke G7.
loadsgf games/optics_values_d.sgf
# C7 (gap, margin) C6, D6 (margin under D7): `!.!` bent (0001).  Black
# C7 or D6 reaches C6: 0 at once.  White C7 leaves `.!`, black D6: 0.
# Only two white moves (C7, D6) make C6 an eye.
131 eval_eye C6
#? [0 0]
# F7 (gap) F6 G6 (margin) H6: `!.!.` (0012).  Black G6 makes F6 and H6
# margins next to his string: 0.  White G6: H6 an eye, F6 a half eye
# (black answers F7): 1; two white moves: 2.  G6 vital for both (black
# F7 or H6 first lets white G6 make an eye).
132 eval_eye F6
#? [0 1 G6 G6]
# K6: a one-point eye (1111).
133 eval_eye K6
#? [1 1]

# optics_values_e.sgf (13x13): gap B7 and poke C7; poke H7; an enclosed
# area in rows 3-4.
loadsgf games/optics_values_e.sgf
# B7 (gap) B6, C6 (margin under C7), D6 E6: `!.!..` (0112).  White C6:
# E6+D6 one eye, B6 a half eye that black takes at B7: 1; white C6 and
# B7: 2.  Black C6: B6 lost, D6 E6 becomes `!.`, white D6 keeps E6: 1;
# black C6 and D6: 0.  min = max = 1.
141 eval_eye B6
#? [1 1]
142 eye_data white C6
#? [origin +B7(\n.*)?]
# G6, H6 (margin under H7), J6 K6: `.!..` (0122).  White H6: G6 and J6
# K6, two eyes.  Black H6: G6 lost, `!.` J6 K6, white J6 keeps K6: 1.
# Black J6 or K6 first fails (white H6, the stone is captured later).
# H6 vital for both.
143 eval_eye G6
#? [1 2 H6 H6]
# M6: a one-point eye (1111).
144 eval_eye M6
#? [1 1]
# B4 C4 B3 C3: the square four (1112): one eye whoever starts, two only
# with two white moves (B4 and C3 leave C4 and B3 apart).
145 eval_eye B4
#? [1 1]
# E4-J4: a straight five (2222): black's middle G4 is answered by F4 or
# H4 (two eyes), and two black moves still leave two (white captures).
146 eval_eye E4
#? [2 2]
# optics_values_f.sgf (13x13): a crosscut in the centre, four groups
# (white top left and bottom right, black top right and bottom left).
# The square F8 G8 F7 G7 lies where they meet: F8 and G7 touch only white
# stones, G8 touches the black H8 and F7 the black F6 (both lively), so
# those two are margins (both colours reach them, each touches a point
# only white reaches).  The graph is a square with two diagonal margins
# (0002).  White G8 and F7 leave F8 and G7 as two one-point eyes: 2.
# After one white margin move black takes the other, which touches both
# F8 and G7; his string can never be captured and can fill either, so
# nothing is left: 0, and black first is 0 too.  Both engines print 0002
# in eye_data; eval_eye shows only the 0 0 of the middle digits.
loadsgf games/optics_values_f.sgf
147 eval_eye F8
#? [0 0]
# The two margins join the two eye points into one space (they touch
# non-marginal points), origin F8.
148 eye_data white G7
#? [origin +F8(\n.*)?]

# --- 2. Half eyes and false eyes -------------------------------------------
# optics_edge.sgf (9x9): white group on the bottom edge between black
# walls.  C1: neighbours B1 C2 D1 white; diagonals B2 (lively black: 2),
# D2 (white: 0), and two off the board (1 each): 4, a false eye (white
# B1 hangs on A1/C1).
loadsgf games/optics_edge.sgf
201 half_eye_data C1
#? [value +4\.00(\n.*)?]
202 topological_eye white C1
#? [4\.00 false]
# A false eye becomes a margin: the space is `!` (0000).
203 eval_eye C1
#? [0 0]
# G1: diagonals F2 (white: 0), H2 (empty; black connects there to H3,
# white connects G2 and H1: 1), two off the board: 3, a half eye; H2
# attacks and defends.
204 half_eye_data G1
#? [value +3\.00(\n.*)?]
205 topological_eye white G1
#? [3\.00 half attack H2 defense H2]
# The half eye as a space: `.` with its key point `!` (0011).
206 eval_eye G1
#? [0 1 H2 H2]
# The eight points D3-F4, E2, E1 are two eyes whatever happens.
207 eval_eye E3
#? [2 2]

# optics_center_false.sgf (9x9): E5 surrounded by white, diagonals D6
# (black, joined to the black wall above: 2), F4 (black, joined below:
# 2), D4 and F6 white (0): 4, a false eye in the centre.
loadsgf games/optics_center_false.sgf
211 half_eye_data E5
#? [value +4\.00(\n.*)?]
212 topological_eye white E5
#? [4\.00 false]
213 eval_eye E5
#? [0 0]
# optics_center_half.sgf: the same with F4 empty (black F4 joins F3,
# white F4 joins E4 and F5: 1): 2 + 1 = 3, a half eye, F4 vital.
loadsgf games/optics_center_half.sgf
221 half_eye_data E5
#? [value +3\.00(\n.*)?]
222 topological_eye white E5
#? [3\.00 half attack F4 defense F4]
223 eval_eye E5
#? [0 1 F4 F4]

# --- 3. Eye topology with ko ---------------------------------------------
# optics_ko_*.sgf (9x9): the diagrams of "Eye Topology with Ko", centred
# on the eye E5 (white D5 E4 E6 F5 around it); black walls on rows 7-8
# and 2-3, white's left group (eye A5) and right group (eye J5) in rows
# 4-6.  Diagonals: D6 (upper left), F6 (upper right), D4 (lower left),
# F4 (lower right, always white: 0).  With a = 3/4, b = 5/4:
#   ko good for white, a: the diagonal empty, a white stone beyond it in
#     atari (D7 or D3) that black captures by ko;
#   ko good for black, b: a black stone on the diagonal in atari (its
#     liberty D7 or D3) that white captures by ko;
#   open, 1: empty, both can play there safely; black stone, 2.
# Attack/defense points: of the contested diagonals, the most urgent
# kind (1, then for the attacker a before b, for the defender b before
# a), as GNU Go's topological_eye stores them.  Moves: for a, D6/D4 (the
# ko capture, the connection); for b, D7/D3 (connect, capture).
#
# (a) D6 open (1), D4 ko a: 1 + a.
loadsgf games/optics_ko_a.sgf
# After white D6 the joined group has the three eyes A5, E5 and J5 and
# cannot be captured at all (a reading that once found a ko there scored
# D6 as b and the eye 2.00).
301 topological_eye white E5
#? [1\.75 proper attack D6 defense D6]
302 half_eye_data E5
#? [value +1\.75(\n.*)?]
# (a') D6 open (1), D4 black stone, ko b: 1 + b.
loadsgf games/optics_ko_a1.sgf
303 topological_eye white E5
#? [2\.25 proper-half attack D6 defense D6]
304 half_eye_data E5
#? [value +2\.25(\n.*)?]
# (b) D6 black stone (2), D4 ko a: 2 + a.
loadsgf games/optics_ko_b.sgf
305 topological_eye white E5
#? [2\.75 proper-half attack D4 defense D4]
306 half_eye_data E5
#? [value +2\.75(\n.*)?]
# (b') D6 black (2), D4 ko b: 2 + b.
loadsgf games/optics_ko_b1.sgf
307 topological_eye white E5
#? [3\.25 half-false attack D3 defense D3]
308 half_eye_data E5
#? [value +3\.25(\n.*)?]
# (c) D6 ko a, D4 ko a: 2a.  Both kos equally urgent.
loadsgf games/optics_ko_c.sgf
309 topological_eye white E5
#? [1\.50 proper attack (D4 D6|D6 D4) defense (D4 D6|D6 D4)]
310 half_eye_data E5
#? [value +1\.50(\n.*)?]
# (c') D6 ko a, D4 ko b: a + b.  Black attacks the a ko (D6), white
# defends the b ko (captures at D3).
loadsgf games/optics_ko_c1.sgf
311 topological_eye white E5
#? [2\.00 proper attack D6 defense D3]
312 half_eye_data E5
#? [value +2\.00(\n.*)?]
# (c'') D6 ko b, D4 ko b: 2b.
loadsgf games/optics_ko_c2.sgf
313 topological_eye white E5
#? [2\.50 proper-half attack (D3 D7|D7 D3) defense (D3 D7|D7 D3)]
314 half_eye_data E5
#? [value +2\.50(\n.*)?]
# (d) F6 open (1; black G6), D6 ko a, D4 ko a: 1 + 2a.
loadsgf games/optics_ko_d.sgf
315 topological_eye white E5
#? [2\.50 proper-half attack F6 defense F6]
316 half_eye_data E5
#? [value +2\.50(\n.*)?]
# (d') F6 open, D6 ko a, D4 ko b: 1 + a + b.
loadsgf games/optics_ko_d1.sgf
317 topological_eye white E5
#? [3\.00 half attack F6 defense F6]
318 half_eye_data E5
#? [value +3\.00(\n.*)?]
# (d'') F6 open, D6 ko b, D4 ko b: 1 + 2b.
loadsgf games/optics_ko_d2.sgf
# After white F6 the right group has the two eyes E5 and J5 and cannot
# be captured (a reading that once found a ko there scored F6 as b).
319 topological_eye white E5
#? [3\.50 half-false attack F6 defense F6]
320 half_eye_data E5
#? [value +3\.50(\n.*)?]
# (e) F6 black (2), D6 ko a, D4 ko a: 2 + 2a.
loadsgf games/optics_ko_e.sgf
321 topological_eye white E5
#? [3\.50 half-false attack (D4 D6|D6 D4) defense (D4 D6|D6 D4)]
322 half_eye_data E5
#? [value +3\.50(\n.*)?]
# (e') F6 black, D6 ko a, D4 ko b: 2 + a + b.
loadsgf games/optics_ko_e1.sgf
323 topological_eye white E5
#? [4\.00 false attack D6 defense D3]
324 half_eye_data E5
#? [value +4\.00(\n.*)?]
# (e'') F6 black, D6 ko b, D4 ko b: 2 + 2b.
loadsgf games/optics_ko_e2.sgf
325 topological_eye white E5
#? [4\.50 false attack (D3 D7|D7 D3) defense (D3 D7|D7 D3)]
326 half_eye_data E5
#? [value +4\.50(\n.*)?]

# --- 4. False margins ------------------------------------------------------
# optics_false_margin.sgf (9x9): the diagram of "False Margins" on the
# bottom edge: white C2-F2 over C1 (white), D1 (dead black, in atari),
# E1 (a), F1 (black, liberties E1 and G1, next to the black G2 H2 J2).
# White cannot capture F1 (G1 is self-atari; E1 takes D1, then black
# connects at G1).  Black at E1 would make D1 E1 F1 a string with the
# one liberty G1: E1 is a false margin, the space is (X), not (X!).
loadsgf games/optics_false_margin.sgf
401 eye_data white E1
#? [origin +PASS(\n.*)?]
402 eye_data white D1
#? [origin +D1(\n.*)?]
# (X): black cannot play E1, white captures D1 at E1 when it likes and
# D1 becomes an eye: 1111 (GNU Go agrees, by its size rule: esize 1, no
# margin).  The graph `X` alone would keep the stone for ever; Megane
# draws D1's last liberty E1 beside it as a point only white can use.
403 eval_eye D1
#? [1 1]

# --- 5. Domains --------------------------------------------------------------
# optics_domains.sgf (13x13): white wall rows 10-12, black wall row 6;
# black B9 and E9 (F9) make a two-space jump under the white wall, joined
# down to row 6.  C9 and D9 (a and b) have white influence (next to the
# wall); D8 (e, under b) must not get it: black u = B9 and c = E9.  D8 is
# black's (next to nothing white), so not in white's eye space.
loadsgf games/optics_domains.sgf
501 eye_data white D8
#? [origin +PASS(\n.*)?]
# b itself is white's (next to D10) and black's (next to E9): a margin of
# a one-point space.
502 eye_data white D9
#? [origin +D9(\n.*)?]
# C8 likewise stays out (its pairs C9/B9 and C9/D9 both touch black).
503 eye_data white C8
#? [origin +PASS(\n.*)?]

# --- 6. Captured stones inside eye spaces ------------------------------------
# optics_values_a.sgf: E1 F1 G1 with a dead black stone at F1 (libs E1,
# G1): `.X.` (1111).  White first: E1 ataris, G1 takes, F1 is an eye.
# Black first: E1 (or G1) makes two stones in atari, white takes them:
# a two-point eye.  One eye either way.
loadsgf games/optics_values_a.sgf
601 eval_eye E1
#? [1 1]
# The dead stone is part of white's eye space.
602 eye_data white F1
#? [origin +E1(\n.*)?]
# optics_values_c.sgf: the four dead stones H6-L6 belong to the space
# of F6 (the 0222 above).
loadsgf games/optics_values_c.sgf
603 eye_data white J6
#? [origin +F6(\n.*)?]
# And not to black's: dead stones are invisible to the domains.
604 eye_data black J6
#? [origin +PASS(\n.*)?]

# --- 7. Domains: the knight's move caveat and the corner -------------------
# optics_knight.sgf (13x13): a white wall fills rows 3-12 (eyes on row 13);
# under it black crawls on the first line: A1-C1, E1-H1 and L1-N1, all
# lively (many liberties along row 2).  Row 2 is next to the wall, so it
# has white influence everywhere.
loadsgf games/optics_knight.sgf
# D1 between C1 and E1: black's (next to both).  White could reach it
# only through a pair of adjoining second-line points: (D2, C2) or
# (D2, E2) (pairs using first-line points do not count).  Both pairs have
# white influence, but each has a lively black stone at the point next to
# D1 and to its diagonal member (C1 for C2, E1 for E2): the knight's move
# caveat blocks both, so D1 is black's alone and outside white's space
# (D2 above it only becomes a margin).
701 eye_data white D1
#? [origin +PASS(\n.*)?]
# Control: K1 has black L1 on its right but nothing at J1.  The pair
# (K2, J2) has white influence and no lively black stone at J1 (and no
# two-space jump: H2 and L2 are empty), so K1 gets white influence; with
# black's from L1 it is a margin of white's space, since it touches K2,
# which black cannot reach (black's only way would be pairs with first
# line points).  The space is H2 J2 K2 J1 K1 L2, origin H2.
702 eye_data white K1
#? [origin +H2(\n.*)?]

# optics_corner.sgf (13x13): white group on the bottom rows, black above
# (row 5, M4 N4 N3 N2).  Lower left: white A3 B3 C3 C2 C1 enclose the
# empty A1 B1 A2 B2.  Lower right: white L1 L2 L3 M3 and the lively black
# N2 (joined to N3 and up) leave M1 N1 M2.
loadsgf games/optics_corner.sgf
# A1's neighbours B1 and A2 lie on the first line, so the ordinary pair
# rule cannot give it influence: only the corner rule can.  B1 (next to
# C1) and A2 (next to A3) have white influence and there is no black stone
# at B1, A2 or B2, so A1 is white's: the square four A2 B2 A1 B1 (1112).
711 eye_data white A1
#? [origin +A2(\n.*)?]
# N1: M1 has white influence (next to L1), but a lively black stone sits
# at N2, so the corner rule gives nothing; N1 is black's (next to N2).
712 eye_data white N1
#? [origin +PASS(\n.*)?]
713 eye_data black N1
#? [origin +N1(\n.*)?]

# --- 8. A marginal dead stone whose vital point is suicide -----------------
# optics_dead_margin.sgf (13x13): white's space G8 G7 G6 holds two dead
# black stones, G8 and G6, each with the one liberty G7.  G8 is a false
# eye (its diagonals F9 and H9 are lively black stones), so it is a
# margin: the graph is `$.X`.  As a graph, whose `$` is joined to the
# outside, that is 0011: black's G7 connects both stones out.  On the
# board black G7 is suicide (G8 is not joined to anything), so black
# cannot start the fight; white's G7 takes both stones and leaves one
# real eye at G6 (G8 stays false): one eye whoever moves first, 1111.
# GNU Go agrees (its hand-made database says 1111 for `$.X`).
loadsgf games/optics_dead_margin.sgf
801 eval_eye G7
#? [1 1]
802 eye_data white G6
#? [origin +G8(\n.*)?]

# --- 9. Where Megane and GNU Go 3.8 disagree ------------------------------------
# scripts/optics_diff.py compares both engines at every vertex of 232
# positions (optics.tst's, and 20 GNU Go self-play games made by
# scripts/selfplay_games.py in target/selfplay, middle and late).  Each
# disagreement was replayed in both engines and traced to its cause; the
# classes, with how often each occurs and which answer is right:
#
# 1. Tactical reading (30 groups of points in 8 positions).  A string near
#    the space gets another attack or defense code (or inessential flag),
#    so it is lively in one engine and not in the other, and the domains
#    and spaces around it differ.  E.g. gnugo-13x13-l1-s0-01 before move
#    85, the three-liberty string M4: GNU Go says it can be taken and not
#    saved, Megane finds the defense M3.  Reading, not optics; the
#    reading.tst figures of Megane's issue on reading cover it.
# 2. The value of the graph (110 space origins).  GNU Go takes values from
#    its hand-written database; the local game of the same graph, read by
#    GNU Go's own analyze_eyegraph as by Megane, gives Megane's value.  E.g.
#    `X.X` with suicide forbidden (GNU Go's file assumes the attacker may
#    fill the middle and sees 1222; the move is suicide, 2222), and the
#    rectangular six in the corner of incident73 (file 2222, local game
#    1222).  Megane is right by the rules (patterns/README.md has the
#    database classes).
# 3. The board edge and outer liberties (22 origins).  Megane reads the
#    graph with the board's edge (an edge point needs fewer bad diagonals
#    to be false) and with the owner's real outer liberties; GNU Go
#    matches graphs without them.  E.g. gnugo-9x9-l1-s0-01 before move 40,
#    the corner space A9 B9 with margin A8: GNU Go 0111 (the value off the
#    edge), Megane 0011 (once black stands at A8, B9 on the edge is a
#    false eye).  Megane is right.
# 4. The choice among vital points (67 eval_eye answers).  Both points are
#    vital by analyze_eyegraph (e.g. `!.` `.!` in a bent line: both margins
#    are marked); the engines break the tie differently.  Equal.
# 5. Half eyes on the edge (10 half_eye_data records, 9 values).
#    gnugo-13x13-l1-s0-01 before move 74, G13 on the top edge: GNU Go
#    counts its diagonals 2.00 (a proper eye); Megane 3.00, a half eye,
#    because white can play the diagonal H12 safely and an edge point is
#    false with one bad diagonal: black needs both H13 and H12, so the
#    space is 0001, not GNU Go's 0011.  Megane is right.
# 6. Spaces of 9 or 10 points (3 origins) get Megane's size estimate (the
#    local game is not read past 8 points, to keep the analysis 7x faster
#    than GNU Go's); GNU Go's database value is closer there.  GNU Go is
#    right here, but reading spaces of up to 12 points made the whole
#    analysis about 15 times slower and agreed less with GNU Go overall.
# 7. Smaller classes left open: a margin flag differing with no tactical
#    difference nearby (4 groups; GNU Go sees a half eye where Megane sees
#    a false eye), half eyes refined differently in both (4 origins), and
#    spaces made only of dead stones (2 origins, where Megane's rule of
#    section 4's test 403 gives the owner one more move than GNU Go's
#    1111).
# 8. half_eye_data 10.00 (5 records): GNU Go did not compute the point,
#    mostly a consequence of class 1.
