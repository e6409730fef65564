/// How a step looks: heading, narrative, code, then what the code printed.
///
///     ── di 2/12 · OrdersProvider and OrdersVM
///     narrative, wrapped to 78 columns (or a narrower terminal's width)
///
///     ── Lessons/DependencyInjection/Orders.swift:10-24
///         final class OrdersProvider: ISingleton { ...
///     ── output
///         Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
enum StepRenderer {
    static func header(lesson id: String, number: Int, of count: Int, step: Step) -> StyledText {
        var text = StyledText()
        let title = "── \(id) \(number)/\(count) · \(step.title)" + (step.deeper ? " " + Words.deeperMark : "")
        text.line(title, .heading)
        text.title = title
        return text
    }

    /// The narrative and the code, without running anything.
    static func body(_ step: Step) -> StyledText {
        var text = StyledText()
        if let notice = step.notice { text.prose(notice, .dim) }
        text.prose(step.text)
        if let tryIt = step.tryIt {
            text.line()
            // `Try it: ...` on one line, or `Try it:` over a list of suggestions.
            text.prose(Words.tryIt + (tryIt.hasPrefix("\n") ? "" : " ") + tryIt)
        }
        for snippet in step.code {
            text.line()
            text.append(code(snippet))
        }
        return text
    }

    /// One snippet: where it comes from, then the code (and for refused code, the compiler's message).
    static func code(_ snippet: Snippet) -> StyledText {
        var text = StyledText()
        if let message = snippet.compilerMessage {
            text.line("── \(Words.doesNotCompile): \(snippet.file)", .dim)
            for line in TextLayout.indent(snippet.text) { text.line(line, .code) }
            guard let app = snippet.appTargetMessage else {
                text.line("── \(Words.compilerSays)", .dim)
                text.message(message, .error, indent: "    ")
                return text
            }
            text.line("── \(Words.compilerSaysInPackage)", .dim)
            text.message(message, .error, indent: "    ")
            if app.isEmpty {
                text.line("── \(Words.appTargetCompiles)", .dim)
            } else {
                text.line("── \(Words.appTargetSays)", .dim)
                text.message(app, .error, indent: "    ")
            }
        } else {
            text.line("── \(snippet.file):\(snippet.lines.lowerBound)-\(snippet.lines.upperBound)", .dim)
            for line in TextLayout.indent(snippet.text) { text.line(line, .code) }
        }
        return text
    }

    static func output(_ output: String) -> StyledText {
        var text = StyledText()
        text.line()
        text.line("── \(Words.output)", .dim)
        if output.isEmpty {
            text.line("    \(Words.nothingPrinted)", .dim)
        } else {
            text.output(output, indent: "    ", trimmingBlankEnd: true)
        }
        return text
    }
}
