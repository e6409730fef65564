import Platform

/// The C library's `LC_CTYPE`, set up once before the first `el_init` so libedit decodes UTF-8 keystrokes; see
/// "Process-wide effects" in ``EditLineReader``.
let localeIsSetUp: Bool = {
    func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
    let fromEnvironment = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if isUTF8() { return true }
    if fromEnvironment == nil || fromEnvironment == "C" || fromEnvironment == "POSIX" {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return true }
        }
        if let fromEnvironment { setlocale(LC_CTYPE, fromEnvironment) }
    }
    return isUTF8()
}()
