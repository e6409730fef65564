import OpenCombine
import PlaygroundKit
import Testing
@testable import PropertyWrappers

/// The two traps the steps stop short of, run for real in a child process (Swift Testing's exit
/// tests): the app stops, and Swift says what `TrapMessage` has the steps print. Each body is the
/// step's code with the one change the step warns against.
@Suite struct TrapTests {
    /// What the child wrote to standard error, every address written `0x…` as the steps print it.
    static func said(_ standardError: [UInt8]) throws -> String {
        String(decoding: standardError, as: UTF8.self).replacing(try Regex("0x[0-9a-fA-F]+"), with: "0x…")
    }

    /// Step 9 (mid-write): the handler reads `viewModel.orders` back while the owner writes it.
    @Test func readingTheOwnerFromTheArticlesHandlerStopsTheApp() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let viewModel = TracedOrdersVM()
            viewModel.$orders.subscribe(viewModel) { viewModel, _ in
                _ = viewModel.orders.count
            }
            viewModel.orders = OrderVM.sample(count: 3)
        }
        let said = try Self.said(result.standardErrorContent)
        #expect(said.contains(TrapMessage.overlappingAccess), "Swift said:\n\(said)")
    }

    /// Step 17 (outlives): the deferred render captured the view model `unowned`, and the view
    /// model went before the render's turn.
    @Test func anUnownedViewModelGoneBeforeTheRenderStopsTheApp() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let clock = LessonClock()
            var viewModel: PublishedOrdersVM? = PublishedOrdersVM()
            let changes = viewModel!.$orders.dropFirst()
            let subscription = changes.sink { [unowned viewModel = viewModel!] _ in
                clock.schedule(after: .zero, label: "render") {
                    _ = viewModel.orders.count
                }
            }
            viewModel?.orders = OrderVM.sample(count: 3)
            viewModel = nil
            clock.advance(by: .zero)
            subscription.cancel()
        }
        let said = try Self.said(result.standardErrorContent)
        #expect(said.contains(TrapMessage.deadUnowned), "Swift said:\n\(said)")
    }

    /// The same two, as the steps write them, run to the end.
    @Test func theStepsStopShortOfBoth() async {
        await #expect(processExitsWith: .success) {
            let viewModel = TracedOrdersVM()
            viewModel.$orders.subscribe(viewModel) { viewModel, orders in
                _ = (orders.count, viewModel.writing)
            }
            viewModel.orders = OrderVM.sample(count: 3)

            let clock = LessonClock()
            var published: PublishedOrdersVM? = PublishedOrdersVM()
            let changes = published!.$orders.dropFirst()
            let subscription = changes.sink { [weak published] _ in
                clock.schedule(after: .zero, label: "render") {
                    _ = published?.orders.count
                }
            }
            published?.orders = OrderVM.sample(count: 3)
            published = nil
            clock.advance(by: .zero)
            subscription.cancel()
        }
    }

    @Test func theMessagesFitATranscriptLine() {
        for message in [TrapMessage.overlappingAccess, TrapMessage.deadUnowned] {
            let lines = TrapMessage.indented(message).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 76 && $0.hasPrefix("  ") })
            #expect(lines.map { $0.dropFirst(2) }.joined(separator: " ") == message)
        }
    }
}
