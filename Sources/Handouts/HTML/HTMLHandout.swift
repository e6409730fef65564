import PlaygroundKit

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

    /// The handout's page, in its language (``Handout/language``: the words and `<html lang>`).
    public static func render(_ handout: Handout) -> String {
        Words.$language.withValue(handout.language) { rendered(handout) }
    }

    private static func rendered(_ handout: Handout) -> String {
        var body = "<header class=\"lesson-head\">\n"
        body += "<p class=\"kicker\">\(Words.lesson) \(handout.number) · \(HTML.escape(handout.lesson))</p>\n"
        body += "<h1>\(HTML.escape(handout.title))</h1>\n"
        body += "<p>\(LessonMarkdown.inline(handout.summary))</p>\n"
        if !handout.source.isEmpty {
            // The address as text to copy, not a link: a handout refers to nothing outside itself.
            let link = handout.link.map { " · <span class=\"address\">\(HTML.escape($0))</span>" } ?? ""
            body += "<p class=\"muted\">\(Words.after(HTML.escape(handout.source)))\(link)</p>\n"
        }
        if handout.includesSolutions { body += teachersCopy }
        body += "</header>\n"
        body += contents(handout)
        for step in handout.steps { body += StepHTML.section(step) }
        if !handout.exercises.isEmpty {
            body += "<section class=\"exercises\" id=\"exercises\">\n<h2>\(Words.exercisesWord)</h2>\n"
            body += "<p class=\"muted\">" + Words.inThePlaygroundHTML(
                open: "<code>open \(HTML.escape(handout.lesson))</code>", exercise: "<code>exercise 1</code>", check: "<code>check</code>", hint: "<code>hint</code>"
            ) + "</p>\n"
            for exercise in handout.exercises { body += self.exercise(exercise) }
            body += "</section>\n"
        }
        let id = HTML.escape(handout.lesson)
        body += "<footer class=\"muted\"><p>"
            + Words.madeFrom(lesson: "<code>\(id)</code>", run: "<code>\(HTML.escape(Words.runCommand(handout.lesson)))</code>") + "</p></footer>\n"
        return document(
            title: "\(Words.lesson) \(handout.number) · \(handout.title)",
            toolbar: "MVVM Playground · \(Words.handoutWord) · \(Words.lessonLower) \(handout.number)", body: body
        )
    }

    /// The page an `--all` export opens with: every lesson, linked to its file (``fileName(for:)``).
    /// In the handouts' language (one language per export).
    public static func index(_ handouts: [Handout]) -> String {
        Words.$language.withValue(handouts.first?.language ?? .en) { indexPage(handouts) }
    }

    private static func indexPage(_ handouts: [Handout]) -> String {
        var body = "<header class=\"lesson-head\">\n<p class=\"kicker\">MVVM Playground</p>\n<h1>\(Words.handoutsTitle)</h1>\n"
        body += "<p>\(Words.everyLessonStepByStep)</p>\n"
        if handouts.contains(where: \.includesSolutions) { body += teachersCopy }
        body += "</header>\n<ul class=\"lessons\">\n"
        for handout in handouts {
            let exercises = handout.exercises.count
            body += "<li><a href=\"\(HTML.escape(fileName(for: handout)))\">\(handout.number). \(HTML.escape(handout.title))</a>"
            body += " <span class=\"muted\">(\(HTML.escape(handout.lesson)) · \(Words.stepCount(handout.steps.count))"
            body += exercises > 0 ? ", \(Words.exerciseCount(exercises)))</span>" : ")</span>"
            body += "<br>\(LessonMarkdown.inline(handout.summary))</li>\n"
        }
        body += "</ul>\n"
        return document(title: "MVVM Playground · \(Words.handoutsTitle)", toolbar: "MVVM Playground · \(Words.handoutsLower)", body: body)
    }

    static var teachersCopy: String {
        "<p class=\"muted\"><strong>\(Words.teachersCopyHTML)</strong> \(Words.withSolutions)</p>\n"
    }

    static func contents(_ handout: Handout) -> String {
        var html = "<nav class=\"contents\" aria-label=\"\(Words.stepsWord)\">\n<h2>\(Words.stepsWord)</h2>\n<ol>\n"
        for step in handout.steps {
            html += "<li><a href=\"#step-\(step.number)\">\(HTML.escape(step.title))</a></li>\n"
        }
        html += "</ol>\n"
        if !handout.exercises.isEmpty {
            html += "<p><a href=\"#exercises\">\(Words.exercisesWord)</a>: \(handout.exercises.map { HTML.escape($0.title) }.joined(separator: "; "))</p>\n"
        }
        return html + "</nav>\n"
    }

    static func exercise(_ exercise: ExerciseRecord) -> String {
        var html = "<section class=\"exercise\" id=\"exercise-\(exercise.number)\">\n"
        html += "<h3>\(Words.exerciseWord) \(exercise.number) · \(HTML.escape(exercise.title))</h3>\n"
        html += "<div class=\"prose\">\n" + LessonMarkdown.html(exercise.task) + "</div>\n"
        html += "<figure class=\"code\"><figcaption>\(Words.starterWord): \(HTML.escape(exercise.fileName))</figcaption><pre><code class=\"swift\">"
            + SwiftHighlighter.html(exercise.starter) + "</code></pre></figure>\n"
        for (index, hint) in exercise.hints.enumerated() {
            html += "<details class=\"hint\"><summary>\(Words.hintWord) \(index + 1)</summary>\n" + LessonMarkdown.html(hint) + "</details>\n"
        }
        if let solution = exercise.solution {
            html += "<figure class=\"code solution\"><figcaption>\(Words.solutionWord): \(HTML.escape(exercise.fileName))</figcaption><pre><code class=\"swift\">"
                + SwiftHighlighter.html(solution) + "</code></pre></figure>\n"
        }
        return html + "</section>\n"
    }

    /// A whole page around `body`: the stylesheet, the theme toggle (a checkbox, no script).
    static func document(title: String, toolbar: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="\(Words.language.rawValue)">
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
        <input type="checkbox" id="theme-flip" class="visually-hidden no-print" aria-label="\(Words.lightOrDark)">
        <div class="toolbar">
        <span class="grow">\(HTML.escape(toolbar))</span>
        <label for="theme-flip" class="theme-toggle" aria-hidden="true">◐<span class="label"> \(Words.lightSlashDark)</span></label>
        </div>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }
}
