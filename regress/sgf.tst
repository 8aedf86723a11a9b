# Megane regression suite: loading games with loadsgf.
#
# Whole games and games stopped before a move number or before the first
# move at a vertex; the answer (the color to move); the position, captures,
# passes, komi, board size, setup stones (AB/AW, PL), handicap stones,
# variations (the main line is loaded); undo after a load; and a failed load
# that leaves the game as it was. The games are in games/ (hand-made).
# The tests whose answer is an error (`? ...`) are in tests/regress_errors.rs
# (GoGui's gogui-regress counts every error answer as a failure).

# --- simple.sgf: 9x9, komi 6.5, 11 moves (8 and 10 are passes) -------------
# 1 B E5, 2 W G7, 3 B C3, 4 W C7, 5 B G3, 6 W E7, 7 B C5, 8 W pass,
# 9 B D6, 10 W pass, 11 B G5.
101 loadsgf games/simple.sgf
#? [white]
102 query_boardsize
#? [9]
103 get_komi
#? [6\.5]
104 last_move
#? [black G5]
105 move_history
#? [black G5(\n.*)?]
106 list_stones black
#? [D6 C5 E5 G5 C3 G3]
107 list_stones white
#? [C7 E7 G7]
108 captures black
#? [0]

# Stopping before a move number: the answer is that move's player.
109 loadsgf games/simple.sgf 1
#? [black]
110 list_stones black
#? []
# 111 (an error answer) is in tests/regress_errors.rs
112 loadsgf games/simple.sgf 2
#? [white]
113 list_stones black
#? [E5]
114 loadsgf games/simple.sgf 4
#? [white]
115 last_move
#? [black C3]
116 list_stones white
#? [G7]
117 loadsgf games/simple.sgf 9
#? [black]
118 last_move
#? [white PASS]
119 loadsgf games/simple.sgf 11
#? [black]
120 last_move
#? [white PASS]
121 list_stones black
#? [D6 C5 E5 C3 G3]
# Past the end: the whole game.
122 loadsgf games/simple.sgf 12
#? [white]
123 last_move
#? [black G5]
124 loadsgf games/simple.sgf 100
#? [white]

# Stopping before the first move at a vertex.
125 loadsgf games/simple.sgf C7
#? [white]
126 last_move
#? [black C3]
127 loadsgf games/simple.sgf E5
#? [black]
128 list_stones black
#? []
129 loadsgf games/simple.sgf g5
#? [black]
130 list_stones black
#? [D6 C5 E5 C3 G3]
# Never played there: the whole game.
131 loadsgf games/simple.sgf A1
#? [white]
132 last_move
#? [black G5]

# --- capture.sgf: 9x9, komi 0; move 7 (B E5) captures W E6 ------------------
201 loadsgf games/capture.sgf
#? [black]
202 get_komi
#? [0\.0]
203 captures black
#? [1]
204 captures white
#? [0]
205 color e6
#? [empty]
206 countlib e5
#? [4]
207 is_legal w e6
#? [0]
208 list_stones white
#? [A1 B1 C1]
209 loadsgf games/capture.sgf 7
#? [black]
210 color e6
#? [white]
211 findlib e6
#? [E5]
212 captures black
#? [0]
# Undo after a load takes back the loaded moves, the capture too.
loadsgf games/capture.sgf
undo
undo
213 color e6
#? [white]
214 captures black
#? [0]
215 last_move
#? [white B1]

# --- small.sgf: 5x5; move 11 (B E5) takes three stones on the top edge -------
301 loadsgf games/small.sgf
#? [white]
302 query_boardsize
#? [5]
303 captures black
#? [3]
304 list_stones white
#? [E2 E1]
305 list_stones black
#? [A5 E5 A4 B4 C4 D4]
306 findlib a5
#? [B5 C5 D5 E4 A3 B3 C3 D3]
307 loadsgf games/small.sgf e5
#? [black]
308 countlib c5
#? [1]
309 findlib d5
#? [E5]

# --- setup.sgf: 13x13, setup stones only, PL[W] ------------------------------
401 loadsgf games/setup.sgf
#? [white]
402 query_boardsize
#? [13]
403 get_komi
#? [7\.5]
404 list_stones black
#? [C11 D11 C10]
405 list_stones white
#? [L4 K3 L3]
406 countlib c11
#? [7]
# 407, 408 (error answers) are in tests/regress_errors.rs

# --- handicap.sgf: 19x19, HA[2] AB[dp][pd], PL[W], then W D16, B Q4, W R14 ---
501 loadsgf games/handicap.sgf
#? [black]
502 query_boardsize
#? [19]
503 get_komi
#? [0\.5]
504 list_stones black
#? [Q16 D4 Q4]
505 list_stones white
#? [D16 R14]
506 loadsgf games/handicap.sgf 1
#? [white]
507 list_stones black
#? [Q16 D4]
508 loadsgf games/handicap.sgf 2
#? [black]
509 last_move
#? [white D16]

# --- variations.sgf: only the main line (B E5, W C7, B G3) is loaded --------
601 loadsgf games/variations.sgf
#? [white]
602 list_stones white
#? [C7]
603 color c3
#? [empty]
604 last_move
#? [black G3]

# --- A failed load changes nothing -------------------------------------------
loadsgf games/capture.sgf
# 701 (an error answer) is in tests/regress_errors.rs: loading
# games/no_such_file.sgf here fails, and 702 to 704 answer the same after it.
702 query_boardsize
#? [9]
703 last_move
#? [white C1]
704 captures black
#? [1]
