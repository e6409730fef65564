import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `SwiftHighlighter`: what each kind of token is, on the lessons' own code, and that it takes any
/// text at all without losing a scalar.
@Suite struct HTMLHighlighterTests {
    typealias Token = SwiftHighlighter.Token

    /// The tokens that are not plain, as `kind:text`.
    func marked(_ source: String) -> [String] {
        SwiftHighlighter.tokens(source).filter { $0.kind != .plain }.map { "\($0.kind.rawValue):\($0.text)" }
    }

    @Test func keywordsTypesAndNumbers() {
        #expect(SwiftHighlighter.tokens("let limit: Int = 42") == [
            Token(.keyword, "let"), Token(.plain, " limit: "), Token(.type, "Int"), Token(.plain, " = "), Token(.number, "42"),
        ])
        #expect(marked("final class Container: IContainer {") == ["keyword:final", "keyword:class", "type:Container", "type:IContainer"])
        #expect(marked("x = 0x1F + 1_000.5e-3 + 0b101 + 1...10") == ["number:0x1F", "number:1_000.5e-3", "number:0b101", "number:1", "number:10"])
    }

    @Test func aKeywordAfterADotIsAMember() {
        #expect(marked("scope = .default; let c = Container.init(); self.value") == [
            "keyword:let", "type:Container", "keyword:init", "keyword:self",
        ])
    }

    @Test func stringsWithInterpolationHighlightTheirCode() {
        // A line lesson events once showed.
        let source = #"print("value is ann: \(box.value === ann), alive: \(box.isAlive)")"#
        #expect(marked(source) == [
            "string:\"value is ann: ", "interpolation:\\(", "interpolation:)", "string:, alive: ", "interpolation:\\(",
            "interpolation:)", "string:\"",
        ])
        #expect(marked(#""count: \(items.map { Int($0) }.count)""#) == [
            "string:\"count: ", "interpolation:\\(", "type:Int", "interpolation:)", "string:\"",
        ])
        #expect(marked(#""a \"quoted\" \\ word" + x"#) == [#"string:"a \"quoted\" \\ word""#])
    }

    @Test func multiLineAndRawStrings() {
        let multiLine = "let text = \"\"\"\n    one \"quoted\" line\n    \\(name) two\n    \"\"\"\nlet next = 1"
        #expect(marked(multiLine) == [
            "keyword:let", "string:\"\"\"\n    one \"quoted\" line\n    ", "interpolation:\\(", "interpolation:)",
            "string: two\n    \"\"\"", "keyword:let", "number:1",
        ])
        #expect(marked(##"let raw = #"a "b" \(not) c"#"##) == ["keyword:let", ##"string:#"a "b" \(not) c"#"##])
        #expect(marked(##"#"x \#(y) z"#"##) == [##"string:#"x "##, ##"interpolation:\#("##, "interpolation:)", ##"string: z"#"##])
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        #expect(marked("let s = \"open\nlet t = 2") == ["keyword:let", "string:\"open", "keyword:let", "number:2"])
    }

    @Test func commentsDocCommentsAndNestedBlocks() {
        #expect(marked("/// Resolves it.\n// just a note\nlet x = 1 // trailing") == [
            "docComment:/// Resolves it.", "comment:// just a note", "keyword:let", "number:1", "comment:// trailing",
        ])
        #expect(marked("/* outer /* inner */ still outer */ let") == ["comment:/* outer /* inner */ still outer */", "keyword:let"])
        #expect(marked("/** A doc block. */ struct S {}") == ["docComment:/** A doc block. */", "keyword:struct", "type:S"])
        #expect(marked("/**/ x") == ["comment:/**/"])
        #expect(marked("/* never closed\nlet") == ["comment:/* never closed\nlet"])
    }

    @Test func attributesAndDirectives() {
        #expect(marked("@Published var orders: [OrderVM] = []") == ["attribute:@Published", "keyword:var", "type:OrderVM"])
        #expect(marked("@MainActor @escaping (Args) -> Void") == ["attribute:@MainActor", "attribute:@escaping", "type:Args", "type:Void"])
        #expect(marked("#sourceLocation(file: \"a.swift\", line: 1)\n#if DEBUG\n#endif") == [
            "directive:#sourceLocation", "string:\"a.swift\"", "number:1", "directive:#if", "type:DEBUG", "directive:#endif",
        ])
        #expect(marked("email @ home, # alone, $0.name") == [])
    }

    @Test func theHTMLIsEscapedAndClassed() {
        let html = SwiftHighlighter.html("let tag = \"<script>alert('&')</script>\" // a < b")
        #expect(html == "<span class=\"kw\">let</span> tag = <span class=\"str\">&quot;&lt;script&gt;alert(&#39;&amp;&#39;)&lt;/script&gt;&quot;</span> "
            + "<span class=\"com\">// a &lt; b</span>")
    }

    @Test(arguments: Catalog.standard.lessons.map { $0.id })
    func everyLessonsCodeHighlightsWithoutLosingAScalar(lesson: String) throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: lesson, solutions: true))
        let sources = handout.steps.flatMap { $0.code.map(\.text) } + handout.exercises.flatMap { [$0.starter, $0.solution ?? ""] }
        #expect(!sources.isEmpty)
        var kinds = Set<SwiftHighlighter.Kind>()
        for source in sources {
            let tokens = SwiftHighlighter.tokens(source)
            #expect(tokens.map(\.text).joined().unicodeScalars.elementsEqual(source.unicodeScalars))
            kinds.formUnion(tokens.map(\.kind))
            #expect(HTMLStructure("<pre>" + SwiftHighlighter.html(source) + "</pre>").problems == [])
        }
        #expect(kinds.isSuperset(of: [.keyword, .type, .string, .comment]), "lesson \(lesson)'s code should show the main kinds")
    }

    @Test func anyTextAtAllIsTokenisedWholeAndEscaped() {
        // A seeded fuzz over the characters that steer the lexer: whatever the text, no crash,
        // every scalar kept in order, neighbours of different kinds, and HTML with no raw `<` or `&`.
        var random = HTMLFuzzGenerator(seed: 0x5EED_F00D)
        let alphabet = Array(#"""""\\\(())(#/ **//@$`'01x9.eE_-+pLet letSelf var Int A z"#.unicodeScalars)
            + ["\n", "\r", "\t", "\u{0}", "\u{301}", "é", "🙂", "\u{200D}", "<", ">", "&", "я"]
        for round in 0..<3000 {
            let length = Int(random.next() % 120)
            var source = ""
            for _ in 0..<length { source.unicodeScalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            let tokens = SwiftHighlighter.tokens(source)
            #expect(tokens.map(\.text).joined().unicodeScalars.elementsEqual(source.unicodeScalars), "round \(round): \(source.debugDescription)")
            #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.kind != $1.kind }, "round \(round)")
            #expect(tokens.allSatisfy { !$0.text.isEmpty })
            #expect(HTMLStructure("<pre>" + SwiftHighlighter.html(source) + "</pre>").problems == [], "round \(round): \(source.debugDescription)")
        }
    }

    @Test func deepInterpolationsDoNotExhaustTheStack() {
        let deep = String(repeating: #""\("#, count: 5000) + String(repeating: #")""#, count: 5000)
        let tokens = SwiftHighlighter.tokens(deep)
        #expect(tokens.map(\.text).joined() == deep)
        let comments = String(repeating: "/*", count: 10000)
        #expect(SwiftHighlighter.tokens(comments) == [Token(.comment, comments)])
    }
}

/// A small seeded generator, so that a failing fuzz round is found again.
struct HTMLFuzzGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
