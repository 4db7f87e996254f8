// What the page says around the board: the message line ("say"), the status line and the scores
// after each drawn position ("shown"). A game is counted in the scores once, when it ends in this
// page: a game opened already over (a link to its end) is not counted again.
import {engine} from "./engine.js";
import {on} from "./events.js";
import {Scores} from "./scores.js";

export function startStatus() {
  const $ = id => document.getElementById(id);
  let counted = false;

  on("say", text => { $("message").textContent = text; });
  on("opened", game => { counted = game.ending !== ""; });
  on("shown", ({game, charged, helped}) => {
    $("status").textContent = (engine.level ? "level " + engine.level + " of " + engine.levels + " \u00b7 " : "")
      + "turn " + game.turn + " \u00b7 charges " + game.charges + (charged ? " (armed)" : "")
      + " \u00b7 robots " + game.robotCount + " \u00b7 seed " + engine.seed;
    if (game.ending && !counted) {
      counted = true;
      Scores.record(game.size, game.ending, game.turn, helped);
    }
    $("scores").textContent = "Scores " + Scores.line(game.size);
  });
}
