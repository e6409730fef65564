import Foundation

/// `close(2)`, under a name that no `close()` method shadows.
@discardableResult
func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// The child's folder: made with `mkdtemp` under `TMPDIR` (else /tmp), removed with everything in it.
enum TemporaryFolder {
    static func create(prefix: String = "mvvm-playground-") throws -> String {
        var parent = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if parent.isEmpty { parent = "/tmp" }
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ChildProcess.Failure.cannotCreateFolder(parent: parent, errno: errno)
        }
        return String(cString: made)
    }

    /// Removes `path` and everything under it, without following symbolic links. Folders the child
    /// made unreadable or unwritable are opened up first.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            _ = unlink(path)
            return
        }
        _ = chmod(path, 0o700)
        for name in entries(of: path) { remove(path + "/" + name) }
        _ = rmdir(path)
    }

    private static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
