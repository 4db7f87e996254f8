// What a person does, turned into the game's calls (game.js): keys (keys.js decodes them), a click or
// tap on the field or around it (one step toward the cell: as GNOME Robots and Killbots take a tap), the touch pad,
// the buttons, and the help overlay. While the autopilot plays, any key or tap only stops it. A count
// typed before a key (5 then . waits five turns) is this module's own state.
import {Address} from "./address.js";
import {Game} from "./game.js";
import {Keys} from "./keys.js";
import {Replay} from "./replay.js";
import {View} from "./view.js";

export function startInput() {
  const $ = id => document.getElementById(id);
  const help = $("help");
  const overlays = [help, $("share"), $("top")];
  let count = 0; // the count typed so far

  function showHelp(show) {
    help.hidden = !show;
    if (show) $("help-close").focus();
  }

  /** The sheet of the controls a game needs less often (on a small screen): shown or not. */
  function showMore(show) {
    $("more").classList.toggle("open", show);
    $("more-button").setAttribute("aria-expanded", String(show));
  }

  function onKey(event) {
    if ($("more").classList.contains("open") && event.key === "Escape") { showMore(false); return; }
    if (Game.stopAutoplay()) { // any key, Shift and z included: it stops the autopilot and does nothing else
      if (!event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
      return;
    }
    const over = overlays.find(overlay => !overlay.hidden);
    if (over) { // the help or the link over the page: its keys close it, the game's do nothing
      if (["Escape", "?", "Enter", "q"].includes(event.key)) { event.preventDefault(); over.hidden = true; }
      return;
    }
    const target = event.target;
    if (target.closest && target.closest("select, input[type=text]")) return; // the control's own keys
    if (target.closest && target.closest("button, input") && (event.key === "Enter" || event.key === " ")) return;
    const decoded = Keys.decode(event);
    if (decoded === null) return;
    event.preventDefault();
    if (Game.pending() && decoded.action !== "yes") {
      Game.confirm(false);
      if (decoded.action === "cancel") return;
    }
    if (decoded.digit !== undefined) { count = Math.min(count * 10 + decoded.digit, 999); return; }
    const times = Math.max(1, count);
    count = 0;
    for (let i = 0; i < times; i++) {
      const done = decoded.step ? Game.move(decoded.step[0], decoded.step[1], false)
        : decoded.action === "undo" ? Game.undo() : (ACTIONS[decoded.action](), false);
      if (!done) break;
    }
  }

  const ACTIONS = {
    charge: Game.charge, undo: Game.undo, hint: Game.hint, autoplay: Game.autoplay, waitForRobot: Game.waitForRobot,
    safe: Game.toggleSafe,
    whole() {
      const button = $("whole");
      button.setAttribute("aria-pressed", String(View.toggleWhole()));
    },
    help() { showHelp(help.hidden); },
    yes() { Game.confirm(true); },
    cancel() { count = 0; Game.confirm(false); },
  };

  /** A click or tap on the field: one step toward that cell (a wait on the player's own cell). */
  function onField(event) {
    if (Replay.active() || Game.stopAutoplay()) return;
    const cell = event.target.closest(".cell");
    const at = cell ? {x: Number(cell.dataset.x), y: Number(cell.dataset.y)} : View.cellAt(event.clientX, event.clientY);
    Game.stepToward(at.x, at.y);
  }

  /** Buttons other than Stop stop the autopilot first, then do their own thing. */
  const button = (id, action) => { $(id).onclick = () => { Game.stopAutoplay(); action(); }; };

  document.addEventListener("keydown", onKey);
  $("stage").addEventListener("click", onField); // the margins around the board too
  $("pad").addEventListener("click", event => {
    const key = event.target.closest("button");
    if (!key || Game.stopAutoplay()) return;
    const [dx, dy] = key.dataset.step.split(",").map(Number);
    if (Game.pending()) Game.confirm(false);
    Game.move(dx, dy, false);
  });
  $("more-button").onclick = () => showMore(!$("more").classList.contains("open"));
  $("more").addEventListener("click", event => { if (event.target.closest("button")) showMore(false); });
  document.addEventListener("click", event => { // a tap beside the open sheet closes it, and only that
    if ($("more").classList.contains("open") && !event.target.closest("#more, #more-button")) {
      showMore(false);
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
  // A button pressed by a click or a tap gives the focus back, so Space and Enter stay the game's keys
  // (a wait, the question's yes) and never press that button again; one pressed from the keyboard keeps it.
  document.addEventListener("click", event => {
    const pressed = event.target.closest && event.target.closest("button");
    if (pressed && event.detail > 0) pressed.blur();
  });
  $("record-file").addEventListener("change", () => showMore(false));
  button("undo", Game.undo);
  button("end-undo", Game.undo);
  button("charge", Game.charge);
  button("hint", Game.hint);
  $("autopilot").onclick = () => { if (!Game.stopAutoplay()) Game.autoplay(); };
  button("safe", ACTIONS.safe);
  button("whole", ACTIONS.whole);
  button("help-button", () => showHelp(true));
  $("help-close").onclick = () => showHelp(false);
  $("share-close").onclick = () => { $("share").hidden = true; };
  overlays.forEach(overlay => overlay.addEventListener("click", event => {
    if (event.target === overlay) overlay.hidden = true; // a click beside the sheet closes it
  }));
  button("copy", Address.copyLink);
  button("end-copy", Address.copyLink);
  button("new", Address.newGame);
  button("variant", Address.switchVariant);
  button("daily", Address.daily);
  button("end-new", Address.newGame);
  $("confirm-yes").onclick = () => Game.confirm(true);
  $("confirm-no").onclick = () => Game.confirm(false);
}
