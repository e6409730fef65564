import PlaygroundKit

/// The DocC catalog's own words (section titles, the lines around the lesson's text), in the
/// catalog's language, the way ``HandoutWords`` keeps the handouts': `pick(en, ru, id)`. The rest
/// (Exercises, Output, Hint, Solution) are the handouts' words, shared.
extension Words {
    static var tutorialsIntro: String {
        pick(
            "Every lesson as a tutorial: each step's text, the real code it runs and what that code printed, then the exercises. Made with `playground export --all --format docc`.",
            "Каждый урок как учебник: текст каждого шага, настоящий код, который он выполняет, и то, что этот код напечатал, затем упражнения. Сделано командой `playground export --all --format docc --lang ru`.",
            "Setiap pelajaran sebagai tutorial: teks setiap langkah, kode asli yang dijalankannya dan apa yang dicetak kode itu, lalu latihannya. Dibuat dengan `playground export --all --format docc --lang id`."
        )
    }

    /// `Steps 15–21`: the steps a section holds.
    static func stepsRange(_ first: Int, _ last: Int) -> String {
        first == last
            ? pick("Step \(first)", "Шаг \(first)", "Langkah \(first)")
            : pick("Steps \(first)–\(last)", "Шаги \(first)–\(last)", "Langkah \(first)–\(last)")
    }

    static func outputOfStep(_ number: Int) -> String {
        pick("What step \(number) printed.", "Что напечатал шаг \(number).", "Yang dicetak langkah \(number).")
    }

    static func pictureOfStep(_ number: Int) -> String {
        pick("What step \(number) drew.", "Что нарисовал шаг \(number).", "Yang digambar langkah \(number).")
    }

    static var coverAlt: String { pick("The lesson's number", "Номер урока", "Nomor pelajaran") }

    static func starterOf(_ number: Int) -> String {
        pick("Exercise \(number): the file you start from.", "Упражнение \(number): файл, с которого вы начинаете.",
             "Latihan \(number): berkas awal Anda.")
    }

    static func solutionOf(_ number: Int) -> String {
        pick("Exercise \(number): a solution (teacher's copy).", "Упражнение \(number): решение (экземпляр преподавателя).",
             "Latihan \(number): sebuah solusi (salinan pengajar).")
    }
}
