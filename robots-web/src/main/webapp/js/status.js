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
  /** The game as the scores keep it (its kind, its end, its points), help as given. */
  const scored = (game, help) => ({date: new Date().toISOString().slice(0, 10), seed: engine.seed,
    variant: engine.level ? "campaign" : "single", level: engine.level || 1, size: game.size, won: game.ending === "won",
    turns: game.turn, lost: engine.robotsLost, kept: Math.max(0, game.charges), help, points: engine.points});
  let last = null;

  let counting = true; // false for a game opened already over: it was counted where it ended
  on("opened", game => { counting = game.ending === ""; counted = false; last = null; });
  on("ended", ({game, help}) => {
    if (!counting) return;
    last = scored(game, help);
    Scores.add(last, counted);
    counted = true;
  });
  on("shown", ({game, charged}) => {
    $("status").textContent = (engine.level ? "level " + engine.level + " of " + engine.levels + " \u00b7 " : "")
      + "turn " + game.turn + " \u00b7 charges " + game.charges + (charged ? " (armed)" : "")
      + " \u00b7 robots " + game.robotCount + " \u00b7 seed " + engine.seed;
    const kind = scored(game, "none");
    $("scores").textContent = "Scores, " + Scores.line(kind);
    const place = last && game.ending ? Scores.place(last) : 0;
    $("points").textContent = last && game.ending ? last.points + " points" + (last.help !== "none" ? " (with help)"
      : place ? ", #" + place + " of your best" : "") : "";
  });
  $("top-button").onclick = () => {
    const table = Scores.table(scored(engine.game, "none"));
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
