import Handouts
import Testing
import TestSupport

/// `LessonMarkdown`: the prose's small Markdown, and nothing else of Markdown or HTML.
@Suite struct HTMLMarkdownTests {
    @Test func paragraphsListsAndCodeSpans() {
        let text = "A `Weak<T>` box.\nSame paragraph.\n\nWhere it differs:\n- one `a`\n- two\n\n1. first\n2. second"
        #expect(LessonMarkdown.html(text) == """
            <p>A <code>Weak&lt;T&gt;</code> box.
            Same paragraph.</p>
            <p>Where it differs:</p>
            <ul><li>one <code>a</code></li><li>two</li></ul>
            <ol><li>first</li><li>second</li></ol>

            """)
    }

    @Test func indentedBlocksKeepTheirLinesAndBlankLinesInside() {
        // A step's text keeps a fenced block's lines, indented, without its fences.
        let text = "Before:\n\n    struct S {\n        var x = 1\n\n    }\n\nAfter."
        #expect(LessonMarkdown.html(text) == "<p>Before:</p>\n<pre class=\"block\">struct S {\n    var x = 1\n\n}</pre>\n<p>After.</p>\n")
    }

    @Test func fencedBlocks() {
        let text = "Look:\n```swift\nlet a = \"<b>\"\n```\nDone."
        #expect(LessonMarkdown.html(text) == "<p>Look:</p>\n<pre class=\"block\">let a = &quot;&lt;b&gt;&quot;</pre>\n<p>Done.</p>\n")
        #expect(LessonMarkdown.html("```\nnever closed") == "<pre class=\"block\">never closed</pre>\n")
    }

    @Test func everythingElseIsText() {
        let html = LessonMarkdown.html("<script>alert(1)</script> **not bold** [a](http://x) & a lone ` backtick")
        #expect(html == "<p>&lt;script&gt;alert(1)&lt;/script&gt; **not bold** [a](http://x) &amp; a lone ` backtick</p>\n")
        #expect(LessonMarkdown.inline("``") == "``")
        #expect(LessonMarkdown.html("") == "")
        #expect(LessonMarkdown.html("\n\n  \n") == "")
    }

    @Test func anyTextGivesWellFormedHTML() {
        var random = HTMLFuzzGenerator(seed: 42)
        let pieces = ["- ", "1. ", "    ", "  ", "```", "`", "\n", "\n\n", "word ", "<", "&", "\"", "\t", "*", "#"]
        for round in 0..<2000 {
            var text = ""
            for _ in 0..<Int(random.next() % 30) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let problems = HTMLStructure("<div>" + LessonMarkdown.html(text) + "</div>").problems
            #expect(problems == [], "round \(round): \(text.debugDescription)")
        }
    }
}
