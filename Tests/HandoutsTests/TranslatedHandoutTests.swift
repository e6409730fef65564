import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// Handouts in another language (`playground export --lang ru`): the lesson's words from its
/// translation (title, summary, step titles and text, exercises) and the handout's own words in
/// the same language; English handouts as they always were.
@Suite struct TranslatedHandoutTests {
    /// What a handout in `language` says where the English says `english`.
    struct Expected: Sendable {
        var language: Language
        var lesson, exercise, exercises, hint, tryIt, step, starter: String
    }

    static let languages = [
        Expected(language: .ru, lesson: "Урок", exercise: "Упражнение", exercises: "Упражнения", hint: "Подсказка",
                 tryIt: "Попробуйте:", step: "Шаг", starter: "Начальный файл"),
        Expected(language: .id, lesson: "Pelajaran", exercise: "Latihan", exercises: "Latihan", hint: "Petunjuk",
                 tryIt: "Coba:", step: "Langkah", starter: "Berkas awal"),
    ]

    static var di: any Lesson.Type {
        Catalog.standard.lessons.first { $0.id == "di" }!
    }

    @Test(arguments: languages)
    func theLessonsWordsComeFromItsTranslation(expected: Expected) throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di", language: expected.language))
        let translation = try #require(Self.di.translations[expected.language.rawValue])
        #expect(handout.language == expected.language)
        #expect(handout.title == translation.title && handout.summary == translation.summary)
        let english = try #require(Handout.make(catalog: .standard, lesson: "di"))
        // The same steps, run the same way (ids, numbers, output), in the other language's words:
        // the program's output as printed, its figures' captions translated.
        #expect(handout.steps.map(\.id) == english.steps.map(\.id))
        #expect(handout.steps.map(\.output) == english.steps.map { $0.output.map { Figure.translatingCaptions(in: $0, translation.captions) } })
        #expect(handout.steps.map(\.output) != english.steps.map(\.output), "di's captions are translated")
        for step in handout.steps {
            let words = try #require(translation.steps[step.id], "step \(step.id) is translated")
            #expect(step.title == words.title)
            #expect(step.lessonTitle == translation.title)
        }
        for (exercise, original) in zip(handout.exercises, Self.di.exercises) {
            let words = try #require(original.translations[expected.language.rawValue])
            #expect(exercise.title == words.title && exercise.task == words.task)
            #expect(exercise.hints == (words.hints.count == original.hints.count ? words.hints : original.hints))
            #expect(exercise.starter == original.starter && exercise.id == original.id)
        }
    }

    @Test(arguments: languages)
    func aMarkdownHandoutIsInTheLanguage(expected: Expected) throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di", solutions: true, language: expected.language))
        let markdown = MarkdownHandout.render(handout)
        #expect(markdown.hasPrefix("# \(expected.lesson) 1: \(MarkdownHandout.inline(handout.title))\n"))
        for step in handout.steps { #expect(markdown.contains("\n## \(step.number). \(MarkdownHandout.inline(step.title))\n")) }
        #expect(markdown.contains("\n## \(expected.exercises)\n"))
        for exercise in handout.exercises {
            #expect(markdown.contains("\n### \(expected.exercise) \(exercise.number): \(MarkdownHandout.inline(exercise.title))\n"))
            #expect(markdown.contains("<summary>\(expected.hint) 1 \(expected.language == .ru ? "из" : "dari") \(exercise.hints.count)</summary>"))
        }
        #expect(markdown.contains("**\(expected.tryIt)**"))
        #expect(markdown.contains("`playground run di --lang \(expected.language.rawValue)`"))
        // None of the English handout's own words are left.
        for english in ["# Lesson 1:", "## Exercises", "### Exercise 1:", "**Try it:**", "<summary>Hint 1 of", "Output:", "Source:", "(teacher's copy)"] {
            #expect(!markdown.contains(english), "\(english) in the \(expected.language) handout")
        }
    }

    @Test(arguments: languages)
    func anHTMLHandoutIsInTheLanguage(expected: Expected) throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di", solutions: true, language: expected.language))
        let html = HTMLHandout.render(handout)
        let page = HTMLStructure(html)
        #expect(page.problems == [])
        #expect(page.all("html").first?.attributes["lang"] == expected.language.rawValue)
        #expect(html.contains("<title>\(expected.lesson) 1 · \(HTML.escape(handout.title))</title>"))
        #expect(html.contains("<h1>\(HTML.escape(handout.title))</h1>"))
        for step in handout.steps {
            #expect(html.contains("<h2>\(HTML.escape(step.title))</h2>"))
            #expect(html.contains("<p class=\"step-no\">\(expected.step) \(step.number) "))
        }
        #expect(html.contains("<h2>\(expected.exercises)</h2>"))
        for exercise in handout.exercises {
            #expect(html.contains("<h3>\(expected.exercise) \(exercise.number) · \(HTML.escape(exercise.title))</h3>"))
        }
        #expect(html.contains("<summary>\(expected.hint) 1</summary>"))
        #expect(html.contains("<figcaption>\(expected.starter): "))
        #expect(html.contains("<strong>\(expected.tryIt)</strong>"))
        for english in ["<html lang=\"en\">", ">Exercises<", ">Steps<", "<summary>Hint 1<", "Starter:", "Try it:", "Step 1 of", "Teacher’s copy", "Light / dark"] {
            #expect(!html.contains(english), "\(english) in the \(expected.language) handout")
        }
        let index = HTMLHandout.index([handout])
        #expect(index.contains("<html lang=\"\(expected.language.rawValue)\">"))
        #expect(!index.contains(">Handouts<") && !index.contains(" steps"))
    }

    @Test func englishIsWhatItWas() throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di"))
        #expect(handout == Handout.make(catalog: .standard, lesson: "di", language: .en))
        #expect(handout.language == .en && handout.title == Self.di.title)
        let markdown = MarkdownHandout.render(handout)
        #expect(markdown.hasPrefix("# Lesson 1: \(MarkdownHandout.inline(Self.di.title))\n"))
        #expect(markdown.contains("*Every step below was run for real: its output is what `playground run di` prints.*"))
        #expect(markdown.contains("\n## Exercises\n\nIn the playground: `open di`, then `exercise 1` puts the starter file in your folder;"))
        #expect(markdown.contains("<summary>Hint 1 of "))
        let html = HTMLHandout.render(handout)
        #expect(html.contains("<html lang=\"en\">") && html.contains("<h2>Steps</h2>") && html.contains("<summary>Hint 1</summary>"))
        #expect(html.contains("<p class=\"step-no\">Step 1 of \(handout.steps.count)</p>"))
        #expect(html.contains("<footer class=\"muted\"><p>Made by MVVM Playground from lesson <code>di</code>: <code>playground run di</code> prints the same steps.</p></footer>"))
        #expect(HTMLHandout.index([handout]).contains("(di · \(handout.steps.count) steps, \(handout.exercises.count) exercises)"))
    }

    @Test func aRecordingIsInTheLanguage() throws {
        let cast = try #require(Asciicast.record(catalog: .standard, lesson: "di", steps: 1...2, language: .ru))
        let translation = try #require(Self.di.translations["ru"])
        #expect(cast.title == "Урок 1: \(translation.title)")
        let first = try #require(translation.steps[Self.di.init(context: LessonContext()).steps[0].id])
        #expect(cast.chunks.compactMap(\.marker).first == "1. \(first.title)")
        #expect(Asciicast.record(catalog: .standard, lesson: "di", steps: 1...1)?.title == "Lesson 1: \(Self.di.title)")
    }
}
