/**
 * Argument checks shared by the module's packages, not exported: {@link dev.robots.core.check.Arguments}.
 *
 * <p>Invariants: a check returns its value or throws {@link IllegalArgumentException} with one
 * message form, {@code name: value (expected: ...)}; nothing else.
 */
package dev.robots.core.check;
