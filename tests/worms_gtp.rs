//! GTP-level tests of the worm commands: `worm_data`, `worm_stones` and
//! `worm_cutstone` answer byte for byte as GNU Go 3.8 does on the same
//! session (the expected texts were taken from it).

mod common;
use common::Engine;

/// A black wall around a white stone in atari, and a white stone in the
/// corner.
fn setup(e: &mut Engine) {
    for cmd in [
        "boardsize 5",
        "play b b4",
        "play b c4",
        "play b d4",
        "play b b3",
        "play b d3",
        "play w c3",
        "play w e1",
    ] {
        e.ok(cmd);
    }
}

const C3_RECORD: &str = "C3:
origin               C3
color                white
size                 1
effective_size       1.75
liberties            1
liberties2           1
liberties3           2
liberties4           2
attack_code          5
attack_point         C2
defense_code         0
defense_point        PASS
lunch                PASS
cutstone             0
cutstone2            0
genus                0
inessential          0
invincible           0
unconditional_status unknown";

#[test]
fn worm_data_prints_gnugo_fields_in_gnugo_order() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(e.ok("worm_data C3"), C3_RECORD);
    let empty = e.ok("worm_data A1");
    assert!(empty.starts_with("A1:\norigin               A1\ncolor                empty\n"));
    assert!(empty.ends_with("\nunconditional_status unknown"));
    assert_eq!(
        e.send("worm_data pass"),
        "? invalid color or coordinate\n\n"
    );
    assert_eq!(e.send("worm_data Z9"), "? invalid color or coordinate\n\n");
}

#[test]
fn worm_data_without_argument_lists_every_point_in_scan_order() {
    let mut e = Engine::start();
    setup(&mut e);
    let all = e.ok("worm_data");
    let heads: Vec<&str> = all.lines().filter(|l| l.ends_with(':')).collect();
    assert_eq!(heads.len(), 25);
    assert_eq!(heads[..6], ["A5:", "B5:", "C5:", "D5:", "E5:", "A4:"]);
    assert_eq!(heads[24], "E1:");
    assert!(all.contains(C3_RECORD));
}

#[test]
fn worm_data_follows_the_position() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(e.ok("worm_data C3"), C3_RECORD);
    e.ok("play b c2");
    assert!(e
        .ok("worm_data C3")
        .contains("\ncolor                empty\n"));
    e.ok("undo");
    assert_eq!(e.ok("worm_data C3"), C3_RECORD);
}

#[test]
fn worm_stones_lists_worms_one_a_line() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(e.send("worm_stones"), "= B4 C4 D4 B3 D3 \nC3 \nE1 \n\n");
    assert_eq!(e.send("worm_stones white"), "= C3 \nE1 \n\n");
    assert_eq!(e.send("worm_stones D3"), "= B4 C4 D4 B3 D3 \n\n");
    assert_eq!(
        e.send("worm_stones A1"),
        "? worm_stones called on an empty vertex\n\n"
    );
    assert_eq!(e.send("worm_stones pass"), "? invalid coordinate\n\n");
    e.ok("clear_board");
    assert_eq!(e.send("worm_stones"), "= \n\n");
}

#[test]
fn worm_cutstone_answers_after_a_space() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(e.send("worm_cutstone C3"), "=  0\n\n");
    assert_eq!(e.send("worm_cutstone A1"), "? vertex must not be empty\n\n");
    assert_eq!(e.send("worm_cutstone"), "? invalid coordinate\n\n");
}
