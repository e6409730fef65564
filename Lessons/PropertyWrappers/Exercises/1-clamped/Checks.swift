import CellKit

/// The checks' own owners of `@Clamped` properties.
private struct Player {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 3.0
}

private struct Thermostat {
    @Clamped(-10...30) var target = -40
    @Clamped("b"..."m") var label = "kitchen"
}

func checks() -> [Check] {
    [
        Check("a write above the range stores the upper bound") {
            var player = Player()
            player.volume = 42
            try expectEqual(player.volume, 10, "after volume = 42 in 0...10, volume should be the upper bound: clamp every write in the setter of wrappedValue")
        },
        Check("a write below the range stores the lower bound") {
            var player = Player()
            player.volume = -5
            try expectEqual(player.volume, 0, "after volume = -5 in 0...10, volume should be the lower bound")
        },
        Check("a value inside the range, the bounds included, is stored as written") {
            var player = Player()
            for written in [7, 0, 10, 3] {
                player.volume = written
                try expectEqual(player.volume, written, "volume = \(written) is inside 0...10 and must be stored as written")
            }
        },
        Check("the initial value is clamped too") {
            let player = Player()
            try expectEqual(player.speed, 2.0, "@Clamped(0.5...2.0) var speed = 3.0 stored 3.0: the initial value goes through init(wrappedValue:_:), clamp it there as well")
            let thermostat = Thermostat()
            try expectEqual(thermostat.target, -10, "@Clamped(-10...30) var target = -40 should start at the lower bound")
        },
        Check("$volume is the range") {
            var player = Player()
            try expectEqual(player.$volume, 0...10, "$volume should be the range written in the attribute: return it from projectedValue")
            player.volume = 42
            try expectEqual(player.$volume, 0...10, "after a write, $volume should still be the range")
            try expectEqual(player.$speed, 0.5...2.0, "$speed should be 0.5...2.0")
        },
        Check("any Comparable works, strings included") {
            var thermostat = Thermostat()
            try expectEqual(thermostat.label, "kitchen", "\"kitchen\" is inside \"b\"...\"m\" and must be kept")
            thermostat.label = "zebra"
            try expectEqual(thermostat.label, "m", "\"zebra\" is above \"b\"...\"m\": it should become the upper bound")
            thermostat.label = "apple"
            try expectEqual(thermostat.label, "b", "\"apple\" is below \"b\"...\"m\": it should become the lower bound")
        },
        Check("each property keeps its own range") {
            var player = Player()
            var thermostat = Thermostat()
            player.volume = 25
            thermostat.target = 25
            try expectEqual(player.volume, 10, "volume = 25 in 0...10 should store 10")
            try expectEqual(thermostat.target, 25, "target = 25 is inside -10...30, yet it was changed: each @Clamped property clamps to the range of its own attribute")
            try expectEqual(thermostat.$target, -10...30, "$target should be -10...30, the range of its own attribute")
        },
        exploredWrites(),
    ]
}

/// One step of an explored sequence: a new wrapper, as the compiler makes one, or a write.
private enum Step {
    case make(initial: Int, range: ClosedRange<Int>)
    case write(Int)

    var words: String {
        switch self {
        case .make(let initial, let range): "Clamped(wrappedValue: \(initial), \(range))"
        case .write(let value): "write \(value)"
        }
    }
}

private func exploredWrites() -> Check {
    Check("whatever is written, reading gives the last write clamped to the range") {
        try explore(operation: { random in
            if random.chance(20) {
                let lower = random.int(in: -5...5)
                return Step.make(initial: random.int(in: -12...12), range: lower...(lower + random.int(in: 0...6)))
            }
            return .write(random.int(in: -12...12))
        }, describe: \.words, simpler: { step in
            if case .write(let value) = step, value != 0 { return [.write(0)] }
            return []
        }) { steps in
            var range = 0...10
            var wrapper = Clamped(wrappedValue: 5, range)
            var expected = 5
            for step in steps {
                switch step {
                case .make(let initial, let newRange):
                    range = newRange
                    wrapper = Clamped(wrappedValue: initial, newRange)
                    expected = min(max(initial, newRange.lowerBound), newRange.upperBound)
                case .write(let value):
                    wrapper.wrappedValue = value
                    expected = min(max(value, range.lowerBound), range.upperBound)
                }
                try expectEqual(wrapper.wrappedValue, expected, "reading gave a value that is not the last one written, clamped to \(range)")
                try expectEqual(wrapper.projectedValue, range, "the projection is not the range the wrapper was made with")
            }
        }
    }
}
