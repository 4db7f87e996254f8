package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The converter of every file option and parameter of every command: a name that ends in
 * {@code /} names a directory, and {@link Path#of} would drop the {@code /} and write a file called
 * {@code newdir}; an empty name would be the working directory; {@code -}, which means a
 * standard stream to most commands, would be a file called {@code -}. All are refused as the
 * usage errors they are.
 */
public final class FileNames implements ITypeConverter<Path> {
    /** The characters of a refused name a message shows. */
    private static final int SHOWN = 200;

    @Override
    public Path convert(String value) {
        String problem = problem(value);
        if (problem != null) {
            throw new TypeConversionException(problem);
        }
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw new TypeConversionException(Texts.quote(value, SHOWN) + " is not a file name here ("
                    + Texts.oneLine(String.valueOf(e.getReason())) + ")");
        }
    }

    /** Why {@code value} cannot name a file, or {@code null} when it may. */
    public static String problem(String value) {
        if (value.isEmpty()) {
            return Expected.of("''", "a file name");
        }
        if (value.equals("-")) {
            // Elsewhere '-' means a standard stream; here it would be a file called '-'.
            return Expected.of("'-'", "a file name, not a standard stream; for a file named -, write ./-");
        }
        if (value.endsWith("/")) {
            return Expected.of(Texts.quote(value, SHOWN) + " ends in /", "a file, not a directory");
        }
        return null;
    }
}
