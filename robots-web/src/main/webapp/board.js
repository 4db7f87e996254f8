"use strict";
// A position given as the protocol's text (rows of ". 0 X @ <" joined by single spaces), shown by the
// view: what a replay draws, since the replayed game is read back as that text.
const Board = (() => {
  /** The text's cells: {rows, width, height, player: {x, y} or null, robots and pits as x, y pairs}. */
  function parse(text) {
    const rows = text.split("\n").filter(line => line.length > 0).map(line => line.split(" "));
    let player = null;
    const robots = [];
    const pits = [];
    rows.forEach((row, y) => row.forEach((c, x) => {
      if (c === "@") player = {x, y};
      else if (c === "X") robots.push(x, y);
      else if (c === "0") pits.push(x, y);
    }));
    return {rows, width: rows[0].length, height: rows.length, player, robots, pits};
  }

  /** Shows the text's position, without motion: marks and hint as View.show takes them. */
  function draw(text, marks, hint, lost) {
    const field = parse(text);
    View.setField(field.width, field.height, field.pits);
    const at = field.player || {x: 0, y: Math.floor(field.height / 2)};
    View.show({robots: field.robots, player: [at.x, at.y], verdicts: marks, hint, lost, motion: null});
    return field;
  }

  return {parse, draw};
})();
