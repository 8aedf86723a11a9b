//! Eye values of small graphs, each argued from the rules of the local
//! game (eyes.texi, "Eye Local Game Values").

use super::*;

fn value(encoded: &str) -> String {
    analyze_eyegraph(encoded, Setting::DEFAULT)
        .unwrap()
        .value
        .to_string()
}

fn annotated(encoded: &str) -> String {
    let a = analyze_eyegraph(encoded, Setting::DEFAULT).unwrap();
    format!("{} {}", a.value, a.diagram.join("/"))
}

#[test]
fn one_point_and_two_point_eyes_are_one_eye() {
    assert_eq!(value("."), "1111");
    assert_eq!(value(".."), "1111");
}

#[test]
fn three_in_a_row_has_a_vital_point() {
    // Whoever plays the middle decides: two eyes or one.
    assert_eq!(annotated("..."), "1122 .*.");
}

#[test]
fn marginal_vertex_makes_half_an_eye() {
    // `!.`: black playing the margin leaves no eye; white playing it keeps one.
    assert_eq!(value("!."), "0011");
}

#[test]
fn opponent_stones_between_eyes() {
    assert_eq!(value("X.X"), "2222");
    assert_eq!(value(".X."), "1111");
}

#[test]
fn the_documented_example() {
    // eyes.texi, analyze_eyegraph under "Functions in optics.c".
    assert_eq!(annotated("OO!%O.X%!..."), "0112   @ / .X /!.*.");
}

#[test]
fn lone_marginal_vertex_is_no_eye() {
    assert_eq!(value("!"), "0000");
    assert_eq!(value("$"), "0000");
}
