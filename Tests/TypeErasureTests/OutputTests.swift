import PlaygroundKit
import Testing
@testable import TypeErasure

/// What the steps print.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        stepOutput(openLesson().send("run \(number)"))
    }

    @Test func draftCellConfiguresItself() {
        #expect(output(ofStep: 1) == """
            a new cell shows: [""]
            given a view model: ["Order #3"]

            """)
    }

    @Test func theExistentialReadsAsAnyOptional() {
        #expect(output(ofStep: 2) == """
            cast to any IHaveViewModelDraft: works
            reading viewModel: works; its type: Optional<Any>
            what is inside: Order #3

            """)
    }

    @Test func shadowErasure() {
        #expect(output(ofStep: 3) == """
            set untyped, the cell shows: ["Order #3"]

            """)
        #expect(output(ofStep: 4) == """
            set untyped, read back typed: Order #3
            set typed, the cell shows: ["Order #4"]
            anyViewModel holds an OrderVM

            """)
    }

    @Test func theConsoleCellIsNonisolated() {
        #expect(output(ofStep: 5) == "the console's OrderCell, from nonisolated code, is IHaveAnyViewModel: true\n")
    }

    @Test func rowsMixViewModelTypes() {
        #expect(output(ofStep: 6) == """
            customer ← CustomerVM
            order ← OrderVM
            order ← OrderVM
            footer ← nil

            """)
    }

    @Test func ordersScreenConfiguresEveryCellButTheFooter() {
        let text = output(ofStep: 7)
        #expect(text.contains("│ ── Customer 42 ──"))
        #expect(text.contains("│ Order #1"))
        #expect(text.contains("│ (end of list)"))
        #expect(text.hasSuffix("""
            CustomerCell ← CustomerVM
            OrderCell ← OrderVM
            FooterCell ← nothing

            """))
    }

    @Test func wrongViewModelFailsSilently() {
        let text = output(ofStep: 8)
        #expect(text.contains("│                                              │"), "a blank row")
        #expect(text.hasSuffix("""
            row 1: anyViewModel holds a CustomerVM and viewModel is nil

            """))
        #expect(output(ofStep: 9) == """
            row 0 holds a CustomerVM and still shows ["Order #1"]

            """)
    }

    @Test func anyResolvable() {
        #expect(output(ofStep: 10) == """
            OrderVM from Order: made OrderVM
            CustomerVM from Int: made CustomerVM
            OrderVM from Int: made nil

            """)
        #expect(output(ofStep: 11) == """
            the singleton OrdersProvider, twice through the box, same instance: false
            twice through the container, same instance: true

            """)
    }

    @Test func anyPublisherTypes() {
        #expect(output(ofStep: 12) == """
            the chain: MapKeyPath<Filter<PassthroughSubject<OrderVM, Never>>, String>
            erased:    AnyPublisher<String, Never>
            inside:    PublisherBox<MapKeyPath<Filter<PassthroughSubject<OrderVM, Never>>, String>>
            received: Order #2
            received: Order #4

            """)
    }

    @Test func ownBox() {
        #expect(output(ofStep: 13) == """
            the array: Array<AnyHaveViewModel<OrderVM>>
            the cell shows: ["Order #7"] and the panel: ["Selected: Order #7"]

            """)
    }

    @Test func primaryAssociatedTypes() {
        #expect(output(ofStep: 14) == """
            the cell shows: ["Order #8"] and the panel: ["Selected: Order #8"]
            dequeued is any IHaveViewModel<OrderVM>: true
            dequeued is any IHaveViewModel<CustomerVM>: false

            """)
    }

    @Test func opening() {
        #expect(output(ofStep: 15) == """
            CustomerCell took CustomerVM → ["── Customer 42 ──"]
            OrderCell took OrderVM → ["Order #9"]
            OrderCell refused CustomerVM → [""]
            FooterCell is left alone: ["(end of list)"]

            """)
    }

    @Test func theWallIsQuotedAsHistoryAndTheRealMessageIsShown() {
        let narrative = TypeErasureLesson(context: LessonContext()).steps[1].text
        #expect(narrative.contains("\"protocol 'IHaveViewModel' can only be used as a generic constraint because it has Self or associated type requirements\""))
        let text = openLesson().send("show 2").text.plain
        #expect(text.contains("error: cannot assign to property: 'cell' is a 'let' constant"))
        #expect(text.contains("error: member 'viewModelChanged' cannot be used on value of type 'any IHaveViewModel'"))
    }
}
