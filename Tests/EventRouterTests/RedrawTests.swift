import ConsoleViews
import Foundation
import PlaygroundKit
import Testing
@testable import EventRouter

/// A chat screen redraws itself from every view model it gets: it removes each subview, front
/// to back, then adds a label per line. Removing a subview used to scan the superview's whole
/// list (`removeAll(where:)`), so a redraw cost the square of the chat's length and a long chat
/// ground to a halt; now each removal stops at the subview it finds first.
@Suite struct RedrawTests {
    @Test func clearingFrontToBackLeavesNothingAndUnlinksEverySubview() {
        let root = View()
        let labels = (0..<5).map { Label(text: "\($0)") }
        for label in labels { root.addSubview(label) }
        for subview in root.subviews { subview.removeFromSuperview() }
        #expect(root.subviews.isEmpty)
        #expect(labels.allSatisfy { $0.superview == nil })
    }

    @Test func removingFromTheMiddleKeepsTheOthersInOrder() {
        let root = View()
        let labels = (0..<5).map { Label(text: "\($0)") }
        for label in labels { root.addSubview(label) }
        labels[2].removeFromSuperview()
        labels[2].removeFromSuperview() // twice: nothing more happens
        #expect(root.render() == ["0", "1", "3", "4"])
        root.addSubview(labels[0]) // adding again moves it to the end
        #expect(root.render() == ["1", "3", "4", "0"])
        #expect(root.subviews.count == 4)
    }

    @Test func aHundredAndFiftyMessagesAndTheirAnswersAllShow() {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "alice")
        let chat = try! #require(app.openChat)
        for index in 1...150 {
            chat.sendTapped("message \(index)")
        }
        clock.advance(by: .seconds(60))
        let lines = chat.render()
        // Three earlier messages, and each message with the bot's answer.
        #expect(lines.count == 2 + 3 + 2 * 150)
        #expect(chat.view.subviews.count == 3 + 2 * 150)
        #expect(lines[lines.count - 2].contains("alice: You said “message 150”. Tell me more!"))
    }
}
