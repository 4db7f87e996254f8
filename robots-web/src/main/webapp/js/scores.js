// Scores, per board size, in the browser's storage: games finished, games won on one's own (and the
// fewest turns of such a win), and games won with help (a hint shown or the autopilot's move played),
// counted apart. Kept under "robots.scores.2": the page's first scores ("robots.scores") did not
// tell helped wins apart, so they are not read.
export const Scores = (() => {
  const KEY = "robots.scores.2";

  function all() {
    try { return JSON.parse(window.localStorage.getItem(KEY) || "{}"); } catch (e) { return {}; }
  }

  /** Counts a finished game of size: its ending ("won" or how it was lost), its turns, and whether it had help. */
  function record(size, ending, turns, helped) {
    const scores = all();
    const s = Object.assign({played: 0, won: 0, helped: 0, best: null}, scores[size]);
    s.played++;
    if (ending === "won" && helped) s.helped++;
    if (ending === "won" && !helped) {
      s.won++;
      if (s.best === null || turns < s.best) s.best = turns;
    }
    scores[size] = s;
    try { window.localStorage.setItem(KEY, JSON.stringify(scores)); } catch (e) { /* storage off: no scores */ }
  }

  const turns = n => n + (n === 1 ? " turn" : " turns");

  /** The line for size, e.g. "30,17,20,40: 5 played, 2 won on your own (fastest 34 turns), 1 won with help". */
  function line(size) {
    const s = all()[size];
    if (!s) return size + ": no game finished yet";
    return size + ": " + s.played + " played, " + s.won + " won on your own"
      + (s.best !== null ? " (fastest " + turns(s.best) + ")" : "") + ", " + s.helped + " won with help";
  }

  return {record, line};
})();
