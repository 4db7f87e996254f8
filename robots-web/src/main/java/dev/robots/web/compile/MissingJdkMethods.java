package dev.robots.web.compile;

import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.Instruction;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.ValueType;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin, run by the build only (found through
 * {@code META-INF/services/org.teavm.vm.spi.TeaVMPlugin}): while TeaVM compiles robots-core, it
 * points the core's calls of {@code Math.multiplyHigh(long, long)} and {@code Runtime.maxMemory()},
 * which TeaVM 0.16.0's class library does not have, at {@link JdkSubstitutes}. The way out TeaVM's
 * maintainer names (TeaVM issues 775 and 1078); the core stays as it is, intrinsic included.
 *
 * <p>Only classes of {@code dev.robots.} are rewritten; an {@code Runtime.maxMemory()} call keeps
 * evaluating its receiver ({@code Runtime.getRuntime()}), which has no side effect.
 */
public final class MissingJdkMethods implements TeaVMPlugin, ClassHolderTransformer {
    private static final MethodReference MULTIPLY_HIGH = new MethodReference(Math.class.getName(), "multiplyHigh",
            ValueType.LONG, ValueType.LONG, ValueType.LONG);
    private static final MethodReference MAX_MEMORY = new MethodReference(Runtime.class.getName(), "maxMemory",
            ValueType.LONG);
    private static final String SUBSTITUTES = JdkSubstitutes.class.getName();

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (!cls.getName().startsWith("dev.robots.")) {
            return;
        }
        for (MethodHolder method : cls.getMethods()) {
            Program program = method.getProgram();
            if (program == null) {
                continue;
            }
            for (int i = 0; i < program.basicBlockCount(); i++) {
                BasicBlock block = program.basicBlockAt(i);
                for (Instruction instruction : block) {
                    if (instruction instanceof InvokeInstruction invoke) {
                        rewrite(invoke);
                    }
                }
            }
        }
    }

    private static void rewrite(InvokeInstruction invoke) {
        MethodReference called = invoke.getMethod();
        if (called.equals(MULTIPLY_HIGH)) {
            invoke.setMethod(new MethodReference(SUBSTITUTES, "multiplyHigh", ValueType.LONG, ValueType.LONG,
                    ValueType.LONG));
        } else if (called.equals(MAX_MEMORY)) {
            invoke.setType(InvocationType.SPECIAL);
            invoke.setInstance(null);
            invoke.setMethod(new MethodReference(SUBSTITUTES, "maxMemory", ValueType.LONG));
        }
    }
}
