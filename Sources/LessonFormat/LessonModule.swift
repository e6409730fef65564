/// A lesson folder as the build sees it: the Markdown narrative, the Swift sources and the refused
/// snippets, checked against each other.
public struct LessonModule: Sendable {
    /// The module (and folder) name: `DependencyInjection`.
    public var name: String
    /// Nil for a module without a lesson file (it only has code regions).
    public var document: LessonDocument?
    public var sources: [SwiftSource]
    public var rejected: [CodeRegion]
    /// Regions of other lessons, by module name, for `Code: OtherModule/region`.
    public var otherModules: [String: [CodeRegion]]

    /// The exercises under `Exercises/`, in folder order.
    public var exercises: [ExerciseDocument] = []
    /// The lesson's translations (`lesson.<lang>.md`), by language.
    public var translations: [LessonTranslationDocument] = []

    public init(name: String, document: LessonDocument?, sources: [SwiftSource], rejected: [CodeRegion], otherModules: [String: [CodeRegion]] = [:]) {
        self.name = name
        self.document = document
        self.sources = sources
        self.rejected = rejected
        self.otherModules = otherModules
    }

    public var regions: [CodeRegion] { sources.flatMap(\.regions) }

    /// Every stale or missing translation of the lesson and its exercises, as warnings at the
    /// translations' lines. A language with a lesson translation but no exercise translation is
    /// reported too: a learner reading in it would meet the exercise in English.
    public func translationWarnings() -> [Diagnostic] {
        guard let document else { return [] }
        var warnings = translations.flatMap { $0.staleness(against: document) }
        for exercise in exercises {
            warnings += exercise.translations.flatMap { $0.staleness(against: exercise) }
            for translation in translations where !exercise.translations.contains(where: { $0.language == translation.language }) {
                warnings.append(Diagnostic(exercise.folder + "/exercise.md", 1, "exercise '\(exercise.id)' has no \(translation.language) translation (exercise.\(translation.language).md): it is shown in English", severity: .warning))
            }
        }
        return warnings
    }
    public var actions: [StepAction] { sources.flatMap(\.actions) }

    /// The lesson class: the one `class X: Lesson` in the sources.
    public var lessonClass: String? { sources.lazy.compactMap { $0.lessonClass?.name }.first }

    /// A resolved `Code:` entry.
    public enum Reference: Equatable, Sendable {
        case local(CodeRegion)
        case other(module: String, CodeRegion)

        public var region: CodeRegion {
            switch self {
            case .local(let region), .other(_, let region): region
            }
        }
    }

    /// Every problem between the narrative and the code, or the resolved code of each step.
    public func check() throws(Diagnostics) -> [[Reference]] {
        var problems: [Diagnostic] = []
        let local = regions + rejected
        var byName: [String: CodeRegion] = [:]
        for region in local {
            if let first = byName[swiftIdentifier(region.name)] {
                problems.append(Diagnostic(region.file, region.markerLine, "two snippets are called '\(region.name)' (the other is \(first.file):\(first.markerLine))"))
            } else {
                byName[swiftIdentifier(region.name)] = region
            }
        }
        for source in sources {
            if let line = source.printWithoutLessonKit {
                problems.append(Diagnostic(source.file, line, "this file calls print but does not 'import LessonKit': its output would go to the terminal instead of the step"))
            }
        }
        guard let document else {
            guard problems.isEmpty else { throw Diagnostics(problems) }
            return []
        }
        let classes = sources.flatMap { source in source.lessonClasses.map { (source.file, $0) } }
        if classes.isEmpty {
            problems.append(Diagnostic(document.file, 1, "no Swift file of \(name) declares the lesson: 'final class SomeLesson: Lesson'"))
        }
        for (file, extra) in classes.dropFirst() {
            problems.append(Diagnostic(file, extra.line, "a second lesson class '\(extra.name)' in \(name); a folder holds one lesson"))
        }

        // Step <-> action, one each.
        var actionsByID: [String: StepAction] = [:]
        for action in actions {
            if let first = actionsByID[action.stepID] {
                problems.append(Diagnostic(action.file, action.line, "a second action for step '\(action.stepID)' (the first is \(first.file):\(first.line))"))
            } else {
                actionsByID[action.stepID] = action
            }
        }
        let stepIDs = Set(document.steps.map(\.id))
        for step in document.steps where actionsByID[step.id] == nil {
            var message = "step '\(step.id)' has no action: put '// @step \(step.id)' above 'func ...(_ ctx: LessonContext)' in \(name)'s Swift"
            if let guess = closest(to: step.id, in: actionsByID.keys.filter { !stepIDs.contains($0) }) {
                message += " (is '// @step \(guess)' meant for it?)"
            }
            problems.append(Diagnostic(document.file, step.line, message))
        }
        for action in actions where !stepIDs.contains(action.stepID) {
            var message = "the action '// @step \(action.stepID)' (\(action.file):\(action.line)) has no step: \(document.file) has no heading with {#\(action.stepID)}"
            if let guess = closest(to: action.stepID, in: Array(stepIDs)) { message += " (did you mean '\(guess)'?)" }
            problems.append(Diagnostic(document.file, document.lineCount, message))
        }

        // Code references.
        var shown = Set<String>()
        var resolved: [[Reference]] = []
        for step in document.steps {
            var references: [Reference] = []
            for (entry, line) in step.code {
                let parts = entry.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                if parts.count == 2 {
                    let (module, region) = (parts[0], parts[1])
                    if let found = otherModules[module]?.first(where: { $0.name == region }) {
                        references.append(.other(module: module, found))
                    } else if otherModules[module] == nil {
                        problems.append(Diagnostic(document.file, line, "step '\(step.id)' shows '\(entry)', but \(module) is not a lesson \(name) imports"))
                    } else {
                        problems.append(Diagnostic(document.file, line, "step '\(step.id)' shows '\(entry)', but \(module) has no code region '\(region)'"))
                    }
                    continue
                }
                guard let region = byName[swiftIdentifier(entry)], region.name == entry else {
                    var message = "step '\(step.id)' shows '\(entry)', which is no code region of \(name) (marked '// @snippet \(entry)' ... '// @end \(entry)') and no file under Rejected/"
                    if let guess = closest(to: entry, in: local.map(\.name)) { message += " (did you mean '\(guess)'?)" }
                    problems.append(Diagnostic(document.file, line, message))
                    continue
                }
                shown.insert(region.name)
                references.append(.local(region))
            }
            resolved.append(references)
        }
        for region in local where !shown.contains(region.name) {
            problems.append(Diagnostic(region.file, region.markerLine,
                "the code region '\(region.name)' is never shown: name it on a step's 'Code:' line in \(document.file), or remove its markers"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return resolved
    }
}

/// The closest of `candidates` to `word` by edit distance, if close enough to be a likely typo.
func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...b.count {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}

extension LessonModule {
    /// Every module the lesson's sources import, each once, in the order first met.
    public var imports: [String] {
        var seen = Set<String>()
        return sources.flatMap(\.imports).filter { seen.insert($0).inserted }
    }
}
