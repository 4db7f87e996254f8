/**
 * Parts of what a person reads of a run: its statistics ({@code RunStats}) and what was sent, in words
 * ({@code SentDescription}). The report itself ({@code CheckReport}) and the progress line are the
 * run's, in {@code dev.robots.cli.check}; the fields as a report draws them are the model's.
 */
package dev.robots.cli.check.report;
