/*
 * For contributors (not in the javadoc, which names only what a user can open): Game is the public
 * face of a game (its builder, guard, snapshots and queries), Field of a field, Resolver of a choice
 * of robot step; behind them, the live position and its turn, the robot set and the resolvers' walks
 * are in dev.robots.core.engine (the dense step's vectors in dev.robots.core.engine.vector), the heap
 * checks in dev.robots.core.memory, the one-thread guard in dev.robots.core.guard and the argument
 * checks in dev.robots.core.check, none exported.
 * The rules are docs/rules.md.
 */
/**
 * The game: the numbers a game starts from ({@link dev.robots.core.GameParameters}), the fixed
 * field and immutable positions ({@link dev.robots.core.Field}, {@link dev.robots.core.Board}), the
 * start generator ({@link dev.robots.core.FieldGenerator}), commands ({@link dev.robots.core.Command}),
 * the turn loop ({@link dev.robots.core.Game}), the robots' simultaneous step
 * ({@link dev.robots.core.Resolver}), the protocol's text ({@link dev.robots.core.TextFormat}), the
 * results and events of a turn, the random sources, and game variants ({@link dev.robots.core.Variant}:
 * levels, the opening rule, what an end leads to). The rules, and examples, are in the module's
 * documentation.
 * <p>Invariants:
 * <ul>
 *   <li><b>Cells.</b> A cell {@code (x, y)} has the index {@code y * width + x} ({@code y = 0} is the
 *       top row); boards hold at most {@link dev.robots.core.GameParameters#MAX_CELLS} = 2^32 cells, so
 *       an index is a {@code long} (computed as {@code (long) y * width + x}), while a word index,
 *       {@code cell >>> 6}, is an {@code int}. Pits and robots are bit sets over {@code long[]} words,
 *       cell {@code c} in word {@code c >>> 6}, bit {@code c & 63}; the live game's robots add a
 *       summary, one bit per word that may be non-zero, so a sparse board is walked in
 *       O(robots).</li>
 *   <li><b>Errors.</b> Text from a person ({@link dev.robots.core.Command#parse},
 *       {@link dev.robots.core.TextFormat#parse}) throws the checked
 *       {@link dev.robots.core.InvalidInputException} with a one-line reason. A caller's mistake is
 *       an {@link java.lang.IllegalArgumentException} worded {@code name: value (expected: limit)},
 *       or a {@link java.lang.NullPointerException} naming the argument. A size the heap cannot
 *       hold is an {@link dev.robots.core.InsufficientHeapException}, whatever refused it. A method named
 *       {@code problem} (or {@code ...Problem}) returns that reason, or {@code null} when all is
 *       well, and never throws; its {@code check...} counterpart throws it. A move the game refuses
 *       is a {@link dev.robots.core.TurnResult.Refused}, not an exception.</li>
 *   <li><b>Memory.</b> Every board-sized allocation asks the heap first and is refused by name
 *       ({@link dev.robots.core.InsufficientHeapException}) when it cannot fit; all limits are
 *       computed in {@code long}, so no input overflows.</li>
 *   <li><b>Determinism.</b> Every random choice is one {@link dev.robots.core.RandomSource#nextInt}
 *       call, in the order of the rules; the package never reads the clock and
 *       never iterates an unordered collection where the order could show.</li>
 *   <li><b>No allocation per turn.</b> A {@link dev.robots.core.Game#play} without a listener
 *       allocates nothing once the game runs (a turn it survives returns
 *       {@link dev.robots.core.TurnResult#CONTINUES}); the resolvers own the scratch their hot paths
 *       reuse (the sequential resolver one per thread, made on the thread's first step; a parallel
 *       resolver one for the game holding its workers), and the robots hold only the robots.</li>
 *   <li><b>Threads.</b> {@link dev.robots.core.Field}, {@link dev.robots.core.Board}, the records,
 *       events and results are immutable and safe to share. The builders and the random sources
 *       are not thread-safe: one per thread. A {@link dev.robots.core.Game} is for one thread at a
 *       time, held by an atomic guard: an overlapping call from another thread is a
 *       {@link java.util.ConcurrentModificationException}, never a torn position or a lost turn.
 *       {@link dev.robots.core.Resolver#parallel} keeps its own worker threads and gives the
 *       sequential resolver's positions bit for bit.</li>
 *   <li><b>State.</b> Game state is private primitive arrays and bit sets, never handed out:
 *       {@link dev.robots.core.Game#board()} copies. Results and events are records under sealed
 *       interfaces ({@link dev.robots.core.TurnResult}, {@link dev.robots.core.Event}).</li>
 * </ul>
 */
package dev.robots.core;
