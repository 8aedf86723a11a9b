//! The reading cache's table: open addressing over 16-byte slots, each a
//! key's Zobrist hash and one word holding the rest of the key and the
//! entry. A lookup that misses the processor's caches (most do: the table
//! grows to tens of megabytes) costs one memory line, where a general
//! hash map paid two (its control bytes, then the bucket) and twice the
//! room. It behaves as a map: a key's last insert is what `get` returns.

/// Bit set in every occupied slot's second word.
const OCCUPIED: u64 = 1 << 63;

/// Bits of the second word holding the key's fields besides the hash.
pub(super) const KEY_BITS: u32 = 38;

/// Bits left for the value, below [`OCCUPIED`].
pub(super) const VALUE_BITS: u32 = 63 - KEY_BITS;

const KEY_MASK: u64 = (1 << KEY_BITS) - 1;

/// A map from (hash, small key) to a small value: `small` below
/// 2^[`KEY_BITS`], the value below 2^[`VALUE_BITS`].
pub(super) struct Table {
    /// A power of two of slots, at most half of them occupied.
    slots: Vec<[u64; 2]>,
    len: usize,
    /// 64 minus log2 of the slot count: a key's first slot is the top
    /// bits of its mixed hash.
    shift: u32,
}

impl Table {
    /// Room for `n` entries before the first growth.
    pub(super) fn with_capacity(n: usize) -> Table {
        let slots = (2 * n).next_power_of_two().max(2);
        Table {
            // All zero: calloc'ed, touched only where used.
            slots: vec![[0; 2]; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Empties the table, keeping its room.
    pub(super) fn clear(&mut self) {
        if self.len > 0 {
            self.slots.fill([0; 2]);
            self.len = 0;
        }
    }

    /// The first slot to look at: the top bits of the hash, a Zobrist
    /// key (random). The small fields are left out, so that the keys of
    /// one position lie side by side and [`Table::prefetch`] can fetch
    /// them as soon as the position is on the board.
    #[inline]
    fn home(&self, hash: u64) -> usize {
        (hash >> self.shift) as usize
    }

    /// Asks the processor to bring the slots of `hash` into its cache,
    /// while the search does its other work at the node.
    #[inline]
    pub(super) fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let p = self.slots[self.home(hash)].as_ptr().cast::<i8>();
            // SAFETY: a prefetch is only a hint; it reads nothing and
            // cannot fault, and `p` points into the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    #[inline]
    pub(super) fn get(&self, hash: u64, small: u64) -> Option<u64> {
        debug_assert!(small <= KEY_MASK);
        let mask = self.slots.len() - 1;
        let mut i = self.home(hash);
        loop {
            let [h, rest] = self.slots[i];
            if rest & OCCUPIED == 0 {
                return None;
            }
            if h == hash && rest & KEY_MASK == small {
                return Some((rest & !OCCUPIED) >> KEY_BITS);
            }
            i = (i + 1) & mask;
        }
    }

    /// Sets the value of a key, replacing any it had.
    pub(super) fn insert(&mut self, hash: u64, small: u64, value: u64) {
        debug_assert!(small <= KEY_MASK && value < 1 << VALUE_BITS);
        let mask = self.slots.len() - 1;
        let mut i = self.home(hash);
        loop {
            let [h, rest] = self.slots[i];
            if rest & OCCUPIED == 0 {
                break;
            }
            if h == hash && rest & KEY_MASK == small {
                self.slots[i][1] = OCCUPIED | value << KEY_BITS | small;
                return;
            }
            i = (i + 1) & mask;
        }
        self.slots[i] = [hash, OCCUPIED | value << KEY_BITS | small];
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            self.grow();
        }
    }

    /// Doubles the slots and puts every entry back.
    fn grow(&mut self) {
        let doubled = vec![[0; 2]; 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.shift -= 1;
        let mask = self.slots.len() - 1;
        for [hash, rest] in old {
            if rest & OCCUPIED == 0 {
                continue;
            }
            let mut i = self.home(hash);
            while self.slots[i][1] & OCCUPIED != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = [hash, rest];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behaves_as_a_map_through_growth_and_clearing() {
        let mut t = Table::with_capacity(2);
        let keys: Vec<(u64, u64)> = (0..1000u64)
            .map(|i| (crate::board::mix(i) & !0xff, i % 7))
            .collect();
        for (n, &(h, s)) in keys.iter().enumerate() {
            t.insert(h, s, n as u64);
        }
        assert_eq!(t.len(), keys.len());
        t.insert(keys[3].0, keys[3].1, 99);
        assert_eq!(t.len(), keys.len());
        for (n, &(h, s)) in keys.iter().enumerate() {
            let want = if n == 3 { 99 } else { n as u64 };
            assert_eq!(t.get(h, s), Some(want));
        }
        assert_eq!(t.get(keys[0].0, 7), None);
        t.clear();
        assert_eq!(t.len(), 0);
        assert_eq!(t.get(keys[5].0, keys[5].1), None);
    }
}
