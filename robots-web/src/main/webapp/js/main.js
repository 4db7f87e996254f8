// The page's one entry: the parts are ES modules, each importing what it uses; this module starts
// the ones that listen (the status line and scores, the input) and opens the game the address names,
// again whenever the address changes. The build bundles the modules into page.js, one classic
// script, since a page opened from disk (file:) may not load module scripts.
import {Address} from "./address.js";
import {Autopilot} from "./autopilot.js";
import {startInput} from "./input.js";
import {startStatus} from "./status.js";
import {View} from "./view.js";

startStatus();
startInput();
window.addEventListener("hashchange", Address.open);
Address.open();

/** The parts the browser tests and the console reach: the view and the autopilot. */
globalThis.robotsPage = {view: View, autopilot: Autopilot};
