import PlaygroundKit

/// One lesson as a DocC tutorial (`@Tutorial`): the lesson's title and summary as its `@Intro`,
/// its steps in `@Section`s (``DocCMarkup/sections(_:)``), then a section for the exercises.
///
/// DocC's `@Step` takes one paragraph and a caption, so a step's text (paragraphs, lists, blocks)
/// goes between the steps, under a heading with the step's number and title; then comes a `@Step`
/// per piece of code the step shows (the first one named after the step), each its own resource
/// file holding exactly the region of the lesson's source; then what the step printed (a text
/// file) and drew (an SVG per figure). A step that shows no code is still one `@Step`.
enum DocCTutorial {
    /// The tutorial's page name: `1-di` (its file is `1-di.tutorial`, its page `tutorials/…/1-di`).
    static func name(for handout: Handout) -> String {
        "\(handout.number)-\(handout.lesson)"
    }

    /// The tutorial file's text and its resource files (names unique in the catalog, prefixed
    /// with ``name(for:)``).
    static func render(_ handout: Handout) -> (text: String, resources: [(name: String, contents: String)]) {
        var writer = Writer(prefix: name(for: handout))
        var body = DocCMarkup.directive("@Intro(title: \(DocCMarkup.argument("\(Words.lesson) \(handout.number): \(handout.title)")))", intro(handout))
        for steps in DocCMarkup.sections(handout.steps) {
            body += writer.section(steps)
        }
        if !handout.exercises.isEmpty { body += writer.exercises(handout) }
        let minutes = handout.steps.count * 2 + handout.exercises.count * 10
        let text = DocCMarkup.directive("@Tutorial(time: \(max(minutes, 5)))", body).joined(separator: "\n") + "\n"
        return (text, writer.resources)
    }

    static func intro(_ handout: Handout) -> [String] {
        var blocks = MarkdownHandout.prose(handout.summary)
        blocks.append("\(Words.source): " + MarkdownHandout.inline(handout.source) + (handout.link.map { " · " + MarkdownHandout.codeSpan($0) } ?? ""))
        var about = Words.everyStepWasRun(handout.lesson)
        if handout.includesSolutions { about += Words.teachersCopyMarkdown }
        blocks.append("*" + about + "*")
        return DocCMarkup.lines(blocks)
    }

    /// Collects the resource files while the sections are written.
    struct Writer {
        let prefix: String
        var resources: [(name: String, contents: String)] = []

        mutating func add(_ name: String, _ contents: String) -> String {
            let file = "\(prefix)-\(name)"
            resources.append((file, contents))
            return file
        }

        mutating func section(_ steps: [StepRecord]) -> [String] {
            let first = steps.first?.number ?? 1, last = steps.last?.number ?? 1
            let contents = [Words.stepsRange(first, last) + ":"] + steps.map { "\($0.number). " + MarkdownHandout.inline($0.title) }
            var inside = DocCMarkup.directive("@ContentAndMedia", DocCMarkup.lines([contents[0], contents.dropFirst().joined(separator: "\n")]))
            var list: [String] = []
            for step in steps { list += self.step(step) }
            inside += DocCMarkup.directive("@Steps", list)
            return DocCMarkup.directive("@Section(title: \(DocCMarkup.argument(steps.first?.title ?? "")))", inside)
        }

        /// A `@Step` around one paragraph, a caption and its code or image (any may be empty).
        static func card(_ paragraph: String, caption: String? = nil, media: String?) -> [String] {
            var body = DocCMarkup.lines([paragraph] + (caption.map { [$0] } ?? []))
            if let media { body.append(media) }
            return DocCMarkup.directive("@Step", body)
        }

        static func code(name: String, file: String, reset: Bool) -> String {
            "@Code(name: \(DocCMarkup.argument(name)), file: \(DocCMarkup.argument(file))\(reset ? ", reset: true" : ""))"
        }

        mutating func step(_ step: StepRecord) -> [String] {
            let number = step.number < 10 ? "0\(step.number)" : "\(step.number)"
            var blocks = ["### \(step.number). " + MarkdownHandout.inline(step.title)] + MarkdownHandout.prose(step.text)
            if let tryIt = step.tryIt, !tryIt.isEmpty {
                blocks.append("**\(Words.tryIt)** " + MarkdownHandout.inline(tryIt.replacingOccurrences(of: "\n", with: " ")))
            }
            var lines = DocCMarkup.lines(blocks) + [""]
            let title = "**\(step.number). " + MarkdownHandout.inline(step.title) + "**"
            let printed = step.output.map { Figure.drawing($0, style: FigureStyle(width: 80, unicode: true)) } ?? ""
            var outputShown = false
            if step.code.isEmpty {
                // The step's one card: its output as its code, when it printed anything.
                let file = printed.isEmpty ? nil : add("\(number)-output.txt", DocCMarkup.file(printed))
                outputShown = file != nil
                lines += Self.card(title, caption: file == nil ? nil : Words.outputOfStep(step.number), media: file.map { Self.code(name: Words.handoutOutput, file: $0, reset: true) })
            }
            for (index, snippet) in step.code.enumerated() {
                let fileName = String(snippet.file.split(separator: "/").last ?? "code.swift")
                let ext = fileName.contains(".") ? String(fileName.split(separator: ".").last ?? "swift") : "swift"
                let file = add("\(number)-\(index + 1).\(ext)", DocCMarkup.file(snippet.text))
                let caption = MarkdownHandout.codeSpan(StepHTML.caption(snippet))
                let refused = snippet.compilerMessage == nil ? "" : " · " + Words.doesNotCompile
                lines += Self.card(index == 0 ? title : caption + refused, caption: index == 0 ? caption + refused : nil, media: Self.code(name: fileName, file: file, reset: true))
                if let message = snippet.compilerMessage {
                    var said = [Words.compilerSaysColon, MarkdownHandout.fence(message, info: "text")]
                    if let app = snippet.appTargetMessage {
                        said = [Words.compilerSaysInPackage.capitalizedFirst + ":", MarkdownHandout.fence(message, info: "text"),
                                (app.isEmpty ? Words.appTargetCompiles : Words.appTargetSays).capitalizedFirst + (app.isEmpty ? "." : ":")]
                        if !app.isEmpty { said.append(MarkdownHandout.fence(app, info: "text")) }
                    }
                    lines += [""] + DocCMarkup.lines(said)
                }
            }
            if !printed.isEmpty, !outputShown {
                let file = add("\(number)-output.txt", DocCMarkup.file(printed))
                lines += Self.card(Words.outputOfStep(step.number), media: Self.code(name: Words.handoutOutput, file: file, reset: true))
            }
            let figures = Figure.pieces(of: step.output ?? "").compactMap { piece -> Figure? in
                if case .figure(let figure) = piece { return figure }
                return nil
            }
            for (index, figure) in figures.enumerated() {
                let file = add("\(number)-figure-\(index + 1).svg", FigureImage.svg(figure))
                let alt = FigureImage.title(figure) ?? Words.pictureOfStep(step.number)
                lines += Self.card(Words.pictureOfStep(step.number), caption: FigureImage.title(figure).map(MarkdownHandout.inline), media: "@Image(source: \(DocCMarkup.argument(file)), alt: \(DocCMarkup.argument(alt)))")
            }
            var after: [String] = []
            if step.output == nil { after.append("*\(Words.shownNotRun)*") } else if printed.isEmpty { after.append("*\(Words.printedNothing)*") }
            if let failure = step.failure { after += ["**\(Words.stepFailed)**", MarkdownHandout.fence(failure, info: "text")] }
            if !after.isEmpty { lines += [""] + DocCMarkup.lines(after) }
            return lines + [""]
        }

        mutating func exercises(_ handout: Handout) -> [String] {
            var inside = DocCMarkup.directive("@ContentAndMedia", DocCMarkup.lines([Words.inThePlaygroundMarkdown(handout.lesson)]))
            var list: [String] = []
            for exercise in handout.exercises {
                var blocks = ["### \(Words.exerciseWord) \(exercise.number): " + MarkdownHandout.inline(exercise.title)]
                blocks += MarkdownHandout.prose(exercise.task)
                list += DocCMarkup.lines(blocks) + [""]
                let starter = add("exercise-\(exercise.number)-starter.swift", DocCMarkup.file(exercise.starter))
                list += Self.card(Words.starterOf(exercise.number), caption: MarkdownHandout.codeSpan(exercise.fileName), media: Self.code(name: exercise.fileName, file: starter, reset: true))
                var hints: [String] = []
                for (index, hint) in exercise.hints.enumerated() {
                    hints.append("**\(Words.hintOf(index + 1, exercise.hints.count))**")
                    hints += MarkdownHandout.prose(hint)
                }
                if !hints.isEmpty { list += [""] + DocCMarkup.lines(hints) }
                if let solution = exercise.solution {
                    let file = add("exercise-\(exercise.number)-solution.swift", DocCMarkup.file(solution))
                    // Not reset: DocC marks the lines that differ from the starter file.
                    list += Self.card(Words.solutionOf(exercise.number), caption: MarkdownHandout.codeSpan(exercise.fileName), media: Self.code(name: exercise.fileName, file: file, reset: false))
                }
                list.append("")
            }
            inside += DocCMarkup.directive("@Steps", list)
            return DocCMarkup.directive("@Section(title: \(DocCMarkup.argument(Words.exercisesWord)))", inside)
        }
    }
}
