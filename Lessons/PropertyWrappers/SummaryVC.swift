import ConsoleViews
import OpenCombine
import LessonKit

/// A screen that re-renders whenever its view model says it will change, the way SwiftUI
/// does: on `objectWillChange`, but not right away.
final class SummaryVC: ViewController {
    private let label = Label()
    private let viewModel: PublishedOrdersVM
    private let clock: LessonClock
    private var subscription: AnyCancellable?
    private var renderScheduled = false
    private(set) var renders = 0

    init(viewModel: PublishedOrdersVM, clock: LessonClock) {
        self.viewModel = viewModel
        self.clock = clock
        super.init(title: "Summary")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        update()
        // @snippet summary-vc-sink
        subscription = viewModel.objectWillChange.sink { [weak self] in
            // Too early to read the view model: render on the next turn, once.
            guard let self, !renderScheduled else { return }
            renderScheduled = true
            clock.schedule(after: .zero, label: "render") { [weak self] in
                self?.renderScheduled = false
                self?.update()
            }
        }
        // @end summary-vc-sink
    }

    private func update() {
        renders += 1
        label.text = "\(viewModel.status): \(viewModel.orders.count) orders"
    }
}
