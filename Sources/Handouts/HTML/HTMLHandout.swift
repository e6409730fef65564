/// A handout as one self-contained HTML file: the stylesheet inlined, no script, nothing loaded
/// from the network (its Content-Security-Policy forbids it), readable on a phone and printable.
/// Every step, then the exercises: task, starter file, hints folded away, and solutions only in
/// the teacher's copy (``Handout/includesSolutions``).
public enum HTMLHandout {
    /// The handout's file name in an exported folder, as ``index(_:)`` links to it: `1-di.html`
    /// (numbered, so that a folder lists the lessons in teaching order, as the Markdown handouts do).
    public static func fileName(for handout: Handout) -> String {
        "\(handout.number)-\(handout.lesson).html"
    }

    /// The index's file name in an exported folder (`--all`).
    public static let indexFileName = "index.html"

    public static func render(_ handout: Handout) -> String {
        var body = "<header class=\"lesson-head\">\n"
        body += "<p class=\"kicker\">Lesson \(handout.number) · \(HTML.escape(handout.lesson))</p>\n"
        body += "<h1>\(HTML.escape(handout.title))</h1>\n"
        body += "<p>\(LessonMarkdown.inline(handout.summary))</p>\n"
        if !handout.source.isEmpty { body += "<p class=\"muted\">After \(HTML.escape(handout.source)).</p>\n" }
        if handout.includesSolutions { body += "<p class=\"muted\"><strong>Teacher’s copy:</strong> with the exercises’ solutions.</p>\n" }
        body += "</header>\n"
        body += contents(handout)
        for step in handout.steps { body += StepHTML.section(step) }
        if !handout.exercises.isEmpty {
            body += "<section class=\"exercises\" id=\"exercises\">\n<h2>Exercises</h2>\n"
            body += "<p class=\"muted\">In the playground: <code>open \(HTML.escape(handout.lesson))</code>, then "
                + "<code>exercise 1</code>; <code>check</code> runs the checks on your file, <code>hint</code> gives the next hint.</p>\n"
            for exercise in handout.exercises { body += self.exercise(exercise) }
            body += "</section>\n"
        }
        let id = HTML.escape(handout.lesson)
        body += "<footer class=\"muted\"><p>Made by MVVM Playground from lesson <code>\(id)</code>: "
            + "<code>playground run \(id)</code> prints the same steps.</p></footer>\n"
        return document(
            title: "Lesson \(handout.number) · \(handout.title)", toolbar: "MVVM Playground · handout · lesson \(handout.number)", body: body
        )
    }

    /// The page an `--all` export opens with: every lesson, linked to its file (``fileName(for:)``).
    public static func index(_ handouts: [Handout]) -> String {
        var body = "<header class=\"lesson-head\">\n<p class=\"kicker\">MVVM Playground</p>\n<h1>Handouts</h1>\n"
        body += "<p>Every lesson, step by step: its text, the code it runs and what that code prints; then its exercises.</p>\n"
        if handouts.contains(where: \.includesSolutions) {
            body += "<p class=\"muted\"><strong>Teacher’s copy:</strong> with the exercises’ solutions.</p>\n"
        }
        body += "</header>\n<ul class=\"lessons\">\n"
        for handout in handouts {
            let exercises = handout.exercises.count
            body += "<li><a href=\"\(HTML.escape(fileName(for: handout)))\">\(handout.number). \(HTML.escape(handout.title))</a>"
            body += " <span class=\"muted\">(\(HTML.escape(handout.lesson)) · \(plural(handout.steps.count, "step"))"
            body += exercises > 0 ? ", \(plural(exercises, "exercise")))</span>" : ")</span>"
            body += "<br>\(LessonMarkdown.inline(handout.summary))</li>\n"
        }
        body += "</ul>\n"
        return document(title: "MVVM Playground · Handouts", toolbar: "MVVM Playground · handouts", body: body)
    }

    static func contents(_ handout: Handout) -> String {
        var html = "<nav class=\"contents\" aria-label=\"Steps\">\n<h2>Steps</h2>\n<ol>\n"
        for step in handout.steps {
            html += "<li><a href=\"#step-\(step.number)\">\(HTML.escape(step.title))</a></li>\n"
        }
        html += "</ol>\n"
        if !handout.exercises.isEmpty {
            html += "<p><a href=\"#exercises\">Exercises</a>: \(handout.exercises.map { HTML.escape($0.title) }.joined(separator: "; "))</p>\n"
        }
        return html + "</nav>\n"
    }

    static func exercise(_ exercise: ExerciseRecord) -> String {
        var html = "<section class=\"exercise\" id=\"exercise-\(exercise.number)\">\n"
        html += "<h3>Exercise \(exercise.number) · \(HTML.escape(exercise.title))</h3>\n"
        html += "<div class=\"prose\">\n" + LessonMarkdown.html(exercise.task) + "</div>\n"
        html += "<figure class=\"code\"><figcaption>Starter: \(HTML.escape(exercise.fileName))</figcaption><pre><code class=\"swift\">"
            + SwiftHighlighter.html(exercise.starter) + "</code></pre></figure>\n"
        for (index, hint) in exercise.hints.enumerated() {
            html += "<details class=\"hint\"><summary>Hint \(index + 1)</summary>\n" + LessonMarkdown.html(hint) + "</details>\n"
        }
        if let solution = exercise.solution {
            html += "<figure class=\"code solution\"><figcaption>Solution: \(HTML.escape(exercise.fileName))</figcaption><pre><code class=\"swift\">"
                + SwiftHighlighter.html(solution) + "</code></pre></figure>\n"
        }
        return html + "</section>\n"
    }

    /// A whole page around `body`: the stylesheet, the theme toggle (a checkbox, no script).
    static func document(title: String, toolbar: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <title>\(HTML.escape(title))</title>
        <style>
        \(Stylesheet.css)
        </style>
        </head>
        <body class="handout">
        <input type="checkbox" id="theme-flip" class="visually-hidden no-print" aria-label="Light or dark theme">
        <div class="toolbar">
        <span class="grow">\(HTML.escape(toolbar))</span>
        <label for="theme-flip" class="theme-toggle" aria-hidden="true">◐<span class="label"> Light / dark</span></label>
        </div>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
