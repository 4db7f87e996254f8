package dev.robots.cli.check;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder: `robots bot` arrives with its issue. */
@Command(name = "bot", description = "Not implemented yet.")
public final class BotCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        System.err.println("robots bot: not implemented yet");
        return 2;
    }
}
