package dev.robots.web;

/**
 * The two windows every test of the page's layout and input runs in: a desktop window of 1280 x 800
 * (a mouse, a keyboard) and a phone of 390 x 844 CSS pixels (Chromium's mobile emulation, a touch
 * screen, taps as touch events).
 */
enum Screen {
    DESKTOP(1280, 800, false),
    PHONE(390, 844, true);

    private final int width;
    private final int height;
    private final boolean touch;

    Screen(int width, int height, boolean touch) {
        this.width = width;
        this.height = height;
        this.touch = touch;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /** Whether it is a touch screen (the phone). */
    boolean touch() {
        return touch;
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT) + " " + width + "x" + height;
    }
}
