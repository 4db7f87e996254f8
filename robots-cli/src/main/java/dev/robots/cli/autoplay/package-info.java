/**
 * {@code robots autoplay}: the autopilot plays seeded games in process and the outcomes are summed
 * up; a run can be cut into shards played anywhere and merged back.
 *
 * <ul>
 *   <li>{@link dev.robots.cli.autoplay.AutoplayCommand} (options) and {@code Autoplay} (the games on
 *       worker threads, one {@code Tally} per worker); {@code Summary} is a run's sums and its text
 *       report, {@code DecisionTimes} the histogram of time per decision.</li>
 *   <li>{@code Shard}: game {@code i} of a run belongs to shard {@code i mod N + 1}, and is played
 *       from the same seed whichever shard plays it.</li>
 *   <li>{@code ShardReport} (the {@code --json} form, via the small {@code Json} reader),
 *       {@code ReportBounds} (what a read report's numbers must agree on, so a forged one is refused),
 *       {@code JsonOutput} (where a report goes), {@code ShardMerge} and
 *       {@link dev.robots.cli.autoplay.MergeCommand} ({@code autoplay merge}, its inputs read up to a bound).</li>
 * </ul>
 *
 * <p>Invariants: a game's course depends only on the run's settings and its index, never on the
 * thread, the shard or the order games finish in; the report, but for its timing line, is the same
 * for any {@code --threads}, and the merge of a run's shards equals the unsharded report.
 */
package dev.robots.cli.autoplay;
