package dev.robots.cli.check;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder: `robots check` arrives with its issue. */
@Command(name = "check", description = "Not implemented yet.")
public final class CheckCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        System.err.println("robots check: not implemented yet");
        return 2;
    }
}
