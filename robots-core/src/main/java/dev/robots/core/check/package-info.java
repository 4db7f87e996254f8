/**
 * Argument checks shared by the module's packages, not exported: {@link dev.robots.core.check.Arguments}
 * (range checks) and {@link dev.robots.core.check.Expected} (the one wording of every refusal).
 *
 * <p>Invariants: a check returns its value or throws {@link IllegalArgumentException} with one
 * message form, {@code name: value (expected: ...)}; every message of that form in the module is
 * made by {@code Expected.of}; nothing else.
 */
package dev.robots.core.check;
