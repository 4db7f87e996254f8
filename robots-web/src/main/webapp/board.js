"use strict";
// Draws the field from the protocol's text (what the engine renders, the very text #field-text
// shows): one div a cell in a CSS grid, the player a square over it that slides from cell to cell.
const Board = (() => {
  let drawnSize = 0;
  /** The text's cells: rows of ". 0 X @ <", joined by single spaces. */
  function parse(text) {
    const rows = text.split("\n").filter(line => line.length > 0).map(line => line.split(" "));
    let player = null;
    rows.forEach((row, y) => row.forEach((c, x) => { if (c === "@") player = {x, y}; }));
    return {rows, width: rows[0].length, height: rows.length, player};
  }

  /** The size of a cell in CSS pixels: the largest that lets the whole board fit the stage. */
  function cellSize(width, height) {
    const stage = document.getElementById("stage");
    const across = Math.floor(Math.min(stage.clientWidth, document.documentElement.clientWidth - 16) / width);
    const down = Math.floor(Math.max(stage.clientHeight, 120) / height);
    return Math.max(3, Math.min(across, down, 48));
  }

  /**
   * Draws the board. marks: the nine verdicts of the moves around the player ("s" safe, "w" wins,
   * "l" loses, "r" refused) or null to mark none; hint: {dx, dy} of the autopilot's move or null.
   */
  function draw(text, marks, hint, lost) {
    const field = parse(text);
    const size = cellSize(field.width, field.height);
    document.documentElement.style.setProperty("--cell", size + "px");
    document.getElementById("cells").style.gridTemplateColumns = "repeat(" + field.width + ", var(--cell))";
    const html = [];
    field.rows.forEach((row, y) => row.forEach((c, x) => {
      const classes = ["cell"];
      if (c === "X") classes.push("robot");
      else if (c === "0") classes.push("pit");
      else if (c === "<") classes.push("exit");
      const dx = x - (field.player ? field.player.x : -9);
      const dy = y - (field.player ? field.player.y : -9);
      if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) {
        classes.push("near");
        const verdict = marks ? marks[(dy + 1) * 3 + dx + 1] : "";
        if ((verdict === "s" || verdict === "w") && c !== "@") classes.push("safe");
        if (hint && hint.dx === dx && hint.dy === dy) classes.push("hint");
      }
      html.push('<div class="' + classes.join(" ") + '" data-x="' + x + '" data-y="' + y + '"></div>');
    }));
    document.getElementById("cells").innerHTML = html.join("");
    // The player is one element that stays, so its move from cell to cell is a CSS transition.
    const player = document.getElementById("player");
    player.hidden = !field.player;
    if (field.player) {
      player.classList.toggle("lost", lost);
      // A new board or a new cell size jumps there; a move on the same board slides.
      const jump = size !== drawnSize;
      if (jump) player.style.transition = "none";
      player.style.transform = "translate(" + field.player.x * size + "px, " + field.player.y * size + "px)";
      if (jump) {
        void player.offsetWidth; // lays the jump out before the transition is back
        player.style.transition = "";
      }
    }
    drawnSize = size;
    return field;
  }

  /** The cell under a click or tap, {x, y}, or null. */
  function cellAt(event) {
    const cell = event.target.closest ? event.target.closest(".cell") : null;
    return cell ? {x: Number(cell.dataset.x), y: Number(cell.dataset.y)} : null;
  }

  return {parse, draw, cellAt};
})();
