import Foundation
import LessonFormat
import Testing

/// An exercise's contract (`contract.md`): every kind of behaviour considered, every item naming
/// checks that exist, every check named by an item.
@Suite struct ContractTests {
    static let checks = """
        func checks() -> [Check] {
            [
                Check("a singleton is made once") {},
                Check("typing \\"Moscow\\" again makes no second request") {},
            ]
        }
        """

    static func contract(_ body: String) -> String {
        let headings = ContractDocument.sections.filter { !body.contains("## \($0)\n") }
        return "# Contract: T\n\n" + body + headings.map { "## \($0)\n- Does not apply: nothing of the kind.\n" }.joined()
    }

    static func problems(_ text: String, refusals: [String] = []) -> [String] {
        do {
            _ = try ContractDocument.parse(text, file: "Ex/contract.md", checks: checks, refusals: refusals)
            return []
        } catch {
            return error.all.map(\.message)
        }
    }

    @Test func aContractNamesEveryCheckUnderItsKinds() throws {
        let text = Self.contract("""
            ## Behaviour
            - Made once, then the same one. Checks: "a singleton is made once"
            ## Boundaries
            - The same name typed again asks
              nothing. Checks: "typing \\"Moscow\\" again makes no second request", "a singleton is made once"
            """ + "\n")
        let contract = try ContractDocument.parse(text, file: "Ex/contract.md", checks: Self.checks)
        let boundary = try #require(contract.items.first { $0.section == "Boundaries" })
        #expect(boundary.text == "The same name typed again asks nothing.")
        #expect(boundary.checks == ["typing \\\"Moscow\\\" again makes no second request", "a singleton is made once"])
    }

    @Test func aMissingKindAnUnknownCheckAndAnUnnamedCheckAreEachSaid() {
        let text = "# Contract: T\n\n## Behaviour\n- Made once. Checks: \"a singleton is made twice\"\n"
        let said = Self.problems(text)
        #expect(said.contains { $0.hasPrefix("the contract has no '## Lifetimes'") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("'a singleton is made twice' is not a 'Check(") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("the check 'a singleton is made once' is named by no item") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("the check 'typing \\\"Moscow") && $0.contains("is named by no item") }, "\(said)")
    }

    @Test func anItemNamesChecksOrSaysWhyNone() {
        let said = Self.problems(Self.contract("## Behaviour\n- Made once, with no checks named.\n- Does not apply: fine.\n"))
        #expect(said.contains("each item ends with 'Checks: \"<check name>\"' (or is 'Does not apply: <why>')"), "\(said)")
    }

    @Test func aCompilerMadeCheckMayBeNamedAndMustBe() {
        let body = "## Behaviour\n- Both. Checks: \"a singleton is made once\", \"typing \\\"Moscow\\\" again makes no second request\"\n"
        #expect(Self.problems(Self.contract(body + "## API shape\n- A struct cannot use it. Checks: \"structs refused\"\n"), refusals: ["structs refused"]).isEmpty)
        #expect(Self.problems(Self.contract(body), refusals: ["structs refused"]) == ["the check 'structs refused' is named by no item of the contract: say which behaviour it shows"])
    }

    @Test func anUnknownHeadingIsRefused() {
        let said = Self.problems(Self.contract("## Speed\n- Fast. Checks: \"a singleton is made once\"\n"))
        #expect(said.contains { $0.hasPrefix("a contract's headings are Behaviour, Lifetimes") }, "\(said)")
    }
}
