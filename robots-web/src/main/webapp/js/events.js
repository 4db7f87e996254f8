// The page's events: a part says what happened and the parts that care listen, so no part reaches
// into another's state. The events, and who sends them:
//   "say"     text               any part: the message line shows it
//   "opened"  game               game.js, when a game is opened: the scores count it once it ends here
//   "ended"   {game, help}       game.js, when a move ends the game: the scores count it (help: none, autopilot, undo)
//   "shown"   {game, charged}    game.js, after it drew the game: the status line, the address, the scores
//   "left"    (nothing)          replay.js, when the replay is left: a new game opens
const listeners = new Map(); // name -> the listeners, in the order they came

/**
 * Calls listener(detail) on each event called name.
 * @param {string} name
 * @param {function(?)} listener
 */
export function on(name, listener) {
  if (!listeners.has(name)) listeners.set(name, []);
  listeners.get(name).push(listener);
}

/**
 * Sends the event called name with detail to its listeners, at once, in the order they came.
 * @param {string} name
 * @param {*=} detail
 */
export function emit(name, detail) {
  for (const listener of listeners.get(name) || []) listener(detail);
}
