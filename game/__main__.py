"""Command line: play (default), sim, content, replay, screenshot, saves.

    python -m game                      open the game window
    python -m game --continue | --load FILE
    python -m game --lang ko            (play, screenshot) this run in Korean: auto, en or ko
    python -m game saves [--verify]     where saves, settings and logs are kept; list the saves
    python -m game sim [--game ID] --players 4 --games 200 --seed 1 [--option KEY=VALUE] [--json]
    python -m game content [--game ID] [--json]
    python -m game replay FILE [--verify]          (the file names its game)
    python -m game screenshot [--game ID] --seed N --out FILE [--scene board|...] [--size WxH]
    python -m game serve --port 7341 --data DIR [--host 127.0.0.1]   online tables (0.0.0.0: the LAN too)

Every command reaches the games through the box (game/box.py); --game defaults to
the box's first game.
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


def _port(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if not 0 <= n <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port number from 0 to 65535 (0: any free port), got {text!r}")
    return n


def _game_arg(p):
    from game import box

    p.add_argument("--game", default=box.DEFAULT, metavar="ID",
                   help=f"which game of the box (default {box.DEFAULT}; in the box: {', '.join(box.ids())})")


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="untilthethaw", description="Until the Thaw: a box of games of survival "
                                 "and secret agendas.")
    ap.add_argument("--smoke", action="store_true", help="headless check: an all-AI game at top speed to the "
                    "game-over screen, then its autosave loaded back; exit 0 on success")
    ap.add_argument("--continue", dest="resume", action="store_true", help="open the window on the latest saved game")
    ap.add_argument("--load", metavar="FILE", help="open the window on a save file")
    _lang_arg(ap)
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")

    _lang_arg(sub.add_parser("play", help="open the game window (the default)"), default=argparse.SUPPRESS)

    sim = sub.add_parser("sim", help="play full games headless and print statistics")
    _game_arg(sim)
    sim.add_argument("--players", type=_positive, help="seats (default: the game's usual table)")
    sim.add_argument("--games", type=_positive, default=200, help="games to play (default 200)")
    sim.add_argument("--seed", type=int, default=1, help="first seed; game i uses seed+i (default 1)")
    sim.add_argument("--variant", default=None, help="a rules variant of the game (Winter: normal, coop, "
                     "two-player, betrayer, hardcore, elimination)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="set one new-game option (Winter: main=cold-specimens for a main objective)")
    sim.add_argument("--agents", default="random", help="comma list of agent levels, one per seat, cycled "
                     "(known: random, easy, normal, hard)")
    sim.add_argument("--json", action="store_true", help="end with one JSON object on the last line")

    content = sub.add_parser("content", help="load and validate all card data; print counts")
    _game_arg(content)
    content.add_argument("--json", action="store_true", help="print the counts as JSON")

    sv = sub.add_parser("saves", help="where saves, settings and logs are kept; list the saves")
    sv.add_argument("--verify", action="store_true", help="replay every save and report the ones that don't load")

    rp = sub.add_parser("replay", help="replay a saved game and check that it reproduces")
    rp.add_argument("file", help="a save file")
    rp.add_argument("--verify", action="store_true", help="fail unless the final state matches the saved hash")
    shot = sub.add_parser("screenshot", help="render one scene of a seeded game to a PNG (headless)")
    _game_arg(shot)
    shot.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    shot.add_argument("--out", required=True, help="PNG file to write")
    shot.add_argument("--scene", default="board", help="what to show (default board; the box's: "
                      "board, gameover, title, newgame, curtain, load, save, settings, error; Winter's "
                      "own: crisis, crossroads, search, vote, draft)")
    shot.add_argument("--size", type=_size, default=(1280, 720), help="window size WxH (default 1280x720)")
    shot.add_argument("--scale", type=float, default=1.0, help="UI scale, the size of the lettering (default 1.0)")
    _lang_arg(shot, default=argparse.SUPPRESS)

    srv = sub.add_parser("serve", help="host online tables: a WebSocket server keeping its tables in a folder",
                         description="Host online tables. Every table and action is kept in --data, so a "
                         "restarted server goes on where it stopped. Stop it with Ctrl+C.")
    srv.add_argument("--port", type=_port, default=7341, help="TCP port (default 7341; 0: any free port)")
    srv.add_argument("--data", required=True, metavar="DIR", help="folder for the tables' database (made if missing)")
    srv.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine "
                     "only; 0.0.0.0 opens the server to the local network)")
    srv.add_argument("--certfile", metavar="PEM", help="TLS certificate (chain): the server speaks wss://, "
                     "for play over the internet; invitations then start with wss://")
    srv.add_argument("--keyfile", metavar="PEM", help="the certificate's private key (if not in --certfile)")
    return ap


def _lang_arg(p, default=None):
    """--lang for the window's words this run (the settings keep their own choice). Given
    before the command or after `play`/`screenshot`; SUPPRESS keeps the subcommand from
    hiding one given before it."""
    from game.core.i18n import LANGUAGES

    p.add_argument("--lang", choices=("auto",) + LANGUAGES, default=default,
                   help="the language of the window this run: auto (the system's), " + ", ".join(LANGUAGES)
                   + " (default: as in the settings)")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WxH such as 1920x1080, got {text!r}") from None
    if not (640 <= w <= 7680 and 360 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (640x360 to 7680x4320)")
    return w, h


def _spec(args, command: str):
    from game import box

    try:
        return box.get(args.game)
    except box.UnknownGame as e:
        raise SystemExit(f"{command}: {e}") from None


def _option_value(option, text: str):
    """A command-line word for one of the option's choices."""
    for choice in option.choices:
        if text == str(choice) or text == option.word(choice) or (choice is None and text in ("none", "random")):
            return choice
    known = ", ".join(option.word(c) if c is not None else "none" for c in option.choices)
    raise ValueError(f"option {option.id} has no value {text!r} (known: {known})")


def _config(spec, args):
    """The config of `sim`'s flags, ValueError in words."""
    if args.variant is not None and args.variant not in spec.variants:
        raise ValueError(f"{spec.title} has no variant {args.variant!r} (known: {', '.join(spec.variants)})")
    values = dict(spec.variants.get(args.variant, {}))
    options = {o.id: o for o in spec.options}
    for item in args.option:
        key, eq, text = item.partition("=")
        if not eq or key not in options:
            raise ValueError(f"expected --option KEY=VALUE with KEY one of {', '.join(options)}, got {item!r}")
        values[key] = _option_value(options[key], text)
    return spec.make_config(args.players or spec.default_players, (), **values)


def _print_stats(d: dict):
    """Each number of `sim`'s JSON on a line of its own (dicts as "key n, key n")."""
    width = max([20] + [len(key) + 2 for key in d])
    for key, value in d.items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items())
        print(f"{key.replace('_', ' ') + ':':{width}}{value}")


def cmd_sim(args) -> int:
    from game.sim import simulate

    spec = _spec(args, "sim")
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    unknown = [a for a in agents if a not in spec.levels]
    if not agents or unknown:
        raise SystemExit(f"sim: unknown agent(s) {', '.join(unknown) or '(none given)'}; known: "
                         f"{', '.join(spec.levels)}")
    if args.players is not None and not spec.min_players <= args.players <= spec.max_players:
        raise SystemExit(f"sim: {spec.title} is for {spec.min_players} to {spec.max_players} players")
    try:
        cfg = _config(spec, args)
    except ValueError as e:
        raise SystemExit(f"sim: {e}") from None
    st = simulate(spec, cfg, args.games, args.seed, agents)
    d = st.to_dict()
    _print_stats(d)
    for sample in st.error_samples:
        print(sample, file=sys.stderr)
    if args.json:
        print(json.dumps(d))
    return 1 if st.errors else 0


def cmd_content(args) -> int:
    spec = _spec(args, "content")
    try:
        spec.check()
        counts = spec.counts()
    except ValueError as e:
        print(f"content error: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(counts))
    else:
        for k, v in counts.items():
            print(f"{k:22} {v}")
        print("all content is valid")
    return 0


def cmd_replay(args) -> int:
    from game.core.save import SaveError
    from game.savegame import load_game_data

    try:
        spec, g, _data, start, notice = load_game_data(args.file, verify=args.verify)
    except SaveError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 1
    if notice is not None:
        print(notice)
    since = " from its kept state" if start is not None else ""
    print(f"replayed {len(g.history)} actions{since} of {spec.title}: {spec.describe(g)}")
    if g.is_terminal():
        for r in spec.outcome(g, []).seats:
            print(f"  {r.name}: {'won' if r.won else 'lost'} — " + "; ".join(
                f"{text} ({'met' if ok else 'not met'})" for text, ok in r.checks))
    if args.verify:
        print("verified: the final state matches the save")
    return 0


def cmd_screenshot(args) -> int:
    from game.shell.screenshot import render

    try:
        print(render(args.seed, args.out, args.scene, args.size, _spec(args, "screenshot").id,
                     language=getattr(args, "lang", None), scale=args.scale))
    except (RuntimeError, OSError) as e:
        print(f"screenshot: {e}", file=sys.stderr)
        return 1
    return 0


def cmd_play(args) -> int:
    from game.shell.app import run

    return run(smoke=args.smoke, load=args.load, resume=args.resume, language=getattr(args, "lang", None))


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
        state = "game over" if info.over else (f"round {info.round}" if info.round is not None else "in play")
        line = (f"{info.slot:10} {info.title}: {info.label!r}, {state}, saved {info.when()}; "
                f"seats: {info.seats_text()}")
        if args.verify:
            try:
                load_match(info.path)
                line += " [verified]"
            except SaveError as e:
                bad += 1
                line = f"{info.slot:10} DAMAGED: {e}"
        print(line)
    return 1 if bad and args.verify else 0


def cmd_serve(args) -> int:
    import asyncio
    import signal

    from game.net.server import run  # websockets loads only here: the window's start-up never pays for it
    from game.net.tls import TlsError, server_context

    if args.keyfile and not args.certfile:
        print("serve: --keyfile goes with --certfile (the certificate it is the key of)", file=sys.stderr)
        return 2
    try:
        context = server_context(args.certfile, args.keyfile) if args.certfile else None
    except TlsError as e:
        print(f"serve: {e}", file=sys.stderr)
        return 2
    async def serve_until_stopped():
        # Ctrl+C or a service manager's SIGTERM stops it cleanly, also when started with
        # SIGINT ignored (from a non-interactive shell's background job, where Python raises
        # no KeyboardInterrupt)
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                asyncio.get_running_loop().add_signal_handler(sig, stop.set)
            except (NotImplementedError, RuntimeError, ValueError):  # Windows: Ctrl+C still interrupts
                pass
        await run(args.data, args.host, args.port, stop, announce=lambda line: print(line, flush=True),
                  ssl_context=context)

    try:
        asyncio.run(serve_until_stopped())
        print("server stopped")
    except KeyboardInterrupt:
        print("server stopped")
    except OSError as e:
        print(f"serve: cannot listen on {args.host}:{args.port} or open {args.data}: {e}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command = args.command or "play"
    handler = {"play": cmd_play, "sim": cmd_sim, "content": cmd_content, "replay": cmd_replay,
               "screenshot": cmd_screenshot, "saves": cmd_saves, "serve": cmd_serve}[command]
    if command == "play" and not hasattr(args, "smoke"):
        args.smoke = False
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
