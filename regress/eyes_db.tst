# Megane regression suite: the eye-shape database (patterns/eyes.db) and
# the lookup behind the eye analysis, through `eye_shape GRAPH` (Megane's
# own command: the value, where it came from, the graph with its vital
# points).  See patterns/README.md.
#
# Section 2 holds one witness per class of difference between Megane and
# GNU Go's hand-written eyes-3.8.db / eyes-3.9.db.  In each, GNU Go 3.8's
# own reading (`analyze_eyegraph`) gives Megane's value, not its file's.

# --- 1. Where answers come from -----------------------------------------
# Shapes of up to five points come from the database, whatever their
# drawing: the straight three, bent; a margin and two points, straight
# and turned.  Six points in a corner are read.
101 eye_shape ...
#? [1122 database(\n.*)?]
102 eye_shape .%..
#? [1122 database(\n.*)?]
103 eye_shape !%.%.
#? [0111 database(\n.*)?]
104 eye_shape !..
#? [0111 database(\n.*)?]
105 eye_shape |...%|...%+---
#? [1222 reading(\n.*)?]
# Seven in a row is beyond the database: read, then remembered however
# it is drawn.
106 eye_shape .......
#? [2222 reading(\n.*)?]
107 eye_shape ....%OOO.%OOO.%OOO.
#? [2222 remembered(\n.*)?]
# More than 24 vertices: the reading refuses, the estimate answers.
108 eye_shape .........%.........%.........
#? [2222 estimate(\n.*)?]
# Bad input is an error; the session goes on.
# 109, 110 (error answers: `.?.`, no graph) are in tests/regress_errors.rs
111 eye_shape ...
#? [1122 database(\n.*)?]

# --- 2. Megane against GNU Go's files -------------------------------------
# Suicide (eyes-3.8.db: `X.X` 1222).  The attacker's stone in the middle
# would have no liberty and capture nothing (the wall has outer
# liberties): illegal.  The defender has two eyes whatever the attacker
# does: 2222.  The file's 1222 holds only where suicide is allowed (the
# three stones vanish and leave a straight three).
201 eye_shape X.X
#? [2222 database(\n.*)?]
202 eye_shape XX%X.X
#? [2222 reading(\n.*)?]
# A wildcard that claims too much (eyes-3.8.db: `xx` over `xx` 1111).
# With four empty points the square is one eye whoever starts, but two
# defender moves make two: 1112.  The file's 1111 holds for some fillings
# of its wildcards (two attacker stones side by side), not all: one
# stone, or two on a diagonal, give other values.
203 eye_shape ..%..
#? [1112 database(\n.*)?]
204 eye_shape XX%..
#? [1111 database(\n.*)?]
205 eye_shape X.%..
#? [1112 database(\n.*)?]
206 eye_shape X.%.X
#? [1122 database(\n.*)?]
# Surroundings: ko in the corner (eyes-3.8.db: the bent four `|.` over `|...` 1122).
# With two outer liberties the defender need not fight the ko: after X B1,
# O C1 leaves X's stones in atari and X must fill an outer liberty first
# (see regress/analyze_eyegraph.tst, 1001 to 1012): 1222.
207 eye_shape |.%|...%+---
#? [1222 database(\n.*)?]
# Vital points: GNU Go's files mark only points that change the value;
# Megane marks threats too.  Straight four: no point changes 2222 for the
# defender, but X's threat at either middle point is marked (1222).
208 eye_shape ....
#? [1222 database(\n.*)?]
# A hand-entered value the local game does not give (eyes-3.8.db: `@X.$`
# 0011).  One defender move does not make the eye; two in a row do: 0001,
# as GNU Go 3.8's analyze_eyegraph also reads.
209 eye_shape !X.$
#? [0001 database(\n.*)?]
