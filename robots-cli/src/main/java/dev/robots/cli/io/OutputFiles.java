package dev.robots.cli.io;

import dev.robots.cli.text.Texts;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The files one run reads and writes, checked against the write rule before the run starts
 * ({@code docs/reliability.md}, "The write rule"); every command that writes a file builds one.
 * An output is never one of the run's inputs, nor another output of the run, nor is its
 * {@code .partial} either, whatever the spelling of the paths (a symbolic or hard link,
 * {@code ./}, absolute): existing files are compared by identity (device and inode), the others by
 * the real path of their directory and their name. Then every output must be writable by
 * {@link OutputFile}'s rule (not a directory, a disk, a socket; its directory there).
 *
 * <p>The first broken rule is a {@link Refused}: a collision is a usage error (the command line
 * names one file twice), an output that cannot be written is the run failing at start.
 */
public final class OutputFiles {
    /** Why the run's files break the rule, as one line; thrown before anything runs. */
    public static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final boolean collision;

        Refused(String message, boolean collision) {
            super(message, null, false, false);
            this.collision = collision;
        }

        /** Two of the run's files are one: a usage error (status 2); else the file is unusable (status 1). */
        public boolean collision() {
            return collision;
        }
    }

    /** How the run uses a file: reads it, writes it (three ways), or finds it is one of its streams. */
    private enum Use {
        INPUT, REPLACED, APPENDED, REPLACED_UNCHECKED, STREAM;

        /** Whether this run writes the file itself, and so must check it. */
        boolean written() {
            return this == REPLACED || this == APPENDED || this == REPLACED_UNCHECKED;
        }
    }

    private record Named(String what, Path path, String shown, Use use) {
    }

    private final List<Named> files = new ArrayList<>();
    private boolean withProcessFiles;

    /**
     * A run's files: at first those no option names ({@link RunInputs}: the {@code @files}, the
     * program's own files, standard input and output when they are regular files).
     */
    public static OutputFiles of() {
        return new OutputFiles();
    }

    /** The current run's files that no option names, looked up when {@link #check} needs them. */
    private static List<Named> processFiles() {
        List<Named> named = new ArrayList<>();
        for (RunInputs.Input input : RunInputs.current()) {
            named.add(new Named(input.what(), input.path(), shown(input.shown()),
                    input.role() == RunInputs.Role.STREAM ? Use.STREAM : Use.INPUT));
        }
        return named;
    }

    /** A file the run reads ({@code what}: "the record", "the --field file"); {@code null} is none. */
    public OutputFiles input(String what, Path path) {
        return add(what, path, Use.INPUT);
    }

    /** A file written whole ({@code option}: "--html"), by {@link OutputFile#write}; {@code null} is none. */
    public OutputFiles replaced(String option, Path path) {
        return add(option, path, Use.REPLACED);
    }

    /** A file appended to (a record); {@code null} is none. */
    public OutputFiles appended(String option, Path path) {
        return add(option, path, Use.APPENDED);
    }

    /**
     * A file written whole whose own problems are the command's to report later (the scores file:
     * a warning, never a refusal): only never one of the run's other files.
     */
    public OutputFiles replacedIfUsable(String what, Path path) {
        return add(what, path, Use.REPLACED_UNCHECKED);
    }

    /**
     * The files a program under test may read: its first word (looked up on {@code PATH} when it
     * has no {@code /}) and every later word that names an existing file, whole or after the first
     * {@code =} of an option ({@code --input=FILE}).
     */
    public OutputFiles program(List<String> command) {
        return program(command, "the program under test", "an argument of the program under test");
    }

    /**
     * {@link #program(List)}, naming the first word's file {@code first} and the others' {@code later}
     * in a message ({@code --lua-command}'s words are not the program under test).
     */
    public OutputFiles program(List<String> command, String first, String later) {
        for (int i = 0; i < command.size(); i++) {
            String word = command.get(i);
            Path path = i == 0 ? executable(word) : existing(word);
            if (path != null) {
                input(i == 0 ? first : later, path);
            }
            int equals = word.indexOf('=');
            Path value = i == 0 || equals < 0 ? null : existing(word.substring(equals + 1));
            if (value != null) {
                input(later, value);
            }
        }
        return this;
    }

    private OutputFiles add(String what, Path path, Use use) {
        if (path != null) {
            files.add(new Named(what, path, shown(path), use));
        }
        return this;
    }

    /**
     * Refuses the run's files if they break the rule: collisions first, then outputs that cannot be
     * written.
     *
     * @throws Refused naming the option, the path and why
     */
    public void check() {
        // Loops, not streams, here and below: this runs before the first prompt (start-up).
        if (!anyWritten() && !RunInputs.streamsMayBeFiles()) {
            return;
        }
        if (!withProcessFiles) {
            files.addAll(0, processFiles());
            withProcessFiles = true;
        }
        List<Object> identities = new ArrayList<>(files.size());
        for (Named file : files) {
            // An input that is not there cannot be destroyed; the command says it is missing.
            identities.add(!file.use().written() && !Files.exists(file.path()) ? null : identity(file.path()));
        }
        // None of them is ever taken for a killed run's leftover while this run writes.
        List<Object> known = new ArrayList<>(identities.size());
        for (Object identity : identities) {
            if (identity != null) {
                known.add(identity);
            }
        }
        RunInputs.keep(known);
        for (int i = 0; i < files.size(); i++) {
            Named output = files.get(i);
            // A character device (/dev/null) is written in place and keeps nothing: any number of
            // outputs may go there, and writing one destroys no input.
            if (!output.use().written() || OutputFile.kind(output.path()) == OutputFile.Kind.CHARACTER_DEVICE) {
                continue;
            }
            Path partialPath = output.use() == Use.APPENDED ? null : OutputFile.partialOf(output.path());
            Object partial = partialPath == null ? null : identity(partialPath);
            for (int j = 0; j < files.size(); j++) {
                Named other = files.get(j);
                Object otherIdentity = identities.get(j);
                if (j == i || otherIdentity == null) {
                    continue;
                }
                // Two outputs on one file are named once, the later one first.
                if ((!other.use().written() || j < i) && identities.get(i).equals(otherIdentity)) {
                    throw collision(output, "", other);
                }
                if (partial != null && partial.equals(otherIdentity)) {
                    throw collision(output, "its temporary file " + shown(partialPath) + " ", other);
                }
            }
        }
        // Standard output or error on a file the run reads: what it prints would change it under it.
        // Both streams are looked at first, so that the refusal goes onto neither that is an input.
        Refused onInput = null;
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).use() != Use.STREAM) {
                continue;
            }
            for (int j = 0; j < files.size(); j++) {
                Object otherIdentity = identities.get(j);
                if (files.get(j).use() == Use.INPUT && otherIdentity != null && otherIdentity.equals(identities.get(i))) {
                    RunInputs.streamIsAnInput(files.get(i).what());
                    onInput = onInput != null ? onInput : collision(files.get(i), "", files.get(j));
                    break;
                }
            }
        }
        if (onInput != null) {
            throw onInput;
        }
        for (Named output : files) {
            if (output.use() == Use.REPLACED || output.use() == Use.APPENDED) {
                String why = OutputFile.unusable(output.path());
                if (why == null && output.use() == Use.REPLACED) {
                    why = OutputFile.trial(output.path());
                }
                if (why != null) {
                    throw new Refused(output.what() + " " + output.shown() + ": " + why, false);
                }
            }
        }
    }

    private boolean anyWritten() {
        for (Named file : files) {
            if (file.use().written()) {
                return true;
            }
        }
        return false;
    }

    private static Refused collision(Named output, String part, Named other) {
        String start = output.what() + " " + output.shown() + ": " + part;
        if (output.use() == Use.STREAM) {
            return new Refused(start + "is " + name(other) + " " + other.shown()
                    + " (the same file; what the run prints would change " + name(other) + " as it is read)", true);
        }
        if (other.use() == Use.INPUT) {
            return new Refused(start + "is " + name(other) + " " + other.shown()
                    + " (the same file; writing it would destroy " + name(other) + ")", true);
        }
        return new Refused(start + "is also " + name(other) + " " + other.shown()
                + " (the same file; two outputs of one run cannot share one)", true);
    }

    /** How a message names a file: "the --field file" for an option's, else as given ("the record"). */
    private static String name(Named file) {
        return file.what().startsWith("--") ? "the " + file.what() + " file" : file.what();
    }

    /**
     * What a path is, for telling whether two paths are one file: the file's key (device and inode)
     * when it is there (links followed), else the real path of its directory and its name.
     */
    static Object identity(Path path) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            Object key = attributes.fileKey();
            return key != null ? key : path.toRealPath();
        } catch (IOException | SecurityException e) {
            Path absolute = linkTarget(path.toAbsolutePath()).normalize();
            Path parent = absolute.getParent();
            try {
                return parent == null ? absolute : parent.toRealPath().resolve(absolute.getFileName());
            } catch (IOException | SecurityException notThere) {
                return absolute;
            }
        }
    }

    /** Where a chain of symbolic links to nothing ends (the path itself when it is no link). */
    private static Path linkTarget(Path absolute) {
        Path at = absolute;
        for (int hops = 0; hops < 40 && Files.isSymbolicLink(at); hops++) {
            try {
                at = at.resolveSibling(Files.readSymbolicLink(at));
            } catch (IOException | SecurityException | UnsupportedOperationException e) {
                return at;
            }
        }
        return at;
    }

    /** The program's file: the word as a path when it holds a {@code /}, else found on {@code PATH}. */
    static Path executable(String word) {
        if (word.contains("/")) {
            return existing(word);
        }
        String path = Objects.requireNonNullElse(System.getenv("PATH"), "");
        for (String directory : path.split(File.pathSeparator)) {
            Path candidate = existing(directory.isEmpty() ? word : directory + File.separator + word);
            if (candidate != null && Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static Path existing(String word) {
        try {
            Path path = Path.of(word);
            return !word.isEmpty() && Files.exists(path) ? path : null;
        } catch (InvalidPathException | SecurityException e) {
            return null;
        }
    }

    private static String shown(Path path) {
        return Texts.path(path);
    }
}
