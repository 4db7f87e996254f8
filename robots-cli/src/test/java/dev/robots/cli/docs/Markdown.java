package dev.robots.cli.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of a Markdown document the documentation tests read: its headings' anchors as GitHub
 * makes them, its links, and its fenced code blocks. Text inside a fenced block or a code span is
 * neither a heading nor a link.
 */
final class Markdown {
    /** A link as written: its target ({@code path}, {@code path#anchor} or {@code #anchor}) and its line. */
    record Link(String target, int line) {
    }

    /** A fenced code block: its info string ({@code java}, {@code sh} or empty), its lines and the line of its fence. */
    record Block(String info, List<String> lines, int line) {
    }

    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})\\s*([^`\\s]*).*$");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(.+?)\\1");
    /** {@code [text](target)} or {@code ![alt](target)}, with an optional title after the target. */
    private static final Pattern LINK = Pattern.compile("!?\\[((?:[^\\[\\]]|\\[[^\\]]*\\])*)\\]\\(\\s*<?([^)\\s>]+)>?"
            + "(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern HTML_TAG = Pattern.compile("<[^>]+>");

    private final List<String> anchors = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();

    private Markdown() {
    }

    /** Reads {@code text}. */
    static Markdown of(String text) {
        Markdown doc = new Markdown();
        Map<String, Integer> seen = new HashMap<>();
        String fence = null;
        String info = null;
        int fenceLine = 0;
        List<String> block = null;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher f = FENCE.matcher(line);
            if (fence == null && f.matches()) {
                fence = f.group(1);
                info = f.group(2);
                fenceLine = i + 1;
                block = new ArrayList<>();
                continue;
            }
            if (fence != null) {
                String stripped = line.strip();
                char mark = fence.charAt(0);
                if (stripped.startsWith(fence) && stripped.chars().allMatch(c -> c == mark)) {
                    doc.blocks.add(new Block(info, List.copyOf(block), fenceLine));
                    fence = null;
                } else {
                    block.add(line);
                }
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (h.matches()) {
                String slug = slug(h.group(2));
                int count = seen.merge(slug, 1, Integer::sum);
                doc.anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
            Matcher link = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(m -> "x".repeat(m.group().length())));
            while (link.find()) {
                doc.links.add(new Link(link.group(2), i + 1));
            }
        }
        return doc;
    }

    /** Every heading's anchor, in order (a repeated heading's with {@code -1}, {@code -2} ...). */
    List<String> anchors() {
        return anchors;
    }

    List<Link> links() {
        return links;
    }

    List<Block> blocks() {
        return blocks;
    }

    /**
     * A heading's anchor as GitHub makes it: the text as rendered (code spans and links by their
     * text, emphasis marks and HTML tags gone), lower case, every character that is not a letter,
     * a digit, a mark, {@code _}, {@code -} or a space dropped, and each space a {@code -}.
     */
    static String slug(String heading) {
        String text = CODE_SPAN.matcher(heading).replaceAll(m -> Matcher.quoteReplacement(m.group(2).strip()));
        text = LINK.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
        text = HTML_TAG.matcher(text).replaceAll("");
        text = text.replace("*", "").strip().toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (c == ' ') {
                slug.append('-');
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '-'
                    || Character.getType(c) == Character.NON_SPACING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK
                    || Character.getType(c) == Character.CONNECTOR_PUNCTUATION) {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }
}
