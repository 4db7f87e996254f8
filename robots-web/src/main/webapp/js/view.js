// The field on screen: one canvas (paint.js draws it) sized to the space the page leaves for it, the
// nine cells around the player as elements over it (what a click, a tap or a screen reader meets), and
// the last turn animated: the player and every robot slide from cell to cell, the marks of falls,
// merges, the charge and a capture fade in. When the whole board fits with readable cells it is drawn
// whole; otherwise the view pans, keeping the player in the middle (as near as the board's edges allow),
// and a marker on the edge points to the exit while it is out of view, with the moves to it; v shows the
// whole board however small its cells, and v again follows the player once more. A finger
// needs larger cells than a mouse: on a touch screen no cell is under 16 px, the view pans instead.
// Each frame paints only the cells in view, so a frame costs the same on any size of board.
import {Paint} from "./paint.js";

export const View = (() => {
  const FIT_MIN = 10;      // CSS px: the smallest cell drawn when the whole board is shown
  const PAN_CELL = 12;     // CSS px: the cell while the view pans
  const TOUCH_CELL = 16;   // CSS px: the smallest cell on a touch screen, whole board or panned
  const MAX_CELL = 48;
  const MOTION_MILLIS = 150;
  const stage = document.getElementById("stage");
  const board = document.getElementById("board");
  const canvas = document.getElementById("field");
  const context = canvas.getContext("2d");
  const near = [...document.querySelectorAll("#cells .cell")];
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const coarse = window.matchMedia("(pointer: coarse)");
  const NAMES = ["up left", "up", "up right", "left", "wait", "right", "down left", "down", "down right"];
  const SAFE = new Set(["safe", "wins"]);
  const SAID = {safe: ": safe", wins: ": the exit", loses: ": loses"};
  let field = null;   // {width, height, pit: Uint8Array, exitX, exitY, key}
  let scene = null;   // {robots, player: [x, y], verdicts, hint, lost, ending, motion}
  let g = null;       // {s, w, h, pan, ox, oy}
  let started = 0;
  let progress = 1;
  let queued = false;
  let pointer = null; // where the last frame marked the exit out of view: {x, y, moves}, or null
  let whole = false;  // the whole board asked for (v): drawn whole whatever the cells' size

  /** A new field: width x height with the pits at x, y pairs (a flat array). */
  function setField(width, height, pits) {
    const key = width + "x" + height + ":" + pits.join(",");
    if (field && field.key === key) return;
    const pit = new Uint8Array(width * height);
    for (let i = 0; i < pits.length; i += 2) pit[pits[i + 1] * width + pits[i]] = 1;
    field = {width, height, pit, exitX: 0, exitY: Math.floor(height / 2), key};
    g = null;
  }

  /**
   * Shows a position: robots (x, y pairs), player [x, y], verdicts (the engine's MoveVerdicts, or null
   * for no safe cells), hint {dx, dy} or null, lost, ending (the engine's: "hit", "fall", "capture", "won"
   * or "") and motion (the engine's TurnMotion of the last turn, or null: no animation).
   */
  function show(next) {
    scene = next;
    if (g === null) layout();
    progress = next.motion && !reduced.matches ? 0 : 1;
    started = performance.now();
    place();
    request();
  }

  function request() {
    if (!queued) { queued = true; requestAnimationFrame(tick); }
  }

  function tick(now) {
    queued = false;
    if (!scene) return;
    progress = Math.min(1, Math.max(0, (now - started) / MOTION_MILLIS));
    frame(progress);
    if (progress < 1) request();
  }

  /** The cell size and the canvas's size for the stage's space now; the board centred in it. */
  function layout() {
    if (!field) return;
    const sw = stage.clientWidth;
    const sh = stage.clientHeight;
    const fit = Math.floor(Math.min(sw / field.width, sh / field.height));
    const pan = !whole && fit < (coarse.matches ? TOUCH_CELL : FIT_MIN);
    const s = pan ? (coarse.matches ? TOUCH_CELL : PAN_CELL) : Math.max(1, Math.min(fit, MAX_CELL));
    const w = Math.min(sw, field.width * s);
    const h = Math.min(sh, field.height * s);
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * ratio);
    canvas.height = Math.round(h * ratio);
    canvas.style.width = w + "px";
    canvas.style.height = h + "px";
    board.style.left = Math.floor((sw - w) / 2) + "px";
    board.style.top = Math.floor((sh - h) / 2) + "px";
    g = {s, w, h, pan, ox: 0, oy: 0, ratio};
  }

  /** Where the board's corner goes so that cell (x, y) is as near the middle as the edges allow. */
  function centre(x, y) {
    const along = (cell, cells, span) => cells * g.s <= span ? 0
      : Math.round(Math.min(0, Math.max(span - cells * g.s, span / 2 - (cell + 0.5) * g.s)));
    return [along(x, field.width, g.w), along(y, field.height, g.h)];
  }

  /** The kind of the verdict on move i (row by row from the top left), or "" when no marks are shown. */
  const verdict = i => scene.verdicts ? scene.verdicts.at(i % 3 - 1, Math.floor(i / 3) - 1).kind : "";
  const ease = p => 1 - (1 - p) * (1 - p);
  const between = (a, b, e) => a + (b - a) * e;

  /** Paints the frame at progress p of the last turn's motion (1: at rest). */
  function frame(p) {
    if (!scene || !g) return;
    const c = context;
    c.setTransform(g.ratio, 0, 0, g.ratio, 0, 0);
    const e = ease(p);
    const motion = p < 1 ? scene.motion : null;
    const last = scene.motion;
    // Stepping onto a robot, the player stops short on its way, so that the robot shows.
    const stop = scene.ending === "hit" && last ? Math.min(e, 0.55) : e;
    const at = last && (motion || stop < 1) ? [between(last.player[0], last.player[2], stop),
      between(last.player[1], last.player[3], stop)] : scene.player;
    [g.ox, g.oy] = centre(at[0], at[1]);
    Paint.ground(c, g, field);
    const [px, py] = scene.player;
    for (let i = 0; i < 9; i++) {
      const x = px + i % 3 - 1;
      const y = py + Math.floor(i / 3) - 1;
      if (i !== 4 && SAFE.has(verdict(i))) Paint.safe(c, g, x, y);
      if (scene.hint && scene.hint.dx === i % 3 - 1 && scene.hint.dy === Math.floor(i / 3) - 1) Paint.hint(c, g, x, y);
    }
    const caught = scene.ending === "capture" && last ? last.caught : [];
    robots(c, e, motion, caught);
    // The robots that caught the player stop short on its cell's edge, so that they show beside it.
    each(caught, (x, y) => Paint.robot(c, g, between(x, px, Math.min(e, 0.55)), between(y, py, Math.min(e, 0.55)), 1,
      g.ratio));
    if (last) {
      for (const kind of ["fell", "merged", "killed", "reinforced"]) each(last[kind], (x, y) => Paint.mark(c, g, kind, x, y, e));
      each(last.charge, (x, y) => Paint.mark(c, g, "charge", x, y, 1 - e * 0.6));
    }
    // The player above every robot and mark: always in sight, in its own colour even when lost; the
    // ring of a lost game around it.
    Paint.player(c, g, at[0], at[1], scene.ending === "fall" ? 1 - 0.4 * e : 1);
    if (scene.lost) Paint.mark(c, g, "caught", px, py, e);
    pointer = Paint.exitPointer(c, g, field, scene.player);
  }

  /**
   * The robots but those that caught the player: on their way while the turn moves (one falling into
   * a pit fades, one destroyed by the charge fades where it stood, a new one appears), else where they are.
   */
  function robots(c, e, motion, caught) {
    const [px, py] = scene.player;
    if (motion) {
      const steps = motion.steps;
      for (let i = 0; i < steps.length; i += 4) {
        if (caught.length > 0 && steps[i + 2] === px && steps[i + 3] === py) continue;
        const falls = field.pit[steps[i + 3] * field.width + steps[i + 2]] === 1;
        Paint.robot(c, g, between(steps[i], steps[i + 2], e), between(steps[i + 1], steps[i + 3], e),
          falls ? 1 - e * e : 1, g.ratio);
      }
      each(motion.killed, (x, y) => Paint.robot(c, g, x, y, 1 - e, g.ratio));
      each(motion.reinforced, (x, y) => Paint.robot(c, g, x, y, e, g.ratio));
      return;
    }
    each(scene.robots, (x, y) => {
      if (caught.length === 0 || x !== px || y !== py) Paint.robot(c, g, x, y, 1, g.ratio);
    });
  }

  function each(cells, draw) {
    for (let i = 0; i < cells.length; i += 2) draw(cells[i], cells[i + 1]);
  }

  /** The nine cells around the player, as elements over the canvas where the position comes to rest. */
  function place() {
    const [px, py] = scene.player;
    const [ox, oy] = centre(px, py);
    near.forEach((cell, i) => {
      const dx = i % 3 - 1;
      const dy = Math.floor(i / 3) - 1;
      const x = px + dx;
      const y = py + dy;
      const left = ox + x * g.s;
      const top = oy + y * g.s;
      const off = x < 0 || y < 0 || x >= field.width || y >= field.height || left < 0 || top < 0
        || left + g.s > g.w || top + g.s > g.h;
      const kind = verdict(i);
      cell.className = "cell" + (off ? " off" : "") + (i !== 4 && SAFE.has(kind) ? " safe" : "")
        + (scene.hint && scene.hint.dx === dx && scene.hint.dy === dy ? " hint" : "");
      cell.dataset.x = x;
      cell.dataset.y = y;
      Object.assign(cell.style, {left: left + "px", top: top + "px", width: g.s + "px", height: g.s + "px"});
      if (i !== 4) {
        cell.setAttribute("aria-label", NAMES[i] + (SAID[kind] || ""));
      }
    });
  }

  /** The cell under a point of the window (clientX, clientY), clamped into the board. */
  function cellAt(clientX, clientY) {
    const box = canvas.getBoundingClientRect();
    const [ox, oy] = centre(scene.player[0], scene.player[1]);
    const clamp = (v, n) => Math.min(n - 1, Math.max(0, v));
    return {x: clamp(Math.floor((clientX - box.left - ox) / g.s), field.width),
      y: clamp(Math.floor((clientY - box.top - oy) / g.s), field.height)};
  }

  /** Where cell (x, y) is on screen once the position is at rest: {left, top, size} in CSS px of the window. */
  function cellBox(x, y) {
    const box = canvas.getBoundingClientRect();
    const [ox, oy] = centre(scene.player[0], scene.player[1]);
    return {left: box.left + ox + x * g.s, top: box.top + oy + y * g.s, size: g.s};
  }

  function resize() {
    if (!field || !scene) return;
    layout();
    place();
    frame(progress);
  }

  /** Draws the whole board however small its cells, or back to readable cells that follow the player. */
  function toggleWhole() {
    whole = !whole;
    g = null;
    resize();
    return whole;
  }

  new ResizeObserver(resize).observe(/** @type {!Element} */ (stage));

  return {setField, show, frame, cellAt, cellBox, resize, pans: () => g !== null && g.pan, exitPointer: () => pointer, toggleWhole,
    animating: () => progress < 1, motionMillis: () => reduced.matches ? 0 : MOTION_MILLIS};
})();
