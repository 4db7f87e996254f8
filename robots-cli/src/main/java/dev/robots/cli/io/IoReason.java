package dev.robots.cli.io;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** Why an operation on a file failed, as a person reads it in a one-line message. */
public final class IoReason {
    private IoReason() {
    }

    /**
     * Why an operation on a file failed, on one line: the reason rather than the path again
     * (the message of an {@link AccessDeniedException} or a {@link NoSuchFileException}, such as
     * writing into a directory that is not there, is only the path).
     */
    public static String of(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            return Texts.oneLine(fse.getReason());
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        return Texts.oneLine(e.getMessage());
    }

    /**
     * Why a piece of work that reads or writes files failed, on one line: {@link #of} for an
     * {@link IOException} or the cause of an {@link UncheckedIOException}, else the exception's own
     * message (the CLI's own exceptions are worded for people already).
     */
    public static String ofFailure(Exception e) {
        if (e instanceof IOException io) {
            return of(io);
        }
        if (e instanceof UncheckedIOException unchecked) {
            return of(unchecked.getCause());
        }
        return Texts.oneLine(e.getMessage());
    }
}
