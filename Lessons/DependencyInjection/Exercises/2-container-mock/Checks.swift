import CellKit
@testable import DependencyInjection

/// A provider and a view model of the checks' own, so the checks can look at what was made.
class ReportsProvider: ISingleton {
    required init(container: IContainer, args: Void) {}
}

/// A mock provider that remembers which container made it.
final class ReportsProviderMock: ReportsProvider {
    private(set) weak var madeBy: IContainer?

    required init(container: IContainer, args: Void) {
        super.init(container: container, args: args)
        madeBy = container
    }
}

/// A second mock, to replace the first.
final class SilentReportsProvider: ReportsProvider {}

/// A per-request view model with arguments; it pulls its provider out of the container.
class ReportVM: IPerRequest {
    struct Args {
        let reportId: Int
    }

    let reportId: Int
    let provider: ReportsProvider

    required init(container: IContainer, args: Args) {
        reportId = args.reportId
        provider = container.resolve()
    }
}

final class ReportVMMock: ReportVM {}

func checks() -> [Check] {
    [
        Check("a view model resolved after replace(_:with:) gets the mock provider") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 1))
            try expect(
                viewModel.provider is ReportsProviderMock,
                "ReportVM got a real \(type(of: viewModel.provider)): after replace(ReportsProvider.self, with: ReportsProviderMock.self), makeInstance must make a ReportsProviderMock whenever a ReportsProvider is asked for (keep the substitute under the type it replaces: that is the T makeInstance is asked for)")
        },
        Check("types nobody replaced are made as usual") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 1))
            try expect(type(of: viewModel) == ReportVM.self, "ReportVM was not replaced, yet resolve made a \(type(of: viewModel)): only a type passed to replace gets a substitute")
            let plain: ReportsProvider = TestContainer().resolve()
            try expect(type(of: plain) == ReportsProvider.self, "a container with no substitutions made a \(type(of: plain)) for ReportsProvider: without a substitution, call super.makeInstance")
        },
        Check("the substitute gets the caller's arguments") {
            let container = TestContainer()
            container.replace(ReportVM.self, with: ReportVMMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 7))
            try expect(viewModel is ReportVMMock, "ReportVM, replaced by ReportVMMock, came out as a \(type(of: viewModel)): find the substitute under T and make it with the arguments resolve was given (a box handed other arguments cannot cast them and makes nothing)")
            try expectEqual(viewModel.reportId, 7, "ReportVMMock was made with other arguments than the caller's")
        },
        Check("the substitute is made with this container, so its dependencies are substituted too") {
            let container = TestContainer()
            container.replace(ReportVM.self, with: ReportVMMock.self)
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 2))
            guard let provider = viewModel.provider as? ReportsProviderMock else {
                try fail("ReportVMMock got a real \(type(of: viewModel.provider)): pass self, the test container, to the substitute's init, so what it resolves is substituted too")
            }
            try expect(provider.madeBy === container, "ReportsProviderMock was made with another container: pass self to the substitute's init")
        },
        Check("a substituted singleton is still made once: the article's OrdersProviderMock") {
            let container = TestContainer()
            container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
            let first: OrdersProvider = container.resolve()
            let second: OrdersProvider = container.resolve()
            try expect(first is OrdersProviderMock, "resolving OrdersProvider made a real one after replace(OrdersProvider.self, with: OrdersProviderMock.self)")
            try expect(first === second, "the mock OrdersProvider was made twice: leave resolve and its cache to Container and substitute only in makeInstance")
        },
        Check("replacing a type again: the last substitute wins") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            container.replace(ReportsProvider.self, with: SilentReportsProvider.self)
            let provider: ReportsProvider = container.resolve()
            try expect(provider is SilentReportsProvider, "ReportsProvider was replaced by ReportsProviderMock, then by SilentReportsProvider, but resolve made a \(type(of: provider)): a second replace of one type overrides the first")
        },
    ]
}
