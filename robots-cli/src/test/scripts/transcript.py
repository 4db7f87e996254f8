#!/usr/bin/env python3
"""Prints a session as a terminal would show it: what robots wrote (stdout and stderr, merged in
the order written) and, after each prompt, the line typed, marked "> " (an empty line typed: ">").
Used to make the docs' transcripts.

Usage: transcript.py INPUT_FILE -- COMMAND...
"""
import subprocess
import sys

sep = sys.argv.index("--")
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
p = subprocess.Popen(sys.argv[sep + 1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT)
out = []
pending = list(lines)
while True:
    raw = p.stdout.readline()
    if not raw:
        break
    text = raw.decode("utf-8").rstrip("\n")
    out.append(text)
    if text in ("INIT W H R P:", "MOVE:"):
        # Feed lines until one that is not blank gets a reply (blank lines get none).
        while pending:
            typed = pending.pop(0)
            out.append(("> " + typed) if typed else ">")
            p.stdin.write((typed + "\n").encode())
            p.stdin.flush()
            if typed.strip():
                break
        if not pending and text in ("INIT W H R P:", "MOVE:") and out[-1] == text:
            p.stdin.close()
print("\n".join(out))
print(f"[exit status {p.wait()}]")
