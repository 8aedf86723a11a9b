/* The search of scripts/ld_solve.py, in C for speed (same rules, same
 * results; see ld_solve.py's docstring).  Built on demand by ld_solve.py
 * with the system's C compiler (cc -O2); a development tool only.
 *
 * Input (stdin, whitespace separated):
 *   n
 *   nb[0] .. nb[n-1]          neighbour masks within the region
 *   wall_adj d0 a0 key        masks
 *   q                         number of queries, then q lines:
 *   att d a ko                mover (1 attacker), position, ko point (-1)
 * Output: one line per query: the mover's code (0..3).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;

static int n;
static u64 nb[64], full, wall_adj, key;
static int order[64];

static u64 nbmask(u64 m) {
    u64 out = 0;
    while (m) {
        int i = __builtin_ctzll(m);
        out |= nb[i];
        m &= m - 1;
    }
    return out;
}

static u64 flood(u64 start, u64 mask) {
    u64 s = start, front = start;
    while (front) {
        u64 nw = nbmask(front) & mask & ~s;
        s |= nw;
        front = nw;
    }
    return s;
}

/* returns 0 if illegal */
static int play(u64 d, u64 a, int p, int att, u64 *nd, u64 *na, int *nko) {
    u64 bit = 1ULL << p;
    if ((d | a) & bit) return 0;
    u64 own = att ? a : d, opp = att ? d : a;
    own |= bit;
    u64 empty = full & ~(own | opp);
    u64 captured = 0;
    u64 nbp = nb[p] & opp;
    while (nbp) {
        u64 low = nbp & -nbp;
        nbp &= nbp - 1;
        if (captured & low) continue;
        u64 s = flood(low, opp);
        if (!att && (s & wall_adj)) continue;
        if (!(nbmask(s) & empty)) captured |= s;
    }
    opp &= ~captured;
    empty = full & ~(own | opp);
    u64 mine = flood(bit, own);
    u64 libs = nbmask(mine) & empty;
    if (!libs && !(att && (mine & wall_adj))) return 0;
    int ko = -1;
    if (mine == bit && captured && !(captured & (captured - 1)) && libs == captured)
        ko = __builtin_ctzll(captured);
    if (att) { *nd = opp; *na = own; } else { *nd = own; *na = opp; }
    *nko = ko;
    return 1;
}

static int benson(u64 d, u64 a) {
    u64 empty = full & ~(d | a);
    u64 chains[64], regions[64], libs[64], bound[64];
    int nc = 0, nr = 0;
    u64 rest = d;
    while (rest) {
        u64 c = flood(rest & -rest, d);
        chains[nc] = c;
        libs[nc] = nbmask(c) & empty;
        nc++;
        rest &= ~c;
    }
    rest = full & ~d;
    while (rest) {
        u64 r = flood(rest & -rest, full & ~d);
        rest &= ~r;
        if (r & wall_adj) continue;
        regions[nr] = r;
        bound[nr] = nbmask(r) & d;
        nr++;
    }
    u64 alive = (nc == 64) ? ~0ULL : ((1ULL << nc) - 1);
    u64 live_r = (nr == 64) ? ~0ULL : ((1ULL << nr) - 1);
    for (;;) {
        int changed = 0;
        for (int ci = 0; ci < nc; ci++) {
            if (!(alive >> ci & 1)) continue;
            int vital = 0;
            for (int ri = 0; ri < nr; ri++) {
                if (!(live_r >> ri & 1)) continue;
                u64 e = regions[ri] & empty;
                if ((bound[ri] & chains[ci]) && !(e & ~libs[ci])) vital++;
            }
            if (vital < 2) { alive &= ~(1ULL << ci); changed = 1; }
        }
        u64 dead = 0;
        for (int ci = 0; ci < nc; ci++)
            if (!(alive >> ci & 1)) dead |= chains[ci];
        for (int ri = 0; ri < nr; ri++) {
            if ((live_r >> ri & 1) && (bound[ri] & dead)) {
                live_r &= ~(1ULL << ri);
                changed = 1;
            }
        }
        if (!changed) break;
    }
    for (int ci = 0; ci < nc; ci++)
        if ((alive >> ci & 1) && (chains[ci] & key)) return 1;
    return 0;
}

/* memo: open addressing, always replace */
typedef struct { u64 d, a; int8_t ko; uint8_t att; int8_t res; uint8_t used; } entry;
#define TBITS 22
#define TSIZE (1u << TBITS)
static entry *table[3];

static u64 hash(u64 d, u64 a, int ko, int att) {
    u64 h = d * 0x9E3779B97F4A7C15ULL ^ (a + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (u64)(ko + 2) * 0x165667B19E3779F9ULL ^ (u64)att * 0x27D4EB2F165667C5ULL;
    h ^= h >> 29;
    return h;
}

static int regime;  /* 0 N, 1 A (attacker threats), 2 D */

typedef struct { u64 d, a; int att; } pathent;
static pathent path[4096];
static int depth;

static int in_path(u64 d, u64 a, int att) {
    for (int i = 0; i < depth; i++)
        if (path[i].d == d && path[i].a == a && path[i].att == att) return 1;
    return 0;
}

static long nodes;

static int rec(u64 d, u64 a, int att, int ko) {
    if ((d & key) != key) return 1;
    entry *tab = table[regime];
    u64 h = hash(d, a, ko, att) & (TSIZE - 1);
    entry *e = &tab[h];
    if (e->used && e->d == d && e->a == a && e->ko == ko && e->att == att) return e->res;
    nodes++;
    int res;
    if (benson(d, a)) {
        res = 0;
    } else {
        if (depth >= 4095) { fprintf(stderr, "depth\n"); exit(3); }
        path[depth].d = d; path[depth].a = a; path[depth].att = att;
        depth++;
        u64 nd, na; int nko;
        if (att) {
            res = 0;
            for (int k = 0; k < n && !res; k++) {
                int p = order[k];
                if (p == ko && regime != 1) continue;
                if (!play(d, a, p, 1, &nd, &na, &nko)) continue;
                if (p != ko && in_path(nd, na, 0)) continue;
                if (rec(nd, na, 0, nko)) res = 1;
            }
        } else {
            res = 1;
            for (int k = 0; k < n && res; k++) {
                int p = order[k];
                if (p == ko && regime != 2) continue;
                if (!play(d, a, p, 0, &nd, &na, &nko)) continue;
                if (p != ko && in_path(nd, na, 1)) continue;
                if (!rec(nd, na, 1, nko)) res = 0;
            }
            if (res && !in_path(d, a, 1)) {
                if (!rec(d, a, 1, -1)) res = 0;
            }
        }
        depth--;
    }
    e = &tab[h];
    e->d = d; e->a = a; e->ko = (int8_t)ko; e->att = (uint8_t)att; e->res = (int8_t)res; e->used = 1;
    return res;
}

static int solve(u64 d, u64 a, int att, int ko, int reg) {
    regime = reg;
    depth = 0;
    return rec(d, a, att, ko);
}

static int code(u64 d, u64 a, int att, int ko) {
    if (att) {
        if (solve(d, a, 1, ko, 2)) return 1;
        if (solve(d, a, 1, ko, 0)) return 2;
        if (solve(d, a, 1, ko, 1)) return 3;
        return 0;
    }
    if (!solve(d, a, 0, ko, 1)) return 1;
    if (!solve(d, a, 0, ko, 0)) return 2;
    if (!solve(d, a, 0, ko, 2)) return 3;
    return 0;
}

int main(void) {
    unsigned long long x, y, z, w;
    if (scanf("%d", &n) != 1) return 2;
    for (int i = 0; i < n; i++) { scanf("%llu", &x); nb[i] = x; }
    scanf("%llu %llu %llu %llu", &x, &y, &z, &w);
    wall_adj = x;
    u64 d0 = y, a0 = z;
    key = w;
    (void)d0; (void)a0;
    full = (n == 64) ? ~0ULL : ((1ULL << n) - 1);
    int deg[64];
    for (int i = 0; i < n; i++) { deg[i] = __builtin_popcountll(nb[i]); order[i] = i; }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (deg[order[j]] > deg[order[i]]) { int t = order[i]; order[i] = order[j]; order[j] = t; }
    /* LD_SEED=k: another move order (a check that no result depends on
       the order, as a repetition on the line read could make it) */
    const char *seed = getenv("LD_SEED");
    if (seed && atoi(seed)) {
        srand((unsigned)atoi(seed));
        for (int i = n - 1; i > 0; i--) {
            int j = rand() % (i + 1);
            int t = order[i]; order[i] = order[j]; order[j] = t;
        }
    }
    for (int r = 0; r < 3; r++) {
        table[r] = calloc(TSIZE, sizeof(entry));
        if (!table[r]) return 2;
    }
    int q;
    scanf("%d", &q);
    for (int i = 0; i < q; i++) {
        int att, ko;
        scanf("%d %llu %llu %d", &att, &x, &y, &ko);
        printf("%d\n", code(x, y, att, ko));
        fflush(stdout);
    }
    fprintf(stderr, "nodes %ld\n", nodes);
    return 0;
}
