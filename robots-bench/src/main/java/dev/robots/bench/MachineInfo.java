package dev.robots.bench;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** What a results file says of the machine: its CPU and host, its load, and a name for the file. */
final class MachineInfo {
    private MachineInfo() {
    }

    /** The load averages over 1, 5 and 15 minutes, or "unknown". */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** CPU model and host name, as far as the system tells them. */
    static String machine() {
        String cpu = System.getProperty("os.arch");
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    cpu = line.substring(line.indexOf(':') + 1).trim();
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // keep os.arch
        }
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown-host";
        }
        return cpu + " " + System.getProperty("os.name") + " (" + host + ")";
    }

    /** {@code s} as a file-name part: lower case, dashes, at most 60 characters. */
    static String slug(String s) {
        String slug = s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return slug.length() > 60 ? slug.substring(0, 60) : slug;
    }

    /**
     * The vectors the engine's dense rows use in a fork ({@code --add-modules jdk.incubator.vector},
     * which every fork adds: {@link BenchmarkDefaults}), read in this JVM if it has the module too
     * ({@code run-quick.sh} adds it): e.g. "512-bit"; else "not known here".
     */
    static String vectorShape() {
        try {
            Object shape = Class.forName("jdk.incubator.vector.VectorShape").getMethod("preferredShape").invoke(null);
            int bits = (int) shape.getClass().getMethod("vectorBitSize").invoke(shape);
            return bits + "-bit";
        } catch (ReflectiveOperationException | LinkageError e) {
            return "not known here";
        }
    }
}
