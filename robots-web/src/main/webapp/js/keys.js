// The keys of `robots play` (robots-cli's terminal.KeyDecoder), for a browser: the vi keys as in
// BSD robots, the arrows, Home End PgUp PgDn, the keypad (its digits as keys laid out like a keypad),
// "." and space to wait, and a letter for each other action. Digits on the top row are counts.
export const Keys = (() => {
  const VI = {y: [-1, -1], k: [0, -1], u: [1, -1], h: [-1, 0], l: [1, 0], b: [-1, 1], j: [0, 1], n: [1, 1]};
  const NAMED = {
    ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
    Home: [-1, -1], End: [-1, 1], PageUp: [1, -1], PageDown: [1, 1], Clear: [0, 0], ".": [0, 0], " ": [0, 0],
  };
  const ACTIONS = {c: "charge", C: "charge", z: "undo", Z: "undo", a: "hint", A: "autoplay", s: "safe", S: "safe",
    v: "whole", V: "whole",
    "?": "help", w: "waitForRobot", W: "waitForRobot", Enter: "yes", Escape: "cancel"};

  /**
   * What a keydown asks for: {step: [dx, dy]}, {digit: n}, {action: name}, or null for a key
   * that is not the game's (left to the browser).
   */
  function decode(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return null;
    const key = event.key;
    if (event.code && event.code.startsWith("Numpad") && key >= "1" && key <= "9") {
      const d = Number(key) - 1;
      return {step: [d % 3 - 1, 1 - Math.floor(d / 3)]};
    }
    if (key >= "0" && key <= "9" && key.length === 1) return {digit: Number(key)};
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (VI[lower]) return {step: VI[lower]};
    if (NAMED[key]) return {step: NAMED[key]};
    if (ACTIONS[key]) return {action: ACTIONS[key]};
    return null;
  }

  /** The protocol's letters for a step, charged or not: U/D, then L/R, then K; W for a wait. */
  function command(dx, dy, charged) {
    const text = (dy < 0 ? "U" : dy > 0 ? "D" : "") + (dx < 0 ? "L" : dx > 0 ? "R" : "");
    return (text || (charged ? "" : "W")) + (charged ? "K" : "");
  }

  /** The step of a command's letters, {dx, dy}. */
  function step(letters) {
    return {dx: letters.includes("L") ? -1 : letters.includes("R") ? 1 : 0,
      dy: letters.includes("U") ? -1 : letters.includes("D") ? 1 : 0};
  }

  const SIDES = ["up-left", "up", "up-right", "left", "", "right", "down-left", "down", "down-right"];

  /** A command's letters in words: "step up-left, firing the charge", "wait". */
  function words(letters) {
    const {dx, dy} = step(letters);
    const move = dx === 0 && dy === 0 ? "wait" : "step " + SIDES[(dy + 1) * 3 + dx + 1];
    return move + (letters.includes("K") ? ", firing the charge" : "");
  }

  return {decode, command, step, words};
})();
