package dev.robots.cli.check;

import dev.robots.cli.check.FieldReport.Panel;
import dev.robots.cli.check.RulesModel.Continued;
import dev.robots.cli.check.RulesModel.Ended;
import dev.robots.cli.check.RulesModel.State;
import dev.robots.cli.replay.FailureTrail;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Judges the program's answers in one game against the checker's model ({@link RulesModel}): the
 * initial field, the field after a command, an end line, a refusal. A wrong answer is thrown as a
 * {@link ProtocolFailure} whose problem line names what was expected and what came, and whose
 * details are the evidence (the previous, expected and received fields side by side).
 */
final class AnswerJudge {
    private final boolean strict;
    /** Where a field mismatch is kept for {@code --html}. */
    private final FailureTrail trail;
    private GameSize size;
    /** Whether empty lines were sent since the last field was read: a stray "MOVE:" may answer them. */
    private boolean emptyLinesPending;
    private List<String> previous = List.of();
    /** The player's cell in {@link #previous}: what a window on a large field shows when no cell differs. */
    private Cell playerBefore = new Cell(0, 0);
    /** Commands of this game answered with a field: none before the first, for {@link DoubledPrompt}. */
    private int fieldsAnswered;
    /** The position before the command, for {@link SequentialMoves}' hint. */
    private State stateBefore;

    AnswerJudge(boolean strict, FailureTrail trail) {
        this.strict = strict;
        this.trail = trail;
    }

    /** Starts judging a game of {@code gameSize}: no previous field, no empty lines pending. */
    void newGame(GameSize gameSize) {
        size = gameSize;
        emptyLinesPending = false;
        previous = List.of();
        fieldsAnswered = 0;
    }

    /** Forgets the previous field once a game has ended. */
    void gameEnded() {
        previous = List.of();
    }

    /** Notes that empty lines were sent before a command. */
    void emptyLinesSent() {
        emptyLinesPending = true;
    }

    /** Notes the position before a command: the field a report shows as "previous". */
    void beforeCommand(State state) {
        previous = FieldReport.lines(FieldReport.cells(state));
        playerBefore = state.player();
        stateBefore = state;
    }

    /** How much of a received row a report shows: a whole row of the game's width, and a little more. */
    static int rowShown(GameSize size) {
        return Math.max(200, 2 * size.width() + 20);
    }

    /** Reads and judges the first field of a game: its size, counts, and where the player and exit are. */
    State initialField(Conversation talk) throws ProtocolFailure, InterruptedException {
        String first = talk.next("the initial field (" + Texts.count(size.height(), "row") + ")");
        if (!PrintedField.looksLikeRow(first)) {
            throw new ProtocolFailure("expected the first row of the initial field, received "
                    + Texts.quote(first, 80));
        }
        List<String> rows = talk.rows(first, size, "the initial field");
        PrintedField field = parse(rows, "the initial field");
        int w = size.width();
        int h = size.height();
        List<Integer> middleRows = strict || h % 2 != 0 ? List.of(h / 2) : List.of(h / 2 - 1, h / 2);
        String rowsText = middleRows.size() == 1 ? "row " + middleRows.get(0)
                : "row " + middleRows.get(0) + " or " + middleRows.get(1);
        Set<Cell> players = field.cellsShowing('@');
        Set<Cell> exits = field.cellsShowing('<');
        Set<Cell> pits = field.cellsShowing('0');
        Set<Cell> robots = field.cellsShowing('X');
        List<String> problems = new ArrayList<>();
        if (players.size() != 1) {
            problems.add(players.size() + " players '@' (expected: one)");
        } else {
            Cell p = players.iterator().next();
            if (p.x() != w - 1 || !middleRows.contains(p.y())) {
                problems.add("the player '@' is at " + p + " (expected: column " + (w - 1) + ", " + rowsText
                        + ": the middle of the right wall)");
            }
        }
        if (exits.size() != 1) {
            problems.add(exits.size() + " exits '<' (expected: one)");
        } else {
            Cell e = exits.iterator().next();
            if (e.x() != 0 || !middleRows.contains(e.y())) {
                problems.add("the exit '<' is at " + e + " (expected: column 0, " + rowsText
                        + ": the middle of the left wall)");
            }
        }
        if (robots.size() != size.robots()) {
            problems.add(robots.size() + " robots 'X' (expected: R=" + size.robots() + ")");
        }
        if (pits.size() != size.pits()) {
            problems.add(pits.size() + " pits '0' (expected: P=" + size.pits() + ")");
        }
        if (strict && problems.isEmpty()) {
            State probe = new State(w, h, pits, robots, players.iterator().next(), exits.iterator().next(), 0);
            for (Cell c : probe.corners()) {
                if (pits.contains(c)) {
                    problems.add("a pit on the corner " + c + " (--strict: pits never go on a corner)");
                }
            }
        }
        if (!problems.isEmpty()) {
            List<String> details = new ArrayList<>();
            details.add("problems:");
            problems.forEach(p -> details.add("  - " + p));
            details.addAll(FieldReport.show(List.of(new Panel("received (initial field)",
                    FieldReport.marked(field.lines(), Set.of()))), w, h, players));
            throw new ProtocolFailure("the initial field is wrong: " + problems.get(0), details);
        }
        return new State(w, h, pits, robots, players.iterator().next(), exits.iterator().next(), size.robots());
    }

    private PrintedField parse(List<String> rows, String what) throws ProtocolFailure {
        try {
            return PrintedField.parse(rows, size.width(), size.height(), strict);
        } catch (PrintedField.FormatException e) {
            List<String> details = new ArrayList<>();
            details.add("received:");
            details.addAll(FieldWindow.rawRows(rows, size));
            throw new ProtocolFailure(what + ": " + e.getMessage(), details);
        }
    }

    /** Judges the answer to a command the rules refuse: "MOVE:" again, and nothing else. */
    void refused(Conversation talk, SentCommand action) throws ProtocolFailure, InterruptedException {
        String line = talk.next("'MOVE:' again after the refused command");
        if (line.equals(Conversation.MOVE_PROMPT)) {
            return;
        }
        String reason = "the command " + Texts.quote(action.text(), 20) + " must be refused (" + action.refusalReason()
                + "): expected 'MOVE:' again and no field, received ";
        if (PrintedField.looksLikeRow(line)) {
            List<String> rows = shownRows(line, talk.moreRows(size.height() - 1));
            List<String> details = new ArrayList<>(List.of("(a refused command changes nothing and passes no turn)"));
            details.addAll(FieldReport.show(List.of(
                    new Panel("previous", FieldReport.marked(previous, Set.of())),
                    new Panel("received", FieldReport.marked(rows, Set.of()))), size.width(), size.height(),
                    List.of(playerBefore)));
            details.addAll(unchangedNote(rows.stream().map(String::stripTrailing).toList()));
            throw new ProtocolFailure(reason + "a field", details);
        }
        if (EndLine.of(line, strict) != null) {
            throw new ProtocolFailure(reason + "the end line " + Texts.quote(line, 40)
                    + ": the command was played as a turn");
        }
        throw new ProtocolFailure(reason + Texts.quote(line, 80));
    }

    /** Judges {@code first}, the answer to a command that ends the game: the expected end line. */
    void ended(Conversation talk, String first, Ended ended, SentCommand action) throws ProtocolFailure {
        EndLine got = EndLine.of(first, strict);
        if (got == ended.line()) {
            return;
        }
        String expected = "expected the end line " + ended.line().text() + " (" + ended.why() + ")";
        Panel before = new Panel("previous", FieldReport.marked(previous, Set.of()));
        if (got != null || !PrintedField.looksLikeRow(first)) {
            String doubled = first.equals(Conversation.MOVE_PROMPT)
                    ? DoubledPrompt.received(talk, fieldsAnswered == 0, emptyLinesPending) : null;
            String receivedText = doubled != null ? doubled : first.equals(Conversation.MOVE_PROMPT)
                    ? "'MOVE:': the valid command " + Texts.quote(action.text(), 20) + " was refused"
                    + emptyLineHint() : Texts.quote(first, 80);
            throw new ProtocolFailure(expected + ", received " + receivedText, FieldReport.show(List.of(before),
                    size.width(), size.height(), List.of(playerBefore)));
        }
        List<String> rows = shownRows(first, talk.moreRows(size.height() - 1));
        throw new ProtocolFailure(expected + ", received a field: the game must end", FieldReport.show(
                List.of(before, new Panel("received", FieldReport.marked(rows, Set.of()))), size.width(),
                size.height(), List.of(playerBefore)));
    }

    /** Received lines that look like rows, as a report shows them ({@link Texts#shown}). */
    private List<String> shownRows(String first, List<String> more) {
        List<String> rows = new ArrayList<>(more.size() + 1);
        rows.add(Texts.shown(first, rowShown(size)));
        more.forEach(r -> rows.add(Texts.shown(r, rowShown(size))));
        return rows;
    }

    /** A note for a field that is the previous one unchanged: a common slip with empty lines. */
    private List<String> unchangedNote(List<String> rows) {
        if (!rows.equals(previous)) {
            return List.of();
        }
        return List.of("  note: the received field is the previous one, unchanged: was the command ignored, or was"
                + " the field printed again for an earlier empty line (such as the rest of the INIT line)? An empty"
                + " line must be skipped silently.");
    }

    private String emptyLineHint() {
        return emptyLinesPending ? " (or an empty line sent before it was answered with 'MOVE:'; an empty line"
                + " must be skipped silently)" : "";
    }

    /**
     * Reads and judges the field after a command that lets the game go on, {@code first} its first
     * line, and returns the position it shows (the robots where the program put them, which the
     * model allows only where it cannot know: the new robot's corner).
     */
    State nextField(Conversation talk, String first, Continued expected, SentCommand action)
            throws ProtocolFailure, InterruptedException {
        char[][] expectedCells = FieldReport.expected(expected);
        List<String> expectedLines = FieldReport.lines(expectedCells);
        if (!PrintedField.looksLikeRow(first)) {
            String received;
            EndLine end = EndLine.of(first, strict);
            String doubled = first.equals(Conversation.MOVE_PROMPT)
                    ? DoubledPrompt.received(talk, fieldsAnswered == 0, emptyLinesPending) : null;
            if (doubled != null) {
                received = doubled;
            } else if (first.equals(Conversation.MOVE_PROMPT)) {
                received = "'MOVE:' again: the valid command " + Texts.quote(action.text(), 20) + " was refused"
                        + emptyLineHint();
            } else if (end != null) {
                received = Texts.quote(first, 40) + ", but the game goes on";
            } else {
                received = Texts.quote(first, 80);
            }
            throw new ProtocolFailure("expected the field after the command, received " + received,
                    FieldReport.show(List.of(
                            new Panel("previous", FieldReport.marked(previous, Set.of())),
                            new Panel("expected", FieldReport.marked(expectedLines, Set.of()))), size.width(),
                            size.height(), List.of(playerBefore, expected.state().player())));
        }
        List<String> rows = talk.rows(first, size, "the field after the command");
        PrintedField received = parse(rows, "the field after the command");
        emptyLinesPending = false;
        Set<Cell> diff = FieldReport.differences(expectedCells, received);
        if (!diff.isEmpty()) {
            trail.mismatch(expectedLines, received.lines(),
                    diff.stream().map(cell -> new int[] {cell.x(), cell.y()}).toList());
            List<String> details = fieldMismatch(expected, expectedLines, received, diff);
            details.addAll(SequentialMoves.hint(stateBefore, action.move(), received.cellsShowing('X'),
                    expected.state().robots()));
            throw new ProtocolFailure("the field does not follow from the previous field and the command", details);
        }
        fieldsAnswered++;
        return expected.state().withRobots(received.cellsShowing('X'));
    }

    private List<String> fieldMismatch(Continued expected, List<String> expectedLines, PrintedField received,
            Set<Cell> diff) {
        List<String> details = new ArrayList<>(FieldReport.show(List.of(
                new Panel("previous", FieldReport.marked(previous, Set.of())),
                new Panel("expected", FieldReport.marked(expectedLines, diff)),
                new Panel("received", FieldReport.marked(received.lines(), diff))), size.width(), size.height(), diff));
        details.add("  (* marks a differing cell, just left of it" + (expected.newRobotExpected()
                ? "; ? is a free corner: exactly one of them gets the new robot)" : ")"));
        int shown = 0;
        for (Cell c : diff) {
            if (shown++ == 8) {
                details.add("  ... " + (diff.size() - 8) + " more differences");
                break;
            }
            char e = FieldReport.expected(expected)[c.y()][c.x()];
            details.add("  " + c + ": expected " + (e == FieldReport.MAYBE_ROBOT ? "'X' on one free corner"
                    : Texts.describe(e)) + ", received " + Texts.describe(received.at(c)));
        }
        details.addAll(unchangedNote(received.lines()));
        State after = expected.state();
        int receivedRobots = received.cellsShowing('X').size();
        details.add("  robots: " + after.robots().size() + " after the robots moved"
                + (expected.newRobotExpected() ? " + 1 new one on a free corner" : "") + ", received "
                + receivedRobots + "; R=" + after.robotTarget());
        if (expected.reinforcementDue()) {
            details.add("  reinforcement: due (fewer than R robots left); free corners: "
                    + (expected.freeCorners().isEmpty() ? "none, so no new robot" : expected.freeCorners()));
        } else {
            details.add("  reinforcement: not due (" + Texts.count(after.robots().size(), "robot") + " left, R="
                    + after.robotTarget() + ")");
        }
        return details;
    }
}
