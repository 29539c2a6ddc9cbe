"""Cold start to the title screen, from source and frozen, and the executable's size.

    python bench/startup.py [--runs 5] [--exe dist/untilthethaw] [--display]

Each run starts a new process with UNTILTHETHAW_STARTUP_PROBE=1: the game runs its
start-up checks, opens the window, draws the first frame of the title screen,
prints "title shown" and exits. The time is from launching the process to reading
that line. The first run follows a drop of the OS file cache when this user may do
that (root on Linux); the others are warm. Headless (SDL's dummy video driver)
unless --display, which uses the real display ($DISPLAY, e.g. under xvfb-run).
Saves and settings go to a throwaway folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def drop_caches() -> bool:
    try:
        subprocess.run(["sync"], check=False)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def one(cmd: list[str], env: dict) -> float:
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=tempfile.gettempdir(), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    for line in p.stdout:
        if line.strip() == "title shown":
            t = time.perf_counter() - t0
            break
    else:
        p.wait()
        raise SystemExit(f"{cmd[0]}: no title screen (exit {p.returncode}): {p.stderr.read()[-800:]}")
    p.wait(timeout=60)
    return t


def measure(label: str, cmd: list[str], runs: int, env: dict) -> dict:
    cold = drop_caches()
    times = [one(cmd, env) for _ in range(runs)]
    first, warm = times[0], times[1:] or times
    print(f"{label:8} first run {first:.2f} s ({'after dropping the file cache' if cold else 'file cache not dropped'}), "
          f"then median {statistics.median(warm):.2f} s, best {min(warm):.2f} s over {len(warm)} runs")
    return {"first": first, "median": statistics.median(warm), "best": min(warm)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--exe", default=str(ROOT / "dist" / ("untilthethaw.exe" if os.name == "nt" else "untilthethaw")))
    ap.add_argument("--display", action="store_true", help="use the real display instead of SDL's dummy driver")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, UNTILTHETHAW_STARTUP_PROBE="1", UNTILTHETHAW_HOME=home,
                   PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
        if not args.display:
            env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        # an installed game keeps its compiled modules (pip writes them, runs reuse them); a
        # machine that forbids writing them would compile every module at every start (0.3 s)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        measure("source", [sys.executable, "-m", "game"], args.runs, env)
        exe = Path(args.exe)
        if exe.is_file():
            size = exe.stat().st_size
            print(f"exe      {exe.name}: {size / 2**20:.1f} MiB ({size} bytes)")
            folder = ROOT / "dist" / "untilthethaw-folder"
            if folder.is_dir():
                total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
                print(f"folder   {folder.name}/: {total / 2**20:.1f} MiB")
                measure("onedir", [str(folder / exe.name)], args.runs, env)
            measure("frozen", [str(exe)], args.runs, env)
        else:
            print(f"frozen   no executable at {exe} (build it: pyinstaller --noconfirm build.spec)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
