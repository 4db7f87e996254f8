// The autopilot playing on: a turn, a pause of the chosen speed, the next turn, until the game ends,
// 5,000 turns pass or anything stops it. Its button reads Stop while it plays. The speed (the pause
// between turns) is kept in the browser's storage.
import {engine} from "./engine.js";

export const Autopilot = (() => {
  const $ = id => document.getElementById(id);
  const CAP = 5000;
  const SPEED_KEY = "robots.autopilot.millis";
  let timer = null;
  let turn = () => false;   // plays one turn; false when there is none to play

  function running() { return timer !== null; }

  function showButton() {
    $("autopilot").textContent = running() ? "Stop" : "Autopilot";
    $("autopilot").setAttribute("aria-pressed", String(running()));
    $("autopilot").title = running() ? "any key" : "A";
  }

  function millis() { return Number($("speed").value); }

  function next() {
    timer = setTimeout(() => {
      if (!running()) return;
      if (engine.game.turn >= CAP || !turn()) { stop(); return; }
      next();
    }, millis());
  }

  /** Starts playing on with playTurn (true while it played one); false when it already plays. */
  function start(playTurn) {
    if (running()) return false;
    turn = playTurn;
    next();
    showButton();
    return true;
  }

  /** Stops; whether it was playing. */
  function stop() {
    if (!running()) return false;
    clearTimeout(timer);
    timer = null;
    showButton();
    return true;
  }

  try {
    const kept = window.localStorage.getItem(SPEED_KEY);
    if (kept !== null && [...$("speed").options].some(o => o.value === kept)) $("speed").value = kept;
  } catch (e) { /* storage off: the default speed */ }
  $("speed").addEventListener("change", () => {
    try { window.localStorage.setItem(SPEED_KEY, $("speed").value); } catch (e) { /* storage off */ }
  });

  return {start, stop, running, millis};
})();
