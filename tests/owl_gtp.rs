//! GTP-level tests of the dragons and the life-and-death reader:
//! `dragon_stones`, `same_dragon`, `dragon_status`, `owl_attack`,
//! `owl_defend`, `owl_does_attack`, `owl_does_defend` on a closed corner
//! problem, their answer formats (GNU Go's), and errors without a panic.

mod common;
use common::{straight_three, Engine};

#[test]
fn the_straight_three_is_critical_at_its_middle() {
    let mut e = Engine::start();
    straight_three(&mut e);
    assert_eq!(e.ok("owl_attack a3"), "1 B1");
    assert_eq!(e.ok("owl_defend a3"), "1 B1");
    assert_eq!(e.ok("dragon_status a3"), "critical B1 B1");
    assert_eq!(e.ok("owl_does_attack b1 a3"), "1");
    assert_eq!(e.ok("owl_does_defend b1 a3"), "1");
    // The edge of the eye space does not save it: the attacker answers
    // at the middle.
    assert_eq!(e.ok("owl_does_defend a1 a3"), "0");
    // The wall around it lives without a move.
    assert_eq!(e.ok("owl_attack e1"), "0");
    assert_eq!(e.ok("owl_defend e1"), "1 PASS");
}

#[test]
fn dragons_and_their_list() {
    let mut e = Engine::start();
    straight_three(&mut e);
    // Black is one string; white's two walls share eye spaces.
    assert_eq!(e.ok("dragon_stones d1").split_whitespace().count(), 9);
    assert_eq!(e.ok("same_dragon a3 d1"), "1");
    assert_eq!(e.ok("same_dragon a3 e1"), "0");
    let list = e.ok("dragon_status");
    let lines: Vec<&str> = list.lines().collect();
    assert!(lines.contains(&"A3: critical B1 B1"), "{list}");
    assert!(lines.iter().all(|l| l.contains(": ")), "{list}");
}

/// The same question in the same position gets the same answer, however
/// many other questions were asked in between: a player clicking a dragon
/// twice in GoGui, or asking `owl_attack` after `dragon_status`, must not
/// see the reader change its mind. (9x9, from a self-play game at move 20:
/// the reader's table, filled by each question's reading, once answered
/// the second `owl_attack E8` otherwise than the first.)
#[test]
fn a_question_asked_again_gets_the_same_answer() {
    let mut e = Engine::start();
    let rows = [
        ".........",
        "....O....",
        "..X.O..X.",
        ".........",
        "..X.O.X..",
        "..XO.OX..",
        "..XOXOX..",
        ".XO.O....",
        ".........",
    ];
    e.setup_diagram(&rows);
    let attack = e.ok("owl_attack e8");
    let defence = e.ok("owl_defend e8");
    let does = e.ok("owl_does_attack c1 e8");
    for _ in 0..2 {
        assert_eq!(e.ok("owl_attack e8"), attack);
        assert_eq!(e.ok("owl_defend e8"), defence);
        assert_eq!(e.ok("owl_does_attack c1 e8"), does);
    }
    // `dragon_status` asks the same two questions of the dragon's
    // largest string (E8-E7 here); its origin is E8, as `dragon_data` says.
    assert!(e
        .ok("dragon_data e8")
        .contains("origin                  E8"));
    // A critical dragon's attack stands only where the question after
    // it (`owl_does_attack`) does not save the dragon.
    let expected = match (attack.as_str(), defence.as_str()) {
        ("0", _) => "alive".to_string(),
        (_, "0") => "dead".to_string(),
        (a, _) if e.ok(&format!("owl_does_attack {} e8", &a[2..])) == "0" => "alive".to_string(),
        (a, d) => format!("critical {} {}", &a[2..], &d[2..]),
    };
    assert_eq!(e.ok("dragon_status e8"), expected);
    // Coming back to the position after a move and its undo.
    e.ok("play b a1");
    e.ok("owl_attack e8");
    e.ok("undo");
    assert_eq!(e.ok("owl_attack e8"), attack);
}

/// Any stone of a string names the same question. (9x9, a GNU Go
/// self-play game at move 30: asked about G6, the reader once named G3 as
/// the saving move of the string G8-G6, and F5 asked about G8.)
#[test]
fn every_stone_of_a_string_gets_the_same_answer() {
    let rows = [
        ".........",
        ".....XO..",
        ".XXX.XO..",
        ".XOX..O..",
        "XOOOX....",
        "XO.OX.O..",
        ".XO.XX...",
        "..O.OX...",
        "....O....",
    ];
    let fresh = |question: &str| {
        let mut e = Engine::start();
        e.setup_diagram(&rows);
        e.ok(question)
    };
    for question in ["owl_defend", "owl_attack"] {
        let answers: Vec<String> = ["g8", "g7", "g6"]
            .iter()
            .map(|v| fresh(&format!("{question} {v}")))
            .collect();
        assert!(
            answers.iter().all(|a| *a == answers[0]),
            "{question}: {answers:?}"
        );
    }
}

#[test]
fn bad_arguments_are_errors() {
    let mut e = Engine::start();
    straight_three(&mut e);
    for cmd in [
        "owl_attack b1",
        "owl_defend",
        "owl_attack z99",
        "dragon_status c1",
        "owl_does_attack a3 a3",
        "owl_does_defend b1",
        "same_dragon a3",
        "same_dragon a3 b1",
    ] {
        let answer = e.send(cmd);
        assert!(answer.starts_with("? "), "{cmd}: {answer}");
    }
    // Still running, position unchanged.
    assert_eq!(e.ok("owl_attack a3"), "1 B1");
}

/// Under the stones (9x9, after Sensei's Library's corner problem): Black
/// took White's H3 with G3 and White took back, so Black may not retake
/// the ko. Retaking it after a threat is not the kill: Black J2 gives up
/// five stones (H2, H1, J1, J2, J3), and playing back into the space
/// their capture leaves kills White's corner outright. GNU Go 3.8 answers
/// `1 J2` too; without the bigger sacrifice among its moves the reader
/// answered `3 G3` (a kill only through the ko).
#[test]
fn a_sacrifice_made_bigger_kills_without_the_ko() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("clear_board");
    for m in [
        "b E6", "b F6", "b G6", "b H6", "b E5", "b H5", "b J5", "b D4", "b H4", "b D3", "b J3",
        "b D2", "b H2", "b H1", "b J1", "w F4", "w G4", "w F3", "w H3", "w F2", "w G2", "w F1",
        "w G1", "b G3", "w A9", "b A7", "w H3",
    ] {
        e.ok(&format!("play {m}"));
    }
    assert_eq!(e.ok("owl_attack F4"), "1 J2");
    assert_eq!(e.ok("owl_does_attack J2 F4"), "1");
}

/// Where `dragon_status` calls a dragon critical, its attacking move is
/// one the reader's own question after the move (`owl_does_attack`)
/// agrees kills or makes a ko: a player shown the point in GoGui and
/// playing it gets the same verdict. Over the final positions of the
/// project's own small-board games in `regress/games`.
#[test]
fn a_critical_dragons_attack_is_confirmed_by_the_question_after_it() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/regress/games");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("regress/games")
        .filter_map(|f| f.ok().map(|f| f.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .filter(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            !text.contains("SZ[19]")
        })
        .collect();
    files.sort();
    let mut e = Engine::start();
    let mut critical = 0;
    for f in &files {
        if e.send(&format!("loadsgf {}", f.display())).starts_with('?') {
            continue;
        }
        let list = e.ok("dragon_status");
        for line in list.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let [v, "critical", attack, _] = words[..] {
                let v = v.trim_end_matches(':');
                critical += 1;
                let after = e.ok(&format!("owl_does_attack {attack} {v}"));
                assert_ne!(after, "0", "{}: {line}", f.display());
            }
        }
    }
    assert!(critical > 0, "no critical dragon in {} games", files.len());
}

/// Where the attacker's question has named its kill, the defender's
/// question names that point too when the defender lives there: the vital
/// point both want, rather than another save the attacker could still
/// fight through ko. (An own 9x9 corner: black's group on the first two
/// lines under white's wall.)
#[test]
fn the_defence_after_the_attack_is_the_point_both_want() {
    let mut e = Engine::start();
    let rows = [
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "...OOOOOO",
        "..OO.XXO.",
        "..OXX..X.",
        ".O.......",
    ];
    e.setup_diagram(&rows);
    let attack = e.ok("owl_attack h2");
    assert_eq!(attack, "1 J2");
    assert_eq!(e.ok("owl_defend h2"), attack);
    assert_eq!(e.ok("owl_does_defend j2 h2"), "1");
    assert_eq!(e.ok("dragon_status h2"), "critical J2 J2");
}
