/**
 * The build's side of compiling robots-core to JavaScript: a TeaVM plugin
 * ({@link dev.robots.web.compile.MissingJdkMethods}) that points the core's calls of the two JDK
 * methods TeaVM 0.16.0's class library lacks at {@link dev.robots.web.compile.JdkSubstitutes}.
 *
 * <p>Invariants: only the compiled script uses the substitutes (the JVM keeps the core's own calls,
 * {@code Math.multiplyHigh} an intrinsic); {@code JdkSubstitutes.multiplyHigh} equals
 * {@code Math.multiplyHigh} for every pair of longs (tested on the JVM); the plugin rewrites classes
 * of {@code dev.robots.} only.
 */
package dev.robots.web.compile;
