import Foundation
import PlaygroundKit
import TestSupport
@testable import SideTable

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: SideTableLesson.self)
}

/// What a step printed (see `Shell.Response.stepOutput` in TestSupport).
func stepOutput(_ response: Shell.Response) -> String {
    response.stepOutput
}

/// A value to store in a table and watch with weak probes.
final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
}
