// Paints the field on a canvas, one frame at a time: the cells in view, pits and the exit, the safe
// steps and the hint, the robots (where the frame has them, faded when falling, destroyed or arriving),
// the player, and the marks of what the last turn did. Colours come from style.css; every kind of
// thing also has its own shape, so nothing rests on colour alone. Geometry g: s the cell size, ox and
// oy where the board's top left corner is, w and h the canvas's size, all in CSS pixels.
export const Paint = (() => {
  let colours = null;
  const sprites = new Map(); // "robot:size:scale" -> an offscreen canvas

  function colour(name) {
    if (colours === null) {
      const style = getComputedStyle(document.documentElement);
      colours = {};
      for (const n of ["robot", "player", "exit", "safe", "hint", "pit", "empty", "gap", "mark"]) {
        colours[n] = style.getPropertyValue("--" + n).trim();
      }
    }
    return colours[name];
  }

  /** A robot drawn once per size: a vermillion disc with a white cross. */
  function robotSprite(s, scale) {
    const key = s + ":" + scale;
    let sprite = sprites.get(key);
    if (!sprite) {
      sprite = document.createElement("canvas");
      sprite.width = sprite.height = Math.max(1, Math.round(s * scale));
      const c = sprite.getContext("2d");
      c.scale(scale, scale);
      c.fillStyle = colour("robot");
      c.beginPath();
      c.arc(s / 2, s / 2, s * 0.45, 0, 2 * Math.PI);
      c.fill();
      if (s >= 6) {
        c.strokeStyle = "#fff";
        c.lineWidth = Math.max(1, s / 9);
        const a = s * 0.3;
        const b = s * 0.7;
        c.beginPath();
        c.moveTo(a, a); c.lineTo(b, b); c.moveTo(b, a); c.lineTo(a, b);
        c.stroke();
      }
      if (sprites.size > 16) sprites.clear();
      sprites.set(key, sprite);
    }
    return sprite;
  }

  function visible(g, field) {
    return {
      x0: Math.max(0, Math.floor(-g.ox / g.s)), x1: Math.min(field.width - 1, Math.floor((g.w - g.ox) / g.s)),
      y0: Math.max(0, Math.floor(-g.oy / g.s)), y1: Math.min(field.height - 1, Math.floor((g.h - g.oy) / g.s)),
    };
  }

  /** The background, the empty cells, the pits and the exit of the cells in view. */
  function ground(c, g, field) {
    const s = g.s;
    const inset = s >= 6 ? 1 : 0;
    c.fillStyle = colour("gap");
    c.fillRect(0, 0, g.w, g.h);
    const v = visible(g, field);
    const left = g.ox + v.x0 * s;
    const top = g.oy + v.y0 * s;
    const width = (v.x1 - v.x0 + 1) * s - inset;
    const height = (v.y1 - v.y0 + 1) * s - inset;
    c.fillStyle = colour("empty");
    c.fillRect(left, top, width, height);
    if (inset) { // the lines between cells, one rectangle a row or column in view
      c.fillStyle = colour("gap");
      for (let x = v.x0; x < v.x1; x++) c.fillRect(g.ox + (x + 1) * s - 1, top, 1, height);
      for (let y = v.y0; y < v.y1; y++) c.fillRect(left, g.oy + (y + 1) * s - 1, width, 1);
    }
    c.fillStyle = colour("pit");
    for (let y = v.y0; y <= v.y1; y++) {
      const row = y * field.width;
      for (let x = v.x0; x <= v.x1; x++) {
        if (field.pit[row + x]) c.fillRect(g.ox + x * s, g.oy + y * s, s - inset, s - inset);
      }
    }
    const ex = g.ox + field.exitX * s;
    const ey = g.oy + field.exitY * s;
    c.fillStyle = colour("exit");
    c.fillRect(ex, ey, s - inset, s - inset);
    glyph(c, g, "<", field.exitX, field.exitY, "#fff");
  }

  function glyph(c, g, text, x, y, fill) {
    if (g.s < 8) return;
    c.fillStyle = fill;
    c.font = "bold " + Math.round(g.s * 0.7) + "px system-ui, sans-serif";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillText(text, g.ox + (x + 0.5) * g.s, g.oy + (y + 0.55) * g.s);
  }

  /** A cell the player may step to this turn and survive: yellow, with a dot. */
  function safe(c, g, x, y) {
    const s = g.s;
    c.fillStyle = colour("safe");
    c.fillRect(g.ox + x * s, g.oy + y * s, s - 1, s - 1);
    c.fillStyle = "#8a7f00";
    c.beginPath();
    c.arc(g.ox + (x + 0.5) * s, g.oy + (y + 0.5) * s, Math.max(1, s * 0.08), 0, 2 * Math.PI);
    c.fill();
  }

  /** The autopilot's move: a dashed frame. */
  function hint(c, g, x, y) {
    const s = g.s;
    c.save();
    c.strokeStyle = colour("hint");
    c.lineWidth = Math.max(2.5, s / 8);
    c.setLineDash([Math.max(3, s / 5), Math.max(2, s / 9)]);
    c.strokeRect(g.ox + x * s + c.lineWidth / 2, g.oy + y * s + c.lineWidth / 2, s - c.lineWidth - 1,
      s - c.lineWidth - 1);
    c.restore();
  }

  /** A robot at (x, y), which may lie between cells; alpha below 1 while it fades. */
  function robot(c, g, x, y, alpha, scale) {
    const px = g.ox + x * g.s;
    const py = g.oy + y * g.s;
    if (px < -g.s || py < -g.s || px > g.w || py > g.h) return;
    c.globalAlpha = alpha;
    c.drawImage(robotSprite(g.s, scale), px, py, g.s, g.s);
    c.globalAlpha = 1;
  }

  /** The player: a blue rounded square with an @, black once lost; scale below 1 as it falls into a pit. */
  function player(c, g, x, y, scale) {
    const s = g.s * scale;
    const px = g.ox + (x + 0.5) * g.s - s / 2;
    const py = g.oy + (y + 0.5) * g.s - s / 2;
    c.fillStyle = colour("player");
    c.strokeStyle = "#fff";
    c.lineWidth = Math.max(1, s / 14);
    c.beginPath();
    if (c.roundRect) c.roundRect(px + 1, py + 1, s - 3, s - 3, s * 0.2); else c.rect(px + 1, py + 1, s - 3, s - 3);
    c.fill();
    c.stroke();
    if (scale === 1) glyph(c, g, "@", x, y, "#fff");
  }

  /**
   * A mark of the last turn on cell (x, y), at strength a (0 to 1): "fell" a ring in the pit, "merged"
   * a burst, "killed" a cross of the charge, "charge" a frame around the nine cells, "caught" a thick
   * black ring, "reinforced" a ring on the corner.
   */
  function mark(c, g, kind, x, y, a) {
    const s = g.s;
    const cx = g.ox + (x + 0.5) * s;
    const cy = g.oy + (y + 0.5) * s;
    c.save();
    c.globalAlpha = a;
    c.lineWidth = Math.max(1.5, s / 9);
    c.strokeStyle = kind === "caught" ? "#000" : kind === "reinforced" ? colour("exit") : colour("mark");
    c.beginPath();
    if (kind === "charge") {
      c.setLineDash([Math.max(2, s / 5), Math.max(2, s / 7)]);
      c.strokeStyle = colour("player");
      c.rect(cx - 1.5 * s, cy - 1.5 * s, 3 * s, 3 * s);
    } else if (kind === "merged" || kind === "killed") {
      const rays = kind === "merged" ? 8 : 4;
      for (let i = 0; i < rays; i++) {
        const t = (i + (kind === "killed" ? 0.5 : 0)) * 2 * Math.PI / rays;
        c.moveTo(cx + Math.cos(t) * s * 0.2, cy + Math.sin(t) * s * 0.2);
        c.lineTo(cx + Math.cos(t) * s * 0.62, cy + Math.sin(t) * s * 0.62);
      }
    } else {
      c.lineWidth = kind === "caught" ? Math.max(2.5, s / 6) : c.lineWidth;
      c.arc(cx, cy, s * (kind === "caught" ? 0.55 : 0.4), 0, 2 * Math.PI);
    }
    c.stroke();
    c.restore();
  }

  /**
   * The exit out of view: a disc on the canvas's edge nearest to it, in the exit's colour, its point
   * toward the exit, and in it the moves from the player's cell to the exit. Returns {x, y, moves}
   * (the disc's centre in CSS px), or null when the exit is in view.
   */
  function exitPointer(c, g, field, from) {
    const s = g.s;
    const x = g.ox + (field.exitX + 0.5) * s;
    const y = g.oy + (field.exitY + 0.5) * s;
    if (x >= 0 && x <= g.w && y >= 0 && y <= g.h) return null;
    const r = Math.max(12, s * 0.8);
    const mx = Math.min(g.w - r, Math.max(r, x));
    const my = Math.min(g.h - r, Math.max(r, y));
    const a = Math.atan2(y - my, x - mx);
    const moves = Math.max(Math.abs(field.exitX - from[0]), Math.abs(field.exitY - from[1]));
    c.save();
    c.fillStyle = colour("exit");
    c.strokeStyle = "#fff";
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(mx + Math.cos(a) * r, my + Math.sin(a) * r);
    c.arc(mx, my, r * 0.72, a + 0.9, a + 2 * Math.PI - 0.9);
    c.closePath();
    c.fill();
    c.stroke();
    c.fillStyle = "#fff";
    c.font = "bold " + Math.round(r * 0.75) + "px system-ui, sans-serif";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillText(String(moves), mx, my + 1);
    c.restore();
    return {x: mx, y: my, moves};
  }

  return {ground, safe, hint, robot, player, mark, visible, colour, exitPointer};
})();
