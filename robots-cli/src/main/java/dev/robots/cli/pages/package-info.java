/**
 * The self-contained HTML pages that {@code replay}, {@code check} and {@code bot} write: the
 * templates (resources beside this package: {@code replay-page.html}, {@code failure-page.html}, one
 * shared head {@code page-head.html}) and the values made safe for their script and HTML
 * ({@link dev.robots.cli.pages.PageText}); the failure page of {@code check --html} and
 * {@code bot --html} ({@link dev.robots.cli.pages.FailurePage}) and the fields it draws, kept while a
 * program's game is played ({@link dev.robots.cli.pages.FailureTrail}).
 *
 * <p>Below every command: it imports no command package. Invariants of every page: nothing is
 * fetched (inline SVG, CSS and script); a seed reaches the page's script as a string of its exact
 * digits (never a JavaScript number, which rounds above 2^53); every command a page prints starts
 * with this program as it was started ({@code Invocation}), never a bare {@code robots}; the failure
 * page draws the fields a program printed and replays nothing through the engine.
 */
package dev.robots.cli.pages;
