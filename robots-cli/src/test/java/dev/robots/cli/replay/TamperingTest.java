package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every field of a record, edited, makes {@code replay --verify} fail: each value of each line of
 * seeded records is changed in turn (numbers by one, commands to another accepted one, results to
 * another end) and the verification must fail on that line or, for a change whose effect shows
 * later (a command, a board size), on a later one.
 */
class TamperingTest {
    private static final String[] RESULTS = {"WIN", "LOST BY HIT", "LOST BY FALL", "LOST BY CAPTURE"};

    @TempDir
    Path dir;

    @Test
    void everyEditedFieldIsCaught() throws IOException {
        // The session line's field=random edited to field=f.txt: a field of another size than any game's.
        Sessions.field(dir, "f.txt", "< . . . . . . . . . . . . . . . . @");
        int tried = 0;
        List<String> missed = new ArrayList<>();
        for (long seed = 1; seed <= 40; seed++) {
            Path record = RecordedSessions.play(dir, 5000 + seed);
            List<String> lines = Files.readAllLines(record, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                for (String edited : edits(lines.get(i))) {
                    List<String> copy = new ArrayList<>(lines);
                    copy.set(i, edited);
                    Path file = dir.resolve("edited.rec");
                    Files.write(file, copy, StandardCharsets.UTF_8);
                    String result = RecordedSessions.replay(file);
                    tried++;
                    String what = "seed " + (5000 + seed) + ", line " + (i + 1) + " '" + lines.get(i) + "' -> '"
                            + edited + "': " + result;
                    if (result.startsWith("OK")) {
                        missed.add(what);
                    } else {
                        int failedAt = Integer.parseInt(result.replaceFirst("^FAILED line (\\d+).*$", "$1"));
                        assertTrue(failedAt >= i + 1, what);
                    }
                }
            }
        }
        assertTrue(tried > 1000, "edits tried: " + tried);
        assertEquals(List.of(), missed, missed.size() + " of " + tried + " edits not caught");
    }

    /** The line with each of its values changed, one at a time. */
    static List<String> edits(String line) {
        List<String> edits = new ArrayList<>();
        String[] tokens = line.split(" ");
        switch (tokens[0]) {
            case "session" -> {
                edits.add(line.replaceFirst(" seed=(-?\\d+)", " seed=" + (Long.parseLong(value(line, "seed")) + 1)));
                edits.add(line.replace(" max-cells=200", " max-cells=2"));
                edits.add(line.replace(" field=random", " field=" + "f.txt"));
            }
            case "game" -> {
                edits.add(line.replaceFirst("^game (\\d+)", "game " + (Integer.parseInt(tokens[1]) + 1)));
                edits.add(line.replaceFirst(" seed=(-?\\d+)", " seed=" + (Long.parseLong(value(line, "seed")) + 1)));
                for (String key : List.of("w", "h", "r", "p")) {
                    long v = Long.parseLong(value(line, key));
                    edits.add(line.replaceFirst(" " + key + "=\\d+", " " + key + "=" + (v + 1)));
                }
            }
            case "turn" -> {
                edits.add("turn " + (Integer.parseInt(tokens[1]) + 1) + " " + tokens[2]);
                edits.add("turn " + tokens[1] + " " + tokens[2].toLowerCase(java.util.Locale.ROOT));
                edits.add("turn " + tokens[1] + " " + (tokens[2].equals("W") ? "K" : "W"));
            }
            case "end" -> {
                edits.add(line.replaceFirst(" turns=(\\d+)", " turns=" + (Integer.parseInt(value(line, "turns")) + 1)));
                String result = line.substring(line.indexOf("result=") + 7);
                for (String other : RESULTS) {
                    if (!other.equals(result)) {
                        edits.add(line.replace("result=" + result, "result=" + other));
                    }
                }
            }
            case "stop" -> {
                if (line.contains(" game=")) {
                    int game = Integer.parseInt(value(line, "game"));
                    int turns = Integer.parseInt(value(line, "turns"));
                    edits.add(line.replaceFirst(" game=(\\d+)", " game=" + (game + 1)));
                    edits.add(line.replaceFirst(" turns=(\\d+)", " turns=" + (turns + 1)));
                } else {
                    edits.add(line + " game=1 turns=0");
                }
            }
            default -> throw new AssertionError(line);
        }
        return edits;
    }

    private static String value(String line, String key) {
        int at = line.indexOf(" " + key + "=") + key.length() + 2;
        int end = line.indexOf(' ', at);
        return line.substring(at, end < 0 ? line.length() : end);
    }

    /** A one-game record whose session names the field file {@code fieldName}. */
    private Path recordWithField(String fieldName) throws IOException {
        Path record = dir.resolve(fieldName + ".rec");
        Files.writeString(record, "session format=1 seed=1 charges=0 max-cells=9 field=" + fieldName + "\n"
                + "game 1 seed=1 w=2 h=1 r=0 p=0\nturn 1 L\nend turns=1 result=WIN\n", StandardCharsets.UTF_8);
        return record;
    }

    @Test
    void aFieldFileThatIsNotThereIsUnreadableInputNotATamperedRecord() throws IOException {
        Path record = recordWithField("missing.txt");
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(2, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 1: the field file 'missing.txt' is not found beside or"
                + " below the record (give it with --field FILE)\n", run.stderr());
    }

    @Test
    void aFieldFileThatCannotBeReadSaysWhyInWords() throws IOException {
        Files.createDirectory(dir.resolve("a-directory.txt"));
        Path record = recordWithField("a-directory.txt");
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(2, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 1: the field file 'a-directory.txt' is not a regular file"
                + " (a record's field= must name one beside or below the record; give it with --field FILE)\n",
                run.stderr());
    }
}
