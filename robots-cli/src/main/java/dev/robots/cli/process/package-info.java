/**
 * A program under test, run as a child process and driven over its standard streams; used by
 * {@code robots check} and {@code robots bot}.
 *
 * <p>The parts, one job each:
 * <ul>
 *   <li>{@link dev.robots.cli.process.ProgramProcess}: starts the program (in a session of its own
 *       where {@code setsid} and {@code /proc} exist), reads its output as bounded lines with a
 *       deadline, sends lines, waits for its exit, and kills it with every process it started;</li>
 *   <li>{@code ProcessSession}: the program's session of its own ({@code setsid}) and its members
 *       ({@code /proc}); {@code Reaper}: the shutdown hook that kills the program if the JVM stops first;</li>
 *   <li>{@code TailBuffer}: the last bytes of the program's standard error, for reports;</li>
 *   <li>{@link dev.robots.cli.process.Interruption}: the run itself being stopped (SIGTERM, Ctrl-C),
 *       so that a report says "interrupted" rather than blaming the program;</li>
 *   <li>{@link dev.robots.cli.process.Timeouts}: the {@code --timeout} duration option;</li>
 *   <li>{@link dev.robots.cli.process.ProgramChoice}, {@link dev.robots.cli.process.ProgramLaunch}:
 *       which program runs (a command, or a Lua file under the {@code --lua} harness) and how a report
 *       names it; {@link dev.robots.cli.process.LuaHarness} (with the resource {@code lua-harness.lua})
 *       and {@link dev.robots.cli.process.HarnessEvent}: the harness that loads a Lua chunk once and
 *       runs it once per game in one Lua state, and the control lines it prints between runs;
 *       {@link dev.robots.cli.process.HarnessSeeding} and {@link dev.robots.cli.process.SeedingCall}: the
 *       chunk's own calls of {@code math.randomseed}, as the harness notes them;</li>
 *   <li>{@link dev.robots.cli.process.ProgramSeed}: the seed of a run of the program for its own random
 *       numbers, as the harness's seeding line and as environment variables.</li>
 * </ul>
 *
 * <p>Invariants: nothing the program does (hang, flood, garbage, dying, orphaned children) can make
 * the driver hang or run out of memory: every read has a deadline, every line and the error tail
 * are bounded, and no process the program started outlives the run (except one that leaves the
 * session on purpose, a daemon). This package knows nothing of the protocol or the rules.
 */
package dev.robots.cli.process;
