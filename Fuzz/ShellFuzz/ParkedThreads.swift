// Platform: counting this process's threads (/proc/self/task on Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundKit

/// Keeps steps that park a thread for good from piling threads up over millions of executions.
///
/// Lesson `di` stops a runaway resolve by parking its thread on a semaphore nobody signals (see
/// `Sandbox` in Lessons/DependencyInjection): one thread per run, by design, until the process
/// exits. An interactive user runs such a step a few times; the fuzzer would run it until the
/// process runs out of threads or memory maps and crashes for a reason that is no bug.
///
/// Which steps do it is measured, not hard-coded: at start-up every step of every lesson runs
/// three times, and a step that adds a thread on each run parks one. Each process may then run
/// those steps `budget` times in all; after that, lines that would run one are skipped (the step
/// was covered by then). Lines are read the way the shell reads them: same trimming, same
/// quoting, same command names, and the step number from the prompt.
struct ParkedThreads {
    /// (lesson id, step number) pairs that park a thread per run.
    private(set) var parkingSteps: Set<StepKey> = []
    private(set) var runsLeft: Int
    private(set) var skipped = 0

    struct StepKey: Hashable, CustomStringConvertible {
        let lesson: String
        let step: Int
        var description: String { "\(lesson) step \(step)" }
    }

    init(budget: Int) {
        runsLeft = budget
    }

    /// Runs every step of every lesson three times and records those that leave a thread behind.
    /// Returns a line per problem the probe saw (empty when all is well).
    mutating func probe(catalog: Catalog) -> [String] {
        guard Self.threadCount() != nil else { return ["cannot count threads here: parked threads are not limited"] }
        var problems: [String] = []
        for id in catalog.ids {
            let shell = Shell(catalog: catalog)
            _ = shell.handle("open \(id)")
            let count = Self.stepCount(prompt: shell.prompt) ?? 0
            for step in 1...max(count, 1) where count > 0 {
                var grew = 0
                for round in 0..<3 {
                    let before = Self.threadCount() ?? 0
                    let response = shell.handle("run \(step)")
                    let after = Self.threadCount() ?? 0
                    if round > 0, after > before { grew += 1 }
                    if response.failed { problems.append("\(id) step \(step) failed:\n" + response.text.plain) }
                    if response.text.plain.contains("printed outside a step") {
                        problems.append("\(id) step \(step) printed from another thread:\n" + response.text.plain)
                    }
                    if !response.text.plain.contains("── output") {
                        problems.append("\(id) step \(step): no output section; is the print capture working?")
                    }
                }
                if grew == 2 { parkingSteps.insert(StepKey(lesson: id, step: step)) }
            }
        }
        return problems
    }

    /// Whether `line` may be typed into `shell` now; counts a run of a parking step.
    mutating func allows(_ line: String, shell: Shell) -> Bool {
        guard !parkingSteps.isEmpty, let step = Self.stepRun(by: line, prompt: shell.prompt),
              parkingSteps.contains(step) else { return true }
        guard runsLeft > 0 else {
            skipped += 1
            return false
        }
        runsLeft -= 1
        return true
    }

    /// Whether running `steps` of lesson `id` (`playground run`) is allowed; counts the runs.
    mutating func allows(lesson id: String, steps: ClosedRange<Int>) -> Bool {
        let parking = steps.filter { parkingSteps.contains(StepKey(lesson: id, step: $0)) }.count
        guard parking > 0 else { return true }
        guard runsLeft >= parking else {
            skipped += 1
            return false
        }
        runsLeft -= parking
        return true
    }

    // MARK: - Reading a line as the shell does

    /// The step a line would run, or nil when it runs none. Mirrors `Shell.dispatch`, `next`,
    /// `back`, `run` and `Tokenizer` in PlaygroundKit.
    static func stepRun(by line: String, prompt: String) -> StepKey? {
        guard let (lesson, position, count) = parse(prompt: prompt) else { return nil }
        let trimmed = trim(line)
        if trimmed.isEmpty { return position < count ? StepKey(lesson: lesson, step: position + 1) : nil }
        guard let words = words(trimmed), let first = words.first?.lowercased() else { return nil }
        let arguments = words.dropFirst()
        switch first {
        case "next", "n":
            return arguments.isEmpty && position < count ? StepKey(lesson: lesson, step: position + 1) : nil
        case "back", "b", "prev":
            return arguments.isEmpty && position > 1 ? StepKey(lesson: lesson, step: position - 1) : nil
        case "run", "r":
            guard arguments.count <= 1 else { return nil }
            guard let argument = arguments.first else { return StepKey(lesson: lesson, step: max(position, 1)) }
            guard let number = Int(argument), (1...max(count, 1)).contains(number) else { return nil }
            return StepKey(lesson: lesson, step: number)
        default:
            return nil
        }
    }

    /// `di 3/12> ` → ("di", 3, 12); nil outside a lesson.
    static func parse(prompt: String) -> (String, Int, Int)? {
        guard prompt.hasSuffix("> ") else { return nil }
        let parts = prompt.dropLast(2).split(separator: " ")
        guard parts.count == 2 else { return nil }
        let numbers = parts[1].split(separator: "/")
        guard numbers.count == 2, let position = Int(numbers[0]), let count = Int(numbers[1]) else { return nil }
        return (String(parts[0]), position, count)
    }

    static func stepCount(prompt: String) -> Int? {
        parse(prompt: prompt)?.2
    }

    static func trim(_ line: String) -> Substring {
        var slice = Substring(line)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return slice
    }

    /// The words the shell sees: nil for an unterminated quote.
    static func words(_ line: Substring) -> [String]? {
        try? Tokenizer.words(String(line))
    }

    /// The number of threads in this process (Linux: entries of /proc/self/task), or nil.
    static func threadCount() -> Int? {
        #if os(Linux)
        guard let directory = opendir("/proc/self/task") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let first = withUnsafeBytes(of: entry.pointee.d_name) { $0.first ?? 0 }
            if first != UInt8(ascii: ".") { count += 1 }
        }
        return count
        #else
        return nil
        #endif
    }
}
