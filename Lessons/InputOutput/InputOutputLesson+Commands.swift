import OpenCombine
import LessonKit

/// The lesson's commands: they act as `feed`'s owner (send, complete, fail) or as a view
/// (subscribe, demand, cancel) on the live objects in `Live`.
extension InputOutputLesson {
    public var commands: [LessonCommand] {
        [outputsCommand, sendCommand, completeCommand, failCommand, subscribeCommand, demandCommand, cancelCommand, benchCommand]
    }

    static let outputNames = FeedVM.Name.allCases.map(\.rawValue)

    static func output(_ arguments: CommandArguments, _ index: Int) throws -> FeedVM.Name {
        FeedVM.Name(rawValue: try arguments.choice(index, "output", from: outputNames))!
    }

    var outputsCommand: LessonCommand {
        LessonCommand("outputs", summary: "list feed's outputs: kind, what a new subscriber gets first, who listens", readsOnly: true) { [live] arguments in
            try arguments.expectAtMost(0)
            let width = FeedVM.Name.allCases.map(\.kind.count).max() ?? 0
            for name in FeedVM.Name.allCases {
                let kind = name.kind + String(repeating: " ", count: width - name.kind.count)
                let listeners = live.subscriberNames.filter { live.subscribers[$0]?.output == name && live.subscribers[$0]?.subscriber.isSubscribed == true }
                let who = listeners.isEmpty ? "" : "; heard by " + listeners.joined(separator: ", ")
                print("\(name.rawValue.padding(7))  \(kind)  \(live.feed.state(of: name))\(who)")
            }
        }
    }

    var sendCommand: LessonCommand {
        LessonCommand(
            "send",
            usage: "<output> <value>",
            summary: "send a value into an output, as feed (its owner) does",
            complete: { index, _ in index == 0 ? Self.outputNames : [] }
        ) { [live] arguments in
            let output = try Self.output(arguments, 0)
            let value = try arguments.string(1, "value")
            try arguments.expectAtMost(2)
            live.watch(output)
            if let refusal = live.feed.send(value, to: output) { throw CommandError(refusal) }
            print("feed sent '\(value)' into \(output)")
            live.report(nobody: "nobody heard it now: no subscriber, or none that asked for more")
        }
    }

    var completeCommand: LessonCommand {
        LessonCommand(
            "complete",
            usage: "<output>",
            summary: "finish an output, as its owner; relays refuse",
            complete: { index, _ in index == 0 ? Self.outputNames : [] }
        ) { [live] arguments in
            let output = try Self.output(arguments, 0)
            try arguments.expectAtMost(1)
            live.watch(output)
            if let refusal = live.feed.end(output, with: .finished) { throw CommandError(refusal) }
            print("feed finished \(output); it ignores whatever is sent into it from now on")
            live.report(nobody: "no subscriber heard it")
        }
    }

    var failCommand: LessonCommand {
        LessonCommand(
            "fail",
            usage: "<output> [message]",
            summary: "fail an output with an error, as its owner; relays refuse",
            complete: { index, _ in index == 0 ? Self.outputNames : [] }
        ) { [live] arguments in
            let output = try Self.output(arguments, 0)
            let message = arguments.optional(1) ?? "offline"
            try arguments.expectAtMost(2)
            live.watch(output)
            if let refusal = live.feed.end(output, with: .failure(StreamError(message))) { throw CommandError(refusal) }
            print("feed failed \(output) with '\(message)'")
            live.report(nobody: "no subscriber heard it")
        }
    }

    var subscribeCommand: LessonCommand {
        LessonCommand(
            "subscribe",
            usage: "<name> <output> [demand]",
            summary: "add a console subscriber; it asks for [demand] values, or all",
            complete: { [live] index, _ in
                switch index {
                case 0: ["ann", "bob", "cleo"].filter { live.subscribers[$0] == nil }
                case 1: Self.outputNames
                case 2: ["1", "2"]
                default: []
                }
            }
        ) { [live] arguments in
            let name = try arguments.string(0, "subscriber name")
            guard name.count <= 12, name.first?.isLetter == true,
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else {
                throw CommandError("a subscriber name is a letter, then letters, digits or dashes, at most 12 in all; not '\(name.prefix(20))'")
            }
            guard live.subscribers[name] == nil else {
                throw CommandError("'\(name)' subscribes already; 'cancel \(name)' first, or pick another name")
            }
            let output = try Self.output(arguments, 1)
            let demand = try arguments.optional(2).map { _ in try arguments.int(2, "demand", in: 1...100) }
            try arguments.expectAtMost(3)
            live.subscribe(name, to: output, demand: demand.map { .max($0) } ?? .unlimited)
            let asks = demand.map { "asks for \($0) value\($0 == 1 ? "" : "s")" } ?? "asks for every value"
            print("\(name) subscribed to \(output) and \(asks)")
            live.report(nobody: "nothing handed over yet: \(live.feed.state(of: output))")
        }
    }

    var demandCommand: LessonCommand {
        LessonCommand(
            "demand",
            usage: "<name> <count>",
            summary: "let a subscriber ask for <count> more values",
            complete: { [live] index, _ in index == 0 ? live.subscriberNames : index == 1 ? ["1", "2"] : [] }
        ) { [live] arguments in
            guard !live.subscribers.isEmpty else {
                throw CommandError("there are no subscribers; add one with 'subscribe <name> <output> [demand]'")
            }
            let name = try arguments.choice(0, "subscriber", from: live.subscriberNames)
            let count = try arguments.int(1, "count", in: 1...100)
            try arguments.expectAtMost(2)
            guard let entry = live.subscribers[name], entry.subscriber.isSubscribed else {
                throw CommandError("\(name)'s subscription has ended: there is nothing more to ask for")
            }
            print("\(name) asks \(entry.output) for \(count) more")
            entry.subscriber.request(count)
            live.report(nobody: "nothing was waiting; \(name) gets the next \(count == 1 ? "value" : "\(count) values") as they come")
        }
    }

    var cancelCommand: LessonCommand {
        LessonCommand(
            "cancel",
            usage: "<name>",
            summary: "cancel a subscriber's subscription and forget it",
            complete: { [live] index, _ in index == 0 ? live.subscriberNames : [] }
        ) { [live] arguments in
            guard !live.subscribers.isEmpty else {
                throw CommandError("there are no subscribers; add one with 'subscribe <name> <output> [demand]'")
            }
            let name = try arguments.choice(0, "subscriber", from: live.subscriberNames)
            try arguments.expectAtMost(1)
            weak let probe = live.subscribers[name]?.subscriber
            live.cancel(name)
            print("cancelled \(name); still alive afterwards: \(probe != nil)")
        }
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
