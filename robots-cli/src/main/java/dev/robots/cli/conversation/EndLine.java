package dev.robots.cli.conversation;

/** The lines that end a game, printed instead of the next field. */
public enum EndLine {
    HIT("LOST BY HIT"),
    FALL("LOST BY FALL"),
    WIN("WIN"),
    CAPTURE("LOST BY CAPTURE");

    private final String text;

    EndLine(String text) {
        this.text = text;
    }

    /** The line as the protocol prints it. */
    public String text() {
        return text;
    }

    /**
     * The end line {@code line} is, or {@code null}. Outside strict mode a line starting with
     * {@code WIN} counts as the win line, because the statement allows "WIN or something like this".
     */
    public static EndLine of(String line, boolean strict) {
        for (EndLine e : values()) {
            if (e.text.equals(line)) {
                return e;
            }
        }
        return !strict && line.startsWith("WIN") ? WIN : null;
    }
}
