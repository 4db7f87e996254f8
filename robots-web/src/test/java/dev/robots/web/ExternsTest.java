package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * The page's typed boundary holds on both sides: the names the bundler checks the page's modules
 * against ({@code src/build/robots.externs.js}) are exactly the members TeaVM exports from the Java
 * classes (a {@link JSExport} method under its name, a {@link JSProperty} getter under its property's
 * name), class by class; the modules reach the engine through its one function only (engine.js), and
 * set one global of their own (main.js: the parts the tests and the console reach).
 */
class ExternsTest {
    private static final Path EXTERNS = Path.of("src/build/robots.externs.js");
    private static final Path MODULES = Path.of("src/main/webapp/js");
    private static final List<Class<?>> EXPORTED = List.of(PageEngine.class, OpenResult.class, PlayResult.class,
            TurnMotion.class, GameView.class, MoveVerdicts.class, MoveVerdicts.Move.class, Replay.class);

    @Test
    void theExternsNameEveryExportedMemberAndNothingElse() throws IOException {
        TreeMap<String, Set<String>> declared = new TreeMap<>();
        Matcher member = Pattern.compile("(?m)^(\\w+)\\.prototype\\.(\\w+)").matcher(read(EXTERNS));
        while (member.find()) {
            declared.computeIfAbsent(member.group(1), k -> new TreeSet<>()).add(member.group(2));
        }
        TreeMap<String, Set<String>> exported = new TreeMap<>();
        for (Class<?> type : EXPORTED) {
            Set<String> names = new TreeSet<>();
            for (Method method : type.getDeclaredMethods()) {
                if (method.isAnnotationPresent(JSExport.class)) {
                    names.add(jsName(method));
                }
            }
            assertTrue(names.size() > 0, type + " exports nothing");
            exported.put(type.getSimpleName(), names);
        }
        assertEquals(exported, declared, EXTERNS + " against the @JSExport members");
        assertTrue(read(EXTERNS).contains("\nfunction robotsEngine() {}"), "the one function");
    }

    @Test
    void theModulesReadTheEnginesOneFunctionAndSetThePagesOneGlobal() throws IOException {
        Set<String> callers = new TreeSet<>();
        try (Stream<Path> modules = Files.list(MODULES)) {
            for (Path module : modules.toList()) {
                // A name of its own, or one set on globalThis: not a property of the engine's objects.
                Matcher global = Pattern.compile("(?:(?<![.\\w])|(?<=globalThis\\.))robots[A-Z]\\w*")
                        .matcher(read(module));
                while (global.find()) {
                    callers.add(module.getFileName() + ": " + global.group());
                }
            }
        }
        assertEquals(Set.of("engine.js: robotsEngine", "main.js: robotsPage"), callers);
    }

    private static String jsName(Method method) {
        JSProperty property = method.getAnnotation(JSProperty.class);
        if (property == null) {
            return method.getName();
        }
        if (!property.value().isEmpty()) {
            return property.value();
        }
        String name = method.getName().replaceFirst("^(get|is)", "");
        return name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1);
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
