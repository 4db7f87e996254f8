package dev.robots.cli.protocol;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Replays a session's input against {@link ReferenceRules} and checks the CLI's standard output
 * line by line, the way {@code docs/checker.md} ("What it checks") describes a checker: each field
 * must follow from the previous one and the command, with any reinforcement robot on an allowed
 * corner. A random start
 * field is only checked for its counts and fixed cells (the checker cannot know the seed's draws).
 *
 * <p>INIT input follows the token rules of {@code docs/cli.md}, with the default board bound of
 * 4,000,000 cells; a {@code --field} file is assumed to match the INIT numbers.
 */
final class ReferenceChecker {
    private final Deque<String> out;
    private final Deque<String> in;
    private final int charges;
    private final ReferenceRules.Position startField;

    private final long maxCells;

    private ReferenceChecker(String input, String stdout, int charges, String fieldText, long maxCells) {
        this.maxCells = maxCells;
        if (!stdout.isEmpty() && !stdout.endsWith("\n")) {
            throw new AssertionError("standard output does not end with a line end");
        }
        this.out = new ArrayDeque<>(stdout.isEmpty() ? List.of() : Arrays.asList(stdout.split("\n", -1)));
        if (!this.out.isEmpty()) {
            this.out.removeLast(); // after the final '\n'
        }
        List<String> lines = new ArrayList<>(Arrays.asList(input.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        this.in = new ArrayDeque<>(lines);
        this.charges = charges;
        this.startField = fieldText == null ? null : ReferenceRules.parse(Arrays.asList(fieldText.split("\r?\n")));
    }

    /**
     * Checks {@code stdout} against {@code input}; fails with an {@link AssertionError} naming the
     * output line where they part.
     *
     * @param charges charges per game, or -1 for unlimited
     * @param fieldText the {@code --field} file's text, or {@code null} for random fields
     */
    static void check(String input, String stdout, int charges, String fieldText) {
        check(input, stdout, charges, fieldText, 4_000_000);
    }

    /** As {@link #check(String, String, int, String)}, with a {@code --max-cells} bound. */
    static void check(String input, String stdout, int charges, String fieldText, long maxCells) {
        new ReferenceChecker(input, stdout, charges, fieldText, maxCells).run();
    }

    private int outLine;

    private String next(String what) {
        if (out.isEmpty()) {
            throw new AssertionError("output ended at line " + outLine + " where " + what + " was expected");
        }
        outLine++;
        return out.removeFirst();
    }

    private void expect(String line) {
        String got = next("'" + line + "'");
        if (!got.equals(line)) {
            throw new AssertionError("output line " + outLine + ": expected '" + line + "' but got '" + got + "'");
        }
    }

    private ReferenceRules.Position readField(int h) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < h; i++) {
            rows.add(next("a field row"));
        }
        try {
            return ReferenceRules.parse(rows);
        } catch (AssertionError e) {
            throw new AssertionError("field ending at output line " + outLine + ": " + e.getMessage(), e);
        }
    }

    private void run() {
        expect(ProtocolSession.INIT_PROMPT);
        while (true) {
            long[] init = null;
            List<String> tokens = new ArrayList<>();
            while (init == null) {
                if (in.isEmpty()) {
                    expectEnd();
                    return;
                }
                // docs/cli.md: tokens gather over lines until 4; a bad token or a fifth token on
                // the completing line refuses the INIT; blank lines pass silently.
                String line = withoutCr(in.removeFirst());
                boolean refused = line.length() > 4096;
                String trimmed = line.replaceAll("^" + SPACE + "|" + SPACE + "$", "");
                for (String token : trimmed.isEmpty() ? new String[0] : trimmed.split(SPACE)) {
                    if (refused) {
                        break;
                    }
                    refused = tokens.size() == 4 || !token.matches("[+-]?[0-9]+");
                    tokens.add(token);
                }
                if (refused) {
                    tokens.clear();
                    expect(ProtocolSession.INIT_PROMPT);
                } else if (tokens.size() == 4) {
                    init = init(tokens);
                    tokens.clear();
                    if (init == null) {
                        expect(ProtocolSession.INIT_PROMPT);
                    }
                }
            }
            int w = (int) init[0];
            int h = (int) init[1];
            int target = (int) init[2];
            int pits = (int) init[3];
            ReferenceRules.Position p = readField(h);
            if (p.w != w) {
                throw new AssertionError("field ending at output line " + outLine + " is " + p.w + " wide, INIT said "
                        + w);
            }
            if (startField != null) {
                if (!p.render().equals(startField.render())) {
                    throw new AssertionError("start field is not the --field file's:\n" + p.render());
                }
            } else {
                checkRandomStart(p, target, pits);
            }
            expect(ProtocolSession.MOVE_PROMPT);
            if (!play(p, target)) {
                return;
            }
        }
    }

    /** Plays one game's input; {@code false} when the input ended before the game. */
    private boolean play(ReferenceRules.Position start, int target) {
        ReferenceRules.Position p = start;
        int chargesLeft = charges;
        int turn = 0;
        while (true) {
            if (in.isEmpty()) {
                expectEnd();
                return false;
            }
            String raw = withoutCr(in.removeFirst());
            if (raw.matches(SPACE + "|")) {
                continue;
            }
            int[] command = raw.length() > 4096 ? null : ReferenceRules.command(raw);
            if (command == null || (command[2] == 1 && chargesLeft == 0)) {
                expect(ProtocolSession.MOVE_PROMPT);
                continue;
            }
            ReferenceRules.Outcome outcome = ReferenceRules.turn(p, command, target);
            if (outcome instanceof ReferenceRules.OffField) {
                expect(ProtocolSession.MOVE_PROMPT);
                continue;
            }
            turn++;
            if (command[2] == 1 && chargesLeft > 0) {
                chargesLeft--;
            }
            if (outcome instanceof ReferenceRules.Ended ended) {
                expect(ended.line());
                expect(ProtocolSession.INIT_PROMPT);
                return true;
            }
            ReferenceRules.Position actual = readField(p.h);
            ReferenceRules.checkReinforced((ReferenceRules.Next) outcome, actual,
                    "turn " + turn + " (" + raw.strip() + "), field ending at output line " + outLine);
            expect(ProtocolSession.MOVE_PROMPT);
            p = actual;
        }
    }

    /** ASCII white space as docs/cli.md defines it for INIT tokens and blank lines. */
    private static final String SPACE = "[ \\t\\r\\f\\x0B]+";

    private static String withoutCr(String line) {
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }

    private void expectEnd() {
        if (!out.isEmpty()) {
            throw new AssertionError("output goes on after the input ended, at line " + (outLine + 1) + ": '"
                    + out.peekFirst() + "'");
        }
    }

    /** The 4 numbers if the rules accept them, or {@code null}. */
    private long[] init(List<String> tokens) {
        long[] v = new long[4];
        for (int i = 0; i < 4; i++) {
            String digits = tokens.get(i).replaceFirst("^\\+", "");
            if (digits.replaceFirst("^-", "").replaceFirst("^0+", "").length() > 12) {
                return null;
            }
            v[i] = Long.parseLong(digits);
        }
        long cells = v[0] * v[1];
        long corners = v[1] == 1 ? 0 : (v[1] / 2 == 0 || v[1] / 2 == v[1] - 1) ? 2 : 4;
        boolean ok = v[0] >= 2 && v[1] >= 1 && v[2] >= 0 && v[3] >= 0 && v[0] <= maxCells && v[1] <= maxCells
                && cells <= maxCells && v[3] <= cells - 2 - corners && v[2] + v[3] <= cells - 2;
        return ok ? v : null;
    }

    private static void checkRandomStart(ReferenceRules.Position p, int robots, int pits) {
        int pitCount = 0;
        for (boolean[] row : p.pit) {
            for (boolean b : row) {
                pitCount += b ? 1 : 0;
            }
        }
        if (pitCount != pits || p.robots() != robots) {
            throw new AssertionError("start field has " + p.robots() + " robots and " + pitCount + " pits, expected "
                    + robots + " and " + pits + ":\n" + p.render());
        }
        if (p.px != p.w - 1 || p.py != p.h / 2) {
            throw new AssertionError("player starts at (" + p.px + ", " + p.py + ")");
        }
        if (p.robot[p.h / 2][0] || p.pit[p.h / 2][0]) {
            throw new AssertionError("something on the exit at the start:\n" + p.render());
        }
        for (int[] c : p.corners()) {
            if (p.pit[c[1]][c[0]]) {
                throw new AssertionError("pit on corner " + Arrays.toString(c) + ":\n" + p.render());
            }
        }
    }
}
