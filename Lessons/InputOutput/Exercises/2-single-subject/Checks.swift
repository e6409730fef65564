import CellKit
import OpenCombine

/// What a subscriber of the checks' own heard from a single.
private final class Heard<Value> {
    var values: [Value] = []
    var end: String?
    var subscription: AnyCancellable?
}

private func listen<P: Publisher>(to single: P) -> Heard<P.Output> {
    let heard = Heard<P.Output>()
    heard.subscription = single.sink(
        receiveCompletion: { [weak heard] completion in
            switch completion {
            case .finished: heard?.end = "finished"
            case .failure(let error): heard?.end = "failed: \(error)"
            }
        },
        receiveValue: { [weak heard] in heard?.values.append($0) }
    )
    return heard
}

private struct Expired: Error, CustomStringConvertible {
    var description: String { "token expired" }
}

func checks() -> [Check] {
    [
        Check("a subscriber hears the value, then the end") {
            let token = SingleSubject<String>()
            let screen = listen(to: token)
            token.succeed("abc")
            if screen.values.isEmpty, screen.end == "finished" {
                try fail("the subscriber heard the end but no value: a subject ignores whatever comes after its end, so send the value first, then .finished")
            }
            try expectEqual(screen.values, ["abc"], "a subscriber that was there before succeed(\"abc\") should hear \"abc\"")
            try expectEqual(screen.end, "finished", "after its value a Single is over: succeed should send the end (.finished) right after the value")
        },
        Check("a late subscriber gets the value too, then the end") {
            let token = SingleSubject<String>()
            token.succeed("abc")
            let late = listen(to: token)
            try expectEqual(late.values, ["abc"], "a subscriber that came after succeed(\"abc\") missed the value: a Single without its value is worth nothing. Keep it for late subscribers (a replay subject that keeps one, ReplaySubject(.once))")
            try expectEqual(late.end, "finished", "a late subscriber should hear the end after the value")
        },
        Check("only the first outcome counts") {
            let count = SingleSubject<Int>()
            let early = listen(to: count)
            try expect(count.succeed(1), "the first succeed should return true: it settled the single")
            try expect(!count.succeed(2), "a second succeed returned true: once settled, succeed should refuse (return false) and send nothing")
            try expect(!count.fail(Expired()), "fail after succeed returned true: once settled, fail should refuse too")
            try expectEqual(early.values, [1], "the subscriber should have heard only the first value")
            try expectEqual(early.end, "finished", "the single should have finished, not failed: the first outcome was a value")
            let late = listen(to: count)
            try expectEqual(late.values, [1], "a late subscriber should get the first value only")
        },
        Check("an error settles it too") {
            let token = SingleSubject<String>()
            try expect(token.fail(Expired()), "the first fail should return true: it settled the single")
            try expect(!token.succeed("abc"), "succeed after fail returned true: a failed single stays failed, so succeed should refuse")
            try expect(!token.fail(Expired()), "a second fail returned true: once settled, fail should refuse")
            let late = listen(to: token)
            try expectEqual(late.values, [], "a failed single has no value to hand over")
            try expectEqual(late.end, "failed: token expired", "a late subscriber should hear the failure")
        },
        Check("a subscriber that waits hears nothing until the outcome") {
            let token = SingleSubject<String>()
            let screen = listen(to: token)
            try expectEqual(screen.values, [], "before succeed nobody should hear a value")
            try expectEqual(screen.end, nil, "before succeed or fail the single must not end")
        },
        Check("a subscriber that settles the single again from its own handler is refused") {
            let token = SingleSubject<String>()
            var again: [Bool] = []
            var heard: [String] = []
            let subscription = token.sink(receiveCompletion: { _ in again.append(token.fail(Expired())) },
                                          receiveValue: { value in heard.append(value); again.append(token.succeed("xyz")) })
            try expect(token.succeed("abc"), "the first succeed should return true")
            try expectEqual(again, [false, false], "a subscriber called succeed (on the value) and fail (on the end) from its own handler, and they were not refused: the single is settled before its value goes out, so mark it settled first, then send")
            try expectEqual(heard, ["abc"], "a subscriber should hear only the first value, even when a handler tries to settle the single again")
            subscription.cancel()
            let failing = SingleSubject<String>()
            var late: [Bool] = []
            let watcher = failing.sink(receiveCompletion: { _ in late.append(failing.succeed("abc")) }, receiveValue: { _ in })
            try expect(failing.fail(Expired()), "the first fail should return true, even when a subscriber calls succeed as it hears the failure")
            try expectEqual(late, [false], "a subscriber called succeed as it heard the failure, and it was not refused: mark the single settled before sending the failure")
            watcher.cancel()
        },
        Check("a single of optionals settles on nil too") {
            let maybe = SingleSubject<Int?>()
            try expect(maybe.succeed(nil), "the first succeed, with nil, should return true")
            try expect(!maybe.succeed(7), "succeed(nil) settled the single, yet succeed(7) returned true: a nil value is an outcome too (do not use \"no value stored\" to mean \"not settled\")")
            let late = listen(to: maybe)
            try expectEqual(late.values.count, 1, "a late subscriber should get the one value, nil")
            try expectEqual(late.end, "finished", "a late subscriber should hear the end after the nil value")
        },
        exploredSingle(),
    ]
}

/// One step of an explored sequence: the owner settles the single, or a view subscribes.
enum Step {
    case succeed(String)
    case fail
    case subscribe(String)

    var words: String {
        switch self {
        case .succeed(let value): "succeed(\(value))"
        case .fail: "fail(token expired)"
        case .subscribe(let who): "\(who) subscribes"
        }
    }
}

func exploredSingle() -> Check {
    Check("whatever the order of outcomes and subscribers, the first outcome wins for everyone") {
        try explore(operation: { (random: inout ExploreRandom) -> Step in
            switch random.int(in: 0...9) {
            case 0...3: .subscribe(random.pick(["ann", "bob", "cleo"]))
            case 4...7: .succeed(random.pick(["abc", "xyz"]))
            default: .fail
            }
        }, describe: \Step.words) { steps in
            let single = SingleSubject<String>()
            var outcome: [String]?
            var views: [(who: String, heard: Heard<String>, expected: [String])] = []
            for step in steps {
                switch step {
                case .subscribe(let who):
                    views.append((who, listen(to: single), outcome ?? []))
                case .succeed(let value):
                    let first = outcome == nil
                    if first { outcome = [value, "finished"] }
                    try expectEqual(single.succeed(value), first, first ? "the first outcome should return true" : "succeed after the single settled should return false")
                case .fail:
                    let first = outcome == nil
                    if first { outcome = ["failed: token expired"] }
                    try expectEqual(single.fail(Expired()), first, first ? "the first outcome should return true" : "fail after the single settled should return false")
                }
                for index in views.indices {
                    if case .subscribe = step {} else if views[index].expected.isEmpty { views[index].expected = outcome ?? [] }
                    let heard = views[index].heard.values + (views[index].heard.end.map { [$0] } ?? [])
                    try expectEqual(heard, views[index].expected, "\(views[index].who) heard the wrong things: the first outcome, a value and then the end or the failure, whenever they subscribed")
                }
            }
        }
    }
}
