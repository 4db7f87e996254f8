// The address and the game: the page opens the game its #fragment names (or the record it carries),
// and the address follows the game as it is played, so that a reload or a copied link comes back to
// the same position. Copy link shows that link over the page.
import {engine} from "./engine.js";
import {emit, on} from "./events.js";
import {Game} from "./game.js";
import {Replay} from "./replay.js";

export const Address = (() => {
  const $ = id => document.getElementById(id);
  const address = {written: [], timer: null, wanted: ""};

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

  /** Opens what the address names: a record (#record=...) or a game. */
  function open() {
    let fragment = location.hash.replace(/^#/, "");
    try { fragment = decodeURIComponent(fragment); } catch (e) { /* kept as it is: the engine names the bad part */ }
    Replay.leave();
    let problem = "";
    if (fragment.startsWith("record=")) {
      problem = Replay.open(fragment.substring("record=".length));
      if (!problem) return;
      fragment = ""; // a record that cannot be played: a new game, and the one line on the record
    }
    Game.open(fragment, problem);
  }

  /**
   * A new game, with a new seed: of the same size, or in the campaign at the level its last end leads
   * to (the next after a win, the same after a loss or before the end).
   */
  function newGame() {
    history.replaceState(null, "", engine.level ? "#level=" + (engine.nextLevel || engine.level)
      : "#size=" + engine.game.size);
    open();
  }

  /** The other way to play: the campaign from level 1, or the statement's game. */
  function switchVariant() {
    history.replaceState(null, "", engine.level ? "#size=30,17,20,40" : "#level=1");
    open();
  }

  /**
   * Copy link: the page's own address with the position's #fragment when the page is hosted; from
   * disk (file:) the #fragment alone, since a file:/// address opens only on this computer. Shown
   * over the page, selected, and put on the clipboard when the browser allows.
   */
  function copyLink() {
    const fragment = "#" + engine.link;
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
    const note = text => { $("share-note").textContent = text + " " + where; emit("say", text); };
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(() => note("Copied."), () => note("Select and copy it."));
    else note("Select and copy it.");
  }

  on("shown", () => follow("#" + engine.link));
  on("left", () => { history.replaceState(null, "", "#"); open(); }); // a new game: the campaign's first level

  /** Today's game: the statement's game whose seed is today's date in UTC as YYYYMMDD, as robots play --daily. */
  function daily() {
    history.replaceState(null, "", "#seed=" + new Date().toISOString().slice(0, 10).replace(/-/g, "")
      + "&size=30,17,20,40");
    open();
  }

  return {open, newGame, switchVariant, daily, copyLink};
})();
