"""Command line: play (default), sim, content, replay, screenshot.

    python -m game                      open the game window
    python -m game --continue | --load FILE
    python -m game saves [--verify]     where saves, settings and logs are kept; list the saves
    python -m game sim --players 4 --games 200 --seed 1 [--json]
    python -m game content [--json]
    python -m game replay FILE [--verify]
    python -m game screenshot --seed N --out FILE [--scene board|crisis|...] [--size WxH]
"""

from __future__ import annotations

import argparse
import json
import sys


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {n}")
    return n


def _players(text: str) -> int:
    n = _positive(text)
    if not 2 <= n <= 5:
        raise argparse.ArgumentTypeError("Winter is for 2 to 5 players")
    return n


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="untilthethaw", description="Until the Thaw: survive the winter, "
                                 "maybe betray the colony.")
    ap.add_argument("--smoke", action="store_true", help="headless check: an all-AI game at top speed to the "
                    "game-over screen, then its autosave loaded back; exit 0 on success")
    ap.add_argument("--continue", dest="resume", action="store_true", help="open the window on the latest saved game")
    ap.add_argument("--load", metavar="FILE", help="open the window on a save file")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")

    sub.add_parser("play", help="open the game window (the default)")

    sim = sub.add_parser("sim", help="play full games headless and print statistics")
    sim.add_argument("--players", type=_players, default=4, help="seats, 2-5 (default 4)")
    sim.add_argument("--games", type=_positive, default=200, help="games to play (default 200)")
    sim.add_argument("--seed", type=int, default=1, help="first seed; game i uses seed+i (default 1)")
    sim.add_argument("--variant", choices=("normal",) + _variants(), default="normal",
                     help="rules variant (winter.md §9)")
    sim.add_argument("--objective", metavar="ID", help="main objective id (default: random each game)")
    sim.add_argument("--agents", default="random", help="comma list of agent levels, one per seat, cycled "
                     "(known: random, easy, normal, hard)")
    sim.add_argument("--json", action="store_true", help="end with one JSON object on the last line")

    content = sub.add_parser("content", help="load and validate all card data; print counts")
    content.add_argument("--json", action="store_true", help="print the counts as JSON")

    sv = sub.add_parser("saves", help="where saves, settings and logs are kept; list the saves")
    sv.add_argument("--verify", action="store_true", help="replay every save and report the ones that don't load")

    rp = sub.add_parser("replay", help="replay a saved game and check that it reproduces")
    rp.add_argument("file", help="a save file")
    rp.add_argument("--verify", action="store_true", help="fail unless the final state matches the saved hash")
    shot = sub.add_parser("screenshot", help="render one scene of a seeded game to a PNG (headless)")
    shot.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    shot.add_argument("--out", required=True, help="PNG file to write")
    shot.add_argument("--scene", default="board", choices=_scenes(), help="what to show (default board)")
    shot.add_argument("--size", type=_size, default=(1280, 720), help="window size WxH (default 1280x720)")
    return ap


def _scenes():
    from game.shell.screenshot import SCENES

    return SCENES


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WxH such as 1920x1080, got {text!r}") from None
    if not (640 <= w <= 7680 and 360 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (640x360 to 7680x4320)")
    return w, h


def _variants():
    from game.winter.rules.state import Config

    return Config.VARIANTS


def _config(args):
    from game.winter.rules.state import Config

    flags = {"coop": "coop", "two-player": "two_player", "betrayer": "betrayer", "hardcore": "hardcore",
             "elimination": "elimination"}
    kw = {flags[args.variant]: True} if args.variant != "normal" else {}
    cfg = Config(players=args.players, main=args.objective, **kw)
    cfg.validate()
    return cfg


def cmd_sim(args) -> int:
    from game.ai.agents import AGENTS
    from game.sim import simulate
    from game.winter.rules.content import default_content

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    unknown = [a for a in agents if a not in AGENTS]
    if not agents or unknown:
        raise SystemExit(f"sim: unknown agent(s) {', '.join(unknown) or '(none given)'}; known: {', '.join(AGENTS)}")
    if args.objective and args.objective not in default_content().mains:
        raise SystemExit(f"sim: unknown objective {args.objective!r}; known: {', '.join(sorted(default_content().mains))}")
    try:
        cfg = _config(args)
    except ValueError as e:
        raise SystemExit(f"sim: {e}") from None
    st = simulate(cfg, args.games, args.seed, agents)
    d = st.to_dict()
    print(f"games:              {d['games']}")
    print(f"games per second:   {d['games_per_second']}  ({d['us_per_action']} µs per action)")
    print(f"mean rounds:        {d['mean_rounds']}")
    print("ended by:           " + ", ".join(f"{k} {v}" for k, v in d["ended_by"].items()))
    print("secret wins:        " + ", ".join(f"{k} {v}" for k, v in d["wins"].items()))
    print(f"betrayers present:  {d['betrayers']}")
    print(f"exiles:             {d['exiles']}")
    print(f"errors:             {d['errors']}")
    for sample in st.error_samples:
        print(sample, file=sys.stderr)
    if args.json:
        print(json.dumps(d))
    return 1 if st.errors else 0


def cmd_content(args) -> int:
    from game.winter.rules.content import ContentError, load

    try:
        c = load()
    except ContentError as e:
        print(f"content error: {e}", file=sys.stderr)
        return 1
    counts = c.counts()
    if args.json:
        print(json.dumps(counts))
    else:
        for k, v in counts.items():
            print(f"{k:22} {v}")
        print("all content is valid")
    return 0


def cmd_replay(args) -> int:
    from game.core.save import SaveError
    from game.winter.rules.saves import load_game

    try:
        g = load_game(args.file, verify=args.verify)
    except SaveError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 1
    s = g.s
    print(f"replayed {len(g.history)} actions: round {s.round}, morale {s.morale}, phase {s.phase}")
    if g.is_terminal():
        for r in g.results():
            print(f"  {s.players[r.seat].name}: {'won' if r.won else 'lost'} — {r.reason}")
    if args.verify:
        print("verified: the final state matches the save")
    return 0


def cmd_screenshot(args) -> int:
    from game.shell.screenshot import render

    try:
        print(render(args.seed, args.out, args.scene, args.size))
    except (RuntimeError, OSError) as e:
        print(f"screenshot: {e}", file=sys.stderr)
        return 1
    return 0


def cmd_play(args) -> int:
    from game.shell.app import run

    return run(smoke=args.smoke, load=args.load, resume=args.resume)


def cmd_saves(args) -> int:
    from game.core.save import SaveError
    from game.shell.savefiles import list_saves, load_match
    from game.shell.userdata import home, logs_dir, saves_dir, settings_file

    print(f"user folder: {home()}")
    print(f"  saves:     {saves_dir()}")
    print(f"  settings:  {settings_file()}")
    print(f"  logs:      {logs_dir()}")
    bad = 0
    for info in list_saves():
        if not info.exists:
            continue
        if info.error:
            bad += 1
            print(f"{info.slot:10} DAMAGED: {info.error}")
            continue
        state = "game over" if info.over else f"round {info.round}"
        line = f"{info.slot:10} {info.label!r}, {state}, saved {info.when()}; seats: {info.seats_text()}"
        if args.verify:
            try:
                load_match(info.path)
                line += " [verified]"
            except SaveError as e:
                bad += 1
                line = f"{info.slot:10} DAMAGED: {e}"
        print(line)
    return 1 if bad and args.verify else 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command = args.command or "play"
    handler = {"play": cmd_play, "sim": cmd_sim, "content": cmd_content, "replay": cmd_replay,
               "screenshot": cmd_screenshot, "saves": cmd_saves}[command]
    if command == "play" and not hasattr(args, "smoke"):
        args.smoke = False
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
