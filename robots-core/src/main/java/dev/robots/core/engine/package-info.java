/**
 * The engine behind {@code dev.robots.core}'s public classes, not exported ({@code module-info}
 * lists only {@code dev.robots.core} and {@code dev.robots.core.bot}): a game's live position and
 * its turn ({@link dev.robots.core.engine.LivePosition}, which only {@code Game} holds), the robot
 * set ({@link dev.robots.core.engine.Robots}: bit planes with a summary, or a sorted list of cells
 * on a sparse large board), the robots' simultaneous step ({@link dev.robots.core.engine.RobotStep}:
 * one sequential resolver with a walk for each kind of board, and a parallel one over bands of
 * rows), a field's pits as the walks read them, and their helpers (bit sets, row division, checked
 * draws, a game's share of the heap). The dense step's vector runs are in
 * {@code dev.robots.core.engine.vector}. The rules are docs/rules.md; docs/architecture.md names
 * each class's part.
 *
 * <p>A class is public here only because a public class of {@code dev.robots.core} holds or calls
 * it; a program on the module path cannot reach it, and it is no part of the API
 * (docs/api-stability.md).
 *
 * <p>Invariants:
 * <ul>
 *   <li><b>Cells.</b> A cell {@code (x, y)} is the index {@code (long) y * width + x}; bit sets keep
 *       cell {@code c} in word {@code c >>> 6}, bit {@code c & 63}; a word index is an {@code int}.
 *       The live robots add a summary, one bit per word that may be non-zero, so a sparse board is
 *       walked in O(robots).</li>
 *   <li><b>One model.</b> Every {@link dev.robots.core.engine.RobotStep} reaches the same position
 *       bit for bit from the same one, whatever the walk, representation or threads.</li>
 *   <li><b>No allocation per turn.</b> A step without a listener allocates nothing once the game
 *       runs: the resolvers own the scratch their hot paths reuse (the sequential resolver one per
 *       thread; a parallel resolver one for the game holding its workers), and the robots hold only
 *       the robots.</li>
 *   <li><b>Not thread-safe</b>, but for the resolvers, which one instance serves on any thread:
 *       {@code Game} guards the position it holds.</li>
 * </ul>
 */
package dev.robots.core.engine;
