// Replays: a --record file (dropped on the page, chosen with "Open record", or #record=<its text,
// URL-encoded>) played back on the engine with the keys of `robots replay`. The engine (engine.js)
// re-creates each recorded game from its seed and plays the recorded commands; this module only
// steps, times and draws. While a record is open its keys and clicks are taken before the game's.
import {engine} from "./engine.js";
import {emit} from "./events.js";
import {View} from "./view.js";

export const Replay = (() => {
  const $ = id => document.getElementById(id);
  const MIN_SPEED = 0.25;          // turns a second, as robots replay --speed
  const MAX_SPEED = 1000;
  const HOLD_AT_END = 3;           // ticks the last turn of a game stays before the next game
  const MAX_FILE_BYTES = 16 << 20; // as ReplayGames.MAX_CHARS: a file within it has at most as many characters
  const state = {active: false, playing: false, speed: 4, timer: null, held: 0, finished: false, help: false};

  const say = text => emit("say", text);
  const replay = () => engine.replay;
  const lastTurn = () => replay().lastTurn;
  const gameIndex = () => replay().gameIndex;

  function seek(to) { state.turn = replay().goTo(to); }

  function show() {
    const game = replay().game;
    View.setField(game.width, game.height, game.pits());
    View.show({robots: game.robots(), player: [game.playerX, game.playerY], verdicts: null, hint: null,
      lost: game.ending !== "" && game.ending !== "won", ending: game.ending, motion: null});
    $("field-text").textContent = game.fieldText();
    $("outcome").textContent = game.outcome;
    $("status").textContent = "replay \u00b7 " + replay().status + " \u00b7 " + state.speed + " turns/s"
      + (state.playing ? "" : " \u00b7 paused");
    $("replay-play").textContent = state.playing ? "Pause" : "Play";
  }

  function endNote() {
    const outcome = replay().game.outcome;
    return outcome ? "Game " + (gameIndex() + 1) + " ends here: " + outcome + ". n: the next game."
      : "The record stops here: game " + (gameIndex() + 1) + " was cut short after turn " + lastTurn()
        + " (no end line).";
  }

  function schedule() {
    clearInterval(state.timer);
    state.timer = state.playing ? setInterval(tick, Math.max(1, Math.round(1000 / state.speed))) : null;
  }

  function tick() {
    if (!state.playing) return;
    if (state.turn < lastTurn()) {
      seek(state.turn + 1);
    } else if (state.held < HOLD_AT_END) {
      state.held++;
      return;
    } else if (replay().showGame(gameIndex() + 1)) {
      seek(0);
      state.held = 0;
    } else {
      state.playing = false;
      state.finished = true;
      schedule();
      say("End of the record: \u2190 steps back, p the previous game, q leaves the replay.");
    }
    show();
  }

  function step(move) { state.playing = false; state.finished = false; schedule(); say(""); move(); }

  const ACTIONS = {
    pause() {
      if (state.playing) { state.playing = false; say("Paused: space plays on, arrows step."); }
      else if (state.finished && state.turn === lastTurn()) say("The record ends here: \u2190 steps back.");
      else { state.playing = true; state.held = 0; say(""); }
      schedule();
    },
    forward() { step(() => { if (state.turn === lastTurn()) say(endNote()); else seek(state.turn + 1); }); },
    back() {
      step(() => {
        const game = gameIndex() + 1;
        if (state.turn === 0) say("Game " + game + " starts here: p goes to the previous game.");
        else seek(state.turn - 1);
      });
    },
    first() { step(() => seek(0)); },
    last() { step(() => seek(lastTurn())); },
    nextGame() {
      if (replay().showGame(gameIndex() + 1)) { seek(0); state.finished = false; say(""); }
      else say("This is the last game of the record.");
    },
    previousGame() {
      if (replay().showGame(gameIndex() - 1)) { seek(0); state.finished = false; say(""); }
      else say("This is the first game of the record.");
    },
    faster() { state.speed = Math.min(MAX_SPEED, state.speed * 2); schedule(); },
    slower() { state.speed = Math.max(MIN_SPEED, state.speed / 2); schedule(); },
    help() { $("help").hidden = !$("help").hidden; },
    quit() { leave(); emit("left"); },
  };
  const KEYS = {" ": "pause", ArrowRight: "forward", l: "forward", ArrowLeft: "back", h: "back", Home: "first",
    End: "last", n: "nextGame", N: "nextGame", PageDown: "nextGame", p: "previousGame", P: "previousGame",
    PageUp: "previousGame", "+": "faster", "=": "faster", "-": "slower", _: "slower", "?": "help", q: "quit",
    Q: "quit", Escape: "quit"};

  function onKey(event) {
    if (!state.active || event.ctrlKey || event.metaKey || event.altKey) return;
    const onControl = event.target.closest && event.target.closest("button, input");
    if (onControl && (event.key === "Enter" || event.key === " ")) return; // the button's own key
    event.stopImmediatePropagation(); // the game's keys are off while a record is shown
    const action = KEYS[event.key];
    if (!action) {
      if (event.key.length === 1) say("That key does nothing here: ? for help, q leaves the replay.");
      return;
    }
    event.preventDefault();
    ACTIONS[action]();
    if (state.active) show();
  }

  /** Opens a record's text: "" (shown, playing, as robots replay starts), or the one line on what is wrong. */
  function open(text) {
    const problem = engine.openRecord(text);
    if (problem) return problem;
    Object.assign(state, {active: true, playing: true, held: 0, finished: false, turn: 0});
    document.body.classList.add("replaying");
    $("confirm").hidden = true;
    say("Replay: space pauses, \u2190 \u2192 step, Home End, n p games, + - speed, q leaves.");
    schedule();
    show();
    return "";
  }

  function leave() {
    state.active = false;
    state.playing = false;
    schedule();
    document.body.classList.remove("replaying");
  }

  function openFile(file) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      say("record: a file of " + file.size + " bytes (expected: at most " + MAX_FILE_BYTES + ")");
      return;
    }
    file.text().then(text => { const problem = open(text); if (problem) say(problem); },
      () => say("record: " + file.name + " cannot be read"));
  }

  document.addEventListener("keydown", onKey, true);
  $("board").addEventListener("click", e => { if (state.active) e.stopImmediatePropagation(); }, true);
  $("record-file").addEventListener("change", e => { openFile(e.target.files[0]); e.target.value = ""; });
  document.addEventListener("dragover", e => e.preventDefault());
  document.addEventListener("drop", e => {
    e.preventDefault();
    openFile(e.dataTransfer && e.dataTransfer.files[0]);
  });
  $("replay-first").onclick = () => { ACTIONS.first(); show(); };
  $("replay-back").onclick = () => { ACTIONS.back(); show(); };
  $("replay-play").onclick = () => { ACTIONS.pause(); show(); };
  $("replay-forward").onclick = () => { ACTIONS.forward(); show(); };
  $("replay-last").onclick = () => { ACTIONS.last(); show(); };
  $("replay-previous").onclick = () => { ACTIONS.previousGame(); show(); };
  $("replay-next").onclick = () => { ACTIONS.nextGame(); show(); };
  $("replay-slower").onclick = () => { ACTIONS.slower(); show(); };
  $("replay-faster").onclick = () => { ACTIONS.faster(); show(); };
  $("replay-leave").onclick = ACTIONS.quit;

  return {open, leave, show, active: () => state.active};
})();
