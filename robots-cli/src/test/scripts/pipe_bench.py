#!/usr/bin/env python3
"""Drives `robots` over pipes the way a checker does and reports turns per second.

One command is written, then the reply is read in full (the field and MOVE:, or the end line and
the next INIT prompt) before the next command is written: a synchronous round trip per turn, so
the number includes pipe latency and both processes' scheduling, not just the engine.

Usage: pipe_bench.py [--turns N] [--init "30 17 20 40"] [--moves random|wait] -- COMMAND...
e.g.   pipe_bench.py --turns 100000 -- java -jar robots-cli/target/robots.jar --seed 1
"""
import argparse
import random
import subprocess
import sys
import time

MOVES = ["U", "D", "L", "R", "UL", "UR", "DL", "DR", "W"]
STEP = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0), "UL": (-1, -1), "UR": (1, -1),
        "DL": (-1, 1), "DR": (1, 1), "W": (0, 0)}
ENDS = {"WIN", "LOST BY HIT", "LOST BY FALL", "LOST BY CAPTURE"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=50000)
    ap.add_argument("--init", default="30 17 20 40")
    ap.add_argument("--moves", choices=["random", "wait"], default="random")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("command", nargs="+")
    a = ap.parse_args()
    w, h = (int(v) for v in a.init.split()[:2])
    rng = random.Random(a.seed)
    # Buffered reads (a raw pipe's readline would make one system call per byte); each write is
    # flushed at once, since the program answers only after reading the whole line.
    p = subprocess.Popen(a.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out = p.stdout

    class Flushing:
        def write(self, data):
            p.stdin.write(data)
            p.stdin.flush()

        def close(self):
            p.stdin.close()

    inp = Flushing()

    def line():
        s = out.readline()
        if not s:
            sys.exit("robots closed its output early")
        return s.rstrip(b"\n").decode("ascii")

    def read_field():
        rows = [line() for _ in range(h)]
        prompt = line()
        assert prompt == "MOVE:", prompt
        for y, row in enumerate(rows):
            x = row.find("@")
            if x >= 0:
                return x // 2, y
        sys.exit("no player in the field")

    assert line() == "INIT W H R P:"
    start = time.perf_counter()
    inp.write((a.init + "\n").encode())
    px, py = read_field()
    turns = games = 0
    while turns < a.turns:
        if a.moves == "wait":
            m = "W"
        else:
            m = rng.choice([m for m in MOVES
                            if 0 <= px + STEP[m][0] < w and 0 <= py + STEP[m][1] < h])
        inp.write((m + "\n").encode())
        turns += 1
        first = line()
        if first in ENDS:
            assert line() == "INIT W H R P:"
            games += 1
            inp.write((a.init + "\n").encode())
            px, py = read_field()
            continue
        rows = [first] + [line() for _ in range(h - 1)]
        assert line() == "MOVE:"
        for y, row in enumerate(rows):
            x = row.find("@")
            if x >= 0:
                px, py = x // 2, y
    elapsed = time.perf_counter() - start
    inp.close()
    p.wait()
    print(f"{turns} turns, {games} games ended, {elapsed:.2f} s: {turns / elapsed:,.0f} turns/s "
          f"(exit status {p.returncode})")


if __name__ == "__main__":
    main()
