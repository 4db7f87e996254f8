// What the page says around the board: the message line ("say"), the status line and the scores
// after each drawn position ("shown"), and the best games of the kind being played. A game is counted
// in the scores once, as it ended last in this page ("ended": an end after an undo takes the place of
// the first); a game opened already over (a link to its end) is not counted again.
import {engine} from "./engine.js";
import {on} from "./events.js";
import {Scores} from "./scores.js";

export function startStatus() {
  const $ = id => document.getElementById(id);
  let counted = false;

  on("say", text => { $("message").textContent = text; });
  /** What the scores compare a game with: its variant, level and size (cheap: read on every drawn turn). */
  const kind = game => ({variant: engine.level ? "campaign" : "single", level: engine.level || 1, size: game.size});
  /** The finished game as the scores keep it; its robots and points replay the game, so only at its end. */
  const scored = (game, help) => Object.assign(kind(game), {date: new Date().toISOString().slice(0, 10),
    seed: engine.seed, won: game.ending === "won", turns: game.turn, lost: engine.robotsLost,
    kept: Math.max(0, game.charges), help, points: engine.points});
  let last = null;

  let counting = true; // false for a game opened already over: it was counted where it ended
  // The scores line changes only when a game opens or is counted: not read from storage every turn.
  const showScores = game => { $("scores").textContent = "Scores, " + Scores.line(kind(game)); };
  on("opened", game => { counting = game.ending === ""; counted = false; last = null; showScores(game); });
  on("ended", ({game, help}) => {
    if (!counting) return;
    last = scored(game, help);
    Scores.add(last, counted);
    counted = true;
    showScores(game);
  });
  on("shown", ({game, charged}) => {
    $("status").textContent = (engine.level ? "level " + engine.level + " of " + engine.levels + " \u00b7 " : "")
      + "turn " + game.turn + " \u00b7 charges " + game.charges + (charged ? " (armed)" : "")
      + " \u00b7 robots " + game.robotCount + " \u00b7 seed " + engine.seed;
    const place = last && game.ending ? Scores.place(last) : 0;
    $("points").textContent = last && game.ending ? last.points + " points" + (last.help !== "none" ? " (with help)"
      : place ? ", #" + place + " of your best" : "") : "";
  });
  $("top-button").onclick = () => {
    const table = Scores.table(kind(engine.game));
    $("top-title").textContent = table.title;
    $("top-list").replaceChildren(...table.lines.map(text => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    }));
    $("top").hidden = false;
    $("top-close").focus();
  };
  $("top-close").onclick = () => { $("top").hidden = true; };
}
