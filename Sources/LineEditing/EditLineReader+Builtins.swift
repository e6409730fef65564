import CLibEdit
import Platform

/// libedit's own commands, run as an editrc line would run them.
extension EditLineReader {
    /// Runs libedit builtin commands (`bind`, `settty`, ...) as an editrc line would, with the words already split;
    /// their output goes to the terminal. For tests: it shows the key bindings the reader really has. Returns
    /// `el_parse`'s result: 0 on success, -1 for an unknown command.
    func runEditorBuiltin(_ words: [String]) -> Int32 {
        guard let editLine, !words.isEmpty else { return -1 }
        let copies = words.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var arguments: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
        arguments.append(nil)
        let result = arguments.withUnsafeMutableBufferPointer {
            el_parse(editLine, Int32(words.count), $0.baseAddress)
        }
        if let outputFile { fflush(outputFile) }
        return result
    }
}
