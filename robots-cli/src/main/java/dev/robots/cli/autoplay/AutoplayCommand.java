package dev.robots.cli.autoplay;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder: `robots autoplay` arrives with its issue. */
@Command(name = "autoplay", description = "Not implemented yet.")
public final class AutoplayCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        System.err.println("robots autoplay: not implemented yet");
        return 2;
    }
}
