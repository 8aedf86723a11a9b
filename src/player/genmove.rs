//! The one move decision: every command that asks for a move (`genmove`,
//! `reg_genmove`, `kgs-genmove_cleanup`, `lz-`/`kata-genmove_analyze`,
//! `megane-search_gfx`) comes here, so that a GUI, a tournament manager and
//! a regression suite all meet the same player.
//!
//! A decision: judge the position (the analysis' end-of-game statuses);
//! pass at once when the opponent passed and the game is over and won;
//! otherwise search within the move's budget, from the analysis' priors,
//! reusing the last search's tree when the moves since are in it, for the
//! komi of [`super::dynamic_komi`] (in handicap games and, when asked, in
//! lopsided ones); never pass while points are still open; resign when
//! even the best move is lost. A progress callback sees the search after
//! every playout and may stop it (an interrupt), and the move is then the
//! best so far.

use super::clock::Clock;
use super::dynamic_komi::DynamicKomi;
use super::rng::Rng;
use super::score;
use super::search::{Flow, Limits, MoveStats, Search, SearchConfig};
use super::simple;
use super::tree::{Hints, Prior};
use crate::analysis::{Analysis, Assessment, Rules, Stage};
use crate::board::{Color, Move, Vertex};
use crate::game::{Game, GameError};
use crate::optics::urgency;
use crate::reading::Code;
use std::time::{Duration, Instant};

/// What a move request decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// What a move request is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// An ordinary move.
    Normal,
    /// `kgs-genmove_cleanup`: take the opponent's dead stones before
    /// passing, and never resign.
    Cleanup,
}

/// Win rate below which the player resigns by default.
pub const DEFAULT_RESIGN_BELOW: f64 = 0.06;

/// How the player searches (from the command line).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Playouts a move (`--playouts`): the search is then deterministic
    /// for a seed, the clock permitting. None: the move's time budget.
    pub playouts: Option<u64>,
    /// Threads and memory of the search.
    pub search: SearchConfig,
    /// Win rate below which a move request resigns; None never resigns.
    pub resign_below: Option<f64>,
    /// Search on the opponent's time (`--ponder`): after a move request
    /// has played its move, until the next command arrives.
    pub ponder: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            playouts: None,
            search: SearchConfig::default(),
            resign_below: Some(DEFAULT_RESIGN_BELOW),
            ponder: false,
        }
    }
}

/// The player: options, clocks, its generator and the last search.
pub struct Player {
    pub options: Options,
    pub clock: Clock,
    rng: Rng,
    /// The last move request's search, kept to be reused for the next move
    /// and to answer `top_moves`.
    last_search: Option<Search>,
    /// A move request has just played its move: the next [`Player::ponder`]
    /// may search on the opponent's time.
    ponder_due: bool,
    /// The last search carried on past its move, from the opponent's turn
    /// (pondering); the next move request starts from it.
    pondered: Option<Search>,
    /// The root statistics of the last move request's search, kept when
    /// pondering took its tree (for `top_moves`).
    pondered_from: Vec<MoveStats>,
    /// The komi move requests search for (`--dynamic-komi`), and what it
    /// has learned in this game.
    pub dynamic_komi: DynamicKomi,
}

/// A move request.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub color: Color,
    pub mode: Mode,
    /// Play the move (and charge the clock); false answers it only.
    pub play: bool,
    /// Count each point's owner in the playouts (KataGo's ownership).
    pub ownership: bool,
}

impl Request {
    /// An ordinary request for `color`, played when `play`.
    pub fn new(color: Color, play: bool) -> Request {
        Request {
            color,
            mode: Mode::Normal,
            play,
            ownership: false,
        }
    }
}

/// The end-of-game judgement of `game` for `stage` (repeatable: the
/// playouts are seeded from the position).
pub fn judge<'a>(
    analysis: &'a mut Analysis,
    game: &Game,
    rules: Rules,
    stage: Stage,
) -> &'a Assessment {
    let board = game.board();
    analysis.assessment(board, rules, stage, |b| score::ownership(b, b.hash()))
}

impl Player {
    pub fn new(seed: u64) -> Player {
        Player {
            options: Options::default(),
            clock: Clock::default(),
            rng: Rng::new(seed),
            last_search: None,
            ponder_due: false,
            pondered: None,
            pondered_from: Vec::new(),
            dynamic_komi: DynamicKomi::default(),
        }
    }

    /// The last move request's search.
    pub fn last_search(&self) -> Option<&Search> {
        self.last_search.as_ref()
    }

    /// The root moves of the last move request's search, most visited
    /// first (also once pondering has taken its tree on).
    pub fn last_stats(&self) -> Vec<MoveStats> {
        match &self.last_search {
            Some(s) => s.stats(),
            None => self.pondered_from.clone(),
        }
    }

    /// Forgets the last search (a new game: its tree is of no use).
    pub fn forget(&mut self) {
        self.last_search = None;
        self.pondered = None;
        self.pondered_from.clear();
        self.ponder_due = false;
        self.dynamic_komi.reset();
    }

    /// Pondering (`--ponder`): when a move request has just played its
    /// move, carries its search on from the opponent's turn until `stop`
    /// says input has arrived or the tree is full. The next move request
    /// then starts from a tree that has already read the opponent's likely
    /// answers. Does nothing otherwise, and at once when `stop` already
    /// holds. The time spent is the opponent's: no clock is charged.
    pub fn ponder(&mut self, game: &mut Game, stop: &dyn Fn() -> bool) {
        if !std::mem::take(&mut self.ponder_due) || !self.options.ponder || stop() {
            return;
        }
        let Some(old) = self.last_search.take() else {
            return;
        };
        self.pondered_from = old.stats();
        let color = game.to_move();
        // The komi of the player's next move request, as far as it can be
        // told now (that request may find the position settled).
        let komi = self.dynamic_komi.komi(game, old.color(), false);
        let search = old.reuse(game, color, Hints::new(), komi);
        let mut search = search.unwrap_or_else(|| {
            let seed = self.rng.next_u64();
            Search::with(
                game,
                color,
                Rng::new(seed),
                self.options.search,
                Hints::new(),
                komi,
            )
        });
        let started = Instant::now();
        let before = search.playouts();
        let limits = Limits {
            playouts: u64::MAX,
            time: None,
        };
        search.run(limits, |s| {
            if stop() || s.is_full() {
                Flow::Stop
            } else {
                Flow::Continue
            }
        });
        log::info!(
            "pondered {} playouts for {} in {:.2}s",
            search.playouts() - before,
            color.name(),
            started.elapsed().as_secs_f64()
        );
        self.pondered = Some(search);
    }

    /// Decides a move for `req.color` and, when asked, plays it.
    /// `progress` sees the search after every playout; `Flow::Stop` ends
    /// the search with the best move so far.
    pub fn genmove(
        &mut self,
        game: &mut Game,
        analysis: &mut Analysis,
        rules: Rules,
        req: Request,
        progress: &mut dyn FnMut(&Search) -> Flow,
    ) -> Result<Decision, GameError> {
        let started = Instant::now();
        let decision = self.decide(game, analysis, rules, req, progress);
        if req.play {
            if let Decision::Play(mv) = decision {
                game.play(req.color, mv)?;
                self.ponder_due = true;
            }
            self.clock
                .charge(req.color, started.elapsed().as_secs_f64());
        }
        Ok(decision)
    }

    fn decide(
        &mut self,
        game: &mut Game,
        analysis: &mut Analysis,
        rules: Rules,
        req: Request,
        progress: &mut dyn FnMut(&Search) -> Flow,
    ) -> Decision {
        let Request {
            color,
            mode,
            ownership,
            ..
        } = req;
        // The judgement and the priors below come out of the move's time
        // too: the search gets what is left of it, and never less than
        // half of it (the clock's margins absorb the rest).
        let budget = Duration::from_secs_f64(self.clock.budget(game.board(), color).min(1e6));
        let deadline = Instant::now() + budget;
        let opponent_passed = game.last_move() == Some((color.opponent(), None));
        let komi = game.komi();
        let a = judge(analysis, game, rules, Stage::Playing);
        let settled = a.settled();
        let margin = a.lead(color, komi);
        let dead = a.dead_stones(color.opponent());
        let takes = cleanup_moves(game, color, &dead);
        // The opponent's dead stones come off in cleanup; after the
        // opponent's pass too, where taking them costs less than the lead.
        let remove = !takes.is_empty()
            && (mode == Mode::Cleanup
                || opponent_passed
                    && settled
                    && (rules == Rules::Chinese || margin > takes.len() as f64));
        log::info!(
            "{} to move: {} open points, margin {margin:.1}, {} dead opponent stones",
            color.name(),
            a.open_points(),
            dead.len()
        );
        if opponent_passed && settled && !remove && margin > 0.0 {
            self.last_search = None;
            self.pondered = None;
            self.pondered_from.clear();
            return Decision::Play(None);
        }
        let mut hints = hints(game, analysis, color, &takes);
        // The attacking and saving moves of critical dragons, from a quick
        // look by the life-and-death reader, in at most a tenth of the
        // move's time (by nodes alone at a fixed number of playouts).
        let reader_deadline = self
            .options
            .playouts
            .is_none()
            .then(|| Instant::now() + budget / 10);
        hints.extend(critical_points(game, analysis, color, reader_deadline));
        // The pondered tree, when there is one, holds the last search's.
        let old = self.pondered.take().or_else(|| self.last_search.take());
        self.pondered_from.clear();
        let search_komi = self.dynamic_komi.komi(game, color, settled);
        if search_komi != komi {
            log::info!("{} searches for komi {search_komi}", color.name());
        }
        let reused = old.and_then(|old| old.reuse(game, color, hints.clone(), search_komi));
        if let Some(s) = &reused {
            log::info!(
                "{} carries the last search's tree over ({} nodes)",
                color.name(),
                s.nodes()
            );
        }
        let mut search = reused.unwrap_or_else(|| {
            let seed = self.rng.next_u64();
            let config = self.options.search;
            Search::with(game, color, Rng::new(seed), config, hints, search_komi)
        });
        if ownership {
            search.track_ownership();
        }
        if remove {
            search.forbid_pass();
            search.restrict_to(&takes);
        } else if !settled {
            // Points are still open: a pass would give them away.
            search.forbid_pass();
        }
        let limits = Limits {
            playouts: self.options.playouts.unwrap_or(u64::MAX),
            time: (self.options.playouts.is_none()
                || self.clock.control != super::clock::TimeControl::None)
                .then(|| {
                    deadline
                        .saturating_duration_since(Instant::now())
                        .max(budget / 2)
                }),
        };
        let started = Instant::now();
        // Under a game clock the search ends as soon as the playouts the
        // time still allows could not make another move the most visited
        // one: an obvious answer (a capture everyone sees, the one move
        // that saves a group) leaves its time on the clock for the moves
        // that need it. Without a clock (`--time-per-move`) nothing would
        // be saved, and the tree kept for the next move would be smaller;
        // a playout count is searched to the end, as given.
        let searched_before = search.playouts();
        let mut next_look = DECIDED_EVERY;
        let clock_running = self.clock.control != super::clock::TimeControl::None;
        let mut flow = |s: &Search| {
            if progress(s) == Flow::Stop {
                return Flow::Stop;
            }
            let (Some(limit), None, true) = (limits.time, self.options.playouts, clock_running)
            else {
                return Flow::Continue;
            };
            let done = s.playouts() - searched_before;
            if done < next_look {
                return Flow::Continue;
            }
            next_look = done + DECIDED_EVERY;
            let elapsed = started.elapsed().as_secs_f64();
            let left = (limit.as_secs_f64() - elapsed).max(0.0);
            let (best, second) = s.top_two_visits();
            if decided(best, second, done as f64 / elapsed.max(1e-3) * left) {
                Flow::Stop
            } else {
                Flow::Continue
            }
        };
        search.run(limits, &mut flow);
        let secs = started.elapsed().as_secs_f64();
        let best = search.stats().into_iter().next();
        log::info!(
            "{} searched {} playouts in {secs:.2}s ({:.0}/s), {} nodes; best {}",
            color.name(),
            search.playouts(),
            search.playouts() as f64 / secs.max(1e-9),
            search.nodes(),
            best.as_ref().map_or("none".into(), |b| format!(
                "{} wins {:.1}%",
                crate::board::move_to_gtp(b.mv),
                100.0 * b.winrate
            )),
        );
        // A search that concedes points to the opponent says nothing about
        // resigning: its win rate is lower than the game's.
        let conceded = DynamicKomi::conceded_by(game, color, search_komi);
        let decision = match &best {
            Some(b)
                if mode != Mode::Cleanup
                    && conceded <= 0.0
                    && self.should_resign(game, b.winrate, search.playouts()) =>
            {
                Decision::Resign
            }
            Some(b) => Decision::Play(b.mv),
            None if search.playouts() == 0 && !search.passes_at_once() => {
                Decision::Play(simple::choose_move(game, color, &mut self.rng))
            }
            None => Decision::Play(None),
        };
        if let (true, Some(b)) = (req.play, &best) {
            let playouts = search.playouts();
            self.dynamic_komi
                .learn(game, color, b.winrate, b.score_lead, playouts);
        }
        self.last_search = Some(search);
        decision
    }

    /// Resigning takes a hopeless win rate, a search of some size, and a
    /// game past its opening.
    fn should_resign(&self, game: &Game, winrate: f64, playouts: u64) -> bool {
        let board = game.board();
        let played = board.size() * board.size() - board.empty_count();
        self.options.resign_below.is_some_and(|r| winrate < r)
            && playouts >= 500
            && played >= board.size() * board.size() / 4
    }

    /// A search for `color` in `game` with the move requests' priors,
    /// seeded from the player's generator (the analysis streams).
    pub fn analysis_search(
        &mut self,
        game: &mut Game,
        analysis: &mut Analysis,
        color: Color,
    ) -> Search {
        let hints = hints(game, analysis, color, &[]);
        let seed = self.rng.next_u64();
        let komi = game.komi();
        Search::with(
            game,
            color,
            Rng::new(seed),
            self.options.search,
            hints,
            komi,
        )
    }
}

/// Playouts between two looks at whether a timed search's move is decided.
const DECIDED_EVERY: u64 = 256;

/// Whether `remaining` more playouts cannot change the most visited root
/// move: the runner-up, given every one of them, would still trail the
/// leader (who keeps its `best` visits).
fn decided(best: u64, second: u64, remaining: f64) -> bool {
    best.saturating_sub(second) as f64 > remaining
}

/// Root priors from the tactical and eye analysis: taking an opponent
/// string that can be captured, saving an own string under attack, the
/// vital points of small eye spaces whose value depends on who moves
/// first; and cleanup's moves, `takes`.
fn hints(game: &Game, analysis: &mut Analysis, color: Color, takes: &[Vertex]) -> Hints {
    let mut hints = Hints::new();
    let strong = Prior::new(20.0, 20.0);
    let board = game.board();
    for w in analysis.worms(board).iter() {
        let urgent = w.attack.0 != Code::Fail && w.size() >= 2 || w.liberties <= 2;
        if !urgent {
            continue;
        }
        if w.color != color && w.attack.0 == Code::Win {
            hints.extend(w.attack.1.map(|v| (v, strong)));
        } else if w.color == color && w.attack.0 != Code::Fail && w.defense.0 != Code::Fail {
            hints.extend(w.defense.1.map(|v| (v, strong)));
        }
    }
    for owner in [Color::Black, Color::White] {
        for (origin, points) in analysis.eye_spaces(board, owner) {
            if points.len() > 8 {
                continue;
            }
            let Some(e) = analysis.eval_eye(board, Some(owner), origin) else {
                continue;
            };
            if urgency(e.value) == 0 {
                continue;
            }
            let point = if owner == color { e.defense } else { e.attack };
            hints.extend(point.map(|v| (v, strong)));
        }
    }
    hints.extend(takes.iter().map(|&l| (l, Prior::new(40.0, 40.0))));
    hints.retain(|(v, _)| board.is_legal(color, *v));
    hints
}

/// Strong priors on the moves that decide critical dragons: the saving
/// move of `color`'s own, the attacking move of the opponent's.
fn critical_points(
    game: &Game,
    analysis: &mut Analysis,
    color: Color,
    deadline: Option<Instant>,
) -> Hints {
    let board = game.board();
    let strong = Prior::new(30.0, 30.0);
    analysis
        .critical_dragons(board, deadline)
        .into_iter()
        .filter_map(|(owner, attack, defense)| if owner == color { defense } else { attack })
        .filter(|&v| board.is_legal(color, v))
        .map(|v| (v, strong))
        .collect()
}

/// The liberties of the `dead` opponent stones where `color` may play
/// without putting stones of its own in atari (cleanup's moves).
fn cleanup_moves(game: &Game, color: Color, dead: &[Vertex]) -> Vec<Vertex> {
    if dead.is_empty() {
        return Vec::new();
    }
    let mut board = game.board().clone();
    let mut libs = Vec::new();
    let mut out = Vec::new();
    for &v in dead {
        board.liberties_upto(v, usize::MAX, &mut libs);
        for &l in &libs {
            if !out.contains(&l) && super::policy::acceptable(&mut board, color, l) {
                out.push(l);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::dynamic_komi::Mode as DynamicKomiMode;

    #[test]
    fn resigns_only_when_hopeless_late_and_allowed() {
        let mut p = Player::new(1);
        let mut g = Game::new(9, 7.5);
        assert!(
            !p.should_resign(&g, 0.01, 10_000),
            "the opening is too early"
        );
        let stones: Vec<Vertex> = g.board().vertices().take(30).collect();
        g.setup(&stones, &[]).unwrap();
        assert!(p.should_resign(&g, 0.01, 10_000));
        assert!(!p.should_resign(&g, 0.3, 10_000));
        assert!(
            !p.should_resign(&g, 0.01, 100),
            "too few playouts to be sure"
        );
        p.options.resign_below = None;
        assert!(!p.should_resign(&g, 0.0, 10_000));
    }

    #[test]
    fn a_handicap_game_is_searched_for_the_stones_worth_and_never_resigned_for_it() {
        // Black, who took two stones, is lost all the same: White holds
        // eight of the thirteen rows, and the five between are still open.
        let rows = [
            ".O.O.O.O.O.O.",
            "OOOOOOOOOOOOO",
            "OOOOOOOOOOOOO",
            "OOOOOOOOOOOOO",
            ".............",
            "...X.....X...",
            ".............",
            "...X.....X...",
            ".............",
            "OOOOOOOOOOOOO",
            "OOOOOOOOOOOOO",
            "OOOOOOOOOOOOO",
            ".O.O.O.O.O.O.",
        ];
        let handicap_game = || {
            let mut record = crate::player::testing::game(&rows, 0.5).record().clone();
            record.handicap = 2;
            Game::from_record(record).unwrap()
        };
        let ask = |mode| {
            let mut p = fixed_player(600, false);
            p.dynamic_komi.mode = mode;
            let mut g = handicap_game();
            let mut a = Analysis::new();
            let req = Request::new(Color::Black, true);
            let d = p.genmove(&mut g, &mut a, Rules::Japanese, req, &mut |_| {
                Flow::Continue
            });
            (d.unwrap(), p.last_search().unwrap().komi())
        };
        // The game's komi: hopeless, and Black resigns.
        assert_eq!(ask(DynamicKomiMode::Off), (Decision::Resign, 0.5));
        // Two stones' worth more for White: still hopeless, but a search
        // that gives points away does not resign for it.
        let (d, komi) = ask(DynamicKomiMode::Handicap);
        assert_eq!(komi, 14.5);
        assert!(matches!(d, Decision::Play(Some(_))), "{d:?}");
    }

    /// A player with a fixed number of playouts a move, one thread.
    fn fixed_player(playouts: u64, ponder: bool) -> Player {
        let mut p = Player::new(7);
        p.options.playouts = Some(playouts);
        p.options.ponder = ponder;
        p
    }

    fn play_request(p: &mut Player, g: &mut Game, a: &mut Analysis, c: Color) -> Move {
        let req = Request::new(c, true);
        match p.genmove(g, a, Rules::Japanese, req, &mut |_| Flow::Continue) {
            Ok(Decision::Play(mv)) => mv,
            other => panic!("no move: {other:?}"),
        }
    }

    /// A stop condition that holds after `n` looks.
    fn after(n: u64) -> impl Fn() -> bool {
        let looks = std::cell::Cell::new(0u64);
        move || {
            looks.set(looks.get() + 1);
            looks.get() > n
        }
    }

    #[test]
    fn pondering_searches_the_opponents_turn_and_the_next_move_starts_there() {
        let (mut g, mut a) = (Game::new(9, 7.5), Analysis::new());
        let mut p = fixed_player(300, true);
        let mine = play_request(&mut p, &mut g, &mut a, Color::Black);
        let before = p.last_stats();
        assert_eq!(before[0].mv, mine);
        p.ponder(&mut g, &after(2000));
        let pondered = p.pondered.as_ref().expect("a pondered search");
        assert_eq!(pondered.color(), Color::White);
        assert!(pondered.playouts() > 1900, "{}", pondered.playouts());
        // What the last move request searched is still what top_moves sees.
        assert_eq!(p.last_stats(), before);
        // The opponent answers with the move the pondering liked best.
        let reply = pondered.best_move();
        let read = pondered.stats()[0].visits;
        assert!(read > 100, "the best reply was read: {read}");
        g.play(Color::White, reply).unwrap();
        play_request(&mut p, &mut g, &mut a, Color::Black);
        // The new root's moves carry the reply's visits and this request's.
        let next: u32 = p.last_stats().iter().map(|m| m.visits).sum();
        assert!(
            next + 2 >= 300 + read,
            "the tree under the reply was kept: {next} visits, {read} pondered"
        );
        assert!(p.pondered.is_none());
    }

    #[test]
    fn pondering_waits_for_a_played_move_and_for_the_option() {
        let (mut g, mut a) = (Game::new(9, 7.5), Analysis::new());
        let mut off = fixed_player(200, false);
        play_request(&mut off, &mut g, &mut a, Color::Black);
        off.ponder(&mut g, &after(500));
        assert!(off.pondered.is_none() && off.last_search().is_some());

        let mut on = fixed_player(200, true);
        on.ponder(&mut g, &after(500));
        assert!(on.pondered.is_none(), "no move request yet");
        let req = Request::new(Color::White, false);
        on.genmove(&mut g, &mut a, Rules::Japanese, req, &mut |_| {
            Flow::Continue
        })
        .unwrap();
        on.ponder(&mut g, &after(500));
        assert!(on.pondered.is_none(), "a move answered but not played");
        play_request(&mut on, &mut g, &mut a, Color::White);
        on.ponder(&mut g, &|| true);
        assert!(on.pondered.is_none(), "input had already arrived");
        on.ponder(&mut g, &after(500));
        assert!(on.pondered.is_none(), "one chance a played move");
    }

    #[test]
    fn a_search_is_decided_when_the_runner_up_cannot_catch_up() {
        assert!(decided(900, 100, 799.0));
        assert!(!decided(900, 100, 800.0), "a tie is still possible");
        assert!(!decided(100, 900, 0.0), "the leader is the one with 900");
        assert!(decided(1, 0, 0.0), "no time left: the leader stands");
        assert!(!decided(0, 0, 0.0));
    }
}
