package dev.robots.cli.conversation;

/**
 * The sections of the project's rules ({@code docs/rules.md}) a check failure rests on: every
 * failure report names one, so that a reader can look up the rule that was broken.
 */
public enum RulesSection {
    FIELD("The field", "the-field"),
    START("Starting position", "starting-position"),
    TURN("A turn", "a-turn"),
    COMMANDS("Commands", "commands"),
    PROTOCOL("The text protocol", "the-text-protocol"),
    SHAPES("Two shapes of a program", "two-shapes-of-a-program"),
    CHECKER("What the checker may assume", "what-the-checker-may-assume");

    private final String title;
    private final String anchor;

    RulesSection(String title, String anchor) {
        this.title = title;
        this.anchor = anchor;
    }

    /** As a report cites it: {@code docs/rules.md#a-turn ("A turn")}. */
    public String cite() {
        return "docs/rules.md#" + anchor + " (\"" + title + "\")";
    }
}
