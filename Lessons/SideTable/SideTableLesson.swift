import Events
import LessonKit

/// Lesson `side-table`: stored properties for extensions. The article borrows them from the
/// Objective-C runtime; Linux has none, so the lesson builds a side table, makes it correct
/// (policies, identity, purging, threads), and then writes the article's MVVM on top of it.
///
/// The steps live in `SideTableLesson+Steps.swift`, `+ScreenSteps` and `+Cycle`, the
/// commands in `SideTableLesson+Commands.swift`.
public final class SideTableLesson: Lesson {

    /// What the commands work on: a class apart from the lesson, so that what `inspect`
    /// holds does not hold the lesson (which holds the context, which holds that).
    final class Live {
        /// The lesson's own side table, `SideTable.current` while a command runs: the
        /// commands' owners and values, and nobody else's (not another lesson's, not a test's).
        let table = SideTable()
        /// Each step's table, by step number: a step runs on a table of its own, kept until
        /// the step runs again so that what it exposes keeps its values.
        var stepTables: [Int: SideTable] = [:]
        /// Keeps the addresses of the table's owners from being reused (see the type).
        let reservations = AddressReservations()
        let provider: OrdersProvider
        /// The objects the lesson holds, by name: `drop` lets go of them.
        var held: [(name: String, object: AnyObject)] = []
        /// Everything the lesson has named, held weakly: for labels, and to see who is gone.
        var named: [(name: String, object: Weak<AnyObject>)] = []
        /// Values the dropped owners held, watched until they are released.
        var waiting: [(name: String, object: Weak<AnyObject>)] = []
        var loads = 0
        /// The context's tracker: the objects the lesson names, and the screens steps expose,
        /// along the steps (the `lifetimes` command).
        var lifetimes: LifetimeTracker?
        /// How many of each type were tracked: `OrdersVC #2`.
        var trackedCounts: [String: Int] = [:]

        init(provider: OrdersProvider) {
            self.provider = provider
        }
    }

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        live = Live(provider: OrdersProvider(clock: context.clock))
        live.lifetimes = context.lifetimes
        for name in ["alice", "bob"] {
            live.hold(Owner(name), as: name)
        }
        let live = self.live
        context.expose("table", note: "the lesson's side table: every owner, key and value the commands made", live.table)
        context.expose("screen", note: "the screen 'load' made: OrdersVC, its table view and view model", live.screen)
        // `advance` is the shell's: the orders that arrive make cells, which get entries.
        context.clock.onAdvance { [weak live] _ in live?.reserveAddresses() }
    }
}
