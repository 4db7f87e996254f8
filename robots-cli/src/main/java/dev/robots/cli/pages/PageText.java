package dev.robots.cli.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Text for the two pages ({@code replay.HtmlPage}, {@link FailurePage}): their templates, shipped beside
 * this class with the head they share filled in, and values made safe for the page's script and
 * HTML. Seeds go to the script as strings: a JavaScript number holds 53 bits, a seed 64.
 */
public final class PageText {
    /** The head both page templates start with (doctype, charset, viewport), kept once in {@code page-head.html}. */
    private static final String HEAD_MARK = "<!--PAGE-HEAD-->\n";

    private PageText() {
    }

    /** A page template shipped beside this class (this page's and the failure page's), its head filled in. */
    public static String template(String name) {
        return resource(name).replace(HEAD_MARK, resource("page-head.html"));
    }

    private static String resource(String name) {
        try (InputStream in = PageText.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A JavaScript string literal safe inside a script element: only printable ASCII, the rest escaped. */
    public static String jsString(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&') {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.append('"').toString();
    }

    /** A 64-bit seed for the page's script: a string of its exact decimal digits. */
    public static String seedString(long seed) {
        return "\"" + seed + "\"";
    }

    /** Text for an HTML element's content. */
    public static String htmlText(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
