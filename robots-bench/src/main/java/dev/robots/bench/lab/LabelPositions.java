package dev.robots.bench.lab;

import dev.robots.bench.Expected;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import dev.robots.core.bot.Situation;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Labels positions for a learned evaluation: plays seeded games with the default autopilot (the
 * positions a 1 ms player meets) and, at each of its decisions, asks a larger search what it would
 * play (by default the ~100 ms one, {@code --beam 64 --depth 24 --samples 64}). Each decision is
 * one line of CSV: the game, its seed and turn, the {@link PositionFeatures}, the large search's
 * command, the default's, and whether the default went on to win the game.
 *
 * <p>Shards as {@code robots autoplay --shard K/N}: game {@code i} (from 0) of the run seeded with
 * {@code S} plays from {@link #gameSeed gameSeed(S, i)} (docs/rules.md, "The seed of each game of a
 * run"), and shard {@code K} of {@code N} plays the games with {@code i mod N = K - 1}. So a Slurm
 * array ({@code K = $SLURM_ARRAY_TASK_ID}) or a Kubernetes indexed job regenerates any shard, and the
 * shards of one run together hold exactly the lines of the run in one shard, game for game.
 *
 * <pre>
 * HOW TO RUN (shard 1 of 8 of 1000 games; the file must not exist yet):
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.lab.LabelPositions 1/8 1000 2026120701 shard-1.csv
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.lab.LabelPositions 1/1 10 7 small.csv 32,16,0 30,17,20,40
 * </pre>
 * Arguments: the shard {@code K/N}, the games of the whole run, its seed, the output file, then
 * optionally the labelling search {@code B,D,K} (default {@code 64,24,64}) and the size
 * {@code W,H,R,P} (default the statement's); every game with 3 charges and a limit of 1000 turns.
 */
public final class LabelPositions {
    /** The turn limit of a game, as autoplay's default. */
    static final int TURN_LIMIT = 1000;
    /** The charges of a game, as the statement's setup. */
    static final int CHARGES = 3;

    private LabelPositions() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4 || args.length > 6) {
            System.err.println("usage: LabelPositions K/N GAMES SEED OUT [B,D,K] [W,H,R,P]");
            System.exit(2);
        }
        int k;
        int n;
        int games;
        long seed;
        Autopilot labeller;
        GameParameters parameters;
        try {
            int[] shard = ints(args[0].replace('/', ','), 2);
            k = shard[0];
            n = shard[1];
            if (n < 1 || k < 1 || k > n) {
                throw new IllegalArgumentException(Expected.of("shard: " + args[0], "K/N with 1 <= K <= N"));
            }
            games = Integer.parseInt(args[1]);
            seed = Long.parseLong(args[2]);
            int[] search = ints(args.length > 4 ? args[4] : "64,24,64", 3);
            labeller = new Autopilot(search[0], search[1], search[2]);
            int[] size = ints(args.length > 5 ? args[5] : "30,17,20,40", 4);
            parameters = GameParameters.of(size[0], size[1], size[2], size[3]);
        } catch (IllegalArgumentException e) {
            // Also a number that does not parse (NumberFormatException): one line, no trace.
            System.err.println("LabelPositions: " + e.getMessage());
            System.exit(2);
            return;
        }
        Path out = Path.of(args[3]);
        try (Writer writer = new BufferedWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
            int lines = label(parameters, labeller, seed, games, k, n, writer);
            System.out.println(out + ": " + lines + " positions of shard " + k + "/" + n);
        } catch (FileAlreadyExistsException e) {
            System.err.println(Expected.of(out + ": exists", "a new file; nothing is overwritten"));
            System.exit(2);
        }
    }

    /** The seed of game {@code index} of the run seeded with {@code runSeed}: docs/rules.md's rule. */
    static long gameSeed(long runSeed, int index) {
        return index == 0 ? runSeed : SplitMix64.output(runSeed, index);
    }

    /**
     * Writes the header and the lines of shard {@code k} of {@code n} of a run of {@code games}
     * games; returns the positions written.
     */
    static int label(GameParameters parameters, Player labeller, long runSeed, int games, int k, int n,
            Writer writer) throws IOException {
        writer.write("# " + PositionFeatures.VERSION + ", " + parameters.width() + "x" + parameters.height() + " R "
                + parameters.robots() + " P " + parameters.pits() + ", " + CHARGES + " charges, run seed " + runSeed
                + ", " + games + " games, shard " + k + "/" + n + "\n");
        writer.write("game,seed," + String.join(",", PositionFeatures.names()) + ",label,played,won\n");
        int lines = 0;
        for (int game = k - 1; game < games; game += n) {
            lines += game(parameters, labeller, game, gameSeed(runSeed, game), writer);
        }
        return lines;
    }

    private static int game(GameParameters parameters, Player labeller, int index, long seed, Writer writer)
            throws IOException {
        Game game = Game.builder(parameters).random(RandomSource.seeded(seed)).charges(CHARGES).build();
        Autopilot player = new Autopilot();
        List<String> rows = new ArrayList<>();
        while (!game.isOver() && game.turn() < TURN_LIMIT) {
            Situation situation = Situation.of(game);
            Command played = player.choose(situation);
            Command label = labeller.choose(situation);
            StringBuilder row = new StringBuilder().append(index).append(',').append(seed);
            for (int value : PositionFeatures.of(situation)) {
                row.append(',').append(value);
            }
            row.append(',').append(PositionFeatures.COMMANDS.indexOf(label))
                    .append(',').append(PositionFeatures.COMMANDS.indexOf(played));
            rows.add(row.toString());
            if (game.play(played) instanceof TurnResult.Refused refused) {
                throw new IllegalStateException("game " + index + ": " + played + " refused: " + refused.message());
            }
        }
        int won = game.outcome().filter(TurnResult.Won.class::isInstance).isPresent() ? 1 : 0;
        for (String row : rows) {
            writer.write(row + "," + won + "\n");
        }
        return rows.size();
    }

    private static int[] ints(String text, int count) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new IllegalArgumentException(Expected.of(text, count + " numbers separated by commas"));
        }
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = Integer.parseInt(parts[i].trim());
        }
        return values;
    }
}
