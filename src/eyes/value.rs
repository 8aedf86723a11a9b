//! Eye values: the four digits of eyes.texi, "Eye Local Game Values".

use std::fmt;

/// Number of eyes (capped at 2) a space yields when:
/// `a` the attacker moves first and may answer a tenuki with another move,
/// `b` the attacker moves first, `c` the defender moves first,
/// `d` the defender moves first and may answer a tenuki with another move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EyeValue {
    pub a: u8,
    pub b: u8,
    pub c: u8,
    pub d: u8,
}

impl EyeValue {
    pub const fn new(a: u8, b: u8, c: u8, d: u8) -> EyeValue {
        EyeValue { a, b, c, d }
    }

    /// The 15 meaningful values, from 0000 to 2222.
    pub const ALL: [EyeValue; 15] = [
        EyeValue::new(0, 0, 0, 0),
        EyeValue::new(0, 0, 0, 1),
        EyeValue::new(0, 0, 0, 2),
        EyeValue::new(0, 0, 1, 1),
        EyeValue::new(0, 0, 1, 2),
        EyeValue::new(0, 0, 2, 2),
        EyeValue::new(0, 1, 1, 1),
        EyeValue::new(0, 1, 1, 2),
        EyeValue::new(0, 1, 2, 2),
        EyeValue::new(0, 2, 2, 2),
        EyeValue::new(1, 1, 1, 1),
        EyeValue::new(1, 1, 1, 2),
        EyeValue::new(1, 1, 2, 2),
        EyeValue::new(1, 2, 2, 2),
        EyeValue::new(2, 2, 2, 2),
    ];

    /// Reads `abcd` digits, each 0..=2 and non-decreasing.
    pub fn parse(s: &str) -> Option<EyeValue> {
        let d: Vec<u8> = s.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        let v = match d[..] {
            [a, b, c, d] => EyeValue::new(a, b, c, d),
            _ => return None,
        };
        EyeValue::ALL.contains(&v).then_some(v)
    }
}

impl fmt::Display for EyeValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}{}", self.a, self.b, self.c, self.d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        for v in EyeValue::ALL {
            assert_eq!(EyeValue::parse(&v.to_string()), Some(v));
        }
        assert_eq!(EyeValue::parse("2111"), None);
        assert_eq!(EyeValue::parse("0003"), None);
        assert_eq!(EyeValue::parse("011"), None);
    }
}
