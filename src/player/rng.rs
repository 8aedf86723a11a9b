//! A tiny, fast, deterministic pseudo-random generator for playouts.
//!
//! This is wyrand (Wang Yi's generator from wyhash): one add and one
//! 64x64->128 multiply per output, a period of 2^64, and good statistical
//! quality for Monte Carlo use. Not cryptographic. Every seed, including 0,
//! is fine, and the same seed always gives the same sequence on every
//! platform, which is what makes playouts reproducible.
//!
//! Why not the `fastrand` crate, which is also wyrand: its 2.x releases
//! use the constants of a later wyhash (0x2d35_8dcc_aa6c_78a5, ...) where
//! this generator and fastrand 1.x use the first ones, so switching would
//! change every move chosen at a fixed seed — the answers `regress/play.tst`
//! and the determinism tests were checked against, and every recorded
//! match — for no gain in speed or quality; and 1.x (identical output
//! for output) is superseded. These forty lines are the whole generator,
//! tested below.

/// Deterministic PRNG (wyrand).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

const WY_ADD: u64 = 0xa076_1d64_78bd_642f;
const WY_XOR: u64 = 0xe703_7ed1_a0b4_28db;

impl Rng {
    /// A generator whose sequence is fixed by `seed`.
    #[inline]
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(WY_ADD);
        let t = (self.state as u128).wrapping_mul((self.state ^ WY_XOR) as u128);
        ((t >> 64) as u64) ^ (t as u64)
    }

    /// A uniformly distributed integer in `0..n`. Panics if `n == 0`.
    ///
    /// Lemire's multiply-shift with the rejection step, so the result is
    /// exactly uniform; the rejection branch is taken with probability
    /// below n / 2^64, so in practice this is one multiply.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        let n = n as u64;
        let mut m = (self.next_u64() as u128) * (n as u128);
        if (m as u64) < n {
            // Values of the low word below 2^64 mod n are over-represented.
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = (self.next_u64() as u128) * (n as u128);
            }
        }
        (m >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        for _ in 0..1000 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn different_seeds_differ() {
        let mut a = Rng::new(1);
        let mut b = Rng::new(2);
        let same = (0..100).filter(|_| a.next_u64() == b.next_u64()).count();
        assert_eq!(same, 0);
    }

    #[test]
    fn zero_seed_is_usable() {
        let mut r = Rng::new(0);
        let xs: Vec<u64> = (0..8).map(|_| r.next_u64()).collect();
        assert!(xs.iter().all(|&x| x != 0));
        let mut sorted = xs.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), xs.len());
    }

    #[test]
    fn known_values_are_stable() {
        // Pins the algorithm: reproducibility across versions matters
        // (tests and benchmarks rely on fixed seeds).
        let mut r = Rng::new(0);
        let first = r.next_u64();
        let mut again = Rng::new(0);
        assert_eq!(first, again.next_u64());
        // wyrand from state 0: state = WY_ADD, then the 128-bit fold.
        let s = WY_ADD as u128;
        let t = s * ((WY_ADD ^ WY_XOR) as u128);
        assert_eq!(first, ((t >> 64) as u64) ^ (t as u64));
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = Rng::new(7);
        for n in 1..200usize {
            for _ in 0..50 {
                assert!(r.below(n) < n);
            }
        }
        assert_eq!(r.below(1), 0);
        for _ in 0..100 {
            let _ = r.below(usize::MAX);
        }
    }

    #[test]
    #[should_panic]
    fn below_zero_panics() {
        Rng::new(0).below(0);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = Rng::new(12345);
        let n = 361;
        let draws = 361 * 1000;
        let mut hist = vec![0u32; n];
        for _ in 0..draws {
            hist[r.below(n)] += 1;
        }
        // Expected 1000 per bucket, sd ~31.6: allow a wide 6-sigma band.
        for (i, &h) in hist.iter().enumerate() {
            assert!((810..=1190).contains(&h), "bucket {i} got {h}");
        }
        // Chi-square with 360 degrees of freedom: mean 360, sd ~27.
        let chi: f64 = hist
            .iter()
            .map(|&h| (h as f64 - 1000.0).powi(2) / 1000.0)
            .sum();
        assert!(chi < 360.0 + 6.0 * 27.0, "chi-square {chi}");
    }

    #[test]
    fn bits_are_balanced() {
        let mut r = Rng::new(99);
        let mut ones = [0u32; 64];
        let draws = 20_000;
        for _ in 0..draws {
            let x = r.next_u64();
            for (b, o) in ones.iter_mut().enumerate() {
                *o += ((x >> b) & 1) as u32;
            }
        }
        for (b, &o) in ones.iter().enumerate() {
            // Expected 10000, sd ~71.
            assert!((9500..=10500).contains(&o), "bit {b} set {o} times");
        }
    }
}
