/// The lines a compiler shows under a diagnostic, the source line and the caret line under it
/// (and a fix-it line), laid out as one block: folded line by line, each would be cut in another
/// place and the caret would point at the wrong column. Too wide for the terminal, the block
/// loses the indentation its lines share, then shows the same window of columns of every line,
/// around the caret, with an ellipsis where a line is cut.
///
///     …ewModel = container.resolve(OrdersViewModl.self, argument: …
///                                  ^~~~~~~~~~~~~~
enum SourceExcerpt {
    /// `lines` fitted into `width` columns; they come back as they are when they fit.
    static func fit(_ lines: [String], width: Int, ellipsis: String) -> [String] {
        var rows = lines.map { Array($0) }
        func fits() -> Bool { rows.allSatisfy { $0.count <= width } }
        if fits() { return lines }
        let shared = rows.filter { !$0.allSatisfy { $0 == " " } }.map { row in row.prefix { $0 == " " }.count }.min() ?? 0
        rows = rows.map { Array($0.dropFirst(min(shared, $0.count))) }
        if fits() { return rows.map { String($0) } }

        let mark = Array(ellipsis)
        let room = max(width - 2 * mark.count, 4)
        let caretRow = rows.firstIndex { row in row.contains("^") && row.allSatisfy { " ^~\t".contains($0) } }
        let focus = caretRow.flatMap { rows[$0].firstIndex(of: "^") } ?? 0
        let longest = rows.map(\.count).max() ?? 0
        // The caret a third of the way in, so what it points at and what follows both show.
        let start = max(0, min(focus - room / 3, longest - room))
        let end = start + room
        return rows.enumerated().map { index, row in
            let isCaret = index == caretRow
            var piece: [Character] = []
            if start > 0 { piece += isCaret || row.count <= start ? Array(repeating: " ", count: mark.count) : mark }
            if start < row.count { piece += row[start..<min(end, row.count)] }
            if row.count > end, !isCaret { piece += mark }
            while piece.last == " " { piece.removeLast() }
            return String(piece)
        }
    }
}
