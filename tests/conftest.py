import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# saves, settings and logs of every test go to a throwaway folder, never the real user's
os.environ["UNTILTHETHAW_HOME"] = tempfile.mkdtemp(prefix="untilthethaw-tests-")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
