/**
 * The dense step's vector runs ({@link dev.robots.core.vector.VectorRuns}), the only code of the
 * module that uses the JDK's incubating Vector API ({@code jdk.incubator.vector}); not exported,
 * and left out of the javadoc, which must not resolve an incubating module.
 *
 * <p>Invariants: nothing here is loaded unless the program added the module and
 * {@code WholeWordRow.VECTOR} made it readable; every method writes exactly the words and returns
 * exactly the count of the engine's scalar loop for the same arguments ({@code WholeWordRowTest},
 * {@code ResolverWalksTest}). Stateless and thread-safe.
 */
package dev.robots.core.vector;
