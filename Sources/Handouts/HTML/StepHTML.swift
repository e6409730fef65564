import PlaygroundKit

/// A step as HTML, the same in a handout and on the live page: its number and title, text, code
/// (highlighted, under its file and lines; refused code with the compiler's message), the "try it"
/// line, and what it printed or why it failed. Every string from the lesson is escaped. Its own
/// words are in ``Words/language`` (bound by the handout or the live page around it).
public enum StepHTML {
    /// The whole step in a `<section class="step" id="step-N">`.
    public static func section(_ record: StepRecord) -> String {
        "<section class=\"step\" id=\"step-\(record.number)\">\n"
            + "<p class=\"step-no\">\(Words.stepOf(record.number, record.count))</p>\n"
            + "<h2>\(HTML.escape(record.title))</h2>\n"
            + body(record)
            + "</section>\n"
    }

    /// Everything under the step's title.
    public static func body(_ record: StepRecord) -> String {
        var html = "<div class=\"prose\">\n" + LessonMarkdown.html(record.text) + "</div>\n"
        for snippet in record.code { html += code(snippet) }
        if let output = record.output {
            if output.isEmpty {
                html += "<p class=\"note\">\(Words.printedNothing)</p>\n"
            } else {
                html += "<section class=\"output\"><h3>\(Words.handoutOutput)</h3>" + outputHTML(output) + "</section>\n"
            }
        } else {
            html += "<p class=\"note\">\(Words.shownNotRun)</p>\n"
        }
        if let failure = record.failure {
            html += "<p class=\"failure\"><strong>\(Words.stepFailed)</strong> \(HTML.escape(failure))</p>\n"
        }
        if let tryIt = record.tryIt, !tryIt.isEmpty {
            html += "<p class=\"try\"><strong>\(Words.tryIt)</strong> \(LessonMarkdown.inline(tryIt))</p>\n"
        }
        return html
    }

    /// What a step printed: text in `<pre>` blocks, the pictures it drew as SVG between them.
    static func outputHTML(_ output: String) -> String {
        Figure.pieces(of: output).map { piece in
            switch piece {
            case .text(let text):
                let shown = text.hasSuffix("\n") ? String(text.dropLast()) : text
                return shown.isEmpty ? "" : "<pre class=\"out\"><samp>" + HTML.escape(shown) + "</samp></pre>"
            case .figure(let figure):
                return FigureSVG.html(figure)
            }
        }.joined()
    }

    /// A snippet: highlighted code under `file:first–last`; refused code with what the compiler said.
    public static func code(_ snippet: CodeRecord) -> String {
        let refused = snippet.compilerMessage != nil
        var html = "<figure class=\"code\(refused ? " refused" : "")\"><figcaption>\(HTML.escape(caption(snippet)))"
        if refused { html += " · <strong>\(Words.doesNotCompile)</strong>" }
        html += "</figcaption><pre><code class=\"swift\">" + SwiftHighlighter.html(snippet.text) + "</code></pre>"
        if let message = snippet.compilerMessage {
            if let app = snippet.appTargetMessage {
                html += "<p class=\"setting\">" + HTML.escape(Words.compilerSaysInPackage.capitalizedFirst) + ":</p>"
                html += "<pre class=\"compiler\"><samp>" + HTML.escape(message) + "</samp></pre>"
                html += "<p class=\"setting\">" + HTML.escape((app.isEmpty ? Words.appTargetCompiles : Words.appTargetSays).capitalizedFirst) + (app.isEmpty ? "." : ":") + "</p>"
                if !app.isEmpty { html += "<pre class=\"compiler\"><samp>" + HTML.escape(app) + "</samp></pre>" }
            } else {
                html += "<pre class=\"compiler\"><samp>" + HTML.escape(message) + "</samp></pre>"
            }
        }
        return html + "</figure>\n"
    }

    /// `Lessons/Events/Weak.swift:2–29`, or `:7` for one line.
    public static func caption(_ snippet: CodeRecord) -> String {
        snippet.firstLine == snippet.lastLine
            ? "\(snippet.file):\(snippet.firstLine)" : "\(snippet.file):\(snippet.firstLine)–\(snippet.lastLine)"
    }
}
