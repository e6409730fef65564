import Events
import LessonKit

// Not part of the lesson's story: how the lesson keeps its steps and commands apart, and its
// commands printing the same on every run.

/// Keeps the memory of each owner in a side table reserved for as long as the table has an
/// entry for it, alive or dead, so that no new object can be born at that address.
///
/// Step 10 shows why that matters: when a new owner takes a dead one's address, the table
/// throws the dead owner's entry out on the spot, before any `purge`. Whether the allocator
/// hands that address out again depends on everything that ran before (step 14's threads, the
/// hash seeds the process drew at launch), so without this `drop vc`, `load`, `purge` would
/// report one number of dead owners on one run and another on the next.
///
/// An `unowned` reference does it: it keeps an object's memory, though not the object, until
/// the reference goes. The object dies as usual; weak references to it read nil as usual.
final class AddressReservations {
    private final class Reservation {
        unowned let owner: AnyObject
        let probe: Weak<AnyObject>

        init(_ owner: AnyObject) {
            self.owner = owner
            probe = Weak(owner)
        }
    }

    private var reserved: [ObjectIdentifier: Reservation] = [:]

    /// Reserves every live owner in `table` not reserved yet, and lets go of the dead owners
    /// the table no longer has an entry for (purged, or swept).
    func update(for table: SideTable) {
        for row in table.rows().live {
            guard let owner = row.owner else { continue }
            let id = ObjectIdentifier(owner)
            if reserved[id] == nil {
                reserved[id] = Reservation(owner)
            }
        }
        reserved = reserved.filter { $0.value.probe.isAlive || table.hasEntry(at: $0.key) }
    }

    /// How many addresses are reserved, for tests.
    var count: Int { reserved.count }
}

extension SideTableLesson.Live {
    /// `step`, run with a side table of its own as `SideTable.current`: a step's objects,
    /// and the dead entries it leaves, never mix with the commands' or another step's.
    func onTableOfItsOwn(_ step: Step, number: Int) -> Step {
        var step = step
        let action = step.action
        step.action = { [self] context in
            let table = SideTable()
            stepTables[number] = table
            try SideTable.$current.withValue(table) { try action(context) }
        }
        return step
    }

    /// `command`, run with the lesson's table as `SideTable.current`; afterwards the table's
    /// new owners get their addresses reserved.
    func onLessonTable(_ command: LessonCommand) -> LessonCommand {
        var command = command
        let run = command.run
        command.run = { [self] arguments in
            defer { reserveAddresses() }
            try SideTable.$current.withValue(table) { try run(arguments) }
        }
        return command
    }

    func reserveAddresses() {
        reservations.update(for: table)
    }
}
