@testable import LessonFormat
import Testing

/// The Markdown a teacher writes, read into the narrative the renderer shows.
@Suite struct DocumentTests {
    static let frontMatter = """
        ---
        id: hello
        title: A view model that counts
        summary: The smallest lesson,
          in two lines.
        source: the README
        ---

        """

    func parse(_ body: String) throws -> LessonDocument {
        try LessonDocument.parse(Self.frontMatter + body, file: "Lessons/Hello/lesson.md")
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try LessonDocument.parse(text, file: "Lessons/Hello/lesson.md")
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func frontMatterValuesMayGoOnOverIndentedLines() throws {
        let document = try parse("## One {#one}\n\nText.\n")
        #expect(document.id == "hello")
        #expect(document.title == "A view model that counts")
        #expect(document.summary == "The smallest lesson, in two lines.")
        #expect(document.source == "the README")
        #expect(document.keyLines["summary"] == 4)
    }

    @Test func softWrappedProseBecomesOneLinePerParagraph() throws {
        let document = try parse("""
            ## One {#one}

            A paragraph
            written over
            three lines.

            Another one.
            """)
        #expect(document.steps[0].text == "A paragraph written over three lines.\n\nAnother one.")
    }

    @Test func listItemsKeepTheirLinesAndContinueOverIndentedOnes() throws {
        let document = try parse("""
            ## One {#one}

            Rules:
            - first, which goes
              on here
            - second
            """)
        #expect(document.steps[0].text == "Rules:\n- first, which goes on here\n- second")
    }

    @Test func aTrailingBackslashBreaksTheLine() throws {
        let document = try parse("## One {#one}\n\nfirst line \\\nsecond line\n")
        #expect(document.steps[0].text == "first line\nsecond line")
    }

    @Test func fencedBlocksAreVerbatimAndIndentedUnlessTheyAreAlready() throws {
        let document = try parse("""
            ## One {#one}

            Example:

            ```
            let a = 1
                nested
            ```

            ```
              already  indented
            ```
            """)
        #expect(document.steps[0].text == "Example:\n\n    let a = 1\n        nested\n\n  already  indented")
    }

    @Test func codeAndTryItLinesEndAStep() throws {
        let document = try parse("""
            ## One {#one}

            Text.

            Code: counter-vm, `step-one`,
              Rejected-Thing

            Try it: `tap`, then
            `inspect counter`.
            """)
        let step = document.steps[0]
        #expect(step.code.map(\.name) == ["counter-vm", "step-one", "Rejected-Thing"])
        #expect(step.code.map(\.line) == [12, 12, 13])
        #expect(step.tryIt == "`tap`, then `inspect counter`.")
        #expect(step.line == 8)
    }

    @Test func aTryItListKeepsOneLinePerSuggestion() throws {
        let document = try parse("## One {#one}\n\nText.\n\nTry it:\n- `tap`\n- `inspect counter`\n")
        #expect(document.steps[0].tryIt == "\n- `tap`\n- `inspect counter`")
    }

    @Test func stepsKeepTheirOrderIdsAndTitles() throws {
        let document = try parse("## First step {#first}\n\nA.\n\n## Second, with {braces} {#second-2}\n\nB.\n")
        #expect(document.steps.map(\.id) == ["first", "second-2"])
        #expect(document.steps.map(\.title) == ["First step", "Second, with {braces}"])
    }

    // MARK: - What a teacher gets wrong, at the line it is on

    @Test func missingFrontMatterIsReportedOnLineOne() {
        #expect(problems("## One {#one}\n\nText.\n") == [
            "Lessons/Hello/lesson.md:1: error: a lesson starts with front matter: a '---' line, then 'id:', 'title:', 'summary:' and 'source:' lines, then '---'",
        ])
    }

    @Test func aMissingKeyAnUnknownKeyAndAnUnclosedFrontMatterAreEachReported() {
        #expect(problems("---\nid: x\ntitle: T\nsummary: S\n---\n## A {#a}\n\nx\n") == [
            "Lessons/Hello/lesson.md:1: error: the front matter has no 'source:'",
        ])
        #expect(problems("---\nid: x\ntitle: T\nsummary: S\nsource: s\nauthor: me\n---\n## A {#a}\n\nx\n") == [
            "Lessons/Hello/lesson.md:6: error: unknown front matter key 'author'; the keys are id, title, summary, source, link",
        ])
        #expect(problems("---\nid: x\n").first == "Lessons/Hello/lesson.md:1: error: the front matter opened on line 1 is never closed with '---'")
    }

    @Test func aLinkIsOneHTTPSAddressAndADeeperStepIsMarked() throws {
        #expect(problems("---\nid: x\ntitle: T\nsummary: S\nsource: s\nlink: http://a.b\n---\n## A {#a}\n\nx\n") == [
            "Lessons/Hello/lesson.md:6: error: 'link:' is the article's address, one https:// URL without spaces: 'http://a.b'",
        ])
        let text = "---\nid: x\ntitle: T\nsummary: S\nsource: s\nlink: https://a.b/c?q=d\n---\n## A {#a}\n\nx\n\n## B {#b .deeper}\n\ny\n"
        let document = try LessonDocument.parse(text, file: "Lessons/Hello/lesson.md")
        #expect(document.link == "https://a.b/c?q=d")
        #expect(document.steps.map(\.deeper) == [false, true])
        #expect(document.steps.map(\.id) == ["a", "b"])
        #expect(problems("---\nid: x\ntitle: T\nsummary: S\nsource: s\n---\n## A {#a .aside}\n\nx\n") == [
            "Lessons/Hello/lesson.md:7: error: step 'a': '.aside' is not a step class; the one there is, '.deeper', puts a step off the main path",
        ])
    }

    @Test func aDuplicateStepIdIsReportedAtTheSecondHeading() {
        #expect(problems(Self.frontMatter + "## A {#same}\n\nx\n\n## B {#same}\n\ny\n") == [
            "Lessons/Hello/lesson.md:12: error: two steps have the id 'same' (the first is on line 8)",
        ])
    }

    @Test func anEmptyStepIsReportedAtItsHeading() {
        #expect(problems(Self.frontMatter + "## A {#a}\n\nCode: x\n\n## B {#b}\n\ny\n") == [
            "Lessons/Hello/lesson.md:8: error: step 'a' is empty: write what it teaches under its heading",
        ])
    }

    @Test func aHeadingWithoutAnIdOrWithABadOneIsReported() {
        #expect(problems(Self.frontMatter + "## A step\n\nx\n") == [
            "Lessons/Hello/lesson.md:8: error: a step heading ends with its id: '## A step {#some-id}'",
        ])
        #expect(problems(Self.frontMatter + "## A step {#Bad_Id}\n\nx\n") == [
            "Lessons/Hello/lesson.md:8: error: step id 'Bad_Id' must be lowercase letters, digits and dashes, starting with a letter",
        ])
    }

    @Test func proseBeforeTheFirstStepOrAfterCodeIsReported() {
        #expect(problems(Self.frontMatter + "Intro.\n\n## A {#a}\n\nx\n") == [
            "Lessons/Hello/lesson.md:8: error: text before the first step: start a step with '## Title {#id}' (the lesson's own summary goes in the front matter)",
        ])
        #expect(problems(Self.frontMatter + "## A {#a}\n\nx\n\nCode: a\n\nMore prose.\n") == [
            "Lessons/Hello/lesson.md:14: error: prose after 'Code:' or 'Try it:': those lines end a step",
        ])
    }

    @Test func aLessonWithoutStepsAndAnUnclosedFenceAreReported() {
        #expect(problems(Self.frontMatter) == ["Lessons/Hello/lesson.md:7: error: the lesson has no steps: add one with '## Title {#id}'"])
        #expect(problems(Self.frontMatter + "## A {#a}\n\nx\n\n```\ncode\n") == ["Lessons/Hello/lesson.md:12: error: a ``` block opened here is never closed"])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let found = problems("---\nid: Bad\ntitle: T\n---\n## A {#a}\n\n## A {#a}\n\nx\n")
        #expect(found.count >= 4, "\(found)")
    }
}
