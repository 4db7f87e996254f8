/**
 * Players: the {@link dev.robots.core.bot.Player} interface, what a player sees
 * ({@link dev.robots.core.bot.Situation}), and the autopilot ({@link dev.robots.core.bot.Autopilot}),
 * a beam search over its own commands (see {@code docs/autopilot.md}).
 *
 * <p>The autopilot's parts are package-private: {@code BeamSearch} (the look-ahead), {@code SearchRules}
 * (its own allocation-free copy of the rules, held against the engine by {@code SearchRulesTest}),
 * {@code Evaluation} and {@code Tuning} (the score of a position and its weights), {@code Arena} (the
 * field, or a window of it, as the search sees it) and small structures: {@code CandidateHeap},
 * {@code PositionSet}, {@code EpochMarks}, {@code Generation}, {@code CommandCodes}.
 *
 * <p>Invariants:
 * <ul>
 *   <li>A player only chooses commands the game accepts: the move stays on the field, a charge only
 *       when one is left. The autopilot checks its choice against the situation before returning it.</li>
 *   <li>Deterministic: the same situation gives the same command, whatever was chosen before; no
 *       random source, no clock, and the search's ties are broken by slot number.</li>
 *   <li>Cells inside the search are local to the arena: {@code y * width + x} of the window, not of
 *       the field. Commands inside the search are the ints of {@code CommandCodes}.</li>
 *   <li>The search allocates only when the arena changes or the robots in view outgrow its planes,
 *       and checks those planes against the free heap first.</li>
 *   <li>{@link dev.robots.core.bot.Situation} is an immutable record; an
 *       {@link dev.robots.core.bot.Autopilot} is not thread-safe (it keeps scratch space between
 *       decisions): one per thread.</li>
 * </ul>
 */
package dev.robots.core.bot;
