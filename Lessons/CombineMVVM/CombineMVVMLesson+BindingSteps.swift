import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

// Steps 13 to 14: binding the view model to a view, the UIKit way and the SwiftUI way.
extension CombineMVVMLesson {
    // @step uikit-binding
    func uikitBinding(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let viewModel = TempViewModel(api: Self.offlineAPI(scheduler),
                                      scheduler: scheduler.eraseToAnyScheduler())
        // @snippet step-uikit
        let screen = WeatherVC(viewModel: viewModel)
        screen.present()   // viewDidLoad: the label shows the placeholder's blank
        for edit in ["L", "Lo", "Lon", "Lond", "Londo", "London"] {
            screen.cityTextField.type(edit)
        }
        print("viewModel.city = '\(viewModel.city)'")
        scheduler.advance(by: .seconds(1))
        print("the label:", screen.temperatureLabel.text ?? "")
        // @end step-uikit
    }

    // @step swift-ui-binding
    func swiftUIBinding(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let model = TempViewModel(api: Self.offlineAPI(scheduler),
                                  scheduler: scheduler.eraseToAnyScheduler())
        // @snippet step-swiftui
        let view = ContentView(model: model,
                               scheduler: scheduler.eraseToAnyScheduler())
        for edit in ["J", "Ja", "Jak", "Jaka", "Jakar", "Jakart", "Jakarta"] {
            view.cityField.type(edit)
        }
        var renders = "renders: \(view.renders) after 7 edits"
        scheduler.advance()
        renders += ", \(view.renders) after one tick"
        scheduler.advance(by: .seconds(1))
        print(renders + ", \(view.renders) after the answer")
        // @end step-swiftui
    }
}
