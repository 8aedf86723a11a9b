//! Zobrist keys: one random 64-bit key per (color, point), XORed into the
//! position hash as stones come and go. Generated once from a fixed seed so
//! hashes are the same in every run (caches and tests can rely on that).

use super::coord::BOARD_LEN;
use once_cell::sync::Lazy;

pub(crate) static KEYS: Lazy<[[u64; BOARD_LEN]; 2]> = Lazy::new(|| {
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ 0x6D65_6761_6E65; // "megane"
    let mut keys = [[0u64; BOARD_LEN]; 2];
    for color in keys.iter_mut() {
        for key in color.iter_mut() {
            *key = splitmix64(&mut state);
        }
    }
    keys
});

/// Keys for the ko point, so that reading caches can tell apart positions
/// that differ only in which point is forbidden.
pub(crate) static KO_KEYS: Lazy<[u64; BOARD_LEN]> = Lazy::new(|| {
    let mut state = 0x0123_4567_89AB_CDEFu64;
    let mut keys = [0u64; BOARD_LEN];
    for key in keys.iter_mut() {
        *key = splitmix64(&mut state);
    }
    keys
});

/// A small, well-mixed generator (Steele et al.): good enough for keys.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    finalize(*state)
}

/// One step of [`splitmix64`] from `x`: spreads a small number over all
/// 64 bits (the keys of memos and tables built from sums of such words).
pub fn mix(x: u64) -> u64 {
    finalize(x.wrapping_add(0x9E37_79B9_7F4A_7C15))
}

fn finalize(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
