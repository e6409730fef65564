import LessonKit

/// The lesson's commands: they poke the live objects the lesson keeps (`Live`), fresh on every
/// `open` and `reset`.
extension PropertyWrappersLesson {
    public var commands: [LessonCommand] {
        [setCommand, subscribeCommand, unsubscribeCommand, screenCommand, volumeCommand]
    }

    static let targetNames = Live.Target.allCases.map(\.rawValue)

    var setCommand: LessonCommand {
        LessonCommand(
            "set",
            usage: "<count> [view-model]",
            summary: "write <count> orders; see who hears what, when",
            complete: { index, _ in
                switch index {
                case 0: ["0", "3", "100"]
                case 1: Self.targetNames
                default: []
                }
            }
        ) { [live] arguments in
            let count = try arguments.int(0, "count", in: 0...1000)
            let targets = try arguments.optional(1).map { _ in
                [Live.Target(rawValue: try arguments.choice(1, "view model", from: Self.targetNames))!]
            } ?? Live.Target.allCases
            try arguments.expectAtMost(2)
            for target in targets {
                live.set(target, count: count)
            }
        }
    }

    static let channelNames = Watcher.Channel.allCases.map(\.rawValue)

    var subscribeCommand: LessonCommand {
        LessonCommand(
            "subscribe",
            usage: "<name> <source>",
            summary: "add a watcher of a view model's notifications",
            complete: { [live] index, _ in
                switch index {
                case 0: live.watcherNames + ["badge", "label"].filter { live.watchers[$0] == nil }
                case 1: Self.channelNames
                default: []
                }
            }
        ) { [live] arguments in
            let name = try arguments.string(0, "watcher name")
            guard name.count <= 12, name.first?.isLetter == true,
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else {
                throw CommandError("a watcher name is a letter, then letters, digits or dashes, at most 12 in all; not '\(name.shortened)'")
            }
            let channelName = try arguments.choice(1, "source", from: Self.channelNames)
            try arguments.expectAtMost(2)
            let channel = Watcher.Channel(rawValue: channelName)!
            let watcher = live.watcher(named: name)
            if watcher.channels.contains(channel) {
                print("nothing to do: '\(name)' already watches \(channel.source)")
                return
            }
            live.subscribe(watcher, to: channel)
            print("'\(name)' now watches \(channel.source)")
            switch channel {
            case .observable, .safe:
                print("it heard nothing yet: an event has no current value, it speaks on the next write")
            case .published:
                print("and heard at once, as every new subscriber of a @Published publisher does:")
                live.reportHeard()
            case .objectWillChange:
                print("it hears before each write to any @Published property of publishedVM")
            }
        }
    }

    var unsubscribeCommand: LessonCommand {
        LessonCommand(
            "unsubscribe",
            usage: "<name>",
            summary: "drop a watcher; its subscriptions go with it",
            complete: { [live] index, _ in index == 0 ? live.watcherNames : [] }
        ) { [live] arguments in
            guard !live.watchers.isEmpty else {
                throw CommandError("there are no watchers; add one with 'subscribe <name> <source>'")
            }
            let name = try arguments.choice(0, "watcher", from: live.watcherNames)
            try arguments.expectAtMost(1)
            let watched = live.watchers[name]?.channels ?? []
            let dropped = live.drop(name)
            print("dropped '\(name)'; still alive afterwards: \(dropped.alive)")
            for channel in watched {
                let left = switch channel {
                case .observable: live.viewModel.$orders.subscriberCount
                case .safe: live.safeVM.$orders.subscriberCount
                case .published, .objectWillChange: -1
                }
                guard left >= 0 else { continue }
                print("  \(channel.source) has \(left) subscriber\(left == 1 ? "" : "s") left: the event held '\(name)' weakly")
            }
            if dropped.subscriptions > 0 {
                let count = dropped.subscriptions == 1 ? "its sink on publishedVM was" : "its \(dropped.subscriptions) sinks on publishedVM were"
                print("  \(count) cancelled by its AnyCancellables as it died")
            }
        }
    }

    var screenCommand: LessonCommand {
        LessonCommand(
            "screen",
            summary: "show the live orders screen (OrdersVC)"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            print(live.screen.render().joined(separator: "\n"))
            let table = live.screen.tableView
            print("table reloads: \(table.reloadCount), cells created: \(table.cellsCreated)")
        }
    }

    var volumeCommand: LessonCommand {
        LessonCommand(
            "volume",
            usage: "<number>",
            summary: "set settings.volume, a @Clamped(0...10) value",
            complete: { index, _ in index == 0 ? ["-5", "7", "42"] : [] }
        ) { [live] arguments in
            let value = try arguments.int(0, "volume", in: -1000...1000)
            try arguments.expectAtMost(1)
            live.settings.volume = value
            let note = live.settings.volume == value ? "in range" : "clamped to $volume, \(live.settings.$volume)"
            print("settings.volume = \(value) → reads \(live.settings.volume) (\(note))")
        }
    }
}
