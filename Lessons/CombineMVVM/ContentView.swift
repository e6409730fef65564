import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch

/// The SwiftUI app's `ContentView`, on console views. There is no binding code: the view
/// describes itself in `body`, and re-renders whenever its `@ObservedObject` says it will
/// change. Like SwiftUI, it does not render on `objectWillChange` itself (the new value is not
/// there yet) but on the next tick of the main scheduler, once for all changes until then.
final class ContentView {
    private let model: TempViewModel   // @ObservedObject var model in SwiftUI
    private var subscription: AnyCancellable?
    private var renderScheduled = false
    private(set) var renders = 0
    private(set) var screen: [String] = []
    /// The text field of the last render: typing into it writes `model.city`.
    private(set) var cityField = TextField(placeholder: "City")

    init(model: TempViewModel, scheduler: AnySchedulerOf<DispatchQueue>) {
        self.model = model
        render()
        // @snippet content-view-renders
        subscription = model.objectWillChange.sink { [weak self] _ in
            guard let self, !renderScheduled else { return }
            renderScheduled = true
            scheduler.schedule { [weak self] in
                self?.renderScheduled = false
                self?.render()
            }
        }
        // @end content-view-renders
    }

    /// `VStack { Text("WeatherApp"); TextField("City", text: $model.city); Text(temperature) }`
    var body: View {
        let stack = View()
        stack.addSubview(Label(text: "WeatherApp"))
        let field = TextField(placeholder: "City")
        field.text = model.city
        field.onEditingChanged { [model] text in model.city = text }   // the $model.city binding
        stack.addSubview(field)
        cityField = field
        let weather = model.currentWeather
        stack.addSubview(Label(text: weather.isPlaceholder ? " " : "\(Int(weather.main.temp.rounded())) ºC"))
        return stack
    }

    private func render() {
        renders += 1
        screen = Screen.frame(title: "SwiftUI · ContentView", body.render())
    }
}
