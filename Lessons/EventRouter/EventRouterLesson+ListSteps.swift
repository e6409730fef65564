import Foundation
import LessonKit

/// Steps 9 to 12: weak listener lists, the handler's and the article's.
extension EventRouterLesson {
    /// The first list's entries, dead or alive, in the order they were added.
    func entries(_ handler: ChatEventHandler) -> [String] {
        handler.listenerReport[0].entries.map { $0.isAlive ? "alive" : "dead" }
    }

    // @step weak-lists
    func weakLists(_ ctx: LessonContext) throws {
        let (handler, _) = loadedHandler(ctx)
        // @snippet step-weak-lists
        var bob: ProbeListener? = ProbeListener(name: "bob")
        weak let probe = bob
        handler.add(listener: bob!)
        bob = nil
        print("bob alive:", probe != nil)
        print("list entries:", entries(handler))
        // @end step-weak-lists
    }

    // @step weak-skip
    func weakSkip(_ ctx: LessonContext) throws {
        let (handler, router) = loadedHandler(ctx)
        // @snippet step-weak-skip
        let ann = ProbeListener(name: "ann")
        handler.add(listener: ann)
        handler.add(listener: ProbeListener(name: "bob"))  // held by nobody: dies
        print("list entries:", entries(handler))
        router.route(.userReads(messagesSentBy: "alice"))  // bob is skipped
        print("list entries:", entries(handler))
        extendLifetime(ann)
        // @end step-weak-skip
    }

    // @step article-list
    func articleList(_ ctx: LessonContext) throws {
        // @snippet step-article-list
        let articles = ArticleChatEventHandler()
        var screen: ProbeListener? = ProbeListener(name: "screen")
        weak let probe = screen
        articles.add(listener: screen!)
        screen = nil
        print("let go by its owner; alive:", probe != nil)
        print("entries in the article's list:", articles.count)
        // @end step-article-list
    }

    // @step weak-box
    func weakBox(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        let holder = HoldingLine.find("chatListListening.append(weakListener)", in: Self.declarations)
        // @snippet step-weak-box
        let articles = ArticleChatEventHandler()
        var lists = ListenerList<any ChatListListening>()  // as ChatEventHandler
        var screen: ProbeListener? = ProbeListener(name: "screen")
        var other: ProbeListener? = ProbeListener(name: "other")
        lifetimes.track(screen!, as: "article's list", heldBy: holder)
        lifetimes.track(other!, as: "ListenerList")
        articles.add(listener: screen!)
        lists.add(other!)
        clock.advance(by: .seconds(1))
        screen = nil
        other = nil
        lifetimes.check()
        clock.advance(by: .seconds(1))
        print("alive in the ListenerList:", lists.alive().count)
        draw(.lifetimes(lifetimes.chart(title: "Both let go by their owner at 1s")))
        // @end step-weak-box
    }
}
