/**
 * @fileoverview The engine as the page's modules see it: robots.js (robots-core compiled by TeaVM,
 * loaded before page.js) exports one function, robotsEngine(), and these types are what it and its
 * results hold: the Java classes of dev.robots.web with their @JSExport members, one for one
 * (ExternsTest holds the two to each other). The bundler (Closure Compiler) checks every use in
 * the page's modules against them and leaves the names as they are.
 * @externs
 */

/** @interface */
function PageEngine() {}
/** @param {string} fragment @return {!OpenResult} */
PageEngine.prototype.open = function(fragment) {};
/** @param {string} letters @return {!PlayResult} */
PageEngine.prototype.play = function(letters) {};
/** @return {boolean} */
PageEngine.prototype.undo = function() {};
/** @return {string} */
PageEngine.prototype.hint = function() {};
/** @param {boolean} charged @return {!MoveVerdicts} */
PageEngine.prototype.verdicts = function(charged) {};
/** @type {!GameView} */
PageEngine.prototype.game;
/** @type {string} */
PageEngine.prototype.seed;
/** @type {string} */
PageEngine.prototype.link;
/** @type {number} 0 for the statement's game */
PageEngine.prototype.level;
/** @type {number} */
PageEngine.prototype.levels;
/** @type {number} 0 while the game goes on, and for the statement's game */
PageEngine.prototype.nextLevel;
/** @type {number} -1 while the game goes on */
PageEngine.prototype.points;
/** @type {number} */
PageEngine.prototype.robotsLost;
/** @type {?TurnMotion} */
PageEngine.prototype.lastMotion;
/** @param {string} text @return {string} */
PageEngine.prototype.openRecord = function(text) {};
/** @type {?Replay} */
PageEngine.prototype.replay;
/**
 * @param {number} width @param {number} height @param {number} robots @param {number} pits
 * @param {number} turns @param {number} rounds @return {number}
 */
PageEngine.prototype.stepMicros = function(width, height, robots, pits, turns, rounds) {};

/** @interface */
function OpenResult() {}
/** @type {string} */
OpenResult.prototype.problem;
/** @type {boolean} */
OpenResult.prototype.auto;

/** @interface */
function PlayResult() {}
/** @type {string} "played", "refused" or "bad" */
PlayResult.prototype.status;
/** @type {string} */
PlayResult.prototype.message;
/** @type {string} "", "won", "hit", "fall" or "capture" */
PlayResult.prototype.ending;
/** @type {?TurnMotion} */
PlayResult.prototype.motion;

/** @interface */
function TurnMotion() {}
/** @type {!Int32Array} */
TurnMotion.prototype.player;
/** @type {!Int32Array} */
TurnMotion.prototype.steps;
/** @type {!Int32Array} */
TurnMotion.prototype.killed;
/** @type {!Int32Array} */
TurnMotion.prototype.charge;
/** @type {!Int32Array} */
TurnMotion.prototype.fell;
/** @type {!Int32Array} */
TurnMotion.prototype.merged;
/** @type {!Int32Array} */
TurnMotion.prototype.caught;
/** @type {!Int32Array} */
TurnMotion.prototype.reinforced;

/** @interface */
function GameView() {}
/** @type {number} */
GameView.prototype.turn;
/** @type {number} */
GameView.prototype.charges;
/** @type {number} */
GameView.prototype.robotCount;
/** @type {number} */
GameView.prototype.playerX;
/** @type {number} */
GameView.prototype.playerY;
/** @type {number} */
GameView.prototype.width;
/** @type {number} */
GameView.prototype.height;
/** @type {string} */
GameView.prototype.size;
/** @type {string} "", "won", "hit", "fall" or "capture" */
GameView.prototype.ending;
/** @type {string} */
GameView.prototype.outcome;
/** @return {!Int32Array} */
GameView.prototype.robots = function() {};
/** @return {!Int32Array} */
GameView.prototype.pits = function() {};
/** @return {string} */
GameView.prototype.fieldText = function() {};
/** @return {string} */
GameView.prototype.boardText = function() {};

/** @interface */
function MoveVerdicts() {}
/** @param {number} dx @param {number} dy @return {!Move} */
MoveVerdicts.prototype.at = function(dx, dy) {};
/** @type {boolean} */
MoveVerdicts.prototype.anySafeStep;

/** @interface */
function Move() {}
/** @type {string} "safe", "wins", "loses" or "refused" */
Move.prototype.kind;
/** @type {string} "", "hit", "fall" or "capture" */
Move.prototype.reason;
/** @type {string} */
Move.prototype.line;

/** @interface */
function Replay() {}
/** @param {number} turn @return {number} */
Replay.prototype.goTo = function(turn) {};
/** @param {number} index @return {boolean} */
Replay.prototype.showGame = function(index) {};
/** @type {number} */
Replay.prototype.turn;
/** @type {number} */
Replay.prototype.lastTurn;
/** @type {number} */
Replay.prototype.gameIndex;
/** @type {number} */
Replay.prototype.gameCount;
/** @type {string} */
Replay.prototype.status;
/** @type {!GameView} */
Replay.prototype.game;

/** @return {!PageEngine} */
function robotsEngine() {}
