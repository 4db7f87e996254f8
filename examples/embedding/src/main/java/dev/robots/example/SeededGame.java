package dev.robots.example;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import dev.robots.core.bot.Situation;

/**
 * Plays one game on the statement's field (30x17, 20 robots, 40 pits, 3 charges) with the autopilot
 * and prints the commands it chose, the last position and the outcome. The seed fixes every random
 * choice, so the output is the same on every run and every JVM.
 */
public final class SeededGame {
    private static final long SEED = 42;

    private SeededGame() {
    }

    /**
     * Plays the game and prints it.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Module engine = Game.class.getModule();
        System.out.println(engine.isNamed()
                ? "engine: module " + engine.getDescriptor().toNameAndVersion() + " (module path)"
                : "engine: unnamed module (class path)");

        GameParameters parameters = GameParameters.of(30, 17, 20, 40);       // W, H, R, P
        Game game = Game.builder(parameters)
                .random(RandomSource.seeded(SEED))
                .charges(3)
                .build();
        System.out.println("seed " + SEED + ", " + parameters.width() + "x" + parameters.height() + ", R="
                + parameters.robots() + ", P=" + parameters.pits() + ", 3 charges");

        Player autopilot = new Autopilot();
        StringBuilder commands = new StringBuilder();
        TurnResult result = TurnResult.CONTINUES;
        while (!result.gameOver()) {
            Command command = autopilot.choose(Situation.of(game));  // always one the game accepts
            result = game.play(command);
            commands.append(commands.length() == 0 ? "" : " ").append(command.text());
        }
        System.out.println("commands: " + commands);
        System.out.print(TextFormat.render(game));
        TurnResult.Ended outcome = (TurnResult.Ended) result;
        System.out.println("outcome: " + outcome.line() + " on turn " + outcome.turn()
                + ", " + game.chargesLeft() + " charges left");
    }
}
