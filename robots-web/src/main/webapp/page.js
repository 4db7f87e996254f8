"use strict";
// The page: opens the game the address names, plays keys, clicks and the autopilot through the
// engine (robots.js, robots-core compiled by TeaVM), and keeps #field-text, #outcome, the status
// line and the scores up to date. The engine holds the game; this script holds only what is on screen.
(() => {
  const $ = id => document.getElementById(id);
  const AUTOPLAY_MILLIS = 150;
  const AUTOPLAY_CAP = 5000;
  const state = {charged: false, safe: true, hint: null, pending: null, count: 0, timer: null, assisted: false,
    counted: false};

  function say(text) { $("message").textContent = text; }

  function render() {
    if (Replay.active()) { Replay.show(); return; } // a record is shown: its position, not the game's
    const outcome = robotsOutcome();
    const marks = state.safe && !outcome ? robotsVerdicts(state.charged) : null;
    Board.draw(robotsBoardText(), marks, state.hint, outcome !== "" && outcome !== "WIN");
    $("field-text").textContent = robotsFieldText();
    $("outcome").textContent = outcome;
    const charges = robotsCharges();
    $("status").textContent = "turn " + robotsTurn() + " \u00b7 charges " + charges
      + (state.charged ? " (armed)" : "") + " \u00b7 robots " + robotsRobotCount() + " \u00b7 seed " + robotsSeed();
    $("charge").setAttribute("aria-pressed", String(state.charged));
    $("safe").setAttribute("aria-pressed", String(state.safe));
    history.replaceState(null, "", "#" + robotsLink());
    if (outcome) recordScore(outcome);
    showScores();
  }

  // --- scores, per board size, in the browser's storage ------------------------------------------
  function scores() {
    try { return JSON.parse(localStorage.getItem("robots.scores") || "{}"); } catch (e) { return {}; }
  }
  function recordScore(outcome) {
    if (state.counted) return;
    state.counted = true;
    const all = scores();
    const s = all[robotsSize()] || {played: 0, won: 0, best: null};
    s.played++;
    if (outcome === "WIN") {
      s.won++;
      if (!state.assisted && (s.best === null || robotsTurn() < s.best)) s.best = robotsTurn();
    }
    all[robotsSize()] = s;
    try { localStorage.setItem("robots.scores", JSON.stringify(all)); } catch (e) { /* storage off: no scores */ }
  }
  function showScores() {
    const s = scores()[robotsSize()];
    const best = s && s.best !== null
      ? "; fastest win without the autopilot: " + s.best + (s.best === 1 ? " turn" : " turns") : "";
    $("scores").textContent = s ? s.won + " won of " + s.played + " played on " + robotsSize() + best
      : "no game finished yet";
  }

  // --- playing ---------------------------------------------------------------------------------------
  function stopAutoplay() {
    if (state.timer !== null) { clearInterval(state.timer); state.timer = null; say("autopilot stopped"); }
  }

  /** Plays a step; a losing one only when confirmed. Returns whether a turn was played. */
  function move(dx, dy, confirmed) {
    if (robotsOutcome()) { say("the game is over: z undoes, New game starts another"); return false; }
    const letters = Keys.command(dx, dy, state.charged);
    const verdict = robotsVerdicts(state.charged)[(dy + 1) * 3 + dx + 1];
    if (verdict === "l" && !confirmed) {
      state.pending = {dx, dy};
      $("confirm-text").textContent = letters + " loses this turn.";
      $("confirm").hidden = false;
      say("that move loses: Enter plays it, Esc cancels");
      return false;
    }
    const result = robotsPlay(letters);
    if (result.startsWith("refused") || result.startsWith("bad command")) { say(result); return false; }
    state.charged = false;
    state.hint = null;
    say(result ? "" : letters);
    render();
    return true;
  }

  function undo() {
    if (robotsUndo()) { state.hint = null; say("undone"); render(); return true; }
    say("nothing to undo");
    return false;
  }

  function hint() {
    if (robotsOutcome()) return;
    const letters = robotsHint();
    state.hint = Keys.step(letters);
    say("the autopilot would play " + letters);
    render();
  }

  function autoplayTurn() {
    if (robotsOutcome() || robotsTurn() >= AUTOPLAY_CAP) { clearInterval(state.timer); state.timer = null; return; }
    state.assisted = true;
    state.charged = false;
    robotsPlay(robotsHint());
    state.hint = null;
    render();
  }
  function autoplay() {
    if (state.timer !== null || robotsOutcome()) return;
    say("the autopilot plays on: any key stops it");
    state.timer = setInterval(autoplayTurn, AUTOPLAY_MILLIS);
  }

  function waitForRobot() {
    for (let i = 0; i < 1000 && !robotsOutcome(); i++) {
      const near = Board.parse(robotsBoardText());
      const {x, y} = near.player;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        if ((near.rows[y + dy] || [])[x + dx] === "X") { render(); return; }
      }
      if (!move(0, 0, false)) return;
    }
  }

  function confirm(yes) {
    const p = state.pending;
    state.pending = null;
    $("confirm").hidden = true;
    if (yes && p) move(p.dx, p.dy, true);
    else say("cancelled");
  }

  const ACTIONS = {
    charge() {
      if (!state.charged && robotsCharges() === 0) { say("no charge left"); return; }
      state.charged = !state.charged; say(state.charged ? "charge armed: the next move fires it" : "charge off");
      render();
    },
    undo, hint, autoplay, waitForRobot,
    safe() { state.safe = !state.safe; render(); },
    help() { $("help").hidden = !$("help").hidden; },
    yes() { confirm(true); },
    cancel() { state.count = 0; confirm(false); },
  };

  function onKey(event) {
    const onControl = event.target.closest && event.target.closest("button, input");
    if (onControl && (event.key === "Enter" || event.key === " ")) return; // the button's own key
    const decoded = Keys.decode(event);
    if (decoded === null) return;
    event.preventDefault();
    stopAutoplay();
    if (state.pending && decoded.action !== "yes") { confirm(false); if (decoded.action === "cancel") return; }
    if (decoded.digit !== undefined) { state.count = Math.min(state.count * 10 + decoded.digit, 999); return; }
    const times = Math.max(1, state.count);
    state.count = 0;
    for (let i = 0; i < times; i++) {
      const done = decoded.step ? move(decoded.step[0], decoded.step[1], false)
        : decoded.action === "undo" ? undo() : (ACTIONS[decoded.action](), false);
      if (!done) break;
    }
  }

  function onClick(event) {
    const cell = Board.cellAt(event);
    if (!cell) return;
    stopAutoplay();
    const at = Board.parse(robotsBoardText()).player;
    const dx = cell.x - at.x;
    const dy = cell.y - at.y;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1) { say("click or tap a cell next to you"); return; }
    if (state.pending) confirm(false);
    move(dx, dy, false);
  }

  function copyLink() {
    const link = location.href.split("#")[0] + "#" + robotsLink();
    const box = $("link-box");
    box.value = link;
    box.hidden = false;
    box.select();
    const copied = () => say("link copied");
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(copied, () => say("select and copy the link"));
    else say("select and copy the link");
  }

  function open() {
    stopAutoplay();
    Object.assign(state, {charged: false, hint: null, pending: null, count: 0, assisted: false, counted: false});
    $("confirm").hidden = true;
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
    say(problem || linkProblem);
    state.counted = robotsOutcome() !== ""; // a game counts once, when it ends in this page
    render();
    if (robotsAuto()) autoplay();
  }

  document.addEventListener("keydown", onKey);
  $("board").addEventListener("click", onClick);
  $("undo").onclick = () => { stopAutoplay(); undo(); };
  $("charge").onclick = ACTIONS.charge;
  $("hint").onclick = () => { stopAutoplay(); hint(); };
  $("autopilot").onclick = autoplay;
  $("safe").onclick = ACTIONS.safe;
  $("help-button").onclick = ACTIONS.help;
  $("copy").onclick = copyLink;
  $("new").onclick = () => { history.replaceState(null, "", "#size=" + robotsSize()); open(); };
  $("confirm-yes").onclick = () => confirm(true);
  $("confirm-no").onclick = () => confirm(false);
  Replay.onLeave(() => { history.replaceState(null, "", "#"); open(); }); // a new game of the statement's setup
  addEventListener("hashchange", open);
  addEventListener("resize", render);
  open();
})();
