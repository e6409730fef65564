import PlaygroundKit
import Testing
@testable import TypeErasure

/// What the steps print.
@Suite struct OutputTests {
    func output(of id: String) throws -> String {
        let steps = TypeErasureLesson(context: LessonContext()).steps
        let number = try #require(steps.firstIndex { $0.id == id }) + 1
        return stepOutput(openLesson().send("run \(number)"))
    }

    @Test func draftCellConfiguresItself() throws {
        #expect(try output(of: "view-and-view-model") == """
            a new cell shows: [""]
            given a view model: ["Order #3"]

            """)
    }

    @Test func theExistentialReadsAsAnyOptional() throws {
        #expect(try output(of: "wall") == """
            cast works, viewModel reads as Optional<Any>

            """)
    }

    @Test func shadowErasure() throws {
        #expect(try output(of: "shadow") == """
            set untyped, the cell shows: ["Order #3"]

            """)
        #expect(try output(of: "shadow-cell") == """
            set untyped, read back typed: Order #3
            set typed, the cell shows: ["Order #4"]
            anyViewModel holds an OrderVM

            """)
    }

    @Test func theConsoleCellIsNonisolated() throws {
        #expect(try output(of: "main-actor") == "in nonisolated code, OrderCell conforms: true\n")
    }

    @Test func rowsMixViewModelTypes() throws {
        #expect(try output(of: "rows") == """
            customer ← CustomerVM
            order ← OrderVM
            order ← OrderVM
            footer ← nil

            """)
    }

    @Test func ordersScreenConfiguresEveryCellButTheFooter() throws {
        #expect(try output(of: "orders-screen") == """
            CustomerCell ← CustomerVM → ["── Customer 42 ──"]
            OrderCell ← OrderVM → ["Order #1"]
            FooterCell ← nil → ["(end of list)"]

            """)
    }

    @Test func wrongViewModelFailsSilently() throws {
        let text = try output(of: "silent-failure")
        #expect(text.contains("│                                              │"), "a blank row")
        #expect(text.hasSuffix("""
            row 1: anyViewModel holds a CustomerVM
            and viewModel is nil

            """))
        #expect(try output(of: "silent-failure-shown") == """
            row 0 holds a CustomerVM
            and still shows ["Order #1"]

            """)
    }

    @Test func anyResolvable() throws {
        #expect(try output(of: "any-resolvable") == """
            the box: AnyResolvable named OrderVM
            made from an Order: OrderVM

            """)
        #expect(try output(of: "box-arguments") == """
            OrderVM from Order made OrderVM
            CustomerVM from Int made CustomerVM
            OrderVM from Int made nil

            """)
        #expect(try output(of: "box-scope") == """
            twice through the box, one instance: false
            twice through the container, one instance: true

            """)
    }

    @Test func anyPublisherTypes() throws {
        #expect(try output(of: "any-publisher") == """
            chain:  Map<Filter<PassthroughSubject<Int, Never>>, String>
            erased: AnyPublisher<String, Never>
            inside: PublisherBox<Map<Filter<PassthroughSubject<Int, Never>>, String>>
            received: Order #2
            received: Order #4

            """)
    }

    @Test func ownBox() throws {
        #expect(try output(of: "own-box") == """
            the array: Array<AnyHaveViewModel<OrderVM>>
            the cell shows: ["Order #7"] and the panel: ["Selected: Order #7"]

            """)
    }

    @Test func primaryAssociatedTypes() throws {
        #expect(try output(of: "primary-associated-types") == """
            the cell shows: ["Order #8"] and the panel: ["Selected: Order #8"]

            """)
        #expect(try output(of: "mixed-view-models") == """
            is any IHaveViewModel<OrderVM>: true
            is any IHaveViewModel<CustomerVM>: false

            """)
    }

    @Test func opening() throws {
        #expect(try output(of: "opening") == """
            CustomerCell took CustomerVM → ["── Customer 42 ──"]
            OrderCell took OrderVM → ["Order #9"]
            OrderCell refused CustomerVM → [""]
            FooterCell is left alone: ["(end of list)"]

            """)
    }

    @Test func theWallIsQuotedAsHistoryAndTheRealMessageIsShown() throws {
        let narrative = try #require(TypeErasureLesson(context: LessonContext()).steps.first { $0.id == "wall" }).text
        #expect(narrative.contains("\"protocol 'IHaveViewModel' can only be used as a generic constraint because it has Self or associated type requirements\""))
        // The compiler's lines wrap to the terminal's width: read them as one run of words.
        let text = openLesson().send("show 2").text.plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("error: cannot assign to property: 'cell' is a 'let' constant"))
        #expect(text.contains("error: member 'viewModelChanged' cannot be used on value of type 'any IHaveViewModel'"))
    }
}
