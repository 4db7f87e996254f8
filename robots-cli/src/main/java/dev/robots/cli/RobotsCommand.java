package dev.robots.cli;

import dev.robots.cli.autoplay.AutoplayCommand;
import dev.robots.cli.bot.BotCommand;
import dev.robots.cli.check.CheckCommand;
import dev.robots.cli.command.CommandFactory;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.Streams;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.FileNames;
import dev.robots.cli.options.OptionDefaults;
import dev.robots.cli.play.PlayCommand;
import dev.robots.cli.protocol.ProtocolSession;
import dev.robots.cli.replay.ReplayCommand;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code robots} command as picocli models it: the root command, which without a subcommand
 * speaks the text protocol on standard input and output ({@link ProtocolSession}) with protocol
 * mode's options ({@link ProtocolOption}'s table), and the tree of subcommands below it, built only
 * when the arguments can reach one. {@link Main} runs it.
 */
@Command(name = RobotsCommand.NAME, mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        defaultValueProvider = RobotsCommand.Defaults.class,
        description = {
            "The Robots game. Without a subcommand: the text protocol on standard input and output.",
            "Prints INIT W H R P:, reads four integers, then the field and MOVE: each turn, until the game"
                    + " ends (WIN or LOST BY ...); then the next game, until the end of input.",
            "Commands: letters U D L R K W in any order and case (e.g. UL, ulk, W). Messages go to standard error."
        },
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {
            "0:the input ended (at a prompt or mid-game), or --help/--version",
            "1:the session failed or could not go on: standard input closed or unreadable, standard output"
                    + " closed, the --field or --record file unusable (at start or later), an internal error",
            ExitStatus.USAGE_LINE, ExitStatus.SIGNALS_LINE
        })final class RobotsCommand implements Callable<Integer> {
    /** The command's name, as messages start. */
    static final String NAME = "robots";

    /**
     * The subcommands, in the order {@code --help} lists them. They are added to the command model
     * only when the arguments can reach one (see {@link #commandLine}): building a command's model
     * is reflection over its options, most of the start-up time of a short run.
     */
    private static final List<Class<?>> SUBCOMMANDS = List.of(CheckCommand.class, BotCommand.class,
            AutoplayCommand.class, PlayCommand.class, ReplayCommand.class);

    @Spec
    private CommandSpec spec;

    /** The protocol options' values, by {@link ProtocolOption#ordinal}: see {@link #withProtocolOptions}. */
    private final Object[] protocolValues = ProtocolOption.initials();

    /** This run's streams (empty ones where it only parses and runs nothing). */
    private final Streams streams;

    private RobotsCommand(InputStream stdin, OutputStream stdout, PrintStream stderr) {
        this.streams = stdin == null ? new Streams(InputStream.nullInputStream(), OutputStream.nullOutputStream(),
                new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8))
                : new Streams(stdin, stdout, stderr);
    }

    /** Protocol mode's defaults: unlimited charges, as the statement's game has. */
    static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of(ChargesOption.NAME, ChargesOption.UNLIMITED));
        }
    }
    /**
     * The command model for these arguments: the protocol mode's options alone when they parse as
     * such (no help asked for), else the whole tree, so that subcommands, help and picocli's
     * suggestions for a mistyped name work as always. The root's model is built once: the parse
     * that decides is the one {@code execute} repeats on the same model.
     */
    static CommandLine commandLine(InputStream in, OutputStream out, PrintStream err, String[] args) {
        CommandLine root = newCommandLine(new RobotsCommand(in, out, err));
        try {
            CommandLine.ParseResult parsed = root.parseArgs(args);
            if (!parsed.isUsageHelpRequested() && !parsed.isVersionHelpRequested()) {
                return root;
            }
        } catch (ParameterException e) {
            // A subcommand, a mistake or an option of another command: the whole tree decides.
        }
        // A fresh command object: picocli takes a field's value at model building as its initial value.
        return withSubcommands(newCommandLine(new RobotsCommand(in, out, err)));
    }

    /**
     * The command a refused {@code @file} belongs to, as messages start: {@code robots autoplay} when
     * the first argument names a subcommand, else {@code robots} (before the {@code @files} are read,
     * nothing else is known).
     */
    static String commandNamed(String[] args) {
        for (Class<?> sub : SUBCOMMANDS) {
            String name = sub.getAnnotation(Command.class).name();
            if (args.length > 0 && args[0].equals(name)) {
                return NAME + " " + name;
            }
        }
        return NAME;
    }

    /** A command line for {@code main}, without picocli's {@code @file} expansion ({@link AtFiles} does it). */
    private static CommandLine newCommandLine(RobotsCommand main) {
        return withProtocolOptions(new CommandLine(main, new CommandFactory(main.streams)), main.protocolValues)
                .setExpandAtFiles(false).registerConverter(Path.class, new FileNames());
    }

    /**
     * The root command with protocol mode's options, one per {@link ProtocolOption} entry (the table
     * the fast path reads too): picocli converts each value to the entry's type, and the entry's
     * {@code finish} makes it the session's (a refused value is a usage error with the entry's line).
     */
    private static CommandLine withProtocolOptions(CommandLine root, Object[] values) {
        CommandSpec spec = root.getCommandSpec();
        for (ProtocolOption option : ProtocolOption.values()) {
            OptionSpec.Builder builder = OptionSpec.builder(option.optionName()).paramLabel(option.label())
                    .description(option.description()).type(option.type());
            if (option.defaultText() != null) {
                builder.defaultValue(option.defaultText());
            }
            spec.addOption(builder.setter(new ISetter() {                @Override
                public <T> T set(T value) {
                    try {
                        values[option.ordinal()] = value == null ? option.initial() : option.finish(value);
                    } catch (IllegalArgumentException e) {
                        throw new ParameterException(spec.commandLine(), e.getMessage());
                    }
                    return null;
                }
            }).build());
        }
        return root;
    }

    /**
     * The protocol options picocli's root command parses from {@code args}, as {@link #call} runs a
     * session with them; empty when it does not parse them as such (an error, help, a subcommand).
     * For holding the start-up fast path to picocli (the tests do).
     */
    static Optional<ProtocolArguments> parsedByPicocli(String... args) {
        RobotsCommand main = new RobotsCommand(null, null, null);
        try {
            CommandLine.ParseResult parsed = newCommandLine(main).parseArgs(args);
            if (parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested()) {
                return Optional.empty();
            }
        } catch (ParameterException e) {
            return Optional.empty();
        }
        return Optional.of(main.arguments());
    }

    /** The whole command tree, with no streams: for going over every command's model (the tests do). */
    static CommandLine commandTree() {
        return withSubcommands(newCommandLine(new RobotsCommand(null, null, null)));
    }

    private static CommandLine withSubcommands(CommandLine root) {
        for (Class<?> subcommand : SUBCOMMANDS) {
            root.addSubcommand(subcommand);
        }
        // Every file option of every command, the subcommands' own subcommands too.
        return root.registerConverter(Path.class, new FileNames());
    }

    @Override
    public Integer call() {
        return ProtocolMode.session(arguments(), spec.commandLine().getParseResult().originalArgs(),
                streams.stdin(), streams.stdout(), streams.stderr());
    }

    /** The protocol options picocli parsed into this command object. */
    private ProtocolArguments arguments() {
        return ProtocolArguments.of(protocolValues);
    }

}
