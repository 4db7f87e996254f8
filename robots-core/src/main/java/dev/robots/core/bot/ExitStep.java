package dev.robots.core.bot;

/**
 * The step onto the exit from a position next to it. It wins before the robots move, so only a
 * robot on the exit is in the way, and a charge removes that one (it is next to the player). Past
 * ghosts the win is only as sure as the line's survival and the chance that no ghost stands on the
 * exit; a charge clears those too.
 *
 * <p>Not thread-safe: one per {@link BeamSearch}, holding the last step found.
 */
final class ExitStep {
    /** The command of the step found (at the root) or the first command of its line (below it). */
    int command;
    /** The chance that no ghost reached the player on the way, nor stands on the exit. */
    double chance;

    /**
     * Whether the player of {@code slot} can step onto the exit; if so, {@link #command} and
     * {@link #chance} are that step's.
     *
     * @param stride room per slot in {@link Generation#robots}
     * @param atRoot whether {@code slot} is the current position: its command is the line's first
     */
    boolean from(Arena arena, Generation from, int slot, int stride, boolean atRoot) {
        int exit = arena.exitCell;
        int player = from.player[slot];
        int px = arena.xOf[player];
        int py = arena.yOf[player];
        if (exit < 0 || Math.abs(arena.exitX - px) > 1 || Math.abs(arena.exitY - py) > 1) {
            return false;
        }
        boolean robotOnExit = false;
        int base = slot * stride;
        for (int i = 0; i < from.robotCount[slot]; i++) {
            robotOnExit |= from.robots[base + i] == exit;
        }
        double ghostOnExit = 0;
        int ghostBase = slot * Ghosts.CAP;
        for (int i = 0; i < from.ghostCount[slot]; i++) {
            ghostOnExit += from.ghostCell[ghostBase + i] == exit ? from.ghostChance[ghostBase + i] : 0;
        }
        boolean canCharge = from.charges[slot] > 0;
        if (robotOnExit && !canCharge) {
            return false;
        }
        boolean charge = robotOnExit || (ghostOnExit > 0 && canCharge);
        int move = CommandCodes.move(arena.exitX - px, arena.exitY - py);
        command = atRoot ? (charge ? move + CommandCodes.CHARGE : move) : from.firstCommand[slot];
        chance = PortableMath.exp(from.lnSurvival[slot]) * (charge ? 1 : 1 - Math.min(1, ghostOnExit));
        return true;
    }
}
