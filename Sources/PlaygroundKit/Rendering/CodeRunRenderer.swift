/// How learner code's run reads: its output, then what went wrong at which of the learner's lines.
///
///     cell 3:1:7: error: cannot find 'foo' in scope
///     print(foo)
///           ^~~
enum CodeRunRenderer {
    /// At most this many lines of a run's output are shown.
    static let shownLines = 400

    static func render(_ run: CodeRun, emptyOutput: String? = nil) -> StyledText {
        var text = StyledText()
        appendOutput(run, to: &text, emptyOutput: run.ending == .finished ? emptyOutput : nil)
        switch run.ending {
        case .finished, .unavailable:
            break
        case .compileErrors(let diagnostics):
            for diagnostic in diagnostics {
                let place = diagnostic.location.map { "\($0): " } ?? ""
                text.line(place + diagnostic.severity + ": " + diagnostic.message, diagnostic.severity == "error" ? .error : .plain)
                text.excerpt(diagnostic.excerpt, indent: "    ")
            }
        case .crashed(let message, let location):
            text.line((location.map { "\($0): " } ?? "") + message, .error)
        case .threw(let error, let location):
            text.line((location.map { "\($0): " } ?? "") + Words.pick("error thrown: ", "выброшена ошибка: ", "error dilempar: ") + error, .error)
            text.prose(Words.pick(
                "nothing caught it: wrap the call in 'do { try … } catch { print(error) }', or write 'try?' to get nil instead",
                "её никто не поймал: оберните вызов в 'do { try … } catch { print(error) }' или напишите 'try?', чтобы получить nil",
                "tidak ada yang menangkapnya: bungkus panggilannya dengan 'do { try … } catch { print(error) }', atau tulis 'try?' agar hasilnya nil"), .dim)
        case .exited:
            break  // the failure line says it
        case .timedOut(let seconds):
            let shown = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
            text.line(Words.pick("stopped after \(shown) s, the time limit (an endless loop?)", "остановлено через \(shown) с, по лимиту времени (бесконечный цикл?)",
                                 "dihentikan setelah \(shown) dtk, batas waktunya (perulangan tanpa akhir?)"), .warning)
        case .interrupted:
            // On its own line: the terminal has echoed "^C" where the cursor was.
            text.line()
            text.line(Words.pick("stopped: Ctrl-C", "остановлено: Ctrl-C", "dihentikan: Ctrl-C"), .warning)
        }
        return text
    }

    /// The run's output, at most ``shownLines`` lines, saying how much more there was.
    static func appendOutput(_ run: CodeRun, to text: inout StyledText, emptyOutput: String?) {
        // What the code drew (a lesson command's picture) is drawn; only text lines count.
        var lines: [OutputPiece] = []
        let pieces = Figure.pieces(of: run.output)
        for (index, piece) in pieces.enumerated() {
            guard case .text(let chunk) = piece else { lines.append(piece); continue }
            let last = index == pieces.count - 1
            lines += chunk.lines.dropLast(!last && chunk.hasSuffix("\n") ? 1 : 0).map { .text(String($0)) }
        }
        if lines.last == .text("") { lines.removeLast() }
        if lines.isEmpty {
            if let emptyOutput { text.line(emptyOutput, .dim) }
        } else {
            var shown = 0
            for line in lines {
                switch line {
                case .text(let line):
                    if shown < shownLines { text.line(line.escapingControlCharacters, .output) }
                    shown += 1
                case .figure(let figure):
                    if shown < shownLines { text.figure(figure) }
                }
            }
            lines = lines.filter { if case .text = $0 { true } else { false } }
        }
        var more: [String] = []
        // Lines past the shown ones: those kept and not shown, and those in the bytes not kept.
        let hidden = max(0, lines.count - shownLines) + run.discardedLines
        let bytes = run.discardedBytes
        if hidden > 0 { more.append(Words.pick("\(hidden) more lines", "ещё строк: \(hidden)", "\(hidden) baris lagi")) }
        if bytes > 0 {
            more.append(run.discardedLines > 0
                ? Words.pick("(\(bytes) bytes of them the playground did not keep)", "(из них \(bytes) байт песочница не сохранила)",
                             "(\(bytes) byte di antaranya tidak disimpan playground)")
                : Words.pick("\(bytes) more bytes the playground did not keep", "ещё \(bytes) байт, которые песочница не сохранила",
                             "\(bytes) byte lagi yang tidak disimpan playground"))
        }
        let and = run.discardedLines > 0 ? " " : Words.pick(" and ", " и ", " dan ")
        if !more.isEmpty { text.line(Words.pick("… output cut: ", "… вывод обрезан: ", "… keluaran dipotong: ") + more.joined(separator: and), .warning) }
    }

    /// The error line for a run that did not finish.
    /// `what` is `the cell`, `cell 3` or a file's name. The words are the English the error keeps
    /// and, for the screen, the language's (``Words/error(_:_:_:)``).
    static func failure(_ ending: CodeRun.Ending, what: String) -> String {
        let number = what.hasPrefix("cell ") ? String(what.dropFirst(5)) : nil
        let ru = what == "the cell" ? "ячейка" : number.map { "ячейка \($0)" } ?? "ячейка из \(what)"
        let id = what == "the cell" ? "sel ini" : number.map { "sel \($0)" } ?? "sel dari \(what)"
        return switch ending {
        case .finished: Words.error("\(what) ran", "\(ru) выполнена", "\(id) berjalan")
        case .compileErrors: Words.error("\(what) did not compile, so nothing ran; the lesson is as it was",
                                         "\(ru) не скомпилировалась, поэтому ничего не запущено; урок остался как был",
                                         "\(id) tidak bisa dikompilasi, jadi tidak ada yang dijalankan; pelajaran tetap seperti semula")
        case .crashed: Words.error("\(what) crashed, so it was not kept", "\(ru) упала, поэтому не сохранена",
                                   "\(id) crash, jadi tidak disimpan")
        case .threw: Words.error("\(what) threw an error that nothing caught, so it was not kept",
                                 "\(ru) выбросила ошибку, которую никто не поймал, поэтому не сохранена",
                                 "\(id) melempar error yang tidak ditangkap, jadi tidak disimpan")
        case .exited(let status): Words.error("\(what) called exit(\(status)), which ends the program, so it was not kept",
                                              "\(ru) вызвала exit(\(status)), что завершает программу, поэтому не сохранена",
                                              "\(id) memanggil exit(\(status)) yang mengakhiri program, jadi tidak disimpan")
        case .timedOut: Words.error("\(what) was stopped at the time limit and not kept (PLAYGROUND_CELL_TIME_LIMIT sets it, in seconds)",
                                    "\(ru) остановлена по лимиту времени и не сохранена (лимит в секундах задаёт PLAYGROUND_CELL_TIME_LIMIT)",
                                    "\(id) dihentikan karena batas waktu dan tidak disimpan (PLAYGROUND_CELL_TIME_LIMIT mengaturnya, dalam detik)")
        case .interrupted: Words.error("\(what) was interrupted and not kept", "\(ru) прервана и не сохранена", "\(id) dihentikan dan tidak disimpan")
        case .unavailable(let reason): reason
        }
    }

    /// A check run: one line per check, then how the run ended when it did not finish.
    static func render(_ report: CheckReport, exercise: Exercise) -> StyledText {
        var text = StyledText()
        if case .compileErrors = report.run.ending {
            text.line(Words.doesNotCompileHeading(exercise.fileName), .warning)
            text.append(render(report.run))
            return text
        }
        for result in report.results {
            switch result.status {
            case .passed: text.line("  ✓ " + result.name, .output)
            case .failed:
                text.line("  ✗ " + result.name, .error)
                if let message = result.message { text.line("      " + message) }
            case .crashed:
                text.line("  ✗ " + result.name + " " + Words.pick("(crashed)", "(упала)", "(crash)"), .error)
            case .notRun:
                text.line("  · " + result.name + " " + Words.pick("(not run)", "(не запускалась)", "(tidak dijalankan)"), .dim)
            }
        }
        var run = report.run
        if !run.output.isEmpty {
            text.line(Words.yourCodePrinted, .dim)
            appendOutput(run, to: &text, emptyOutput: nil)
        }
        run.output = ""
        run.discardedBytes = 0
        if run.ending != .finished { text.append(render(run)) }
        return text
    }
}
