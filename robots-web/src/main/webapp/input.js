"use strict";
// What a person does, turned into the page's calls (page.js): keys (keys.js decodes them), a click or
// tap on the field or around it (one step toward the cell: as GNOME Robots and Killbots take a tap), the touch pad,
// the buttons, and the help overlay. While the autopilot plays, any key or tap only stops it.
(() => {
  const $ = id => document.getElementById(id);
  const help = $("help");
  const overlays = [help, $("share")];

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
    if (Page.stopAutoplay()) { // any key, Shift and z included: it stops the autopilot and does nothing else
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
    const state = Page.state;
    if (state.pending && decoded.action !== "yes") {
      Page.confirm(false);
      if (decoded.action === "cancel") return;
    }
    if (decoded.digit !== undefined) { state.count = Math.min(state.count * 10 + decoded.digit, 999); return; }
    const times = Math.max(1, state.count);
    state.count = 0;
    for (let i = 0; i < times; i++) {
      const done = decoded.step ? Page.move(decoded.step[0], decoded.step[1], false)
        : decoded.action === "undo" ? Page.undo() : (ACTIONS[decoded.action](), false);
      if (!done) break;
    }
  }

  const ACTIONS = {
    charge: Page.charge, undo: Page.undo, hint: Page.hint, autoplay: Page.autoplay, waitForRobot: Page.waitForRobot,
    safe() { Page.state.safe = !Page.state.safe; Page.render(false); },
    help() { showHelp(help.hidden); },
    yes() { Page.confirm(true); },
    cancel() { Page.state.count = 0; Page.confirm(false); },
  };

  /** A click or tap on the field: one step toward that cell (a wait on the player's own cell). */
  function onField(event) {
    if (Replay.active() || Page.stopAutoplay()) return;
    const cell = event.target.closest(".cell");
    const at = cell ? {x: Number(cell.dataset.x), y: Number(cell.dataset.y)} : View.cellAt(event.clientX, event.clientY);
    if (Page.state.pending) Page.confirm(false);
    Page.move(Math.sign(at.x - robotsPlayerX()), Math.sign(at.y - robotsPlayerY()), false);
  }

  /** Buttons other than Stop stop the autopilot first, then do their own thing. */
  const button = (id, action) => { $(id).onclick = () => { Page.stopAutoplay(); action(); }; };

  document.addEventListener("keydown", onKey);
  $("stage").addEventListener("click", onField); // the margins around the board too
  $("pad").addEventListener("click", event => {
    const key = event.target.closest("button");
    if (!key || Page.stopAutoplay()) return;
    const [dx, dy] = key.dataset.step.split(",").map(Number);
    if (Page.state.pending) Page.confirm(false);
    Page.move(dx, dy, false);
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
  $("record-file").addEventListener("change", () => showMore(false));
  button("undo", Page.undo);
  button("end-undo", Page.undo);
  button("charge", Page.charge);
  button("hint", Page.hint);
  $("autopilot").onclick = () => { if (!Page.stopAutoplay()) Page.autoplay(); };
  button("safe", ACTIONS.safe);
  button("help-button", () => showHelp(true));
  $("help-close").onclick = () => showHelp(false);
  $("share-close").onclick = () => { $("share").hidden = true; };
  overlays.forEach(overlay => overlay.addEventListener("click", event => {
    if (event.target === overlay) overlay.hidden = true; // a click beside the sheet closes it
  }));
  button("copy", Page.copyLink);
  button("end-copy", Page.copyLink);
  button("new", Page.newGame);
  button("end-new", Page.newGame);
  $("confirm-yes").onclick = () => Page.confirm(true);
  $("confirm-no").onclick = () => Page.confirm(false);
  Replay.onLeave(() => { history.replaceState(null, "", "#"); Page.open(); }); // a new game of the statement's setup
  addEventListener("hashchange", Page.open);
  Page.open();
})();
