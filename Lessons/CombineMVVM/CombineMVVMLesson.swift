import LessonKit

/// Lesson `combine-mvvm`: the article's weather app, one `ObservableObject` view model bound
/// to a UIKit screen by hand and to a SwiftUI view automatically, with Combine's debounce,
/// removeDuplicates and flatMap on virtual time, offline by default.
///
/// The steps live in `CombineMVVMLesson+Steps.swift`, `+OperatorSteps`, `+BindingSteps` and `+CycleSteps`, the commands in
/// `CombineMVVMLesson+Commands.swift`, the live objects they poke in `CombineMVVMLesson+Live.swift`.
public final class CombineMVVMLesson: Lesson {

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        let live = Live(context: context)
        self.live = live
        context.expose("viewModel", note: "the live TempViewModel both screens are bound to ('type <city>')", live.viewModel)
        context.expose("requestLog", note: "every request the live API made ('requests')", live.log.entries)
        context.expose("api", note: "the live WeatherAPI: offline samples, or OpenWeatherMap ('service')", live.api)
    }
}
