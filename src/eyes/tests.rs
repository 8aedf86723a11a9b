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

/// One small graph of each of the 15 values (our own shapes; each answer
/// was checked against GNU Go 3.8's `analyze_eyegraph`).
#[test]
fn every_value_class() {
    let cases = [
        ("!", "0000"),
        ("!%X%!", "0001"),
        ("!.%.!%--", "0002"),
        ("|!%|X", "0011"),
        ("!.%X.%--", "0012"),
        (".%!X", "0022"),
        ("|!..", "0111"),
        ("O.%X.%!", "0112"),
        ("..!%OO.", "0122"),
        ("O.%..!X", "0222"),
        (".", "1111"),
        ("..%O.%O!", "1112"),
        ("...", "1122"),
        ("|X%|.X%+--", "1222"),
        ("X.X", "2222"),
    ];
    for (graph, expected) in cases {
        assert_eq!(value(graph), expected, "{graph}");
    }
}

#[test]
fn ko_threat_settings_change_bent_four_in_the_corner() {
    // Bent four in the corner: with no ko threats the attacker wins the
    // ko the shape contains; the setting must at least parse and answer.
    for (libs, threats) in [(2, 0), (4, 1), (3, -1), (0, 0), (5, 4), (1, -4)] {
        let s = Setting::new(libs, threats).unwrap();
        assert!(analyze_eyegraph("|.%|...%+---", s).is_ok());
    }
    assert!(Setting::new(6, 0).is_none());
    assert!(Setting::new(2, 5).is_none());
}

#[test]
fn errors_are_reported_not_panics() {
    assert!(matches!(
        analyze_eyegraph("?", Setting::DEFAULT),
        Err(AnalyzeError::Graph(_))
    ));
    assert!(matches!(
        analyze_eyegraph(".O.", Setting::DEFAULT),
        Err(AnalyzeError::Graph(_))
    ));
    let huge = ["........"; 4].join("%");
    assert!(matches!(
        analyze_eyegraph(&huge, Setting::DEFAULT),
        Err(AnalyzeError::TooManyVertices(32))
    ));
}

#[test]
fn prefixed_default_matches_unprefixed_value() {
    // `2 0` is the unprefixed setting apart from how enclosed points are
    // drawn.
    for g in ["OO!%O.X%!...", "|.%|.*.%+---", "X.X", "..!%OO."] {
        let a = analyze_eyegraph(g, Setting::DEFAULT).unwrap();
        let b = analyze_eyegraph(g, Setting::new(2, 0).unwrap()).unwrap();
        assert_eq!(a.value, b.value, "{g}");
    }
}

#[test]
fn a_boxed_in_margin_reads_as_its_freely_drawn_twin() {
    // The same graph (a path with a dead stone, the margin hanging off
    // it), once drawn with the margin boxed in on the edge and once freely.
    assert_eq!(
        value("OO..%OOO.%O!O.%..X.%OOO.%-----"),
        value("......%OX%..!")
    );
    assert_eq!(value("......%OX%..!"), "2222");
}
