/**
 * Data for a learned evaluation of the autopilot: {@link dev.robots.bench.lab.LabelPositions}
 * labels the positions of seeded games with a larger search's commands, in shards that a batch
 * system regenerates one by one; {@link dev.robots.bench.lab.PositionFeatures} turns a position
 * into the integers a model reads.
 *
 * <p>Invariants: a shard's lines depend only on its arguments (the run's seed, its games, the
 * shard, the labelling search and the size), never on the machine, the clock or another shard; the
 * shards of a run together are the run in one shard, line for line; the features are integers, so
 * every JVM computes the same ones; a change of the features is a new
 * {@link dev.robots.bench.lab.PositionFeatures#VERSION}. An output file is always new: nothing is
 * overwritten.
 */
package dev.robots.bench.lab;
