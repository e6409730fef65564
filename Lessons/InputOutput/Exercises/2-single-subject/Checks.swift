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
    ]
}
