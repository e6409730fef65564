import Foundation

/// Dates as a chat list shows them: the time for today, the day before that. Always in UTC
/// and with fixed English month names, so every machine prints the same. (A `DateFormatter`
/// with the `en_US_POSIX` locale and a UTC time zone would do too.)
enum DateRenderer {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Made once: a calendar is costly to set up, and a long chat draws a date on every line.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func string(from date: Date, now: Date) -> String {
        let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        if calendar.isDate(date, inSameDayAs: now) {
            return twoDigits(parts.hour!) + ":" + twoDigits(parts.minute!)
        }
        return "\(months[parts.month! - 1]) \(parts.day!)"
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

extension String {
    /// At most `limit` characters; a longer text is cut and ends in "…".
    func preview(_ limit: Int) -> String {
        count <= limit ? self : String(prefix(limit - 1)) + "…"
    }
}
