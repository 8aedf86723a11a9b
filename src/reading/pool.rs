//! Lists of points lent out and taken back: every node of the search
//! builds several short lists (liberties, neighbours, candidate moves),
//! and allocating and freeing each one cost about a tenth of all reading
//! time. A [`Points`] list goes back to the thread's pool when dropped,
//! emptied but with its capacity, for the next node to take.

use crate::board::Vertex;
use std::cell::RefCell;
use std::ops::{Deref, DerefMut};

/// Lists kept in the pool at most (a search holds a few per depth).
const KEPT: usize = 256;

thread_local! {
    static POOL: RefCell<Vec<Vec<Vertex>>> = const { RefCell::new(Vec::new()) };
}

/// An empty list of points from the pool, returned to it when dropped.
#[derive(Debug)]
pub(super) struct Points(Vec<Vertex>);

/// An empty list of points, from the pool when it has one.
pub(super) fn points() -> Points {
    let list = POOL
        .with(|pool| pool.borrow_mut().pop())
        .unwrap_or_default();
    Points(list)
}

impl Drop for Points {
    fn drop(&mut self) {
        let mut list = std::mem::take(&mut self.0);
        list.clear();
        POOL.with(|pool| {
            let mut pool = pool.borrow_mut();
            if pool.len() < KEPT {
                pool.push(list);
            }
        });
    }
}

impl Deref for Points {
    type Target = Vec<Vertex>;

    fn deref(&self) -> &Vec<Vertex> {
        &self.0
    }
}

impl DerefMut for Points {
    fn deref_mut(&mut self) -> &mut Vec<Vertex> {
        &mut self.0
    }
}

impl<'a> IntoIterator for &'a Points {
    type Item = &'a Vertex;
    type IntoIter = std::slice::Iter<'a, Vertex>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
