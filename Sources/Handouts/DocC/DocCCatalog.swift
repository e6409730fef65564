import PlaygroundKit

/// Lessons as a DocC tutorial catalog: what `playground export --format docc` writes, and what the
/// toolchain's `docc convert` builds into a site a teacher can put on any web host.
///
///     MVVMPlayground.docc/
///       Info.plist              display name, bundle id, Swift as the code listings' language
///       Lessons.tutorial        @Tutorials: a @Chapter per lesson, each a @TutorialReference
///       1-di.tutorial           @Tutorial per lesson (``DocCTutorial``)
///       Resources/              every step's code, output and figures; a cover per lesson
///
/// The site's table of contents is `tutorials/lessons/`, a lesson `tutorials/mvvm-playground/1-di`.
public enum DocCCatalog {
    /// The catalog's folder name.
    public static let folderName = "MVVMPlayground.docc"

    /// The table of contents' file (so the site's page `tutorials/lessons`).
    public static let tableOfContentsName = "Lessons"

    public static let displayName = "MVVM Playground"
    public static let bundleIdentifier = "org.mvvm-playground.lessons"

    /// Every file of the catalog, named by its path inside the folder it is written to
    /// (`MVVMPlayground.docc/Resources/1-di-03-1.swift`). In the handouts' language (one per export).
    public static func files(_ handouts: [Handout]) -> [(name: String, contents: String)] {
        Words.$language.withValue(handouts.first?.language ?? .en) {
            var files: [(name: String, contents: String)] = [("Info.plist", infoPlist), ("\(tableOfContentsName).tutorial", tableOfContents(handouts))]
            for handout in handouts {
                let tutorial = Words.$language.withValue(handout.language) { DocCTutorial.render(handout) }
                files.append(("\(DocCTutorial.name(for: handout)).tutorial", tutorial.text))
                files += tutorial.resources.map { ("Resources/" + $0.name, $0.contents) }
                files.append(("Resources/" + coverName(handout), cover(handout)))
            }
            return files.map { (folderName + "/" + $0.name, $0.contents) }
        }
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>\(displayName)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>\(bundleIdentifier)</string>
        \t<key>CDDefaultCodeListingLanguage</key>
        \t<string>swift</string>
        </dict>
        </plist>

        """

    /// `@Tutorials`: its intro, then a chapter per lesson (DocC wants an image in each: the cover).
    static func tableOfContents(_ handouts: [Handout]) -> String {
        var body = DocCMarkup.directive("@Intro(title: \(DocCMarkup.argument(displayName)))", DocCMarkup.lines([Words.tutorialsIntro]))
        for handout in handouts {
            var chapter = DocCMarkup.lines(MarkdownHandout.prose(handout.summary))
            chapter.append("@Image(source: \(DocCMarkup.argument(coverName(handout))), alt: \(DocCMarkup.argument("\(Words.coverAlt): \(handout.number)")))")
            chapter.append("@TutorialReference(tutorial: \"doc:\(DocCTutorial.name(for: handout))\")")
            body += DocCMarkup.directive("@Chapter(name: \(DocCMarkup.argument("\(Words.lesson) \(handout.number): \(handout.title)")))", chapter)
        }
        return DocCMarkup.directive("@Tutorials(name: \(DocCMarkup.argument(displayName)))", body).joined(separator: "\n") + "\n"
    }

    static func coverName(_ handout: Handout) -> String {
        "\(DocCTutorial.name(for: handout))-cover.svg"
    }

    /// The chapter's image: the lesson's number and id on the accent colour.
    static func cover(_ handout: Handout) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="\(HTML.escape(Words.lesson)) \(handout.number)">\
        <rect width="320" height="200" rx="16" fill="#0b5cbf"></rect>\
        <text x="160" y="118" text-anchor="middle" fill="#ffffff" font-family="system-ui,sans-serif" font-size="96" font-weight="700">\(handout.number)</text>\
        <text x="160" y="170" text-anchor="middle" fill="#ffffff" font-family="ui-monospace,monospace" font-size="20">\(HTML.escape(handout.lesson))</text></svg>

        """
    }
}
