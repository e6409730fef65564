import OpenCombine
import LessonKit

extension PropertyWrappersLesson {
    /// What the lesson's commands work on, fresh on every `open` and `reset`: a class apart
    /// from the lesson, so that what `inspect` holds does not hold the lesson.
    final class Live {
        /// The article's view model and screen, on the lesson's clock: the screen asked for
        /// orders when it appeared, and `advance 1s` delivers them.
        let viewModel: OrdersVM
        let screen: OrdersVC
        let safeVM = SafeOrdersVM()
        let publishedVM = PublishedOrdersVM()
        var settings = PlayerSettings()
        private(set) var watchers: [String: Watcher] = [:]
        /// The context's tracker: watchers and what steps expose, along the steps (`lifetimes`).
        var lifetimes: LifetimeTracker? {
            didSet { for watcher in watchers.values { track(watcher, as: watcher.name) } }
        }
        /// How many of each type were tracked: `Watcher #2`.
        private var trackedCounts: [String: Int] = [:]

        /// What watchers heard since the last report, in the order they heard it.
        private var heard: [(channel: Watcher.Channel, watcher: String, text: String)] = []
        /// The screen's table reloads at the last report.
        private var reportedReloads = 0

        init(clock: LessonClock) {
            viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: clock))
            screen = OrdersVC(viewModel: viewModel)
            screen.present()
            // The provider answers inside `advance`: report what the watchers heard then.
            clock.onAdvance { [weak self] _ in
                guard let self, !heard.isEmpty || screen.tableView.reloadCount > reportedReloads else { return }
                print("the provider delivered \(Self.orders(viewModel.orders.count)) to viewModel:")
                reportHeard()
                reportScreen()
            }
            let log = Watcher(name: "log")
            watchers[log.name] = log
            for channel in Watcher.Channel.allCases {
                subscribe(log, to: channel)
            }
            heard = []
        }

        // MARK: Writing the properties

        /// The view models `set` can write to.
        enum Target: String, CaseIterable {
            case observable, safe, published
        }

        func set(_ target: Target, count: Int) {
            let orders = OrderVM.sample(count: count)
            switch target {
            case .observable:
                print("viewModel.orders = \(Self.orders(count)) (the article's @Observable: raised in didSet)")
                viewModel.orders = orders
                reportHeard(hint: .observable)
                reportScreen()
            case .safe:
                print("safeVM.orders = \(Self.orders(count)) (@SafeObservable: raised once the write is over)")
                safeVM.orders = orders
                reportHeard(hint: .safe)
            case .published:
                print("publishedVM.orders = \(Self.orders(count)) (OpenCombine's @Published: sent in willSet)")
                publishedVM.orders = orders
                reportHeard(hint: .published)
                print("  " + "after the set".padded(to: Self.sourceWidth) + "  " + "".padded(to: nameWidth)
                    + "  the owner holds \(publishedVM.orders.count)")
            }
        }

        // MARK: Watchers

        func subscribe(_ watcher: Watcher, to channel: Watcher.Channel) {
            let name = watcher.name
            switch channel {
            case .observable:
                // Not a word about `viewModel.orders`: it is being written while this runs (step 9).
                viewModel.$orders.subscribe(watcher) { [weak self] _, orders in
                    self?.heard.append((channel, name, "got \(Self.orders(orders.count)); the owner is mid-write"))
                }
                watcher.watch(channel)
            case .safe:
                safeVM.$orders.subscribe(watcher) { [weak self] _, orders in
                    guard let self else { return }
                    heard.append((channel, name, "got \(Self.orders(orders.count)); the owner holds \(safeVM.orders.count)"))
                }
                watcher.watch(channel)
            case .published:
                let subscription = publishedVM.$orders.sink { [weak self] orders in
                    guard let self else { return }
                    heard.append((channel, name, "got \(Self.orders(orders.count)); the owner holds \(publishedVM.orders.count)"))
                }
                watcher.watch(channel, keeping: subscription)
            case .objectWillChange:
                let subscription = publishedVM.objectWillChange.sink { [weak self] in
                    guard let self else { return }
                    heard.append((channel, name, "the owner holds \(publishedVM.orders.count)"))
                }
                watcher.watch(channel, keeping: subscription)
            }
        }

        /// The watcher called `name`, made if there is none yet.
        func watcher(named name: String) -> Watcher {
            if let watcher = watchers[name] { return watcher }
            let watcher = Watcher(name: name)
            watchers[name] = watcher
            track(watcher, as: name)
            return watcher
        }

        /// Tracks `object` on the context's tracker as `Watcher #2 (ann)`.
        func track(_ object: AnyObject, as name: String) {
            let type = "\(type(of: object))"
            trackedCounts[type, default: 0] += 1
            lifetimes?.track(object, as: "\(type) #\(trackedCounts[type]!) (\(name))")
        }

        /// Forgets the watcher. Nothing else holds it strongly, so it dies: the events skip it
        /// from then on, and its AnyCancellables cancel its sinks as they go.
        func drop(_ name: String) -> (alive: Bool, subscriptions: Int) {
            weak let probe = watchers[name]
            let subscriptions = watchers[name]?.subscriptionCount ?? 0
            watchers[name] = nil
            return (probe != nil, subscriptions)
        }

        var watcherNames: [String] { watchers.keys.sorted() }

        // MARK: Reporting

        /// "1 order", "3 orders".
        static func orders(_ count: Int) -> String {
            count == 1 ? "1 order" : "\(count) orders"
        }

        /// Says so if the live screen reloaded since the last report: it is a subscriber too.
        func reportScreen() {
            guard screen.tableView.reloadCount > reportedReloads else { return }
            reportedReloads = screen.tableView.reloadCount
            print("  screen (OrdersVC) reloaded its table from the list it was handed")
        }

        /// "publishedVM.objectWillChange", the longest source, sets the first column.
        static let sourceWidth = Watcher.Channel.allCases.map(\.source.count).max() ?? 0

        var nameWidth: Int { max(4, watchers.keys.map(\.count).max() ?? 0) }

        /// Prints what was heard, one line per watcher: sources in the order they spoke, and
        /// watchers by name within a source. Neither the event nor Combine promises an order
        /// among the subscribers of one source (OpenCombine keeps them in a Set).
        func reportHeard(hint: Watcher.Channel? = nil) {
            defer { heard = [] }
            if heard.isEmpty, let hint {
                print("  no watcher heard it (try 'subscribe log \(hint.rawValue)')")
                return
            }
            var sources: [Watcher.Channel] = []
            for entry in heard where !sources.contains(entry.channel) {
                sources.append(entry.channel)
            }
            for source in sources {
                let entries = heard.filter { $0.channel == source }.sorted { $0.watcher < $1.watcher }
                for entry in entries {
                    print("  " + source.source.padded(to: Self.sourceWidth) + "  " + entry.watcher.padded(to: nameWidth)
                        + "  " + entry.text)
                }
            }
        }
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
