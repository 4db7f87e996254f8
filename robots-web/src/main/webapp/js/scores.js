// Scores, in the browser's storage: every finished game (the newest 1,000), with its points (the
// engine's Score, the rule of robots play), compared only with games of its kind (the statement's
// game on its board, or a level of the campaign), games with help apart: a hint shown or the
// autopilot's move played, or a turn taken back. Kept under "robots.scores.3"; the tallies the page
// kept before games had points ("robots.scores.2") are left where they are and shown apart.
export const Scores = (() => {
  const KEY = "robots.scores.3";
  const EARLIER = "robots.scores.2";
  const MAX_GAMES = 1000;
  const TOP = 10;

  function load(key, empty) {
    try { return JSON.parse(window.localStorage.getItem(key) || empty); } catch (e) { return JSON.parse(empty); }
  }

  /** The kind of a game: what it is compared with. */
  const kind = game => game.variant === "campaign" ? "campaign level " + game.level : "board " + game.size;

  /**
   * Counts a finished game {date, seed, variant, level, size, won, turns, lost, kept, help, points};
   * in place of the last one counted when replacesLast (the same game, ended again after an undo).
   */
  function add(game, replacesLast) {
    const games = load(KEY, "[]");
    if (replacesLast) games.pop();
    games.push(game);
    try { window.localStorage.setItem(KEY, JSON.stringify(games.slice(-MAX_GAMES))); } catch (e) { /* storage off */ }
  }

  const unaided = game => game.help === "none";
  const rank = (a, b) => b.points - a.points || a.turns - b.turns || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

  /** The best games of the kind of game, without help, by points. */
  function top(game) {
    return load(KEY, "[]").filter(g => kind(g) === kind(game) && unaided(g)).sort(rank).slice(0, TOP);
  }

  /** The status line's scores for the kind of game, e.g. "board 30,17,20,40: 5 played, 2 won on your own (best 1185 points), 1 won with help". */
  function line(game) {
    const games = load(KEY, "[]").filter(g => kind(g) === kind(game));
    const won = games.filter(g => g.won && unaided(g)).length;
    const helped = games.filter(g => g.won && !unaided(g)).length;
    const best = top(game)[0];
    if (!games.length) return kind(game) + ": no game finished yet";
    return kind(game) + ": " + games.length + " played, " + won + " won on your own"
      + (best ? " (best " + best.points + " points)" : "") + ", " + helped + " won with help";
  }

  /** Where game stands among the best of its kind, from 1, or 0. */
  function place(game) {
    return top(game).findIndex(g => g.date === game.date && g.seed === game.seed && g.turns === game.turns
      && g.points === game.points) + 1;
  }

  /** The top list of the kind of game as lines, and the tallies kept before points. */
  function table(game) {
    const lines = top(game).map((g, i) => (i + 1) + ". " + g.points + " points \u00b7 " + g.date + " \u00b7 seed "
      + g.seed + (g.variant === "campaign" ? " \u00b7 level " + g.level : "") + " \u00b7 " + (g.won ? "won" : "lost")
      + " in " + g.turns + " turns");
    const earlier = load(EARLIER, "{}");
    const sizes = Object.keys(earlier);
    if (sizes.length) lines.push("Before games had points:");
    for (const size of sizes) {
      const s = earlier[size];
      lines.push(size + ": " + s.played + " played, " + s.won + " won on your own, " + s.helped + " won with help");
    }
    return {title: "Best of " + kind(game), lines};
  }

  return {add, line, place, table};
})();
