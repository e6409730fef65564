import Platform

/// Making the folders a file goes in.
public enum Folders {
    /// Makes `path` and any missing folders above it, each with `mode` (less the umask). Returns why not, in words
    /// naming the folder ("/x is not a folder"), or nil when `path` is a folder now.
    public static func make(_ path: String, mode: mode_t) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return FileKind(mode: info.st_mode) == .folder ? nil : "\(path) is not a folder"
        }
        // ENOTDIR: some folder above is a file; going up names it.
        guard errno == ENOENT || errno == ENOTDIR else { return "\(path) is not accessible (\(errnoWords(errno)))" }
        let parent = SymbolicLinks.folder(of: path)
        if parent != path, parent != ".", let problem = make(parent, mode: mode) {
            return problem
        }
        if mkdir(path, mode) != 0 && errno != EEXIST {
            return "the folder \(path) could not be created (\(errnoWords(errno)))"
        }
        return nil
    }

    /// Removes the folder at `path` if it is empty (a folder made for files that were then not written); leaves
    /// anything else alone.
    public static func removeIfEmpty(_ path: String) {
        rmdir(path)
    }
}
