package dev.robots.cli.process;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a duration such as {@code 10s}, {@code 500ms}, {@code 2m} or {@code 10} (seconds). */
public final class Timeouts implements ITypeConverter<Duration> {
    public static final Duration MAX = Duration.ofHours(1);
    private static final Pattern FORMAT = Pattern.compile("([0-9]{1,7})(ms|s|m)?");

    @Override
    public Duration convert(String value) {
        Matcher m = FORMAT.matcher(value.trim());
        if (!m.matches()) {
            throw new TypeConversionException(Expected.of(Texts.quote(value), "a duration like 10s, 500ms or 2m"));
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        Duration d = switch (unit) {
            case "ms" -> Duration.ofMillis(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofSeconds(n);
        };
        if (d.isZero() || d.compareTo(MAX) > 0) {
            throw new TypeConversionException(Expected.of(Texts.quote(value), "from 1ms to 1h"));
        }
        return d;
    }

    /** As the option takes it, for a reproducing command line. */
    public static String format(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }
}
