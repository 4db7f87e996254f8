package dev.robots.cli.autoplay;

import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.MaxTurnsOption;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import dev.robots.core.bot.Autopilot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What an autoplay run plays: made with {@link #of} and changed with the {@code with...} methods, so
 * that no caller lists the ten fields in order (six of them are {@code int}s a slip would swap).
 *
 * @param games how many games the run plays
 * @param seed the run's seed; game {@code i} plays from {@link Autoplay#gameSeed Autoplay.gameSeed(seed, i)}
 * @param size the games' width, height, robots and pits
 * @param charges charges per game, or empty for no limit
 * @param maxTurns a game still running after this many turns is cut off (counted apart)
 * @param threads games played at once
 * @param beamWidth the autopilot's beam width
 * @param depth the autopilot's look-ahead in turns
 * @param samples the autopilot's sampled futures of the reinforcements per decision (0: the plain search)
 * @param firstGame the number of the run's first game ({@code --from-game})
 */
record RunSettings(int games, long seed, GameParameters size, OptionalInt charges, int maxTurns, int threads,
        int beamWidth, int depth, int samples, int firstGame) {
    RunSettings {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(charges, "charges");
        Expected.atLeast("games", games, 1);
        Expected.atLeast("threads", threads, 1);
        Expected.atLeast("maxTurns", maxTurns, 1);
        Expected.atLeast("charges", charges.orElse(0), 0);
        Expected.atLeast("beamWidth", beamWidth, 1);
        Expected.atLeast("depth", depth, 1);
        Expected.atLeast("samples", samples, 0);
        Expected.between("firstGame", firstGame, 0, Integer.MAX_VALUE - games);
    }

    /**
     * {@code games} games of {@code size} from {@code seed}, numbered from 0, with the commands'
     * defaults: {@value ChargesOption#DEFAULT} charges, {@value MaxTurnsOption#DEFAULT} turns, one
     * thread, the autopilot's default beam and depth.
     */
    static RunSettings of(GameParameters size, long seed, int games) {
        return new RunSettings(games, seed, size, OptionalInt.of(ChargesOption.DEFAULT), MaxTurnsOption.DEFAULT, 1,
                Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.DEFAULT_DEPTH, 0, 0);
    }

    RunSettings withCharges(OptionalInt newCharges) {
        return new RunSettings(games, seed, size, newCharges, maxTurns, threads, beamWidth, depth, samples, firstGame);
    }

    RunSettings withMaxTurns(int newMaxTurns) {
        return new RunSettings(games, seed, size, charges, newMaxTurns, threads, beamWidth, depth, samples, firstGame);
    }

    RunSettings withThreads(int newThreads) {
        return new RunSettings(games, seed, size, charges, maxTurns, newThreads, beamWidth, depth, samples, firstGame);
    }

    /** The autopilot's plain search (no sampled futures) of this beam width and look-ahead in turns. */
    RunSettings withAutopilot(int newBeamWidth, int newDepth) {
        return withAutopilot(newBeamWidth, newDepth, 0);
    }

    /** The autopilot's beam width and look-ahead in turns, and its sampled futures (0: none). */
    RunSettings withAutopilot(int newBeamWidth, int newDepth, int newSamples) {
        return new RunSettings(games, seed, size, charges, maxTurns, threads, newBeamWidth, newDepth, newSamples,
                firstGame);
    }

    RunSettings withFirstGame(int newFirstGame) {
        return new RunSettings(games, seed, size, charges, maxTurns, threads, beamWidth, depth, samples, newFirstGame);
    }

    /**
     * The run as a report's first line states it, for {@code played} games of {@code shard}:
     * {@code 24 games, 15x9 with 8 robots and 10 pits, 2 charges, seed 7, turn limit 1000}.
     */
    String stated(long played, Shard shard) {
        return String.format(Locale.ROOT, "%s%s, %dx%d with %s and %s, %s, seed %d, turn limit %d",
                Texts.count(played, "game"), shard.isWhole() ? "" : " (shard " + shard + " of " + games + ")",
                size.width(), size.height(), Texts.count(size.robots(), "robot"), Texts.count(size.pits(), "pit"),
                ChargesOption.describe(charges), seed, maxTurns);
    }

    /**
     * The command that plays game {@code game} of this run alone with the autopilot and records it in
     * {@code game-N.rec} (for {@code replay}): this program as it was started ({@link Invocation}), so
     * that the line runs as printed; options at their defaults are left out.
     */
    String commandPlayingAlone(int game) {
        List<String> words = new ArrayList<>(List.of("autoplay", "--seed", Long.toString(seed), "--size",
                size.width() + "," + size.height() + "," + size.robots() + "," + size.pits(),
                "--charges", ChargesOption.format(charges)));
        if (maxTurns != MaxTurnsOption.DEFAULT) {
            words.addAll(List.of("--max-turns", Integer.toString(maxTurns)));
        }
        if (beamWidth != Autopilot.DEFAULT_BEAM_WIDTH) {
            words.addAll(List.of("--beam", Integer.toString(beamWidth)));
        }
        if (depth != Autopilot.DEFAULT_DEPTH) {
            words.addAll(List.of("--depth", Integer.toString(depth)));
        }
        if (samples != 0) {
            words.addAll(List.of("--samples", Integer.toString(samples)));
        }
        words.addAll(List.of("--from-game", Integer.toString(game), "--games", "1", "--threads", "1", "--record",
                "game-" + game + ".rec"));
        return Invocation.commandLine(words.toArray(new String[0]));
    }
}
