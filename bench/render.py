"""Board frame time: update + draw of the board scene on a busy late-game board.

    python bench/render.py [--game winter] [--frames 300] [--sizes 1280x720,1920x1080,2560x1440]
                           [--scenarios static,dice,slides,live-ai] [--seed 1] [--repeat 1]
                           [--clock wall|cpu] [--profile [SCENARIO@WxH]] [--sort cumulative|tottime]
                           [--sections [SCENARIO@WxH]]

A seeded 4-player game is played by Normal AIs to round 4-5 (a point where seat 0
is to act in the turns phase, with many zombies, wounds and cards in hand), then
replayed through Match.apply so the game log is full. Each scenario puts that
board into a headless window (game.shell.app.App) and times, per frame,
app.stack.update(1/60) + app.stack.draw(app.ui) (not display.flip, not the event
pump). Scenarios:

    static    nothing moving; seat 0 is a human, its hand and dice on screen
    dice      the dice pool tumbling (the painter's rolling_until kept ahead)
    slides    survivor tokens sliding (the painter's glides restarted every GLIDE s)
    live-ai   every seat an AI, pacing and animations "fast", events animating
              (colony-phase overlays are dismissed after half a second; a finished
              game starts again from the same position — both outside the clock)

Another game than Winter has the static and live-ai scenarios (dice and slides drive
Winter's painter), on the board of a seeded game played at random to seat 0's turn
(game.shell.screenshot.find_match); its live-ai stages (Showdown's fights, Mall's
reveals) are skipped after half a second like Winter's colony phase.

Prints p50/p95/p99/max in ms per scenario and size. Numbers only, no pass/fail.
--repeat N runs each N times and prints the medians; --clock cpu times the main
thread's CPU time instead of the wall clock (steadier when other processes share
the cores, but blind to waits for the GIL, e.g. behind the AI worker thread).
--profile runs cProfile over one scenario (default static@1920x1080) and prints the
top 25 functions, then the scene code's own (game/<id>/scenes/) functions. --sections
wraps the scene code with clocks (no profiler overhead: the painter's, the scene's,
the match's, its AI worker's and autosaver's methods and the game's scenes modules'
functions) and prints inclusive ms per frame, over all frames and over the slowest 5 %.

Only public constructors are used (App, Match, spec.board_scene) plus app.stack/app.ui;
painter attributes the scenarios poke (rolling_until, moves, token_pos, time) are
looked up with getattr, so a scenario the painter no longer supports says "n/a".
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import box  # noqa: E402

NAMES = ("You", "Bruno", "Chen", "Dagny", "Emeka", "Farah", "Gus", "Hana", "Ivo")
SCENARIOS = ("static", "dice", "slides", "live-ai")
WINTER_ONLY = ("dice", "slides")  # they drive Winter's painter
DEFAULT_SIZES = "1280x720,1920x1080,2560x1440"
DT = 1 / 60


# --- the position ----------------------------------------------------------------

class Position(NamedTuple):
    spec: object  # the game's box.GameSpec
    config: object
    seed: int
    actions: list  # as strings, replayed through Match.apply so the game log is full
    note: str  # what the board shows, for the first line printed


def _busy(g) -> tuple | None:
    """How busy the board is, if seat 0 may act now in round 4-5 (else None)."""
    s = g.s
    if not (4 <= s.round <= 5) or s.phase != "turns" or s.pending or g.current_player() != 0:
        return None
    zombies = sum(sum(p.zombies) for p in s.places.values())
    wounds = sum(x.wounds for x in s.survivors.values())
    hand = len(s.players[0].hand)
    return zombies, wounds, hand


def winter_position(spec, seed: int, tries: int = 40) -> Position:
    """Normal AIs play seeded games until a busy late-game point; the first good
    enough one, else the busiest seen."""
    from game.core.loop import decide

    config = spec.make_config(4, NAMES[:4])

    def position(sd, played, busy, round_):
        zombies, wounds, hand = busy
        return Position(spec, config, sd, played,
                        f"round {round_}, {zombies} zombies, {wounds} wounds, {hand} cards in seat 0's hand")

    best = None
    for sd in range(seed, seed + tries):
        g = spec.new_game(config, sd)
        agents = [spec.make_agent("normal", sd * 97 + i) for i in range(4)]
        played = []
        while not g.is_terminal() and g.s.round <= 5:
            b = _busy(g)
            if b is not None:
                score = b[0] + 3 * b[1] + 4 * b[2]
                if best is None or score > best[0]:
                    best = (score, position(sd, list(played), b, g.s.round))
                if b[0] >= 20 and b[1] >= 4 and b[2] >= 5:
                    return position(sd, played, b, g.s.round)
            d = g.current_player()
            a = decide(g, d, agents[d])
            g.apply(a)
            played.append(str(a))
    if best is None:
        raise RuntimeError(f"no seed from {seed} reached a busy round 4-5 board")
    return best[1]


def late_position(spec, seed: int) -> Position:
    """Any other game: a full table of Normal AIs plays a seeded game; the board is taken
    at seat 0's last decision before 85 % of the game's actions (a busy late game)."""
    from game.core.loop import decide

    players = spec.max_players
    config = spec.make_config(players, NAMES[:players])
    g = spec.new_game(config, seed)
    agents = [spec.make_agent("normal", seed * 97 + i) for i in range(players)]
    played, turns = [], []  # turns: how many actions were played when seat 0 was to decide
    while not g.is_terminal():
        d = g.current_player()
        if d == 0:
            turns.append(len(played))
        a = decide(g, d, agents[d])
        g.apply(a)
        played.append(str(a))
    at = max((t for t in turns if t <= 0.85 * len(played)), default=turns[0])
    probe = spec.replay(config, seed, played[:at])
    return Position(spec, config, seed, played[:at], f"{players} players, action {at} of {len(played)}, "
                                                     f"{spec.describe(probe)}")


POSITIONS = {"winter": winter_position}  # a game's own busy board; others: late_position


def make_match(position: Position, all_ai: bool):
    from game.shell.match import Match, SeatSetup

    spec = position.spec
    seats = [SeatSetup(NAMES[i], human=(i == 0 and not all_ai), level="normal")
             for i in range(spec.players_of(position.config))]
    match = Match(position.config, position.seed, seats, spec=spec)
    for text in position.actions:
        match.apply(spec.actions.parse(text))
    return match


# --- scenarios -----------------------------------------------------------------------

class Scenario:
    """Sets up a window for one scenario and nudges it between frames (untimed)."""

    all_ai = False
    pacing = None  # settings.ai_pacing / animation_speed for the board

    def __init__(self, position, size):
        from game.shell.app import App

        self.position = position
        self.app = App(size=size, headless=True)
        if self.pacing:
            self.app.settings.ai_pacing = self.app.settings.animation_speed = self.pacing
        self.new_board()
        self.supported = True
        self.why = ""

    def new_board(self):
        self.board = self.position.spec.board_scene(make_match(self.position, self.all_ai))
        self.app.stack.reset(self.board)

    @property
    def painter(self):
        return getattr(self.board, "painter", None)

    def before(self, i: int):
        """Called before frame i, outside the clock."""

    def frame(self):
        app = self.app
        app.stack.update(DT)
        app.ui.drawn = []
        app.stack.draw(app.ui)

    def close(self):
        match = getattr(self.board, "match", None)
        worker = getattr(match, "worker", None)
        if worker is not None and hasattr(worker, "wait"):
            worker.wait(5)
        self.app.close()


class Static(Scenario):
    pass


class Dice(Scenario):
    def before(self, i):
        p = self.painter
        if p is None or not hasattr(p, "rolling_until"):
            self.supported, self.why = False, "painter has no rolling_until"
            return
        p.rolling_until = getattr(p, "time", 0.0) + 1.0


class Slides(Scenario):
    def __init__(self, position, size):
        super().__init__(position, size)
        self.next_at = 0.0

    def before(self, i):
        p = self.painter
        if p is None or not all(hasattr(p, a) for a in ("moves", "token_pos", "time")):
            self.supported, self.why = False, "painter has no moves/token_pos/time"
            return
        if i == 0 or p.time < self.next_at or not p.token_pos:
            return  # the first frame places the tokens; restart slides when the last ones end
        sids = sorted(p.token_pos)
        ends = {sid: (p.moves[sid][1] if sid in p.moves else p.token_pos[sid]) for sid in sids}
        # every token slides from where another one stands to its own spot
        for k, sid in enumerate(sids):
            src = ends[sids[(k + 3) % len(sids)]]
            p.moves[sid] = (src, ends[sid], p.time)
        self.next_at = p.time + getattr(p, "GLIDE", 0.35)


class LiveAI(Scenario):
    all_ai = True
    pacing = "fast"

    def __init__(self, position, size):
        super().__init__(position, size)
        self.overlay_time = 0.0
        self.restarts = 0

    def before(self, i):
        st = self.app.stack
        if self.board.match.game.is_terminal():
            self.restarts += 1
            self.close_worker()
            self.new_board()
            return
        top = st.top
        if top is not self.board:
            self.overlay_time += DT
            if self.overlay_time >= 0.5 and hasattr(top, "press"):
                for key in ("skip", "done"):
                    if st.top is top and hasattr(top, "press"):
                        try:
                            top.press(key)
                        except Exception:
                            pass
                self.overlay_time = 0.0
        else:
            self.overlay_time = 0.0

    def close_worker(self):
        worker = getattr(self.board.match, "worker", None)
        if worker is not None and hasattr(worker, "wait"):
            worker.wait(5)


KINDS = {"static": Static, "dice": Dice, "slides": Slides, "live-ai": LiveAI}


CLOCK = time.perf_counter


def run(position, scenario: str, size, frames: int, warmup: int, profiler=None):
    sc = KINDS[scenario](position, size)
    try:
        for i in range(warmup):
            sc.before(i)
            sc.frame()
        times = []
        for i in range(warmup, warmup + frames):
            sc.before(i)
            if not sc.supported:
                return None, sc.why
            if profiler is not None:
                profiler.enable()
            t0 = CLOCK()
            sc.frame()
            t1 = CLOCK()
            if profiler is not None:
                profiler.disable()
            times.append((t1 - t0) * 1000)
            if sc.all_ai:  # idle out the frame as the window's clock.tick does: the AI thread thinks then
                time.sleep(max(0.0, DT - (t1 - t0)))
        return times, ""
    finally:
        sc.close()


def pct(xs, q):
    xs = sorted(xs)
    k = (len(xs) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def parse_size(s: str):
    w, h = s.lower().split("x")
    return int(w), int(h)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--warmup", type=int, default=20, help="untimed frames first (caches, autosave)")
    ap.add_argument("--sizes", default=DEFAULT_SIZES)
    ap.add_argument("--scenarios", default=None, help=f"comma list of {', '.join(SCENARIOS)} (default: all the "
                                                        "game has)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1,
                    help="run each scenario N times and print the median of each statistic (noisy machines)")
    ap.add_argument("--clock", default="wall", choices=("wall", "cpu"),
                    help="wall: perf_counter (what the player sees); cpu: the main thread's CPU time "
                         "(thread_time): steadier when other processes share the cores (though a VM's "
                         "contention still shows), and blind to waits for the GIL")
    ap.add_argument("--profile", nargs="?", const="static@1920x1080", default=None, metavar="SCENARIO@WxH",
                    help="cProfile one scenario (default static@1920x1080) instead of the table")
    ap.add_argument("--sort", default="cumulative", choices=("cumulative", "tottime"))
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--sections", nargs="?", const="static@1920x1080", default=None, metavar="SCENARIO@WxH",
                    help="time the scene code (wrapped with clocks, no profiler) in one scenario and print "
                         "inclusive ms per frame, over all frames and over the slowest 5 %%")
    args = ap.parse_args(argv)
    global CLOCK
    CLOCK = time.thread_time if args.clock == "cpu" else time.perf_counter

    from game.shell.userdata import temporary_home

    spec = box.get(args.game)
    scenarios = [s.strip() for s in (args.scenarios or ",".join(SCENARIOS)).split(",") if s.strip()]
    for s in scenarios:
        if s not in KINDS:
            ap.error(f"unknown scenario {s!r} (known: {', '.join(KINDS)})")
    if spec.id != "winter":
        focus = [_spec(x)[0] for x in (args.profile, args.sections) if x]
        asked = focus or (scenarios if args.scenarios else [])
        if set(asked) & set(WINTER_ONLY):
            print("render: the dice and slides scenarios exist for winter only")
            if focus or set(scenarios) <= set(WINTER_ONLY):
                return 0
        scenarios = [s for s in scenarios if s not in WINTER_ONLY]

    t0 = time.perf_counter()
    position = POSITIONS.get(spec.id, late_position)(spec, args.seed)
    with temporary_home():  # autosaves go to a throwaway folder
        probe = make_match(position, False)
        print(f"board: seed {position.seed}, {len(position.actions)} actions, {position.note}, "
              f"{len(probe.log)} log entries (built in {time.perf_counter() - t0:.1f} s)")
        if args.profile:
            return profile(position, args)
        if args.sections:
            return sections(position, args)
        sizes = [parse_size(s) for s in args.sizes.split(",") if s.strip()]
        rep = f", median of {args.repeat} runs" if args.repeat > 1 else ""
        print(f"{args.frames} frames each (after {args.warmup} untimed), update+draw, ms ({args.clock} clock){rep}")
        print(f"{'scenario':<9} {'size':>9} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7} {'mean':>7}")
        for size in sizes:
            for s in scenarios:
                label = f"{size[0]}x{size[1]}"
                rows, why = [], ""
                for _ in range(max(1, args.repeat)):
                    times, why = run(position, s, size, args.frames, args.warmup)
                    if times is None:
                        break
                    rows.append((pct(times, .5), pct(times, .95), pct(times, .99), max(times),
                                 statistics.fmean(times)))
                if not rows:
                    print(f"{s:<9} {label:>9}   n/a ({why})")
                    continue
                cols = [statistics.median(c) for c in zip(*rows)]
                print(f"{s:<9} {label:>9} " + " ".join(f"{c:7.2f}" for c in cols), flush=True)
    return 0


def profile(position, args):
    scenario, size = _spec(args.profile)
    prof = cProfile.Profile()
    times, why = run(position, scenario, size, args.frames, args.warmup, profiler=prof)
    if times is None:
        print(f"{scenario} n/a: {why}")
        return 1
    print(f"profile of {scenario} @ {size[0]}x{size[1]}: {args.frames} frames, p50 {pct(times, .5):.2f} ms "
          f"(with the profiler's overhead); times below are totals over all frames: divide by {args.frames}")
    out = io.StringIO()
    st = pstats.Stats(prof, stream=out)
    st.strip_dirs().sort_stats(args.sort).print_stats(args.top)
    print(out.getvalue())
    out = io.StringIO()
    st = pstats.Stats(prof, stream=out)
    st.sort_stats(args.sort).print_stats(r"game[/\\]\w+[/\\]scenes[/\\]", args.top)
    print("--- the scene code (game/<id>/scenes/) ---")
    print(out.getvalue())
    return 0


def _spec(spec: str):
    scenario, _, size = spec.partition("@")
    scenario = scenario or "static"
    if scenario not in KINDS:
        raise SystemExit(f"unknown scenario {scenario!r} (known: {', '.join(KINDS)})")
    return scenario, parse_size(size or "1920x1080")


def sections(position, args):
    """Wrap the scene code with clocks: every method of the board painter, the board
    scene, the match (and its AI worker and autosaver) and every function of the
    game's scenes modules called through its module (e.g. board_panels.log). Prints
    inclusive ms per frame over all frames and over the slowest 5 % of them."""
    scenario, size = _spec(args.sections)
    clock = time.perf_counter
    frame_cells: dict[str, list] = {}  # label -> [seconds this frame, calls this frame]

    def timed_fn(fn, label):
        cell = frame_cells.setdefault(label, [0.0, 0])

        def timed(*a, **k):
            t = clock()
            try:
                return fn(*a, **k)
            finally:
                cell[0] += clock() - t
                cell[1] += 1
        timed.__wrapped__ = fn
        return timed

    def wrap_object(obj):
        if obj is None:
            return
        prefix = type(obj).__name__
        for name in dir(type(obj)):
            if name.startswith("__"):
                continue
            attr = getattr(type(obj), name, None)
            if not callable(attr) or isinstance(attr, (type, property, staticmethod)):
                continue
            bound = getattr(obj, name)
            if getattr(bound, "__wrapped__", None) is not None:
                continue
            setattr(obj, name, timed_fn(bound, f"{prefix}.{name}"))

    def wrap_modules():
        import types

        for modname, mod in list(sys.modules.items()):
            if not (modname.startswith("game.") and ".scenes." in modname) or mod is None:
                continue
            for name, fn in list(vars(mod).items()):
                if isinstance(fn, types.FunctionType) and fn.__module__ == modname and not name.startswith("__"):
                    setattr(mod, name, timed_fn(fn, f"{modname.rsplit('.', 1)[1]}.{name}"))

    instrumented = [None]

    def instrument(sc):
        if instrumented[0] is sc.board:
            return
        instrumented[0] = sc.board
        match = getattr(sc.board, "match", None)
        for obj in (sc.painter, sc.board, match, getattr(match, "worker", None),
                    getattr(sc.board, "autosaver", None)):
            wrap_object(obj)

    sc = KINDS[scenario](position, size)
    frames = []  # (total seconds, {label: (seconds, calls)})
    try:
        for i in range(args.warmup):
            sc.before(i)
            sc.frame()
        wrap_modules()
        for i in range(args.warmup, args.warmup + args.frames):
            sc.before(i)
            instrument(sc)
            for cell in frame_cells.values():
                cell[0], cell[1] = 0.0, 0
            t = clock()
            sc.frame()
            total = clock() - t
            frames.append((total, {k: tuple(c) for k, c in frame_cells.items() if c[1]}))
    finally:
        sc.close()

    def table(rows, title):
        n = len(rows)
        sums: dict[str, list] = {}
        for _, d in rows:
            for k, (secs, calls) in d.items():
                acc = sums.setdefault(k, [0.0, 0])
                acc[0] += secs
                acc[1] += calls
        print(f"{title}: {n} frames, mean frame {sum(r[0] for r in rows) / n * 1000:.2f} ms (with the clocks); "
              f"inclusive ms per frame, calls per frame")
        for label, (secs, calls) in sorted(sums.items(), key=lambda kv: -kv[1][0])[:args.top]:
            print(f"  {label:<40} {secs / n * 1000:7.3f} ms  {calls / n:7.1f}")

    table(frames, f"sections of {scenario} @ {size[0]}x{size[1]}, all frames")
    slow = sorted(frames, key=lambda r: -r[0])[:max(1, len(frames) // 20)]
    print()
    table(slow, f"the slowest 5 % (from {slow[-1][0] * 1000:.2f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
