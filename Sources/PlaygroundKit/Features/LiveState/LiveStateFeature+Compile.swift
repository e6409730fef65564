/// `compile`: a refused snippet through the installed compiler, compared with the lesson's message.
extension LiveStateFeature {

    /// Every snippet of `lesson` that the compiler refuses, in step order, once each.
    func rejectedSnippets(of lesson: OpenLesson) -> [Snippet] {
        var seen = Set<String>()
        return lesson.steps.flatMap(\.code).filter { $0.isRejected && seen.insert($0.name).inserted }
    }

    func compile(_ lesson: OpenLesson, _ name: String?, setting: SwiftcInvocation.Setting = .package) -> CommandOutcome {
        let all = rejectedSnippets(of: lesson)
        guard !all.isEmpty else { return .failure(.noRefusedSnippets(lesson: lesson.type.id)) }
        let snippet: Snippet
        if let name {
            guard let match = all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let names = all.map(\.name)
                return .failure(.noSuchSnippet(name, suggestion: Suggestions.closest(to: name, in: names), names: names))
            }
            snippet = match
        } else {
            let here = lesson.position > 0 ? lesson.steps[lesson.position - 1].code.filter(\.isRejected) : []
            guard here.count == 1 else {
                return CommandOutcome(.snippetChoices((here.isEmpty ? all : here).map(\.name), inThisStep: !here.isEmpty))
            }
            snippet = here[0]
        }
        guard let compiler = environment.compiler else { return .failure(.compilerUnavailable(reason: nil)) }
        switch compiler.typecheck(snippet, setting: setting) {
        case .failure(let unavailable): return .failure(.compilerUnavailable(reason: unavailable.reason))
        case .success(let run): return Self.outcome(of: run, on: snippet, setting: setting)
        }
    }

    /// What the compiler's run says about `snippet`: its diagnostics and anything else it printed,
    /// then either how it ended without a verdict, or how its verdict compares with the lesson's.
    static func outcome(of run: CompilerRun, on snippet: Snippet, setting: SwiftcInvocation.Setting = .package) -> CommandOutcome {
        // Output cut at the cap ends in part of a line: left out.
        var output = Substring(run.output)
        if run.discardedBytes > 0, !output.hasSuffix("\n") { output = output[..<(output.lastIndex(of: "\n") ?? output.startIndex)] }
        let reading = CompilerDiagnostics.read(String(output))
        var report = CommandOutcome.CompileReport(
            commandLine: SwiftcInvocation.typecheck(snippet: snippet, setting: setting).commandLine,
            compilerVersion: run.compilerVersion,
            diagnostics: CompilerDiagnostics.excerpt(reading.diagnostics, maxLines: 50, maxLength: 1000),
            otherLines: CompilerDiagnostics.excerpt(reading.otherLines),
            discardedBytes: run.discardedBytes
        )
        let status: Int32
        switch run.ending {
        case .timedOut(let limit): return CommandOutcome(.compiled(report), error: .compilerFailed(.timedOut(limit: limit)))
        case .interrupted: return CommandOutcome(.compiled(report), error: .compilerFailed(.interrupted))
        case .crashed(let signal): return CommandOutcome(.compiled(report), error: .compilerFailed(.crashed(signal: signal)))
        case .exited(let code): status = code
        }
        if status != 0, !reading.diagnostics.contains(where: { $0.hasPrefix("error: ") }) {
            return CommandOutcome(.compiled(report), error: .compilerFailed(.failedSilently(status: status)))
        }
        let message = setting == .appTarget ? snippet.appTargetMessage ?? snippet.compilerMessage : snippet.compilerMessage
        let kept = (message ?? "").split(separator: "\n").map(String.init)
        let recorded = CompilerDiagnostics.recordedVersion
        if message == "" {
            // The lesson says an app target compiles it.
            let kind: CommandOutcome.Verdict.Kind = status == 0 ? .compilesAsKept : .refusedNow
            report.verdict = CommandOutcome.Verdict(kind: kind, kept: [], recordedVersion: recorded)
            return CommandOutcome(.compiled(report))
        }
        let kind: CommandOutcome.Verdict.Kind
        switch CompilerDiagnostics.compare(kept: kept, diagnostics: reading.diagnostics, refused: status != 0, compilerVersion: run.compilerVersion) {
        case .same: kind = .same
        case .accepted:
            let installed = run.compilerVersion.flatMap { CompilerDiagnostics.sameVersion($0, recorded) ? nil : $0 }
            kind = .accepted(newVersion: installed)
        case .otherWording(let installed): kind = .otherWording(installed: installed)
        case .changed: kind = .changed
        }
        report.verdict = CommandOutcome.Verdict(kind: kind, kept: kept, recordedVersion: recorded)
        return CommandOutcome(.compiled(report))
    }
}

extension CommandDetails {
    /// What `help compile` adds.
    static let compileDetails = [
        "With no snippet: the one the current step shows, or a list to pick from.",
        "'compile <snippet> app' type-checks it as a new Xcode 26 app target does: every declaration "
            + "on the main actor unless marked (-default-isolation MainActor) and approachable concurrency "
            + "(NonisolatedNonsendingByDefault, InferIsolatedConformances). A step shows both answers "
            + "where the two settings differ.",
    ]
}
