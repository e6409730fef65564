import Foundation
@testable import PlaygroundKit
import Testing

/// The progress value: recording, reading, resetting, merging, and its file format.
@Suite struct ProgressTests {
    @Test func markingStepsRemembersIdsAndTheLastPosition() {
        var progress = Progress()
        #expect(progress.isEmpty)
        progress.markSeen(lesson: "bindings", stepID: "intro", number: 1)
        progress.markSeen(lesson: "bindings", stepID: "observable", number: 2)
        progress.markSeen(lesson: "bindings", stepID: "intro", number: 1)
        #expect(progress.stepsSeenCount(lesson: "bindings") == 2)
        #expect(progress.lesson("bindings").stepsSeen == ["intro", "observable"])
        #expect(progress.last == .init(lessonID: "bindings", step: 1))
        #expect(progress.stepsSeenCount(lesson: "never-opened") == 0)
        #expect(progress.lesson("never-opened") == LessonProgress())
        #expect(!progress.isEmpty)
    }

    @Test func exercisesRecordPassesFailuresAndHints() {
        var progress = Progress()
        progress.recordFailedCheck(lesson: "bindings", exercise: "counter")
        progress.recordFailedCheck(lesson: "bindings", exercise: "counter")
        progress.recordHint(lesson: "bindings", exercise: "counter", shown: 2)
        progress.recordHint(lesson: "bindings", exercise: "counter", shown: 1)
        progress.markPassed(lesson: "bindings", exercise: "counter")
        progress.markPassed(lesson: "bindings", exercise: "counter")
        #expect(progress.exercisesPassed(lesson: "bindings") == ["counter"])
        #expect(progress.exercisesPassed(lesson: "other") == [])
        #expect(progress.lesson("bindings").failedChecks == ["counter": 2])
        #expect(progress.lesson("bindings").hintsShown == ["counter": 2], "showing an earlier hint again does not lower the count")
        #expect(progress.last == nil, "only showing a step moves the position")
    }

    @Test func resettingOneLessonKeepsTheOthers() {
        var progress = Progress()
        progress.markSeen(lesson: "first", stepID: "a", number: 1)
        progress.markPassed(lesson: "first", exercise: "x")
        progress.markSeen(lesson: "second", stepID: "b", number: 4)
        progress.reset(lesson: "first")
        #expect(progress.lessons.keys.sorted() == ["second"])
        #expect(progress.last == .init(lessonID: "second", step: 4), "the position is elsewhere, so it stays")
        progress.reset(lesson: "second")
        #expect(progress.last == nil, "the position pointed into the lesson that was reset")
        #expect(progress.isEmpty)
    }

    @Test func resettingEverythingLeavesNothing() {
        var progress = Progress()
        progress.markSeen(lesson: "first", stepID: "a", number: 1)
        progress.recordHint(lesson: "second", exercise: "y", shown: 1)
        progress.reset(lesson: nil)
        #expect(progress == Progress())
        progress.reset(lesson: "not-there")
        #expect(progress == Progress())
    }

    @Test func mergingJoinsSetsKeepsLargerCountersAndTakesTheOtherPosition() {
        var mine = Progress()
        mine.markSeen(lesson: "l", stepID: "a", number: 1)
        mine.markPassed(lesson: "l", exercise: "e1")
        mine.recordFailedCheck(lesson: "l", exercise: "e1")
        mine.recordHint(lesson: "l", exercise: "e2", shown: 3)
        var theirs = Progress()
        theirs.markSeen(lesson: "l", stepID: "b", number: 2)
        theirs.markSeen(lesson: "m", stepID: "c", number: 5)
        theirs.markPassed(lesson: "l", exercise: "e2")
        for _ in 0..<3 { theirs.recordFailedCheck(lesson: "l", exercise: "e1") }
        theirs.recordHint(lesson: "l", exercise: "e2", shown: 1)

        var merged = mine
        merged.merge(theirs)
        #expect(merged.lesson("l") == LessonProgress(
            stepsSeen: ["a", "b"], exercisesPassed: ["e1", "e2"], failedChecks: ["e1": 3], hintsShown: ["e2": 3], lastStep: 2))
        #expect(merged.lesson("m").stepsSeen == ["c"])
        #expect(merged.last == .init(lessonID: "m", step: 5))
        #expect(merged.lastLesson == "m")

        var other = theirs
        other.merge(mine)
        // What was done does not depend on the order; where the learner is, is the copy merged in's.
        var done = other.lessons
        for id in done.keys { done[id]?.lastStep = merged.lessons[id]?.lastStep }
        #expect(done == merged.lessons, "what is recorded does not depend on the order")
        #expect(other.last == .init(lessonID: "l", step: 1))
        #expect(other.lastLesson == "l")
        #expect(other.lesson("l").lastStep == 1)

        var noPosition = Progress()
        noPosition.markPassed(lesson: "l", exercise: "e3")
        merged.merge(noPosition)
        #expect(merged.last == .init(lessonID: "m", step: 5), "a copy without a position keeps ours")
    }

    @Test func theFileIsSortedPrettyAndStable() throws {
        var progress = Progress()
        for step in ["zeta", "alpha", "mid"] {
            progress.markSeen(lesson: "b-lesson", stepID: step, number: 3)
        }
        progress.markPassed(lesson: "a-lesson", exercise: "ex/1")
        progress.recordFailedCheck(lesson: "a-lesson", exercise: "ex/1")
        let text = String(decoding: try progress.fileContents(), as: UTF8.self)
        let expected = """
            {
              "last" : {
                "lessonID" : "b-lesson",
                "step" : 3
              },
              "lastLesson" : "b-lesson",
              "lessons" : {
                "a-lesson" : {
                  "exercisesPassed" : [
                    "ex/1"
                  ],
                  "failedChecks" : {
                    "ex/1" : 1
                  },
                  "hintsShown" : {

                  },
                  "stepsSeen" : [

                  ]
                },
                "b-lesson" : {
                  "exercisesPassed" : [

                  ],
                  "failedChecks" : {

                  },
                  "hintsShown" : {

                  },
                  "lastStep" : 3,
                  "stepsSeen" : [
                    "alpha",
                    "mid",
                    "zeta"
                  ]
                }
              },
              "version" : 1
            }

            """
        #expect(text == expected)
        #expect(Progress.read(fileContents: try progress.fileContents()) == .usable(progress))
        var copy = progress
        copy.markSeen(lesson: "b-lesson", stepID: "alpha", number: 3)
        #expect(try copy.fileContents() == progress.fileContents(), "the same progress gives the same bytes")
    }

    /// Where the learner is (issue 37): the lesson opened last, the exercise at hand there, what
    /// the latest check run said. Kept in the file and read back; a reset forgets them.
    @Test func whereTheLearnerIsIsKeptAndReadBack() throws {
        var progress = Progress()
        progress.markSeen(lesson: "a", stepID: "one", number: 4)
        progress.markOpened(lesson: "b")
        progress.markWorkingOn(lesson: "b", exercise: "ex")
        progress.recordCheckRun(lesson: "b", exercise: "ex", failed: 3, total: 5)
        progress.recordCheckRun(lesson: "b", exercise: "ex", failed: 2, total: 5)
        #expect(progress.last == .init(lessonID: "a", step: 4), "`last` keeps its old meaning: the step shown last")
        #expect(progress.lastLesson == "b")
        #expect(progress.lesson("a").lastStep == 4)
        #expect(progress.lesson("b") == LessonProgress(exercise: "ex", latestChecks: ["ex": CheckTally(failed: 2, total: 5)]))
        let data = try progress.fileContents()
        #expect(Progress.read(fileContents: data) == .usable(progress))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""lastLesson" : "b""#))
        #expect(text.contains(#""exercise" : "ex""#))
        #expect(text.contains(#""failed" : 2"#))
        progress.reset(lesson: "b")
        #expect(progress.lastLesson == nil)
        progress.reset(lesson: "a")
        #expect(progress.isEmpty)
    }

    @Test func missingFieldsWithinVersionOneReadAsEmpty() {
        let minimal = Data(#"{"version": 1}"#.utf8)
        #expect(Progress.read(fileContents: minimal) == .usable(Progress()))
        let partial = Data(#"{"version": 1, "lessons": {"l": {"stepsSeen": ["a", "a"]}}, "extra": true}"#.utf8)
        var expected = Progress()
        expected.lessons["l"] = LessonProgress(stepsSeen: ["a"])
        #expect(Progress.read(fileContents: partial) == .usable(expected))
    }

    @Test(arguments: [
        ("", "it is empty"),
        (" \n\t", "it holds only blank space"),
        ("{\"version\": 1, \"lessons\": {", "it is not valid JSON"),
        ("\u{00}\u{FF}garbage", "it is not valid JSON"),
        ("[1, 2]", "it is not a JSON object"),
        ("{\"lessons\": {}}", "`version` is missing"),
        ("{\"version\": \"1\"}", "`version` has the wrong kind of value"),
        ("{\"version\": 0}", "its format version 0 is not one this playground knows"),
        ("{\"version\": 1, \"lessons\": {\"l\": {\"stepsSeen\": 3}}}", "`lessons.l.stepsSeen` has the wrong kind of value"),
        ("{\"version\": 1, \"last\": {\"step\": 2}}", "`last.lessonID` is missing"),
    ])
    func damagedContentsSayWhatIsWrong(_ text: String, _ reason: String) {
        #expect(Progress.read(fileContents: Data(text.utf8)) == .damaged(reason: reason))
    }

    @Test func aNewerVersionIsRecognisedWhateverItsShape() {
        let newer = Data(#"{"version": 7, "lessons": ["a format we do not know"]}"#.utf8)
        #expect(Progress.read(fileContents: newer) == .newer(version: 7))
    }
}
