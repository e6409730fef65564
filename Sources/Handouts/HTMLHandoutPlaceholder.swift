// PLACEHOLDER — delete this file when the `web` branch (Sources/Handouts/HTML/) is merged: it
// declares the two functions the real HTML handout renderer provides, so that
// `playground export --format html` builds and runs on the `handout` branch. It shows the
// Markdown handout as preformatted text in a page of its own; the real one is a styled,
// printable page.
import Foundation
import PlaygroundKit

public enum HTMLHandout {
    /// PLACEHOLDER for the real renderer: one self-contained HTML page for the handout.
    public static func render(_ handout: Handout) -> String {
        page(title: "Lesson \(handout.number): \(handout.title)", body: MarkdownHandout.render(handout))
    }

    /// PLACEHOLDER for the real renderer: the index page of an `--all` export.
    public static func index(_ handouts: [Handout]) -> String {
        page(title: "MVVM Playground: handouts", body: MarkdownHandout.index(handouts))
    }

    private static func page(title: String, body: String) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        return "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>\(escaped(title))</title></head>\n<body><pre>\(escaped(body))</pre></body></html>\n"
    }
}
