// The page's game: opens the game the address names, plays moves, undoes, shows hints and lets the
// autopilot play on, all through the engine (engine.js); draws the view, #field-text, the slot (a
// message, a losing move's confirmation, or the end) and the touch pad, then tells the other parts
// ("shown", events.js). The engine holds the game; this module holds only what is on screen and the
// player's choices (charge armed, safe cells shown, the hint, the move waiting for confirmation).
// input.js turns keys, taps and buttons into these calls.
import {engine} from "./engine.js";
import {emit} from "./events.js";
import {Keys} from "./keys.js";
import {View} from "./view.js";
import {Autopilot} from "./autopilot.js";
import {Replay} from "./replay.js";

export const Game = (() => {
  const $ = id => document.getElementById(id);
  const WHY = {hit: "you step onto a robot", fall: "you step into a pit", capture: "a robot steps onto you"};
  const ENDED = {hit: "you stepped onto a robot", fall: "you stepped into a pit", capture: "a robot stepped onto you"};
  const state = {charged: false, safe: true, hint: null, pending: null, helped: false, undone: false, verdicts: null};
  const coarse = window.matchMedia("(pointer: coarse)");

  const turns = n => n + (n === 1 ? " turn" : " turns");
  const say = text => emit("say", text);

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
  function advice(game) {
    if (game.ending || !state.safe || state.verdicts.anySafeStep) return "";
    if (state.charged) return "No safe step, even with the charge: every move loses this turn.";
    if (game.charges === 0) return "No safe step and no charge left: every move loses this turn.";
    return engine.verdicts(true).anySafeStep ? "No safe step: charge first (c or Charge), then step to a yellow cell."
      : "No safe step, not even with a charge: every move loses this turn.";
  }

  /** Draws the game; motion: the last turn's, to animate, or null. */
  function render(motion) {
    if (Replay.active()) { Replay.show(); return; } // a record is shown: its position, not the game's
    const game = engine.game;
    state.verdicts = engine.verdicts(state.charged);
    View.show({robots: game.robots(), player: [game.playerX, game.playerY],
      verdicts: state.safe && !game.ending ? state.verdicts : null, hint: state.hint,
      lost: game.ending !== "" && game.ending !== "won", ending: game.ending, motion});
    $("field-text").textContent = game.fieldText();
    $("charge").setAttribute("aria-pressed", String(state.charged));
    $("safe").setAttribute("aria-pressed", String(state.safe));
    $("advice").textContent = advice(game);
    showPad();
    $("outcome").textContent = game.outcome;
    $("why").textContent = (game.ending === "won" ? "in " + turns(game.turn) + (state.helped ? ", with help" : "")
      : game.ending ? "on turn " + game.turn + ": " + ENDED[game.ending] : "") + levelNext();
    $("end-new").textContent = !engine.level ? "New game" : engine.nextLevel > engine.level ? "Next level" : "Try again";
    $("variant").textContent = engine.level ? "Statement's game" : "Campaign";
    $("end").classList.toggle("lost", game.ending !== "" && game.ending !== "won");
    showSlot();
    emit("shown", {game, charged: state.charged});
  }

  /** In the campaign, once the game is over: where the next game is. */
  function levelNext() {
    if (!engine.level || !engine.nextLevel) return "";
    return engine.nextLevel > engine.level ? " \u00b7 next: level " + engine.nextLevel + " of " + engine.levels
      : " \u00b7 level " + engine.level + " again";
  }

  /** The slot shows the end, else a losing move's confirmation, else the message. */
  function showSlot() {
    const ended = engine.game.ending !== "";
    $("end").hidden = !ended;
    $("confirm").hidden = ended || !state.pending;
    $("say").hidden = ended || !!state.pending;
  }

  function showPad() {
    const ended = engine.game.ending !== "";
    document.querySelectorAll("#pad button").forEach(button => {
      const [dx, dy] = button.dataset.step.split(",").map(Number);
      const kind = ended ? "refused" : state.verdicts.at(dx, dy).kind;
      button.classList.toggle("safe", state.safe && (dx !== 0 || dy !== 0) && (kind === "safe" || kind === "wins"));
      button.classList.toggle("hint", !!state.hint && state.hint.dx === dx && state.hint.dy === dy);
    });
  }

  /** Plays a step; a losing one only when confirmed. Returns whether a turn was played. */
  function move(dx, dy, confirmed) {
    if (engine.game.ending) { say("the game is over: z undoes, New game starts another"); return false; }
    const letters = Keys.command(dx, dy, state.charged);
    const verdict = state.verdicts.at(dx, dy);
    if (verdict.kind === "loses" && !confirmed) {
      state.pending = {dx, dy};
      $("confirm-text").textContent = letters + " loses: " + WHY[verdict.reason] + " (" + verdict.line + ").";
      showSlot();
      return false;
    }
    const result = engine.play(letters);
    if (result.status !== "played") {
      say((result.status === "bad" ? "bad command: " : "refused: ") + result.message);
      return false;
    }
    state.charged = false;
    state.hint = null;
    state.pending = null;
    if (result.ending) ended();
    render(result.motion);
    say(letters + (told(result.motion) ? ": " + told(result.motion) : ""));
    return true;
  }

  /** The game just ended: the scores count it, with the help it had. */
  function ended() {
    emit("ended", {game: engine.game, help: state.helped ? "autopilot" : state.undone ? "undo" : "none"});
  }

  function undo() {
    state.pending = null;
    if (engine.undo()) { state.hint = null; state.undone = true; say("undone"); render(null); return true; }
    say("nothing to undo");
    return false;
  }

  function hint() {
    if (engine.game.ending) return;
    const letters = engine.hint();
    state.hint = Keys.step(letters);
    state.helped = true; // a win after a hint counts as a win with help
    say("the autopilot would " + Keys.words(letters) + " (" + letters + ")");
    render(null);
  }

  function autopilotTurn() {
    if (engine.game.ending) return false;
    Object.assign(state, {helped: true, charged: false, hint: null, pending: null});
    const result = engine.play(engine.hint());
    if (result.ending) ended();
    render(result.motion);
    return engine.game.ending === "";
  }

  function autoplay() {
    if (engine.game.ending) return;
    if (Autopilot.start(autopilotTurn)) say("the autopilot plays on: any key, a tap or Stop stops it");
  }

  function stopAutoplay() {
    if (Autopilot.stop()) { say("autopilot stopped"); return true; }
    return false;
  }

  /** Waits until a robot stands next to the player (w): at most 1000 turns, never a losing wait. */
  function waitForRobot() {
    for (let i = 0; i < 1000 && !engine.game.ending; i++) {
      const game = engine.game;
      const robots = game.robots();
      for (let r = 0; r < robots.length; r += 2) {
        if (Math.abs(robots[r] - game.playerX) <= 1 && Math.abs(robots[r + 1] - game.playerY) <= 1) return;
      }
      if (!move(0, 0, false)) return;
    }
  }

  /** Whether a losing move waits for its confirmation. */
  const pending = () => state.pending !== null;

  function confirm(yes) {
    const p = state.pending;
    state.pending = null;
    showSlot();
    if (yes && p) move(p.dx, p.dy, true);
    else say("cancelled");
  }

  function charge() {
    if (!state.charged && engine.game.charges === 0) { say("no charge left"); return; }
    state.charged = !state.charged;
    say(state.charged ? "charge armed: the next move fires it" : "charge off");
    render(null);
  }

  function toggleSafe() {
    state.safe = !state.safe;
    render(null);
  }

  /** Steps toward cell (x, y) of the board: one cell, or a wait on the player's own cell. */
  function stepToward(x, y) {
    if (state.pending) confirm(false);
    const game = engine.game;
    move(Math.sign(x - game.playerX), Math.sign(y - game.playerY), false);
  }

  /** Opens the game fragment names (the address's #fragment, decoded), after problem: a line to show first. */
  function open(fragment, problem) {
    Autopilot.stop();
    Object.assign(state, {charged: false, hint: null, pending: null, helped: false, undone: false});
    const opened = engine.open(fragment);
    const game = engine.game;
    View.setField(game.width, game.height, game.pits());
    emit("opened", game);
    render(null);
    say(problem || opened.problem || (coarse.matches ? "Your move: tap anywhere and you step one cell toward it;"
      + " tap yourself to wait." : "Your move: the arrow keys or h j k l y u b n, or a click to step toward it;"
      + " . waits, c charges, ? shows every key."));
    if (opened.auto) autoplay();
  }

  return {move, undo, hint, autoplay, stopAutoplay, waitForRobot, pending, confirm, charge, toggleSafe, stepToward,
    open};
})();
