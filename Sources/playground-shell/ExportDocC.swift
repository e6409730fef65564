import Foundation
import Handouts
import PlaygroundKit

extension ExportCommand {
    /// What a DocC export says: the catalog and how many of its files were created, updated or left
    /// unchanged (not a line per file: a catalog has hundreds), then the command that builds the site.
    static func catalogReport(_ written: [(name: String, change: ExportFolder.Change)], in folder: URL) -> StyledText {
        let catalog = folder.appendingPathComponent(DocCCatalog.folderName).relativePath
        var report = StyledText()
        for change in [ExportFolder.Change.created, .updated, .unchanged, .removed] {
            let count = written.filter { $0.change == change }.count
            guard count > 0 else { continue }
            report.line("\(change.rawValue.rightPadded(to: 9)) \(catalog) (\(count) file\(count == 1 ? "" : "s"))", change == .unchanged ? .dim : .plain)
        }
        let site = folder.appendingPathComponent("web").relativePath
        report.line("the site: docc convert \(catalog) --transform-for-static-hosting --output-path \(site)", .dim)
        return report
    }
}
