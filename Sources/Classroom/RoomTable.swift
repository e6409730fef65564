/// What `room` prints: who is there, where, following or not, and who is stuck.
public enum RoomTable {
    /// One line per attendee, under a header; `lessons` gives each lesson's step count.
    public static func render(_ attendees: [RoomServer.Attendee], lessons: RoomMessages.Lessons) -> [String] {
        guard !attendees.isEmpty else { return ["Nobody has joined yet: attendees type the 'playground follow' line above."] }
        let rows = attendees.map { attendee -> [String] in
            let report = attendee.report
            let place = report.lesson.map { "\($0) \(report.step)/\(lessons[$0] ?? 0)" } ?? "-"
            let checks = report.failedChecks == 0 ? "-" : "\(report.failedChecks) failed"
            let stuck = report.failedChecks == 0 ? "-" : duration(attendee.stuckSeconds)
            let state = attendee.gone ? "gone (\(duration(Int(attendee.silentFor))) ago)" : (report.following ? "following" : "on their own")
            return [attendee.shownName, place, state, checks, stuck]
        }
        let header = ["name", "step", "", "checks", "stuck for"]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let present = attendees.filter { !$0.gone }.count
        let stuck = attendees.filter { !$0.gone && $0.report.failedChecks > 0 }.count
        var lines = ["\(present) here" + (present == attendees.count ? "" : ", \(attendees.count - present) gone") + (stuck > 0 ? ", \(stuck) with failed checks (on top)" : "")]
        for row in [header] + rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            lines.append("  " + cells.joined(separator: "  ").trimmingTrailingSpaces)
        }
        return lines
    }

    /// `45s`, `3m 20s`, `1h 5m`.
    public static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m \(seconds % 60)s" }
        return "\(seconds / 3600)h \(seconds % 3600 / 60)m"
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
