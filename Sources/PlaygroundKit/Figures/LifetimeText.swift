/// Lifetimes as text: a bar per tracked object from where it was made to where a check found it
/// gone (`┥`), or, for one still alive, on to the end (`▶`) with the line that holds it.
public enum LifetimeText {
    public static func lines(_ chart: LifetimeChart, style: FigureStyle) -> [String] {
        let glyphs = FigureGlyphs(unicode: style.unicode)
        let bars = Array(chart.bars.prefix(60))
        var result: [String] = []
        if let title = chart.title { result.append(FigureLabel.clean(title, limit: style.width, ellipsis: glyphs.ellipsis)) }
        guard !bars.isEmpty else { return result + ["(nothing tracked)"] }

        let names = bars.map { FigureLabel.clean($0.name, limit: max(style.width / 3, 16), ellipsis: glyphs.ellipsis) }
        let nameWidth = max(names.map(\.count).max() ?? 0, 5)
        let area = style.width - nameWidth - 1
        let first = min(bars.map(\.born).min() ?? 0, chart.end)
        // Steps: as far as the lesson has gone (step 0 alone before the first); time: never a zero span.
        let last = max(chart.end, bars.compactMap(\.died).max() ?? chart.end, chart.axis == .steps ? first : first + 1)

        // Steps are cells of equal width; virtual time is scaled.
        let usable = max(area - 2, 4)
        func column(_ position: Int) -> Int {
            let clamped = min(max(position, first), last)
            switch chart.axis {
            case .steps:
                let cell = max(min(usable / max(last - first + 1, 1), 6), 1)
                return min((clamped - first) * cell, usable)
            case .clock:
                return Int((Double(clamped - first) / Double(max(last - first, 1)) * Double(usable)).rounded(.down))
            }
        }

        for (index, bar) in bars.enumerated() {
            var row = Array(repeating: Character(" "), count: area)
            let start = column(bar.born)
            if let died = bar.died {
                // At least one cell of bar: made and freed within one step still shows as a life.
                let end = min(max(column(died), start + 1), usable)
                for x in start..<end { row[x] = glyphs.bar }
                row[end] = glyphs.barEnd
            } else {
                for x in start..<usable { row[x] = glyphs.bar }
                row[usable] = glyphs.alive
            }
            result.append(FigureLabel.padded(names[index], to: nameWidth) + " " + MarbleText.trimmed(row))
            if bar.died == nil {
                // Under the bar's start (a late one's too), but never past the middle.
                let indent = String(repeating: " ", count: nameWidth + 1 + min(start, area / 2))
                let held = bar.heldBy.map { "still alive, held by " + $0.description } ?? "still alive"
                // Never cut: the line of code is the point. Too wide for one row, the code goes
                // on a row of its own under the place that holds it (a terminal folds what is left).
                let row = indent + glyphs.lastBranch + held
                if let holder = bar.heldBy, row.count > style.width {
                    let place = "still alive, held by " + holder.place
                    let under = String(repeating: " ", count: glyphs.lastBranch.count)
                    result.append(FigureLabel.clean(indent + glyphs.lastBranch + place, limit: 400, ellipsis: glyphs.ellipsis))
                    let code = indent + under + holder.code
                    let shifted = code.count > style.width ? String(repeating: " ", count: nameWidth + 1) + under + holder.code : code
                    result.append(FigureLabel.clean(shifted, limit: 400, ellipsis: glyphs.ellipsis))
                } else {
                    result.append(FigureLabel.clean(row, limit: 400, ellipsis: glyphs.ellipsis))
                }
            }
        }

        // The axis: step numbers, or the moments something was made or went away.
        var axis = Array(repeating: Character(" "), count: area)
        var free = 0
        let positions: [Int] = switch chart.axis {
        case .steps: Array(first...last)
        case .clock: Array(Set([first, last] + bars.map(\.born) + bars.compactMap(\.died))).sorted()
        }
        for position in positions {
            let text = chart.axis == .steps ? "\(position)" : Duration.milliseconds(position).playgroundFormatted
            let x = column(position)
            guard x >= free, x + text.count <= area else { continue }
            for (offset, character) in text.enumerated() { axis[x + offset] = character }
            free = x + text.count + 1
        }
        result.append(FigureLabel.padded(chart.axis == .steps ? "step" : "time", to: nameWidth) + " " + MarbleText.trimmed(axis))
        if chart.bars.count > bars.count { result.append("  (\(chart.bars.count - bars.count) more objects not drawn)") }
        return result
    }
}
