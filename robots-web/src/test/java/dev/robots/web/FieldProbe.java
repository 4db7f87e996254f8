package dev.robots.web;

import java.util.List;

/**
 * What the page shows of its field, read as a person would see it: where a cell is on the screen
 * (the view's own geometry, {@code robotsPage.view.cellBox}), the colour the canvas has at a point of a cell,
 * and taps and clicks on cells.
 */
final class FieldProbe {
    private final Browser browser;

    FieldProbe(Browser browser) {
        this.browser = browser;
    }

    /** Cell (x, y) on the screen once the position is at rest: left, top, size in CSS pixels of the window. */
    @SuppressWarnings("unchecked")
    double[] cell(int x, int y) {
        List<Number> box = (List<Number>) browser.script(
                "const b = robotsPage.view.cellBox(arguments[0], arguments[1]); return [b.left, b.top, b.size];", x, y);
        return new double[] {box.get(0).doubleValue(), box.get(1).doubleValue(), box.get(2).doubleValue()};
    }

    /** A tap of a finger on the middle of cell (x, y). */
    void tap(int x, int y) {
        double[] box = cell(x, y);
        browser.tap(box[0] + box[2] / 2, box[1] + box[2] / 2);
    }

    /**
     * The canvas's colour (r, g, b) at the point (fx, fy) of cell (x, y), fractions of the cell from its
     * top left corner, in the frame at progress {@code progress} of the last turn's motion (1: at rest).
     */
    @SuppressWarnings("unchecked")
    int[] colour(int x, int y, double fx, double fy, double progress) {
        return colourAt(x + fx, y + fy, progress);
    }

    /** The canvas's colour at the point (x, y) in cells (fractions allowed), in the frame at {@code progress}. */
    @SuppressWarnings("unchecked")
    int[] colourAt(double x, double y, double progress) {
        List<Number> rgb = (List<Number>) browser.script("robotsPage.view.frame(arguments[2]);"
                + " const canvas = document.getElementById('field'); const box = canvas.getBoundingClientRect();"
                + " const cell = robotsPage.view.cellBox(0, 0); const ratio = canvas.width / box.width;"
                + " const px = Math.floor((cell.left - box.left + arguments[0] * cell.size) * ratio);"
                + " const py = Math.floor((cell.top - box.top + arguments[1] * cell.size) * ratio);"
                + " const d = canvas.getContext('2d').getImageData(px, py, 1, 1).data; robotsPage.view.frame(1);"
                + " return [d[0], d[1], d[2]];", x, y, progress);
        return new int[] {rgb.get(0).intValue(), rgb.get(1).intValue(), rgb.get(2).intValue()};
    }

    /** A CSS colour of the page's palette ({@code robot}, {@code pit}, ...) as r, g, b. */
    int[] palette(String name) {
        String hex = String.valueOf(browser.script("return getComputedStyle(document.documentElement)"
                + ".getPropertyValue('--' + arguments[0]).trim();", name));
        return new int[] {Integer.parseInt(hex.substring(1, 3), 16), Integer.parseInt(hex.substring(3, 5), 16),
            Integer.parseInt(hex.substring(5, 7), 16)};
    }

    /** Whether two colours are alike (anti-aliasing allowed for). */
    static boolean alike(int[] a, int[] b) {
        return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) < 60;
    }

    /** Where the page's field text has the player: {x, y}. */
    int[] player() {
        String[] rows = browser.text("field-text").split("\n");
        for (int y = 0; y < rows.length; y++) {
            int at = rows[y].indexOf('@');
            if (at >= 0) {
                return new int[] {at / 2, y};
            }
        }
        return new int[] {((Number) browser.script("return robotsEngine().game.playerX;")).intValue(),
            ((Number) browser.script("return robotsEngine().game.playerY;")).intValue()};
    }
}
