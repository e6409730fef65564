import PlaygroundKit
import Testing
import TestSupport
@testable import PropertyWrappers

@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    // MARK: set

    @Test func setWritesAllThreeAndReportsWhoHeardWhat() {
        let (text, failed) = run("set 3")
        #expect(!failed)
        #expect(text == """
            viewModel.orders = 3 orders (the article's @Observable: raised in didSet)
              viewModel.$orders             log   got 3 orders; the owner is mid-write
              screen (OrdersVC) reloaded its table from the list it was handed
            safeVM.orders = 3 orders (@SafeObservable: raised once the write is over)
              safeVM.$orders                log   got 3 orders; the owner holds 3
            publishedVM.orders = 3 orders (OpenCombine's @Published: sent in willSet)
              publishedVM.objectWillChange  log   the owner holds 0
              publishedVM.$orders           log   got 3 orders; the owner holds 0
              after the set                       the owner holds 3

            """)
    }

    @Test(arguments: [
        ("set 1 observable", "viewModel.orders = 1 order"),
        ("set 2 SAFE", "safeVM.orders = 2 orders"),
        ("set 0 published", "publishedVM.orders = 0 orders"),
    ])
    func setWritesOnlyTheNamedViewModel(line: String, firstLine: String) {
        let (text, failed) = run(line)
        #expect(!failed)
        #expect(text.hasPrefix(firstLine + " ("))
        #expect(text.split(separator: "\n").filter { $0.hasSuffix("in willSet)") || $0.hasSuffix("in didSet)") || $0.hasSuffix("is over)") }.count == 1)
    }

    @Test func setAfterTheLastWatcherIsGoneSaysNobodyHeard() {
        let text = run("set 2 safe", after: ["unsubscribe log"]).text
        #expect(text == """
            safeVM.orders = 2 orders (@SafeObservable: raised once the write is over)
              no watcher heard it (try 'subscribe log safe')

            """)
    }

    @Test func theLiveScreenShowsWhatSetWrote() {
        let text = run("screen", after: ["set 2 observable"]).text
        #expect(text.contains("│ Order #0"))
        #expect(text.contains("│ Order #1"))
        #expect(text.hasSuffix("table reloads: 1, cells created: 2\n"))
    }

    @Test(arguments: [
        ("set", "error: missing count"),
        ("set many", "error: count must be a whole number, not 'many'"),
        ("set -1", "error: count must be between 0 and 1000, not -1"),
        ("set 1001", "error: count must be between 0 and 1000, not 1001"),
        ("set 3 publshed", "error: unknown view model 'publshed' (did you mean 'published'?); one of: observable, safe, published"),
        ("set 3 other", "error: unknown view model 'other'; one of: observable, safe, published"),
        ("set 3 safe now", "error: too many arguments: 'now' and after are not expected"),
    ])
    func setRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: set <count> [view-model]\n")
    }

    // MARK: advance: the live provider answers

    @Test func advancingTheClockDeliversTheLiveScreensOrders() {
        let shell = openLesson()
        #expect(shell.send("advance 999ms").text.plain == "now: 2020-04-22 17:41:49 +0000 (start + 999ms)\n")
        #expect(shell.send("advance 1ms").text.plain == """
            the provider delivered 100 orders to viewModel:
              viewModel.$orders             log   got 100 orders; the owner is mid-write
              screen (OrdersVC) reloaded its table from the list it was handed
            now: 2020-04-22 17:41:50 +0000 (start + 1s)

            """)
        #expect(shell.send("screen").text.plain.contains("│ ... 95 more rows"))
    }

    // MARK: subscribe

    @Test func subscribingToPublishedHearsTheCurrentValueAtOnce() {
        let (text, failed) = run("subscribe label published", after: ["set 3 published"])
        #expect(!failed)
        #expect(text == """
            'label' now watches publishedVM.$orders
            and heard at once, as every new subscriber of a @Published publisher does:
              publishedVM.$orders           label  got 3 orders; the owner holds 3

            """)
    }

    @Test(arguments: ["observable", "safe"])
    func subscribingToAnEventHearsNothingYet(source: String) {
        let text = run("subscribe label \(source)").text
        #expect(text.hasSuffix("it heard nothing yet: an event has no current value, it speaks on the next write\n"))
    }

    @Test func subscribingToObjectWillChangeSaysWhenItHears() {
        let text = run("subscribe view objectwillchange").text
        #expect(text == """
            'view' now watches publishedVM.objectWillChange
            it hears before each write to any @Published property of publishedVM

            """)
    }

    @Test func newWatchersAreListedByNameWithinASource() {
        let text = run("set 5 published", after: ["subscribe zed published", "subscribe abc published", "subscribe abc objectWillChange"]).text
        #expect(text == """
            publishedVM.orders = 5 orders (OpenCombine's @Published: sent in willSet)
              publishedVM.objectWillChange  abc   the owner holds 0
              publishedVM.objectWillChange  log   the owner holds 0
              publishedVM.$orders           abc   got 5 orders; the owner holds 0
              publishedVM.$orders           log   got 5 orders; the owner holds 0
              publishedVM.$orders           zed   got 5 orders; the owner holds 0
              after the set                       the owner holds 5

            """)
    }

    @Test func subscribingTwiceToOneSourceChangesNothing() {
        let (text, failed) = run("subscribe log safe")
        #expect(!failed)
        #expect(text == "nothing to do: 'log' already watches safeVM.$orders\n")
        #expect(run("set 1 safe", after: ["subscribe log safe"]).text.components(separatedBy: "log").count == 2, "still one line for log")
    }

    @Test(arguments: [
        ("subscribe", "error: missing watcher name"),
        ("subscribe label", "error: missing source"),
        ("subscribe label nowhere", "error: unknown source 'nowhere'; one of: observable, safe, published, objectWillChange"),
        ("subscribe label publised", "error: unknown source 'publised' (did you mean 'published'?); one of: observable, safe, published, objectWillChange"),
        ("subscribe 9lives safe", "error: a watcher name is a letter, then letters, digits or dashes, at most 12 in all; not '9lives'"),
        ("subscribe a_b safe", "error: a watcher name is a letter, then letters, digits or dashes, at most 12 in all; not 'a_b'"),
        ("subscribe abcdefghijklm safe", "error: a watcher name is a letter, then letters, digits or dashes, at most 12 in all; not 'abcdefghijklm'"),
        ("subscribe label safe twice", "error: too many arguments: 'twice' and after are not expected"),
    ])
    func subscribeRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: subscribe <name> <source>\n")
    }

    // MARK: unsubscribe

    @Test func unsubscribingDropsTheWatcherAndItsSubscriptions() {
        let shell = openLesson()
        let text = shell.send("unsubscribe log").text.plain
        #expect(text == """
            dropped 'log'; still alive afterwards: false
              viewModel.$orders has 1 subscriber left: the event held 'log' weakly
              safeVM.$orders has 0 subscribers left: the event held 'log' weakly
              its 2 sinks on publishedVM were cancelled by its AnyCancellables as it died

            """)
        let after = shell.send("set 3").text.plain
        #expect(!after.contains("log   "))
        #expect(after.contains("no watcher heard it (try 'subscribe log published')"))
    }

    @Test func unsubscribingAWatcherOfOneEvent() {
        #expect(run("unsubscribe view", after: ["subscribe view safe"]).text == """
            dropped 'view'; still alive afterwards: false
              safeVM.$orders has 1 subscriber left: the event held 'view' weakly

            """)
    }

    @Test func unsubscribingAWatcherOfOneSink() {
        #expect(run("unsubscribe view", after: ["subscribe view published"]).text == """
            dropped 'view'; still alive afterwards: false
              its sink on publishedVM was cancelled by its AnyCancellables as it died

            """)
    }

    @Test(arguments: [
        ("unsubscribe", [], "error: missing watcher"),
        ("unsubscribe lg", [], "error: unknown watcher 'lg' (did you mean 'log'?); one of: log"),
        ("unsubscribe log now", [], "error: too many arguments: 'now' and after are not expected"),
        ("unsubscribe log", ["unsubscribe log"], "error: there are no watchers; add one with 'subscribe <name> <source>'"),
    ])
    func unsubscribeRejectsBadInput(line: String, setup: [String], message: String) {
        let (text, failed) = run(line, after: setup)
        #expect(failed)
        #expect(text == message + "\nusage: unsubscribe <name>\n")
    }

    // MARK: screen, volume

    @Test func screenStartsEmptyAndTakesNoArguments() {
        let (text, failed) = run("screen")
        #expect(!failed)
        #expect(text.contains("│ (no rows)"))
        #expect(text.hasSuffix("table reloads: 0, cells created: 0\n"))
        let bad = run("screen all")
        #expect(bad.failed)
        #expect(bad.text == "error: too many arguments: 'all' and after are not expected\n")
    }

    @Test(arguments: [
        ("volume 42", "settings.volume = 42 → reads 10 (clamped to $volume, 0...10)"),
        ("volume -5", "settings.volume = -5 → reads 0 (clamped to $volume, 0...10)"),
        ("volume 7", "settings.volume = 7 → reads 7 (in range)"),
    ])
    func volumeIsClamped(line: String, expected: String) {
        let (text, failed) = run(line)
        #expect(!failed)
        #expect(text == expected + "\n")
    }

    @Test func volumeChangesTheLiveSettings() {
        #expect(run("inspect settings", after: ["volume 9"]).text.contains("value: 9"))
    }

    @Test(arguments: [
        ("volume", "error: missing volume"),
        ("volume loud", "error: volume must be a whole number, not 'loud'"),
        ("volume 1001", "error: volume must be between -1000 and 1000, not 1001"),
        ("volume 1 2", "error: too many arguments: '2' and after are not expected"),
    ])
    func volumeRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: volume <number>\n")
    }

    // MARK: completion, help, reset

    @Test(arguments: [
        ("set ", ["0", "3", "100"]),
        ("set 3 ", ["observable", "safe", "published"]),
        ("set 3 s", ["safe"]),
        ("subscribe ", ["log", "badge", "label"]),
        ("subscribe label ", ["observable", "safe", "published", "objectWillChange"]),
        ("unsubscribe ", ["log"]),
        ("volume ", ["-5", "7", "42"]),
        ("screen ", []),
        ("uns", ["unsubscribe"]),
    ])
    func completes(line: String, expected: [String]) {
        #expect(openLesson().shell.completions(for: line) == expected)
    }

    @Test func completionFollowsTheWatchers() {
        let shell = openLesson()
        shell.send("subscribe badge safe")
        #expect(shell.shell.completions(for: "unsubscribe ") == ["badge", "log"])
        #expect(shell.shell.completions(for: "subscribe ") == ["badge", "log", "label"])
    }

    @Test func helpListsTheLessonsCommandsWithinEightyColumns() {
        let text = run("help").text
        for name in ["set <count> [view-model]", "subscribe <name> <source>", "unsubscribe <name>", "screen", "volume <number>"] {
            #expect(text.contains("  \(name)"))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func resetGivesFreshLiveObjects() {
        let shell = openLesson()
        shell.send("unsubscribe log")
        shell.send("set 3")
        shell.send("volume 1")
        shell.send("reset")
        #expect(shell.send("screen").text.plain.contains("(no rows)"))
        #expect(shell.send("set 1 safe").text.plain.contains("safeVM.$orders                log"))
        #expect(shell.send("inspect settings").text.plain.contains("value: 5"))
    }
}
