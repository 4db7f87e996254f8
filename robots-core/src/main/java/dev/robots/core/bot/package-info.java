/*
 * For contributors (not in the javadoc): the autopilot's parts are package-private: BeamSearch (the
 * look-ahead, see docs/autopilot.md), SearchRules (its own allocation-free copy of the rules, held
 * against the engine by SearchRulesTest), Evaluation and Tuning (the score of a position and its
 * weights), EvaluationTables (the same score as tables, the form a learned evaluation takes; the
 * default weights as tables decide as the weights, EvaluationTablesTest; the experiments that fit
 * them are in docs/research/learned-evaluation), Arena (the field, or a window of it, as the search sees it), SampledSearch (the beam run
 * in sampled futures of the reinforcements, with CommandValues scoring each first command in one
 * future), Ghosts (the reinforcements still to come as ghosts on the free corners, held against
 * the mean of their sampled futures by GhostsTest), Beam (a turn's free slots, candidates and
 * selection), WorkBudget (the work a ghost search may do per decision), ExitStep (the step onto
 * the exit, past ghosts), PortableMath (ln and exp from + - * / alone), SearchSpace (the heap a
 * search needs) and small structures: CandidateHeap, PositionSet, EpochMarks, Generation, CommandCodes.
 */
/**
 * Players: the {@link dev.robots.core.bot.Player} interface (with
 * {@link dev.robots.core.bot.Player#playOut}, a whole game with a turn cap), what a player sees
 * ({@link dev.robots.core.bot.Situation}), the autopilot ({@link dev.robots.core.bot.Autopilot}),
 * which looks some turns ahead over its own commands, and what each move would do this turn
 * ({@link dev.robots.core.bot.MoveSafety}: played on the game itself and undone), the question a
 * human player's screen asks before every key.
 *
 * <p>Invariants:
 * <ul>
 *   <li>A player only chooses commands the game accepts: the move stays on the field, a charge only
 *       when one is left. The autopilot checks its choice against the situation before returning it.</li>
 *   <li>Deterministic: the same situation gives the same command, whatever was chosen before; no
 *       clock (the ghost search stops at a count of work, not of time), the search's ties are broken
 *       by slot number, its doubles come from {@code + - * /} alone (so every JVM and the page
 *       score alike), and the only random source (the sampled
 *       futures of the reinforcements that {@code new Autopilot(beamWidth, depth, samples)} searches) is
 *       seeded from the situation itself.</li>
 *   <li>Cells inside the search are local to the arena: {@code y * width + x} of the window, not of
 *       the field. Commands inside the search are small ints, one per command.</li>
 *   <li>The search allocates only when the arena changes or the robots in view outgrow its planes,
 *       and checks those planes against the free heap first.</li>
 *   <li>{@link dev.robots.core.bot.Situation} is an immutable record; an
 *       {@link dev.robots.core.bot.Autopilot} keeps scratch space between decisions, so it is for
 *       one thread at a time: an atomic guard refuses an overlapping {@code choose} with a
 *       {@link java.util.ConcurrentModificationException}.</li>
 * </ul>
 */
package dev.robots.core.bot;
