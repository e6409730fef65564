import LessonKit

// Not part of the article: the lesson's `graph` command.
extension DILesson {
    static let graphPanels = ["container", "swinject", "cycle"]

    var graphCommand: LessonCommand {
        LessonCommand(
            "graph",
            usage: "[container|swinject|cycle]",
            summary: "draw who resolved whom, and what Swinject did",
            readsOnly: true,
            complete: { index, _ in index == 0 ? Self.graphPanels : [] }
        ) { [live] arguments in
            try arguments.expectAtMost(1)
            let only = try arguments.optional(0).map { _ in try arguments.choice(0, "graph", from: Self.graphPanels) }
            let container = live.container
            let recorder = container.recorder ?? ResolutionRecorder()
            switch only {
            case "cycle":
                let panels = [live.cycleBefore, live.cycleAfter].compactMap { $0 }
                guard !panels.isEmpty else {
                    print("no cycle recorded yet: step 18 resolves Cart in a SafeContainer, which stops the loop,")
                    print("and step 19 the fixed pair; 'run 18', 'run 19', then 'graph cycle'")
                    return
                }
                draw(.graph(ObjectGraphFigure(panels: panels)))
                print("(as steps 18 and 19 recorded them: the loop SafeContainer stopped, and the fix)")
                return
            case "swinject" where live.swinject.recorder.isEmpty:
                print("nothing resolved in Swinject yet: only OrdersVM and OrdersProvider are registered")
                print("there; try 'load 42' first, then 'graph swinject'")
                return
            case _ where recorder.isEmpty:
                print("nothing resolved yet in the live \(Self.describe(container)):")
                print("try 'load 42' or 'resolve FixedCart' first, then 'graph'")
                return
            default: break
            }
            var panels: [ObjectGraph] = []
            if only != "swinject" {
                panels.append(recorder.graph(title: Self.describe(container), label: live.numbers.label))
            }
            if only != "container" {
                panels.append(live.swinject.graph())
            }
            draw(.graph(ObjectGraphFigure(panels: panels)))
        }
    }
}
