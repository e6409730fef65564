import Foundation
import OpenCombine
import Testing
@testable import InputOutput

/// RxSwift's documented ReplaySubject behaviour, plus Combine's demand.
@Suite struct ReplaySubjectTests {
    @Test(arguments: [
        (ReplayStrategy.none, [String]()),
        (.once, ["c"]),
        (.custom(2), ["b", "c"]),
        (.custom(5), ["a", "b", "c"]),
        (.all, ["a", "b", "c"]),
    ])
    func lateSubscriberGetsTheLastNThenLiveValues(strategy: ReplayStrategy, replayed: [String]) {
        let subject = ReplaySubject<String, Never>(strategy)
        for value in ["a", "b", "c"] { subject.send(value) }
        let late = Recorder<String, Never>()
        subject.subscribe(late)
        #expect(late.values == replayed)
        subject.send("d")
        #expect(late.values == replayed + ["d"])
        #expect(late.ends.isEmpty)
    }

    @Test func bufferSizes() {
        #expect(ReplayStrategy.once.bufferSize == 1)
        #expect(ReplayStrategy.all.bufferSize == nil)
        #expect(ReplayStrategy.custom(7).bufferSize == 7)
        #expect(ReplayStrategy.none.bufferSize == 0)
    }

    @Test func allKeepsEverything() {
        let subject = ReplaySubject<Int, Never>(.all)
        for value in 0..<1000 { subject.send(value) }
        let late = Recorder<Int, Never>()
        subject.subscribe(late)
        #expect(late.values == Array(0..<1000))
    }

    @Test func afterCompletionLateSubscribersGetTheBufferThenCompletion() {
        let subject = ReplaySubject<String, Never>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        subject.send(completion: .finished)
        let late = Recorder<String, Never>()
        subject.subscribe(late)
        #expect(late.values == ["b", "c"])
        #expect(late.ends == ["finished"])
    }

    @Test func afterAnErrorLateSubscribersGetTheBufferThenTheError() {
        let subject = ReplaySubject<String, any Error>(.once)
        subject.send("a")
        subject.send(completion: .failure(StreamError("boom")))
        let late = Recorder<String, any Error>()
        subject.subscribe(late)
        #expect(late.values == ["a"])
        #expect(late.ends == ["failed: boom"])
    }

    @Test func eventsAfterTheEndAreIgnored() {
        let subject = ReplaySubject<String, any Error>(.all)
        let early = Recorder<String, any Error>()
        subject.subscribe(early)
        subject.send("a")
        subject.send(completion: .finished)
        subject.send("b")
        subject.send(completion: .failure(StreamError("late")))
        #expect(early.values == ["a"])
        #expect(early.ends == ["finished"])
        #expect(subject.replay.values == ["a"])
        #expect(subject.subscriberCount == 0)
    }

    @Test func noneStillReplaysTheEnd() {
        let subject = ReplaySubject<Int, any Error>(.none)
        subject.send(1)
        subject.send(completion: .failure(StreamError("x")))
        let late = Recorder<Int, any Error>()
        subject.subscribe(late)
        #expect(late.values.isEmpty)
        #expect(late.ends == ["failed: x"])
    }

    @Test func cancellationStopsDelivery() {
        let subject = ReplaySubject<Int, Never>(.all)
        let recorder = Recorder<Int, Never>()
        subject.subscribe(recorder)
        subject.send(1)
        recorder.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.ends.isEmpty)
        #expect(subject.subscriberCount == 0)
    }

    @Test func demandOfOneGetsExactlyOneUntilItAsksAgain() {
        let subject = ReplaySubject<Int, Never>(.all)
        subject.send(1)
        subject.send(2)
        let slow = Recorder<Int, Never>(demand: .max(1))
        subject.subscribe(slow)
        #expect(slow.values == [1])
        subject.send(3)
        #expect(slow.values == [1])
        slow.request(1)
        #expect(slow.values == [1, 2])
        slow.request(10)
        #expect(slow.values == [1, 2, 3])
        subject.send(4)
        #expect(slow.values == [1, 2, 3, 4])
    }

    @Test func demandIsPerSubscriber() {
        let subject = ReplaySubject<Int, Never>(.none)
        let slow = Recorder<Int, Never>(demand: .max(1))
        let fast = Recorder<Int, Never>()
        subject.subscribe(slow)
        subject.subscribe(fast)
        for value in 1...3 { subject.send(value) }
        #expect(fast.values == [1, 2, 3])
        #expect(slow.values == [1])
        slow.request(5)
        #expect(slow.values == [1, 2, 3], "values beyond demand wait in the slow subscriber's own queue")
    }

    @Test func demandReturnedFromReceiveCounts() {
        let subject = ReplaySubject<Int, Never>(.all)
        for value in 1...5 { subject.send(value) }
        let recorder = Recorder<Int, Never>(demand: .max(1), extra: { $0 < 3 ? .max(1) : .none })
        subject.subscribe(recorder)
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func theEndWaitsBehindQueuedValuesButNeedsNoDemand() {
        let subject = ReplaySubject<Int, Never>(.all)
        let slow = Recorder<Int, Never>(demand: .max(1))
        subject.subscribe(slow)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(slow.ends.isEmpty)
        slow.request(1)
        #expect(slow.values == [1, 2])
        #expect(slow.ends == ["finished"])

        let idle = Recorder<Int, Never>(demand: .none)
        ReplaySubject<Int, Never>(.none).subscribe(idle)
        let ended = ReplaySubject<Int, Never>(.none)
        ended.send(completion: .finished)
        ended.subscribe(idle)
        #expect(idle.ends == ["finished"])
    }

    @Test func subscribersHearInTheOrderTheySubscribed() {
        let subject = ReplaySubject<Int, Never>(.none)
        var order: [String] = []
        let a = subject.sink { _ in order.append("a") }
        let b = subject.sink { _ in order.append("b") }
        let c = subject.sink { _ in order.append("c") }
        subject.send(1)
        #expect(order == ["a", "b", "c"])
        _ = (a, b, c)
    }

    @Test func reentrantSendIsDeliveredAfterTheCurrentValue() {
        let subject = ReplaySubject<Int, Never>(.none)
        var heard: [Int] = []
        let subscription = subject.sink { value in
            heard.append(value)
            if value == 1 { subject.send(2) }
            heard.append(-value)
        }
        subject.send(1)
        #expect(heard == [1, -1, 2, -2])
        subscription.cancel()
    }

    @Test func aCancelledSinkIsReleased() {
        let subject = ReplaySubject<Int, Never>(.all)
        weak var probe: Recorder<Int, Never>?
        do {
            let recorder = Recorder<Int, Never>()
            probe = recorder
            subject.subscribe(recorder)
            recorder.cancel()
        }
        #expect(probe == nil)
    }

    @Test func concurrentSendsReachEverySubscriberInOneOrder() async {
        let subject = ReplaySubject<Int, Never>(.all)
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>(demand: .max(1), extra: { _ in .max(1) })
        subject.subscribe(first)
        subject.subscribe(second)
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for index in 0..<250 { subject.send(thread * 1000 + index) }
                }
            }
        }
        #expect(first.values.count == 2000)
        #expect(first.values == second.values)
        #expect(Set(first.values).count == 2000)
        let late = Recorder<Int, Never>()
        subject.subscribe(late)
        #expect(late.values == first.values)
    }

    @Test func concurrentSubscribersGetAConsistentPrefixAndTheRest() async {
        let subject = ReplaySubject<Int, Never>(.all)
        let recorders = (0..<16).map { _ in Recorder<Int, Never>() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for value in 0..<500 { subject.send(value) } }
            for recorder in recorders {
                group.addTask { subject.subscribe(recorder) }
            }
        }
        subject.send(completion: .finished)
        for recorder in recorders {
            #expect(recorder.values == Array(0..<500), "no gap and no duplicate between replay and live values")
            #expect(recorder.ends == ["finished"])
        }
    }

    @Test func concurrentEndsDeliverExactlyOne() async {
        let subject = ReplaySubject<Int, any Error>(.once)
        let recorder = Recorder<Int, any Error>()
        subject.subscribe(recorder)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    subject.send(index)
                    subject.send(completion: index.isMultiple(of: 2) ? .finished : .failure(StreamError("\(index)")))
                }
            }
        }
        #expect(recorder.ends.count == 1)
        #expect(subject.replay.values.count <= 1)
    }
}
