import Testing
import TestSupport

/// The checker the HTML tests lean on finds what it says it finds (else their `problems == []` would say nothing).
@Suite struct HTMLStructureTests {
    @Test func wellFormedHTMLHasNoProblems() {
        let page = HTMLStructure("<!doctype html><html><head><meta charset=\"utf-8\"><style>p > a {}</style><script>if (a < b && c) {}</script></head><body><p>a &amp; b &#39; &#x27;<br></p><pre><span class=\"kw\">let</span></pre></body></html>")
        #expect(page.problems == [])
        #expect(page.all("span").first?.attributes == ["class": "kw"])
    }

    @Test func itFindsWhatIsWrong() {
        #expect(HTMLStructure("<p><b>x</p>").problems == ["</p> closes <b>"])
        #expect(HTMLStructure("<div>").problems == ["never closed: div"])
        #expect(HTMLStructure("<p>a < b</p>").problems == ["a bare < at scalar 5"])
        #expect(HTMLStructure("<p>fish & chips</p>").problems == ["a bare & at scalar 8"])
        #expect(HTMLStructure("<p><pre>x</pre></p>").problems == ["<pre> inside <p>"])
        #expect(HTMLStructure("<a href=\"https://example.org/x.css\">x</a><img src=\"//cdn/x.png\">").externalReferences.count == 2)
    }
}
