/**
 * The Robots game engine, for a program of your own to play, show or study the game: the field and
 * positions, the turn loop with its events, snapshots, the text of the protocol, and players (the
 * autopilot among them). No runtime dependencies; every class is in {@code dev.robots.core} (the game)
 * or {@code dev.robots.core.bot} (players).
 *
 * <h2>Where to start</h2>
 * <ul>
 *   <li>{@link dev.robots.core.GameParameters#of GameParameters.of(W, H, R, P)}: the four numbers of a
 *       game, checked against every limit.</li>
 *   <li>{@link dev.robots.core.Game#builder(dev.robots.core.GameParameters) Game.builder(parameters)}
 *       or {@link dev.robots.core.Game#builder(dev.robots.core.Board) Game.builder(board)}, then
 *       {@code .seed(n)} (or {@code .random(source)}), {@code .charges(n)} and {@code .build()}.</li>
 *   <li>{@link dev.robots.core.Game#play(dev.robots.core.Command) game.play(command)}: one turn; its
 *       {@link dev.robots.core.TurnResult} says whether the game goes on, ended, or refused the
 *       command (and why: {@link dev.robots.core.TurnResult.Refused#kind()});
 *       {@link dev.robots.core.Game#isLegal game.isLegal(command)} says beforehand whether it would
 *       be refused, {@link dev.robots.core.Game#legalCommands()} lists the commands it accepts.</li>
 *   <li>{@link dev.robots.core.bot.Player#playOut player.playOut(game, maxTurns)}: a whole game, with
 *       your own {@link dev.robots.core.bot.Player} or the {@link dev.robots.core.bot.Autopilot}.</li>
 *   <li>{@link dev.robots.core.TextFormat#render(dev.robots.core.BoardView) TextFormat.render} and
 *       {@link dev.robots.core.TextFormat#parse TextFormat.parse}: a position as the protocol's
 *       text.</li>
 * </ul>
 *
 * <h2>The rules</h2>
 * The field is {@code W x H} cells, {@code (x, y)} with {@code (0, 0)} top left. The exit is at
 * {@code (0, H/2)}, the player starts at {@code (W-1, H/2)}; {@code P} pits and {@code R} robots
 * are drawn uniformly at random on distinct other cells, pits never on a corner
 * ({@link dev.robots.core.FieldGenerator}). Each turn the player gives one command: a
 * step of at most one cell in each direction ({@code U D L R}, or {@code W} to wait), with an
 * optional charge {@code K} fired first, which destroys the robots on the 8 cells around the
 * player. A turn then goes in this order (details in {@link dev.robots.core.Game}):
 * <ol>
 *   <li>a command whose move leaves the field, or that fires a charge when none is left, is
 *       refused: nothing changes and no turn passes;</li>
 *   <li>the charge, if any; then the player moves: onto a robot it loses ({@code LOST BY HIT}),
 *       into a pit it loses ({@code LOST BY FALL}), onto the exit it wins ({@code WIN});</li>
 *   <li>every robot steps one cell toward the player at once, from {@code (x, y)} to
 *       {@code (x + sign(px - x), y + sign(py - y))}; a robot arriving on the player ends the game
 *       ({@code LOST BY CAPTURE}); a robot arriving on a pit is gone; robots arriving on one cell
 *       merge into one;</li>
 *   <li>while fewer than {@code R} robots are on the field, one new robot arrives on a free corner
 *       (not the player's, not the exit, not a pit, not a robot's), drawn from the random source.</li>
 * </ol>
 * The game never ends on a turn count: a loop that plays it needs a cap of its own. Charges are
 * unlimited unless {@link dev.robots.core.Game.Builder#charges(int)} sets a number (the statement's
 * protocol gives none). Every random choice is one {@link dev.robots.core.RandomSource#nextInt} call,
 * in a fixed order, so the same parameters, random source and commands always give the same game.
 *
 * <h2>Errors and threads</h2>
 * A caller's mistake is an {@link java.lang.IllegalArgumentException} worded
 * {@code name: value (expected: limit)}; text from a person ({@link dev.robots.core.Command#parse},
 * {@link dev.robots.core.TextFormat#parse}) throws the checked
 * {@link dev.robots.core.InvalidInputException}; anything too large for the heap is refused before
 * allocating with {@link dev.robots.core.InsufficientHeapException}, one type for every operation.
 * Positions, fields, commands, results and events are immutable; a {@link dev.robots.core.Game} and
 * an {@link dev.robots.core.bot.Autopilot} are for one thread at a time: a game's play, snapshot,
 * restore, board copy, robot walk and rendering, and an autopilot's choice, are guarded, and one
 * that overlaps another thread's on the same object throws
 * {@link java.util.ConcurrentModificationException}; a game's one-number reads ({@code turn()},
 * {@code isOver()}, {@code robotCount()}, {@code isLegal}, ...) are not guarded, and may see a turn
 * of another thread half done.
 *
 * <h2>A seeded game with your own player</h2>
 * <pre>{@code
 * Game game = Game.builder(GameParameters.of(30, 17, 20, 40))   // W, H, R, P
 *         .seed(42)                                            // the same seed, the same game
 *         .charges(3)                                          // default: unlimited
 *         .build();
 * Player straightToTheExit = situation -> {
 *     Board board = situation.board();
 *     int dx = Integer.signum(board.field().exitX() - board.playerX());
 *     int dy = Integer.signum(board.field().exitY() - board.playerY());
 *     return new Command(dx, dy, false);
 * };
 * // The engine never ends a game on a turn count: the cap is yours.
 * Optional<TurnResult.Ended> end = straightToTheExit.playOut(game, 1000);
 * System.out.println(end.map(TurnResult.Ended::line).orElse("cut off after turn " + game.turn()));
 * }</pre>
 *
 * <h2>The autopilot</h2>
 * <pre>{@code
 * Autopilot autopilot = new Autopilot();                       // one per thread
 * int won = 0;
 * for (long seed = 1; seed <= 5; seed++) {
 *     Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).seed(seed).charges(3).build();
 *     Optional<TurnResult.Ended> end = autopilot.playOut(game, 1000);
 *     if (end.isPresent() && end.get() instanceof TurnResult.Won) {
 *         won++;
 *     }
 * }
 * System.out.println("the autopilot won " + won + " of 5");
 * }</pre>
 *
 * <h2>Events</h2>
 * A listener hears what happens during a turn, in order, for a user interface to animate or a log
 * to count: the charge and its kills, the player's step, every robot's step
 * ({@link dev.robots.core.Event.RobotMoved}), the falls and merges, the new robot, and the end
 * ({@link dev.robots.core.Event.GameEnded}: the win, the hit, the fall or the capture). From the
 * position before a turn its events alone draw the position after it
 * ({@link dev.robots.core.Event} says the order). A turn played without a listener allocates nothing
 * and tells nothing; with one it costs an event per robot.
 * <pre>{@code
 * Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).seed(7).build();
 * int[] fell = {0};
 * int[] merged = {0};
 * for (int turn = 0; turn < 100 && !game.isOver(); turn++) {
 *     TurnResult result = game.play(Command.LEFT, event -> {       // in the order they happen
 *         if (event instanceof Event.FellIntoPit) {
 *             fell[0]++;
 *         } else if (event instanceof Event.Merged) {
 *             merged[0]++;
 *         }
 *     });
 *     if (result instanceof TurnResult.Refused refused) {       // kind(): LEAVES_FIELD, ...
 *         System.out.println(refused.kind() + ": " + refused.message());
 *         break;
 *     }
 * }
 * System.out.println(fell[0] + " robots fell, " + merged[0] + " merged; " + game);
 * }</pre>
 *
 * <h2>A board from text, snapshots and restores</h2>
 * <pre>{@code
 * Board board = TextFormat.parse("""
 *         X . . . . .
 *         < . 0 . . @
 *         . . . . . X
 *         """);                                // a checked InvalidInputException names a bad line
 * Game game = Game.builder(board).seed(1).build();  // W, H, P and R from the board
 * Game.Snapshot start = game.snapshot();
 * List<String> tries = new ArrayList<>();
 * for (Command first : List.of(Command.LEFT, Command.UP_LEFT, Command.DOWN_LEFT.charged())) {
 *     game.restore(start);                            // a snapshot restores as often as wanted
 *     TurnResult result = game.play(first);
 *     tries.add(first + " -> " + result + ", " + game.robotCount() + " robots");
 * }
 * System.out.println(tries);
 * }</pre>
 *
 * <h2>A big board</h2>
 * Robots are bits, so a board of 2^32 cells fits in a few GiB of heap; what does not fit is refused
 * by name before anything is allocated. A dense board steps faster, several 64-cell words an
 * instruction, when the program is started with {@code --add-modules jdk.incubator.vector} (the
 * JDK's incubating Vector API, which makes the JVM print a warning at start-up); without it, the
 * same results from a scalar loop. {@code -Ddev.robots.core.vector=false} turns the vectors off.
 * <pre>{@code
 * GameParameters big = GameParameters.of(4096, 4096, 1_000_000, 100_000);
 * System.out.println("a game needs about " + (Game.memoryNeeded(big) >> 20) + " MiB of heap");
 * try {
 *     Game game = Game.builder(big).seed(3).build();
 *     game.play(Command.WAIT);
 *     int[] nearThePlayer = {0};
 *     game.forEachRobot((x, y) -> {                        // O(robots), not O(cells)
 *         if (Math.abs(x - game.playerX()) <= 2 && Math.abs(y - game.playerY()) <= 2) {
 *             nearThePlayer[0]++;
 *         }
 *     });
 *     System.out.println(game.robotCount() + " robots, " + nearThePlayer[0] + " within 2 cells");
 * } catch (InsufficientHeapException e) {              // every refusal for memory is this one
 *     System.out.println(e.getMessage());               // "... needs about N MiB, M MiB free ..."
 * }
 * }</pre>
 *
 * <h2>Your own random source</h2>
 * <pre>{@code
 * SplittableRandom dice = new SplittableRandom(2026);
 * RandomSource mine = bound -> dice.nextInt(bound);      // every random choice goes through it
 * Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(mine).build();
 * System.out.print(TextFormat.render(game));              // the protocol's text of the board
 * }</pre>
 *
 * <h2>Compatibility</h2>
 * From 1.0.0 on, the public API of the two exported packages follows semantic versioning: within
 * 1.x nothing public is removed or changed incompatibly. The text of messages and of
 * {@code toString()} may change; the protocol's text ({@link dev.robots.core.TextFormat}) and the
 * draws a seed gives do not.
 */
module dev.robots.core {
    requires static com.github.spotbugs.annotations;
    // Not required here, even statically: the dense step reads the JDK's incubating Vector API
    // (jdk.incubator.vector) only when a program adds that module, adding the read edge itself at
    // run time (WholeWordRow), so that a build of this module resolves no incubating module
    // (whose mandatory warning would fail the javadoc build).

    exports dev.robots.core;
    exports dev.robots.core.bot;
}
