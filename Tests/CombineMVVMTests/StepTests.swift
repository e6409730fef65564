import PlaygroundKit
import Testing
@testable import CombineMVVM

@Suite struct StepTests {
    @Test func stepsProveWhatTheyClaim() {
        let shell = openLesson()
        #expect(shell.send("run 8").stepOutput.contains("requests: 'Moscow' at +500ms"))
        #expect(shell.send("run 11").stepOutput.contains("4 values of city, 4 requests"))
        #expect(shell.send("run 12").stepOutput.contains("requests: 0"))
        let cycle = shell.send("run 15").stepOutput
        #expect(cycle.contains("still alive"))
        #expect(cycle.contains("held by TempViewModel.swift:"))  // in the chart
        #expect(cycle.contains(".assign(to: \\.currentWeather, on: self)"))
        #expect(!cycle.contains("breakCycle"))
        #expect(shell.send("run 16").stepOutput == "nobody holds it; still alive: true\nafter breakCycle(); still alive: false\n")
        #expect(shell.send("run 17").stepOutput.contains("currentWeather: Moscow: 7.2 °C"))
        let fixed = shell.send("run 18").stepOutput
        #expect(fixed.contains("FixedTempViewModel"))
        #expect(!fixed.contains("still alive"))
        #expect(shell.send("run 14").stepOutput.contains("2 after one tick, 3 after the answer"))
    }
}
