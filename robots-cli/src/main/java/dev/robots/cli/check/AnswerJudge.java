package dev.robots.cli.check;

import dev.robots.cli.check.diagnosis.DoubledPrompt;
import dev.robots.cli.check.diagnosis.SequentialMoves;
import dev.robots.cli.check.diagnosis.SlipCause;
import dev.robots.cli.check.diagnosis.SlipEvidence;
import dev.robots.cli.check.model.Candidates;
import dev.robots.cli.check.model.EndLineFit;
import dev.robots.cli.check.model.FieldMatch;
import dev.robots.cli.check.model.FieldReport.Panel;
import dev.robots.cli.check.model.FieldReport;
import dev.robots.cli.check.model.InitialField;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.SilentPoint;
import dev.robots.cli.check.play.SentCommand;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.Conversation;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.conversation.ReceivedRows;
import dev.robots.cli.conversation.RulesSection;
import dev.robots.cli.pages.FailureTrail;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Judges the program's answers in one game against the checker's model ({@link RulesModel}): the
 * initial field, the field after a command, an end line, a refusal. A wrong answer is thrown as a
 * {@link ProtocolFailure} whose problem line names what was expected and what came, and whose
 * details are the evidence (the previous, expected and received fields side by side).
 *
 * <p>Where the statement is silent ({@link SilentPoint}) the default check accepts every reading, so
 * more than one position may fit what the program printed (a new robot on the exit drawn {@code <}
 * cannot be seen): the judge keeps every position that still fits, the candidates, and plays each
 * command from all of them. Under {@code --strict} there is one, and a failure that an open point
 * would have let pass names the project's decision.
 */
final class AnswerJudge {
    /**
     * The result of a command: the position after it (the first candidate) and the turn the model played
     * to reach it, or the end line it gave.
     */
    record Answer(State next, Continued played, EndLine end) {
    }

    private final boolean strict;
    /** The silent points whose every reading is accepted: all by default, none under --strict. */
    private final Set<SilentPoint> open;
    /** Every position the fields received so far fit; the project's reading first. */
    private Candidates candidates;
    /** Where a field mismatch is kept for {@code --html}. */
    private final FailureTrail trail;
    private GameSize size;
    /** The previous field, and what a report shows of a wrong answer to it. */
    private final FieldEvidence evidence = new FieldEvidence();
    /** The empty lines, commands and charges of the game so far, for the words of a failure. */
    private final GameHistory history = new GameHistory();
    /** The position before the command, for {@link SequentialMoves}' hint. */
    private State stateBefore;
    /** What the run's answers say against each slip a failure may name: kept across games. */
    private final SlipEvidence slipEvidence = new SlipEvidence();

    AnswerJudge(boolean strict, FailureTrail trail) {
        this.strict = strict;
        this.open = SilentPoint.openUnless(strict);
        this.trail = trail;
    }

    /** Starts judging a game of {@code gameSize}: no previous field, no empty lines pending. */
    void newGame(GameSize gameSize) {
        size = gameSize;
        evidence.newGame(gameSize);
        history.newGame();
    }

    /** Forgets the previous field once a game has ended. */
    void gameEnded() {
        evidence.gameEnded();
    }

    /** Notes that empty lines were sent before a command. */
    void emptyLinesSent() {
        history.emptyLinesSent();
    }

    /** Notes the position before a command: the field a report shows as "previous". */
    void beforeCommand(State state) {
        evidence.before(state);
        stateBefore = state;
    }

    /** Reads and judges the first field of a game: its size, counts, and where the player and exit are. */
    State initialField(Conversation talk) throws ProtocolFailure, InterruptedException {
        String first = talk.next("the initial field (" + Texts.count(size.height(), "row") + ")");
        if (!PrintedField.looksLikeRow(first)) {
            throw new ProtocolFailure("expected the first row of the initial field, received "
                    + Texts.quote(first, 80), List.of(), RulesSection.PROTOCOL);
        }
        List<String> rows = talk.rows(first, size, "the initial field");
        PrintedField field = parse(rows, "the initial field");
        Set<Cell> players = field.cellsShowing('@');
        List<String> problems = InitialField.problems(field, size, open);
        if (!problems.isEmpty()) {
            List<String> details = new ArrayList<>();
            details.add("problems:");
            problems.forEach(p -> details.add("  - " + p));
            details.addAll(FieldReport.show(List.of(new Panel("received (initial field)",
                    FieldReport.marked(field.lines(), Set.of()))), size.width(), size.height(), players));
            throw withDecision(new ProtocolFailure("the initial field is wrong: " + problems.get(0), details,
                    RulesSection.START), readings -> InitialField.problems(field, size, readings).isEmpty());
        }
        State start = new State(size.width(), size.height(), field.cellsShowing('0'), field.cellsShowing('X'),
                players.iterator().next(), field.cellsShowing('<').iterator().next(), size.robots());
        candidates = new Candidates(start);
        return start;
    }

    /** {@code failure}, with the project's decision named where an open silent point would have let it pass. */
    private ProtocolFailure withDecision(ProtocolFailure failure, Predicate<Set<SilentPoint>> passesWith) {
        return strict ? SilentPoint.named(failure, passesWith) : failure;
    }

    private PrintedField parse(List<String> rows, String what) throws ProtocolFailure {
        try {
            return PrintedField.parse(rows, size.width(), size.height(), true);
        } catch (PrintedField.FormatException e) {
            List<String> details = new ArrayList<>();
            details.add("received:");
            details.addAll(ReceivedRows.raw(rows, size));
            throw new ProtocolFailure(what + ": " + e.getMessage(), details, RulesSection.PROTOCOL);
        }
    }

    /** Judges the answer to a command the rules refuse: "MOVE:" again, and nothing else. */
    void refused(Conversation talk, SentCommand action) throws ProtocolFailure, InterruptedException {
        try {
            refusedAnswer(talk, action);
        } catch (ProtocolFailure f) {
            throw f.withNote("--strict probe: the project's rules refuse it, " + RulesSection.COMMANDS.cite()
                    + "; the statement does not say what a program does with it, and the default check never"
                    + " sends one").citing(RulesSection.COMMANDS);
        }
    }

    private void refusedAnswer(Conversation talk, SentCommand action) throws ProtocolFailure, InterruptedException {
        String line = talk.next("'MOVE:' again after the refused command");
        if (line.equals(Conversation.MOVE_PROMPT)) {
            return;
        }
        String reason = "the command " + Texts.quote(action.text(), 20) + " must be refused (" + action.refusalReason()
                + "): expected 'MOVE:' again and no field, received ";
        if (PrintedField.looksLikeRow(line)) {
            List<String> rows = evidence.shownRows(line, talk.moreRows(size.height() - 1));
            List<String> details = new ArrayList<>(List.of("(a refused command changes nothing and passes no turn)"));
            details.addAll(evidence.show(List.of(evidence.previousPanel(),
                    new Panel("received", FieldReport.marked(rows, Set.of()))), List.of(evidence.playerBefore())));
            details.addAll(evidence.unchangedNote(rows.stream().map(String::stripTrailing).toList()));
            throw new ProtocolFailure(reason + "a field", details);
        }
        if (EndLine.of(line, strict) != null) {
            throw new ProtocolFailure(reason + "the end line " + Texts.quote(line, 40)
                    + ": the command was played as a turn");
        }
        throw new ProtocolFailure(reason + Texts.quote(line, 80));
    }

    /**
     * Reads and judges the answer to an accepted command, played from every candidate position: an
     * end line where the rules end the game, else the field after the command (then the candidates
     * become the positions that field fits).
     */
    Answer answer(Conversation talk, SentCommand action) throws ProtocolFailure, InterruptedException {
        history.commandSent(action);
        List<Ended> endings = candidates.endings(action.move(), open);
        List<Candidates.Step> goesOn = candidates.goingOn(action.move(), open);
        String first = talk.next(goesOn.isEmpty() ? "the end line " + EndLineFit.names(endings, open)
                : "the field after the command" + (endings.isEmpty() ? "" : " or the end line "
                + EndLineFit.names(endings, open)));
        if (!goesOn.isEmpty() && (endings.isEmpty() || PrintedField.looksLikeRow(first))) {
            candidates.keep(nextField(talk, first, goesOn, action));
            return new Answer(candidates.first(), candidates.lastStep(), null);
        }
        return new Answer(null, null, ended(talk, first, endings, action));
    }

    /** Judges {@code first}, the answer to a command that ends the game: one of the allowed end lines. */
    private EndLine ended(Conversation talk, String first, List<Ended> endings, SentCommand action)
            throws ProtocolFailure {
        EndLine fits = EndLineFit.of(first, endings, open);
        if (fits != null) {
            return fits;
        }
        String expected = "expected the end line " + EndLineFit.names(endings, open) + " ("
                + endings.get(0).why() + ")";
        Panel before = evidence.previousPanel();
        ProtocolFailure failure;
        if (EndLine.of(first, true) != null || !PrintedField.looksLikeRow(first)) {
            boolean refused = first.equals(Conversation.MOVE_PROMPT);
            String doubled = refused ? doubledPrompt(talk) : null;
            String receivedText = doubled != null ? doubled : refused ? "'MOVE:': the valid command "
                    + Texts.quote(action.text(), 20) + " was refused" + emptyLineHint() : Texts.quote(first, 80);
            failure = named(new ProtocolFailure(expected + ", received " + receivedText,
                    evidence.show(List.of(before), List.of(evidence.playerBefore())),
                    refused ? RulesSection.COMMANDS : RulesSection.TURN), action, refused ? null : first, null);
        } else {
            List<String> raw = new ArrayList<>(List.of(first));
            raw.addAll(talk.moreRows(size.height() - 1));
            List<String> rows = evidence.shownRows(first, raw.subList(1, raw.size()));
            List<String> details = new ArrayList<>(evidence.show(
                    List.of(before, new Panel("received", FieldReport.marked(rows, Set.of()))),
                    List.of(evidence.playerBefore())));
            details.addAll(evidence.unchangedNote(rows));
            failure = named(new ProtocolFailure(expected + ", received a field: the game must end", details,
                    RulesSection.TURN), action, null, PrintedField.parseOrNull(raw, size.width(), size.height()));
        }
        throw withDecision(failure,
                readings -> EndLineFit.of(first, candidates.endings(action.move(), readings), readings) != null);
    }

    /**
     * {@code failure} with what the program did in words, when an alternative of the model gives exactly
     * the end line {@code line} or the field {@code field} it answered ({@link SlipCause}).
     */
    private ProtocolFailure named(ProtocolFailure failure, SentCommand action, String line, PrintedField field) {
        SlipCause.Context context = history.context(action);
        String cause = field != null
                ? SlipCause.ofField(candidates.positions(), action.move(), field, open, context, slipEvidence)
                : line != null
                ? SlipCause.ofEndLine(candidates.positions(), action.move(), line, open, context, slipEvidence)
                : null;
        return cause == null ? failure : failure.withNote(cause);
    }

    private String doubledPrompt(Conversation talk) {
        return DoubledPrompt.received(talk, history.firstCommand(), history.emptyLinesPending());
    }

    private String emptyLineHint() {
        return history.emptyLinesPending() ? " (or an empty line sent before it was answered with 'MOVE:'; an empty"
                + " line must be skipped silently)" : "";
    }

    /**
     * Reads and judges the field after a command that lets the game go on, {@code first} its first
     * line, and returns the positions it fits (the new robot where the program put it: the model
     * cannot know its corner), the project's reading first.
     */
    private List<Candidates.Fit> nextField(Conversation talk, String first, List<Candidates.Step> goesOn,
            SentCommand action) throws ProtocolFailure, InterruptedException {
        Continued expected = goesOn.get(0).continued();
        char[][] expectedCells = FieldMatch.expected(expected, open);
        List<String> expectedLines = FieldReport.lines(expectedCells);
        if (!PrintedField.looksLikeRow(first)) {
            String received;
            EndLine end = EndLine.of(first, strict);
            boolean refused = first.equals(Conversation.MOVE_PROMPT);
            String doubled = refused ? doubledPrompt(talk) : null;
            if (doubled != null) {
                received = doubled;
            } else if (refused) {
                received = "'MOVE:' again: the valid command " + Texts.quote(action.text(), 20) + " was refused"
                        + emptyLineHint();
            } else if (end != null) {
                received = Texts.quote(first, 40) + ", but the game goes on";
            } else {
                received = Texts.quote(first, 80);
            }
            ProtocolFailure failure = new ProtocolFailure("expected the field after the command, received " + received,
                    evidence.show(List.of(evidence.previousPanel(),
                            new Panel("expected", FieldReport.marked(expectedLines, Set.of()))),
                            List.of(evidence.playerBefore(), expected.state().player())),
                    refused ? RulesSection.COMMANDS : RulesSection.TURN);
            throw end == null ? failure : withDecision(named(failure, action, first, null),
                    readings -> EndLineFit.of(first, candidates.endings(action.move(), readings), readings) != null);
        }
        List<String> rows = talk.rows(first, size, "the field after the command");
        PrintedField received = parse(rows, "the field after the command");
        boolean afterEmptyLines = history.emptyLinesPending();
        history.fieldRead();
        List<Candidates.Fit> fits = Candidates.fitting(goesOn, received, open);
        if (!fits.isEmpty()) {
            history.answered(action);
            slipEvidence.answered(candidates.positions(), action.move(), received, open, afterEmptyLines);
            return fits;
        }
        Set<Cell> diff = FieldMatch.differences(expected, received, open);
        if (diff.isEmpty()) { // not expected: the report's view and the positions disagree; show the project's
            diff = FieldReport.differences(FieldReport.expected(expected), received);
        }
        trail.mismatch(expectedLines, received.lines(),
                diff.stream().map(cell -> new int[] {cell.x(), cell.y()}).toList());
        List<String> details = evidence.mismatch(expected, expectedCells, received, diff);
        details.addAll(SequentialMoves.hint(stateBefore, action.move(), received.cellsShowing('X'),
                expected.state().robots()));
        throw withDecision(named(new ProtocolFailure("the field does not follow from the previous field and the"
                + " command", details, RulesSection.TURN), action, null, received),
                readings -> !Candidates.fitting(candidates.goingOn(action.move(), readings), received, readings)
                        .isEmpty());
    }


}
