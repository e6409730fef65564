import Foundation
import LessonKit
import Swinject

// Steps 16 to 20: a dependency cycle, what the container sees, and its fix; the threads'
// steps are in DILesson+Threads.swift.
extension DILesson {
    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let chain = Sandbox.run { stop in
            let container = DepthLimitedContainer(limit: 6, stop: stop)
            let _: Cart = container.resolve()
            return container.chain
        }
        print(chain.joined(separator: " → ") + " → ...")
        // @end step-cycle
        print("stopped by the demo after \(chain.count) nested inits;")
        print("left alone, it goes on until the stack overflows")
    }

    // @step cycle-watched
    func cycleWatched(_ ctx: LessonContext) throws {
        // @snippet step-cycle-watched
        let recorder = ResolutionRecorder()
        _ = Sandbox.run { stop in
            let container = DepthLimitedContainer(limit: 6, stop: stop)
            container.recorder = recorder
            let _: Cart = container.resolve()
            return container.chain
        }
        var graph = recorder.graph(
            title: "Container, resolving Cart", label: InstanceNumbers().label)
        // @end step-cycle-watched
        graph.notes = ["stopped here by the demo; the real one never stops"]
        draw(.graph(ObjectGraphFigure(panels: [graph])))
    }

    // @step cycle-named
    func cycleNamed(_ ctx: LessonContext) throws {
        let recorder = ResolutionRecorder()
        // @snippet step-cycle-named
        let message = Sandbox.run { stop in
            let container = SafeContainer(recorder: recorder) { stop($0.message) }
            let _: Cart = container.resolve()
            return "no cycle"
        }
        print(message)
        // @end step-cycle-named
        let graph = recorder.graph(title: "before: Cart and Checkout", label: InstanceNumbers().label)
        draw(.graph(ObjectGraphFigure(panels: [graph])))
        live.cycleBefore = graph
    }

    // @step cycle-fixed
    func cycleFixed(_ ctx: LessonContext) throws {
        let after = ResolutionRecorder()
        // @snippet step-cycle-fixed
        let container = SafeContainer(recorder: after)
        let cart: FixedCart = container.resolve()
        cart.checkout.pay()
        // @end step-cycle-fixed
        var fixed = after.graph(title: "after the fix", label: InstanceNumbers().label)
        fixed.notes = ["last line: pay() asks for the cart"]
        draw(.graph(ObjectGraphFigure(panels: [fixed])))
        live.cycleAfter = fixed
    }

    // @step cycle-kept
    func cycleKept(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        // @snippet step-cycle-kept
        var kept: FixedCheckout?
        do {
            let container = SafeContainer()
            let cart: FixedCart = container.resolve()
            kept = cart.checkout
            lifetimes.track(container, as: "SafeContainer")
            lifetimes.track(cart, as: "FixedCart")
            lifetimes.track(cart.checkout, as: "FixedCheckout")
            clock.advance(by: .seconds(1))
        }
        lifetimes.check()
        kept?.pay()
        clock.advance(by: .seconds(1))
        kept = nil
        lifetimes.check()
        // @end step-cycle-kept
        draw(.lifetimes(lifetimes.chart(title: "The container let go at 1s, the kept checkout at 2s")))
    }
}
