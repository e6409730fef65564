/// One row of the article's `cloc` table: his figures, not a measurement of
/// this lesson.
struct ClocFigures {
    let pattern: String
    let files: Int
    let blank: Int
    let comment: Int
    let code: Int

    var averageFileSize: Double { Double(code) / Double(files) }

    static let mvc = ClocFigures(
        pattern: "MVC", files: 30, blank: 386, comment: 217, code: 1807)
    static let mvvm = ClocFigures(
        pattern: "MVVM", files: 51, blank: 442, comment: 359, code: 1981)
}
