/**
 * The dense step's vector runs ({@link dev.robots.core.engine.vector.VectorRuns}), the only code of the
 * module that uses the JDK's incubating Vector API ({@code jdk.incubator.vector}), the interface the
 * engine holds them by ({@link dev.robots.core.engine.vector.RowRuns}) and the loader that finds the module
 * ({@link dev.robots.core.engine.vector.VectorLoader}); not exported, and left out of the javadoc, which
 * must not resolve an incubating module.
 *
 * <p>Invariants: the engine reaches this package only by class names (so neither javadoc nor
 * TeaVM follows it); {@code VectorRuns} is loaded only once the loader found the module and made it
 * readable; every method writes exactly the words and returns
 * exactly the count of the engine's scalar loop for the same arguments ({@code WholeWordRowTest},
 * {@code ResolverWalksTest}). Stateless and thread-safe.
 */
package dev.robots.core.engine.vector;
