import Foundation
import PlaygroundKit
import Testing
@testable import CombineMVVM
@testable import PlaygroundKit

/// The live view model is the article's `TempViewModel`, in the retain cycle step 15 shows.
/// Whatever replaces it (`reset`, `open`, `service`) breaks the cycle, so none is left behind.
@Suite struct LifetimeTests {
    /// The view model of the lesson `shell` has open.
    func liveViewModel(_ shell: Shell) throws -> TempViewModel {
        let lesson = try #require(shell.current?.lesson as? CombineMVVMLesson)
        return lesson.live.viewModel
    }

    @Test func everyResetLetsThePreviousViewModelGo() throws {
        let shell = openLesson()
        let stepCount = CombineMVVMLesson(context: LessonContext()).steps.count
        for step in 1...stepCount {
            #expect(!shell.send("run \(step)").failed)
        }
        var probes: [() -> TempViewModel?] = []
        for _ in 1...25 {
            weak let probe = try liveViewModel(shell.shell)
            probes.append { probe }
            shell.send("type Moscow")
            shell.send("advance 1s")
            #expect(!shell.send("reset").failed)
        }
        #expect(probes.allSatisfy { $0() == nil })
        // The one open now is alive, and works.
        shell.send("type London")
        #expect(shell.send("advance 1s").text.plain.contains("UIKit: the sink set temperatureLabel"))
    }

    @Test func openingAgainLetsItGoToo() throws {
        let shell = openLesson()
        weak let probe = try liveViewModel(shell.shell)
        #expect(probe != nil)
        shell.send("open combine-mvvm")
        #expect(probe == nil)
    }

    @Test func switchingTheServiceLetsTheOldViewModelGo() throws {
        let shell = openLesson()
        shell.send("type Moscow")
        shell.send("advance 1s")
        weak let probe = try liveViewModel(shell.shell)
        // Switching to the service in use changes nothing; live without a key fails: neither
        // replaces the view model.
        shell.send("service offline")
        #expect(probe != nil)
        APIKey.$environment.withValue([:]) {
            #expect(shell.send("service live").failed)
        }
        #expect(probe === (try liveViewModel(shell.shell)))
        // With a key, live makes a new view model (no request goes out: nothing is typed).
        APIKey.$environment.withValue([APIKey.variable: "not-a-real-key"]) {
            #expect(!shell.send("service live").failed)
        }
        #expect(probe == nil)
        weak let second = try liveViewModel(shell.shell)
        shell.send("service offline")
        #expect(second == nil)
    }

    @Test func breakCycleFreesTheArticlesViewModel() {
        weak var probe: TempViewModel?
        do {
            let (viewModel, scheduler, _) = offlineViewModel()
            viewModel.city = "Moscow"
            turn(scheduler, by: .seconds(1))
            probe = viewModel
        }
        #expect(probe != nil, "the cycle holds it")
        probe?.breakCycle()
        #expect(probe == nil)
    }

    @Test func aLessonThatGoesTakesItsViewModelAlong() {
        weak var probe: TempViewModel?
        // What the lesson prints here goes to a buffer of this test's own.
        LessonOutput.$stray.withValue(LessonOutput()) {
            let context = LessonContext()
            let lesson = CombineMVVMLesson(context: context)
            probe = lesson.live.viewModel
            lesson.live.type("Jakarta")
            context.clock.advance(by: .seconds(1))
        }
        #expect(probe == nil)
    }
}
