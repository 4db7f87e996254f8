package dev.robots.web;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One headless Chromium for a test class ({@code @ExtendWith(BrowserExtension.class)}): opened before its
 * first test ({@link Browser#open()}: skipped, or under CI failed, without Chromium), set into the class's
 * one static {@link Browser} field, and closed after its last test, so that every browser test class
 * starts and stops its browser the same way.
 */
final class BrowserExtension implements BeforeAllCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(BrowserExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) throws IllegalAccessException {
        Field field = browserField(context.getRequiredTestClass());
        Browser browser = Browser.open();
        context.getStore(NAMESPACE).put(Browser.class, browser);
        field.set(null, browser);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IllegalAccessException {
        Browser browser = context.getStore(NAMESPACE).remove(Browser.class, Browser.class);
        browserField(context.getRequiredTestClass()).set(null, null);
        if (browser != null) {
            browser.close();
        }
    }

    private static Field browserField(Class<?> testClass) {
        List<Field> fields = new ArrayList<>();
        for (Field field : testClass.getDeclaredFields()) {
            if (field.getType() == Browser.class && Modifier.isStatic(field.getModifiers())) {
                fields.add(field);
            }
        }
        if (fields.size() != 1) {
            throw new IllegalStateException(testClass.getName() + ": " + fields.size()
                    + " static Browser fields (expected: 1)");
        }
        Field field = fields.get(0);
        field.setAccessible(true);
        return field;
    }
}
