"use strict";
// The page's game: opens the game the address names, plays moves, undoes, shows hints and lets the
// autopilot play on, all through the engine (robots.js, robots-core compiled by TeaVM); keeps the
// view, #field-text, the status line, the slot (a message, a losing move's confirmation, or the end)
// and the scores up to date. The engine holds the game; this script holds only what is on screen.
// input.js turns keys, taps and buttons into these calls.
const Page = (() => {
  const $ = id => document.getElementById(id);
  const WHY = {"LOST BY HIT": "you step onto a robot", "LOST BY FALL": "you step into a pit",
    "LOST BY CAPTURE": "a robot steps onto you"};
  const ENDED = {"LOST BY HIT": "you stepped onto a robot", "LOST BY FALL": "you stepped into a pit",
    "LOST BY CAPTURE": "a robot stepped onto you"};
  const state = {charged: false, safe: true, hint: null, pending: null, count: 0, helped: false, counted: false,
    verdicts: null};
  const coarse = matchMedia("(pointer: coarse)");
  const address = {written: [], timer: null, wanted: ""};

  const numbers = text => text ? text.split(",").map(Number) : [];
  const turns = n => n + (n === 1 ? " turn" : " turns");
  const safeIn = verdicts => /[sw]/.test(verdicts.slice(0, 4) + verdicts.slice(5));

  function say(text) {
    $("message").textContent = text;
  }

  /** What the last turn did, from robotsMotion(): {player, steps, killed, charge, fell, merged, caught, reinforced}. */
  function motion() {
    const text = robotsMotion();
    if (!text) return null;
    const parts = {};
    for (const part of text.split(";")) {
      const [name, values] = part.split("=");
      parts[name] = numbers(values);
    }
    return parts;
  }

  /** The last turn in words: "2 robots fell into pits · 1 merge · the charge destroyed 3 · a new robot". */
  function told(m) {
    if (!m) return "";
    const n = (list, one, many) => list.length / 2 === 1 ? one : (list.length / 2) + " " + many;
    const parts = [];
    if (m.killed.length) parts.push("the charge destroyed " + m.killed.length / 2);
    if (m.fell.length) parts.push(n(m.fell, "a robot fell into a pit", "robots fell into pits"));
    if (m.merged.length) parts.push(n(m.merged, "two robots merged", "merges"));
    if (m.reinforced.length) parts.push("a new robot on a corner");
    return parts.join(" \u00b7 ");
  }

  /** A line when no step is safe: what to do about it, or "" while there is a safe step. */
  function advice(outcome) {
    if (outcome || !state.safe || safeIn(state.verdicts)) return "";
    if (state.charged) return "No safe step, even with the charge: every move loses this turn.";
    if (robotsCharges() === 0) return "No safe step and no charge left: every move loses this turn.";
    return safeIn(robotsVerdicts(true)) ? "No safe step: charge first (c or Charge), then step to a yellow cell."
      : "No safe step, not even with a charge: every move loses this turn.";
  }

  /** Draws the game: animate, whether to show the last turn's motion. */
  function render(animate) {
    if (Replay.active()) { Replay.show(); return; } // a record is shown: its position, not the game's
    const outcome = robotsOutcome();
    state.verdicts = outcome ? "rrrrrrrrr" : robotsVerdicts(state.charged);
    const last = animate ? motion() : null;
    View.show({robots: numbers(robotsRobots()), player: [robotsPlayerX(), robotsPlayerY()],
      verdicts: state.safe ? state.verdicts : null, hint: state.hint, lost: outcome !== "" && outcome !== "WIN",
      end: outcome, motion: last});
    $("field-text").textContent = robotsFieldText();
    $("status").textContent = "turn " + robotsTurn() + " \u00b7 charges " + robotsCharges()
      + (state.charged ? " (armed)" : "") + " \u00b7 robots " + robotsRobotCount() + " \u00b7 seed " + robotsSeed();
    $("charge").setAttribute("aria-pressed", String(state.charged));
    $("safe").setAttribute("aria-pressed", String(state.safe));
    $("advice").textContent = advice(outcome);
    showPad();
    $("outcome").textContent = outcome;
    $("why").textContent = outcome === "WIN" ? "in " + turns(robotsTurn()) + (state.helped ? ", with help" : "")
      : outcome ? "on turn " + robotsTurn() + ": " + ENDED[outcome] : "";
    $("end").classList.toggle("lost", outcome !== "" && outcome !== "WIN");
    showSlot();
    follow("#" + robotsLink());
    if (outcome && !state.counted) {
      state.counted = true; // a game counts once, when it ends in this page
      Scores.record(robotsSize(), outcome, robotsTurn(), state.helped);
    }
    $("scores").textContent = "Scores " + Scores.line(robotsSize());
    return last;
  }

  /**
   * The address follows the game: at once, but at most 100 times in 10 s, then twice a second (a browser
   * ignores a page that rewrites its address too often, as the fastest autopilot or 500 waits of w would).
   */
  function follow(fragment) {
    address.wanted = fragment;
    const now = performance.now();
    address.written = address.written.filter(t => now - t < 10000);
    if (address.timer !== null) return;
    if (address.written.length < 100) { write(); return; }
    address.timer = setTimeout(() => { address.timer = null; write(); }, 500);
  }

  function write() {
    address.written.push(performance.now());
    history.replaceState(null, "", address.wanted);
  }

  /** The slot shows the end, else a losing move's confirmation, else the message. */
  function showSlot() {
    const ended = robotsOutcome() !== "";
    $("end").hidden = !ended;
    $("confirm").hidden = ended || !state.pending;
    $("say").hidden = ended || !!state.pending;
  }

  function showPad() {
    document.querySelectorAll("#pad button").forEach(button => {
      const [dx, dy] = button.dataset.step.split(",").map(Number);
      const verdict = state.verdicts[(dy + 1) * 3 + dx + 1];
      button.classList.toggle("safe", state.safe && (dx !== 0 || dy !== 0) && (verdict === "s" || verdict === "w"));
      button.classList.toggle("hint", !!state.hint && state.hint.dx === dx && state.hint.dy === dy);
    });
  }

  /** Plays a step; a losing one only when confirmed. Returns whether a turn was played. */
  function move(dx, dy, confirmed) {
    if (robotsOutcome()) { say("the game is over: z undoes, New game starts another"); return false; }
    const letters = Keys.command(dx, dy, state.charged);
    if (state.verdicts[(dy + 1) * 3 + dx + 1] === "l" && !confirmed) {
      const line = robotsLossLine(letters);
      state.pending = {dx, dy};
      $("confirm-text").textContent = letters + " loses: " + WHY[line] + " (" + line + ").";
      showSlot();
      return false;
    }
    const result = robotsPlay(letters);
    if (result.startsWith("refused") || result.startsWith("bad command")) { say(result); return false; }
    state.charged = false;
    state.hint = null;
    state.pending = null;
    const last = render(true);
    say(letters + (told(last) ? ": " + told(last) : ""));
    return true;
  }

  function undo() {
    state.pending = null;
    if (robotsUndo()) { state.hint = null; say("undone"); render(false); return true; }
    say("nothing to undo");
    return false;
  }

  function hint() {
    if (robotsOutcome()) return;
    const letters = robotsHint();
    state.hint = Keys.step(letters);
    state.helped = true; // a win after a hint counts as a win with help
    say("the autopilot would play " + letters);
    render(false);
  }

  function autopilotTurn() {
    if (robotsOutcome()) return false;
    state.helped = true;
    state.charged = false;
    state.hint = null;
    state.pending = null;
    robotsPlay(robotsHint());
    render(true);
    return robotsOutcome() === "";
  }

  function autoplay() {
    if (robotsOutcome()) return;
    if (Autopilot.start(autopilotTurn)) say("the autopilot plays on: any key, a tap or Stop stops it");
  }

  function stopAutoplay() {
    if (Autopilot.stop()) { say("autopilot stopped"); return true; }
    return false;
  }

  function waitForRobot() {
    for (let i = 0; i < 1000 && !robotsOutcome(); i++) {
      const robots = numbers(robotsRobots());
      const x = robotsPlayerX();
      const y = robotsPlayerY();
      for (let r = 0; r < robots.length; r += 2) {
        if (Math.abs(robots[r] - x) <= 1 && Math.abs(robots[r + 1] - y) <= 1) return;
      }
      if (!move(0, 0, false)) return;
    }
  }

  function confirm(yes) {
    const p = state.pending;
    state.pending = null;
    showSlot();
    if (yes && p) move(p.dx, p.dy, true);
    else say("cancelled");
  }

  function charge() {
    if (!state.charged && robotsCharges() === 0) { say("no charge left"); return; }
    state.charged = !state.charged;
    say(state.charged ? "charge armed: the next move fires it" : "charge off");
    render(false);
  }

  /**
   * Copy link: the page's own address with the position's #fragment when the page is hosted; from
   * disk (file:) the #fragment alone, since a file:/// address opens only on this computer. Shown
   * over the page, selected, and put on the clipboard when the browser allows.
   */
  function copyLink() {
    const fragment = "#" + robotsLink();
    const hosted = location.protocol === "http:" || location.protocol === "https:";
    const link = hosted ? location.href.split("#")[0] + fragment : fragment;
    const box = $("link-box");
    box.value = link;
    $("share").hidden = false;
    box.focus();
    box.select();
    const where = hosted ? "It opens this position wherever the page is." : "This page was opened from a file, and a"
      + " file:/// address opens only on this computer: this is the position's #fragment, to add to the page's"
      + " address where the page is hosted (docs/web.md: publishing the page).";
    const note = text => { $("share-note").textContent = text + " " + where; say(text); };
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(() => note("Copied."), () => note("Select and copy it."));
    else note("Select and copy it.");
  }

  function open() {
    Autopilot.stop();
    Object.assign(state, {charged: false, hint: null, pending: null, count: 0, helped: false, counted: false});
    let fragment = location.hash.replace(/^#/, "");
    try { fragment = decodeURIComponent(fragment); } catch (e) { /* kept as it is: the engine names the bad part */ }
    Replay.leave();
    let problem = "";
    if (fragment.startsWith("record=")) {
      problem = Replay.open(fragment.substring("record=".length));
      if (!problem) return;
      fragment = ""; // a record that cannot be played: a new game, and the one line on the record
    }
    const linkProblem = robotsOpen(fragment);
    const [width, height] = robotsSize().split(",").map(Number);
    View.setField(width, height, numbers(robotsPits()));
    state.counted = robotsOutcome() !== ""; // a game counts once, when it ends in this page
    render(false);
    say(problem || linkProblem || (coarse.matches ? "Your move: tap anywhere and you step one cell toward it;"
      + " tap yourself to wait." : "Your move: the arrow keys or h j k l y u b n, or a click to step toward it;"
      + " . waits, c charges, ? shows every key."));
    if (robotsAuto()) autoplay();
  }

  function newGame() {
    history.replaceState(null, "", "#size=" + robotsSize());
    open();
  }

  return {state, say, render, move, undo, hint, autoplay, stopAutoplay, waitForRobot, confirm, charge, copyLink,
    open, newGame};
})();
