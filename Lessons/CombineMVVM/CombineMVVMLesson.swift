import PlaygroundKit

/// Lesson `combine-mvvm`: the article's weather app, one `ObservableObject` view model bound
/// to a UIKit screen by hand and to a SwiftUI view automatically, with Combine's debounce,
/// removeDuplicates and flatMap on virtual time, offline by default.
///
/// The steps live in `CombineMVVMLesson+Steps.swift`, the commands in
/// `CombineMVVMLesson+Commands.swift`, the live objects they poke in `CombineMVVMLesson+Live.swift`.
public final class CombineMVVMLesson: Lesson {
    public static let id = "combine-mvvm"
    public static let title = "One view model, two kinds of view"
    public static let summary = """
        Build the article's weather app: an ObservableObject view model whose $city goes \
        through debounce, removeDuplicates and flatMap to a request, on a test scheduler you \
        move by hand. Bind it to a UIKit screen by hand and to a SwiftUI view that re-renders \
        itself; then find the retain cycle in assign(to:on: self) and fix it.
        """
    public static let source = "\"MVVM в UIKit и SwiftUI с Combine\" (MVVM in UIKit and SwiftUI with Combine), Habr, 2020"

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        let live = Live(clock: context.clock)
        self.live = live
        context.expose("viewModel", note: "the live TempViewModel both screens are bound to ('type <city>')", live.viewModel)
        context.expose("requestLog", note: "every request the live API made ('requests')", live.log.entries)
        context.expose("api", note: "the live WeatherAPI: offline samples, or OpenWeatherMap ('service')", live.api)
    }
}
