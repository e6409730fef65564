/// The generated Swift of a lesson's translations: `translations` and `translationWarnings` in the
/// lesson class's extension, and each exercise's `translations:` argument.
extension Generator {
    static func translations(_ module: LessonModule) -> String {
        guard let document = module.document else { return "" }
        let current = Dictionary(document.steps.map { ($0.id, Translations.fingerprint(of: $0)) }, uniquingKeysWith: { first, _ in first })
        var text = "    public static var translations: [String: LessonTranslation] {\n        [\n"
        for translation in module.translations {
            text += "            \(literal(translation.language)): LessonTranslation(\n"
            text += "                title: \(literal(translation.title)),\n"
            text += "                summary: \(literal(translation.summary)),\n"
            text += "                isCurrent: \(translation.english?.fingerprint == Translations.fingerprint(of: document)),\n"
            text += "                steps: [\n"
            for step in translation.steps where current[step.id] != nil {
                var arguments = ["title: \(literal(step.title))", "text: \(literal(step.text))"]
                if let tryIt = step.tryIt { arguments.append("tryIt: \(literal(tryIt))") }
                arguments.append("isCurrent: \(step.english?.fingerprint == current[step.id])")
                text += "                    \(literal(step.id)): StepTranslation(\n" + arguments.map { "                        " + $0 }.joined(separator: ",\n") + "\n                    ),\n"
            }
            text += "                ],\n"
            let captions = translation.captions.map { "\(literal($0.english)): \(literal($0.translation))" }
            text += "                captions: [" + (captions.isEmpty ? ":" : "\n" + captions.map { "                    " + $0 + ",\n" }.joined() + "                ") + "]\n"
            text += "            ),\n"
        }
        if module.translations.isEmpty { text += "            :\n" }
        text += "        ]\n    }\n\n"
        text += "    public static var translationWarnings: [String] {\n        \(arrayLiteral(module.translationWarnings().map(\.description)))\n    }\n\n"
        return text
    }

    /// The `translations:` argument of an exercise.
    static func translations(_ exercise: ExerciseDocument) -> String {
        guard !exercise.translations.isEmpty else { return "translations: [:]" }
        let current = Translations.fingerprint(of: exercise)
        var text = "translations: [\n"
        for translation in exercise.translations {
            let checks = translation.checks.map { "\(literal($0.english)): \(literal($0.translation))" }
            text += "\(literal(translation.language)): ExerciseTranslation(\n"
            text += "title: \(literal(translation.title)),\ntask: \(literal(translation.task)),\n"
            text += "hints: [\n" + translation.hints.map { literal($0) + ",\n" }.joined() + "],\n"
            text += "isCurrent: \(translation.english?.fingerprint == current),\n"
            text += "checks: [\n" + (checks.isEmpty ? ":" : checks.map { $0 + ",\n" }.joined()) + "]\n),\n"
        }
        return text + "]"
    }
}
