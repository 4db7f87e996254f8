/**
 * {@code robots autoplay}: the autopilot plays seeded games in process and the outcomes are summed
 * up; a run can be cut into shards played anywhere and merged back.
 *
 * <ul>
 *   <li>{@link dev.robots.cli.autoplay.AutoplayCommand} (options), {@code RunSettings} (what a run
 *       plays, changed with its {@code with...} methods), {@code HeapPlan} (how many games at once fit
 *       in the heap), {@code ProgressBar}; {@code Autoplay} plays the games on worker threads, one
 *       {@code Tally} of sums per worker; {@code Summary} is a run's sums and its text report,
 *       {@code DecisionTimes} the histogram of time per decision.</li>
 *   <li>{@code Shard}: game {@code i} of a run belongs to shard {@code i mod N + 1}, and is played
 *       from the same seed whichever shard plays it.</li>
 *   <li>{@code ShardReport} (the {@code --json} form, written through {@code ReportJsonWriter} and
 *       read by {@code ShardReportReader} through {@code ReportJson}, both on Gson's streaming
 *       {@code JsonWriter} and strict {@code JsonReader}), {@code ReportBounds} (what a read report's
 *       numbers must agree on, so a forged one is refused), {@code JsonOutput} and
 *       {@code ReportOptions} (where a report goes), {@code ShardMerge} and
 *       {@link dev.robots.cli.autoplay.MergeCommand} ({@code autoplay merge}, its inputs read up to a
 *       bound); {@code OracleRun} ({@code --oracle}, with {@link dev.robots.cli.oracle}).</li>
 * </ul>
 *
 * <p>Invariants: a game's course depends only on the run's settings and its index, never on the
 * thread, the shard or the order games finish in; the report, but for its timing line, is the same
 * for any {@code --threads}, and the merge of a run's shards equals the unsharded report. A report's
 * JSON keeps its bytes (members on the lines they always stood on, the seed a string of its digits);
 * integers are read exactly from their digits, never through a {@code double}; anything malformed or
 * out of range is one line naming the field or the JSON path. Only this package loads Gson: protocol
 * mode never does.
 */
package dev.robots.cli.autoplay;
