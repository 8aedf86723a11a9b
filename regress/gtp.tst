# Megane regression suite: the rules of the board as GTP shows them.
#
# Liberties, captures (single, multiple, several strings at once), suicide
# (single and multi-stone, and the capture that is not suicide), simple ko
# (its ban, its end after another move, undo bringing it back), undo and
# the move history, all_legal, and what the commands answer after an
# error.  Every answer here is also GNU Go 3.8's.  A test whose answer is
# an error (`? ...`) lives in tests/regress_errors.rs instead, where it is
# replayed with the same commands before it (GoGui's gogui-regress counts
# every error answer as a failure); a comment marks its place here.

# --- Protocol --------------------------------------------------------------
101 protocol_version
#? [2]
102 known_command is_legal
#? [true]
103 known_command no_such_command
#? [false]
# 104 (an error answer) is in tests/regress_errors.rs

# --- An empty board --------------------------------------------------------
boardsize 9
clear_board
komi 6.5
110 query_boardsize
#? [9]
111 get_komi
#? [6\.5]
112 list_stones black
#? []
113 is_legal b a1
#? [1]
114 is_legal w j9
#? [1]
# 115, 116 (error answers) are in tests/regress_errors.rs
117 color e5
#? [empty]
# 118 (an error answer) is in tests/regress_errors.rs
119 is_legal b pass
#? [1]

# --- Liberties of single stones and strings ---------------------------------
boardsize 9
clear_board
play b e5
201 countlib e5
#? [4]
202 findlib e5
#? [E6 D5 F5 E4]
play b a1
203 countlib a1
#? [2]
204 findlib a1
#? [A2 B1]
play b e1
205 countlib e1
#? [3]
play b e4
206 countlib e5
#? [6]
207 findlib e4
#? [E6 D5 F5 D4 F4 E3]
play w e3
208 countlib e4
#? [5]
209 countlib e3
#? [3]
210 color e3
#? [white]
211 list_stones black
#? [E5 E4 A1 E1]

# --- Capturing one stone -----------------------------------------------------
boardsize 9
clear_board
play b e5
play w e6
play w d5
play w f5
301 countlib e5
#? [1]
302 findlib e5
#? [E4]
303 is_legal w e4
#? [1]
play w e4
304 color e5
#? [empty]
305 captures white
#? [1]
306 captures black
#? [0]
307 list_stones black
#? []
308 list_stones white
#? [E6 D5 F5 E4]
309 countlib e4
#? [4]
310 last_move
#? [white E4]
# Black E5 would now be suicide (E4 keeps three liberties); white may fill.
311 is_legal b e5
#? [0]
312 is_legal w e5
#? [1]

# --- Capturing a string of three on the edge ---------------------------------
boardsize 9
clear_board
play b c1
play w c2
play b d1
play w d2
play b e1
play w e2
play w b1
401 countlib d1
#? [1]
402 findlib c1
#? [F1]
play w f1
403 list_stones black
#? []
404 captures white
#? [3]
405 findlib e2
#? [C3 D3 E3 B2 F2 C1 D1 E1]
406 is_legal b d1
#? [1]

# --- Capturing two strings with one move -------------------------------------
boardsize 9
clear_board
play w a1
play w c1
play b a2
play b b2
play b c2
play b d1
501 countlib a1
#? [1]
502 countlib c1
#? [1]
503 is_legal b b1
#? [1]
play b b1
504 captures black
#? [2]
505 list_stones white
#? []
506 findlib b1
#? [A3 B3 C3 D2 A1 C1]
507 countlib d1
#? [3]

# --- Suicide -------------------------------------------------------------------
boardsize 9
clear_board
play w a2
play w b1
601 is_legal b a1
#? [0]
# 602 (an error answer) is in tests/regress_errors.rs
603 color a1
#? [empty]
604 is_legal w a1
#? [1]
# Multi-stone suicide: black B9 would join C9, whose last liberty it is.
play b c9
play w a9
play w d9
play w b8
play w c8
605 countlib c9
#? [1]
606 is_legal b b9
#? [0]
607 is_legal w b9
#? [1]
# A move without liberties that captures is no suicide.
boardsize 9
clear_board
play w a2
play w b1
play b a3
play b b2
play b c1
608 is_legal b a1
#? [1]
play b a1
609 captures black
#? [2]
610 countlib a1
#? [2]
611 list_stones white
#? []

# --- Ko --------------------------------------------------------------------------
# Black D6 C5 D4 around white D5; white E6 F5 E4 around the point E5.
boardsize 9
clear_board
play b d6
play w e6
play b c5
play w f5
play b d4
play w e4
play w d5
701 countlib d5
#? [1]
702 is_legal b e5
#? [1]
play b e5
703 captures black
#? [1]
704 color d5
#? [empty]
705 countlib e5
#? [1]
706 is_legal w d5
#? [0]
# 707 (an error answer) is in tests/regress_errors.rs
708 is_legal b d5
#? [1]
# A ko threat and its answer end the ban.
play w a1
play b a9
709 is_legal w d5
#? [1]
play w d5
710 captures white
#? [1]
711 color e5
#? [empty]
712 is_legal b e5
#? [0]
# Undo brings each earlier position back, with its own ko ban.
undo
713 color d5
#? [empty]
714 color e5
#? [black]
715 is_legal w d5
#? [1]
undo
undo
716 is_legal w d5
#? [0]
717 last_move
#? [black E5]
718 captures white
#? [0]
undo
719 color d5
#? [white]
720 is_legal b e5
#? [1]

# --- Undo and the move history ---------------------------------------------
boardsize 9
clear_board
play b c3
play w g7
play b pass
801 last_move
#? [black PASS]
802 move_history
#? [black PASS(\n.*)?]
undo
803 last_move
#? [white G7]
804 move_history
#? [white G7(\n.*)?]
undo
805 list_stones white
#? []
undo
# 806 (an error answer) is in tests/regress_errors.rs
807 list_stones black
#? []
# Undoing a capture puts the captured stone back.
play b e5
play w e6
play w d5
play w f5
play w e4
undo
808 color e5
#? [black]
809 captures white
#? [0]
810 countlib e5
#? [1]

# --- all_legal -----------------------------------------------------------------
boardsize 3
clear_board
901 all_legal black
#? [A3 B3 C3 A2 B2 C2 A1 B1 C1]
play b a2
play b b1
902 all_legal white
#? [A3 B3 C3 B2 C2 C1]
903 all_legal black
#? [A3 B3 C3 B2 C2 A1 C1]
play w b2
play w c1
904 countlib b1
#? [1]
905 all_legal white
#? [A3 B3 C3 C2 A1]
906 all_legal black
#? [A3 B3 C3 C2 A1]

# --- Errors ----------------------------------------------------------------------
boardsize 9
clear_board
# 1001, 1002, 1003 (error answers) are in tests/regress_errors.rs
1004 query_boardsize
#? [9]
play b e5
# 1005 (an error answer) is in tests/regress_errors.rs
1006 is_legal w e5
#? [0]
# 1007, 1008 (error answers) are in tests/regress_errors.rs
