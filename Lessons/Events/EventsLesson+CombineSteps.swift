import ConsoleViews
import Foundation
import LessonKit
import OpenCombine

// Steps 17 to 18: Combine's PassthroughSubject today, and the leak neither can stop.
extension EventsLesson {
    // @step today
    func today(_ ctx: LessonContext) throws {
        // @snippet step-sink
        let changed = PassthroughSubject<Void, Never>()
        let ann = Listener(name: "ann")
        var cancellables: Set<AnyCancellable> = []
        changed.sink { [weak ann] in ann?.hear("changed") }.store(in: &cancellables)
        changed.send()
        cancellables.removeAll()
        changed.send()
        print("sends after the AnyCancellable died reach no one")
        extendLifetime(ann)
        // @end step-sink
    }

    // @step leak
    func leak(_ ctx: LessonContext) throws {
        // @snippet step-today
        var screen: OrdersVC? = OrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        print("OrdersVC, uses this: alive after release:", probe != nil)

        var capturing: CapturingOrdersVC? = CapturingOrdersVC(viewModel: OrdersVM())
        capturing?.present()
        weak let leakProbe = capturing
        capturing = nil
        print("CapturingOrdersVC, uses self: alive after it:", leakProbe != nil)

        if let leaked = leakProbe {
            leaked.viewModel.changed.unsubscribe(leaked)
        }
        print("after it unsubscribes: alive:", leakProbe != nil)
        // @end step-today
    }
}
