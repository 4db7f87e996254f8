package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page's game on the JVM against the CLI's protocol mode run in process: the same fields turn
 * by turn for the game of each seed (extremes and seeds above 2^53 included) and seeded commands,
 * refused ones skipped as the protocol skips them; then undo walks back through the same fields.
 */
class SessionTest {
    @Test
    void theGameOfASeedIsTheFirstGameOfProtocolModeTurnByTurn() {
        for (String size : List.of("30,17,20,40", "10,5,3,6", "12,9,30,10")) {
            for (long seed : Seeds.SEEDS) {
                List<String> commands = Seeds.commands(seed, 40);
                List<String> expected = ProtocolRun.fields(seed, size, commands);
                String[] n = size.split(",");
                Session session = Session.start(seed, dev.robots.core.GameParameters.of(Integer.parseInt(n[0]),
                        Integer.parseInt(n[1]), Integer.parseInt(n[2]), Integer.parseInt(n[3])));
                List<String> shown = new ArrayList<>(List.of(session.fieldText()));
                for (String command : commands) {
                    if (!session.outcome().isEmpty()) {
                        break;
                    }
                    if (!(session.play(Command.of(command)) instanceof TurnResult.Refused)) {
                        shown.add(session.fieldText());
                    }
                }
                String where = "seed " + seed + ", size " + size + ", commands " + commands;
                assertEquals(expected, shown, where);
                for (int i = shown.size() - 2; i >= 0; i--) {
                    assertTrue(session.undo(), where);
                    assertEquals(shown.get(i), session.fieldText(), where + ", undone to move " + i);
                }
                assertFalse(session.undo(), "nothing left to undo: " + where);
            }
        }
    }

    @Test
    void aLinkReplaysThePositionItWasTakenFrom() throws Exception {
        Session session = Session.start(Long.MIN_VALUE, Link.STATEMENT);
        for (String command : Seeds.commands(3, 30)) {
            if (session.outcome().isEmpty()) {
                session.play(Command.of(command));
            }
        }
        Link link = Link.parse(session.link());
        Session again = Session.start(link.seed(), link.parameters());
        link.moves().forEach(again::play);
        assertEquals(session.fieldText(), again.fieldText());
        assertEquals(session.link(), again.link());
    }
}
