package dev.robots.cli;

import dev.robots.cli.autoplay.AutoplayCommand;
import dev.robots.cli.check.BotCommand;
import dev.robots.cli.check.CheckCommand;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code robots} command; the default mode (protocol) comes with its issue. */
@Command(name = "robots", mixinStandardHelpOptions = true, version = "robots 1.0.0-SNAPSHOT",
        description = "The Robots game.",
        subcommands = {CheckCommand.class, BotCommand.class, AutoplayCommand.class})
public final class Main implements Callable<Integer> {

    @Override
    public Integer call() {
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }
}
