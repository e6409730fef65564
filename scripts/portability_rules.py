"""What scripts/check-portability looks for (issue 24), and how macOS and Linux evaluate `#if`.

Each rule: (regular expression, what it found, what to do). The check prints
`path:line: what, and what to do`. To add a rule, add a line here and a planted case to
scripts/portability_selftest.py. Rules are matched against code with comments removed; RULES see
code with string contents blanked, PATH_RULES see string contents too (a path is used at run time).
"""
import re

# A file holding none of these cannot have a finding: it is not lexed (the scan stays fast).
TRIGGER = re.compile(r"Glibc|/proc|/sys/|linux-gnu|\.so\b|Platform:|pipe2|accept4|prctl|malloc|epoll|inotify"
                     r"|\benviron\b|MSG_NOSIGNAL|SOCK_|O_PATH|O_TMPFILE|eventfd|signalfd|timerfd|getauxval|get_nprocs"
                     r"|program_invocation|#\s*include")


# (pattern over code with string contents blanked, what it is, what to do)
MOVE = "move it into the platform file for this concern, in its `#if os(Linux)` branch"
RULES = [
    (r"\b(pipe2|accept4|prctl|mallinfo2?|malloc_usable_size|malloc_trim|memfd_create|eventfd|signalfd"
     r"|timerfd_\w+|sched_getaffinity|getauxval|get_nprocs|program_invocation_\w+)\s*\(",
     "Linux-only call", MOVE),
    (r"\b(epoll_\w+|inotify_\w+)\b", "Linux-only API (epoll/inotify)", MOVE + " (Darwin: kqueue)"),
    (r"(?<![\w.])_?_?environ\b", "`environ` (undeclared on Darwin)", MOVE + " (Darwin: _NSGetEnviron())"),
    (r"\b(MSG_NOSIGNAL|SOCK_CLOEXEC|SOCK_NONBLOCK|O_PATH|O_TMPFILE)\b", "Linux-only constant",
     MOVE + " (Darwin: SO_NOSIGPIPE, fcntl)"),
    (r"\bSOCK_(STREAM|DGRAM|RAW|SEQPACKET)\.rawValue\b", "SOCK_*.rawValue (a plain Int32 on Darwin)", MOVE),
    (r"#\s*include\s*<(malloc\.h|sys/(prctl|epoll|inotify|sysinfo)\.h|linux/|gnu/|features\.h)",
     "Linux-only header", MOVE),
]
# (pattern over code and string contents, what it is, what to do): used at run time, quoted or not
PATH_RULES = [
    (r"(?<![\w.])/proc(?![\w-])", "`/proc` (Linux only)", MOVE + " (Darwin: sysctl, proc_pidinfo, _NSGetExecutablePath)"),
    (r"(?<![\w.])/sys/(fs|class|devices|kernel)\b", "`/sys` (Linux only)", MOVE),
    (r"/[\w-]+-linux-gnu\b", "a Linux multiarch path", MOVE),
]
SYMBOLS = re.compile(r"(pipe2|accept4|prctl|mallinfo2?|epoll_\w+|inotify_\w+|memfd_create|eventfd|signalfd)")
# A string that is a shared library's name or suffix ("so", ".so", "libedit.so.2", the ".so" after an
# interpolation); a multi-line sample of some program's output is not one.
SO_NAME = re.compile(r"(\S*\.)?so(\.\d+)*")
GLIBC = re.compile(r"\bimport\s+(\w+\s+)?Glibc\b|\bGlibc\.\w")
GLIBC_FIX = "put it in an `#if canImport(Glibc)` branch with an `#elseif canImport(Darwin)` one"

# A shell command's position: a line's start or after ; | & ( then do $( `, past `exec`, `sudo`, VAR=value.
COMMAND = r"(^|[;&|(`]|\bthen|\bdo|\$\()\s*(exec\s+|sudo\s+|\$sudo\s+|\w+=\S*\s+)*"
# Shell: (pattern, what, what to do, fallback): the fallback, when it appears anywhere in the file
# (or, written "line:...", on the same line), makes the use fine.
SHELL_RULES = [
    (r"\bsed\b[^|;&]*\s(-[a-zA-Z]*i|--in-place)(?=[\s'\"]|$)", "`sed -i` without an attached suffix (GNU only; BSD needs one)",
     "use `sed -i.bak ... FILE && rm FILE.bak`", None),
    (r"\bsed\s+(-[a-zA-Z]*r\b|--regexp-extended)", "`sed -r` (GNU)", "use `sed -E`", None),
    (r"\breadlink\s+-[a-z]*[fem]", "`readlink -f` (GNU; not before macOS 12.3)",
     "use `cd \"$(dirname X)\" && pwd -P`, or python3's os.path.realpath", None),
    (COMMAND + r"timeout\s+-?[\w.]", "`timeout` (GNU coreutils; not on macOS)",
     "fall back when `command -v timeout` fails (perl -e 'alarm shift; exec @ARGV')", r"command -v timeout"),
    (r"\bldd\b", "`ldd` (Linux)", "use `otool -L` on macOS, branching on `uname`", r"\botool\s+-L"),
    (r"\b(readelf|nproc|tac|sha256sum|md5sum)\b", "a GNU/Linux-only tool",
     "branch on `uname` (macOS: otool, sysctl -n hw.ncpu, tail -r, shasum -a 256, md5)", None),
    (r"-rpath=", "`-rpath=` (GNU ld; Apple's ld takes `-rpath DIR`)", "use `-Xlinker -rpath -Xlinker DIR`", None),
    (r"-Xlinker\s+--(export-dynamic|undefined|as-needed|no-as-needed|whole-archive)", "a GNU ld option",
     "branch on `uname` (Apple's ld: -export_dynamic, -u _SYMBOL)", None),
    (r"\bstat\s+(-c|--format|--printf)", "`stat -c` (GNU)", "branch on `uname` (BSD: stat -f), or use python3", None),
    (r"\bdate\s+(-[a-zA-Z]*d\b|--date)", "`date -d` (GNU)", "use python3, or `date -j -f` on BSD", None),
    (r"\bgrep\s+(-[a-zA-Z]*P|--perl-regexp)", "`grep -P` (GNU)", "use `grep -E`", None),
    (r"\bxargs\s+(-[a-zA-Z]*r|--no-run-if-empty)", "`xargs -r` (GNU)", "guard the empty case yourself", None),
    (COMMAND + r"(cp|mv|rm|ln|mkdir|touch|head|tail|du|df|cut|sort|uniq|wc|install|chmod|mktemp|ls|tr)\s+([^|;&]*\s)?--[a-z]",
     "a GNU long option", "use the short POSIX form", None),
    (r"\bhead\s+-[nc]\s*-\d", "`head -n -N` (GNU)", "use sed or awk", None),
    (r"\bmktemp\s+(-[a-zA-Z]*[pt]\b|[^|;&]*X{3,}\.\w)", "a GNU-only `mktemp` form",
     "use `mktemp` or `mktemp -d` with no template", None),
    (r"\bfind\b[^|;&]*\s-(printf|regextype)\b", "`find -printf` (GNU)", "use -exec or -print", None),
    (r"\b(gensub|strftime|systime|asorti?)\s*\(", "a gawk-only function", "use POSIX awk", None),
    (COMMAND + r"apt-get\b", "`apt-get` (Debian/Ubuntu)", "branch on `uname` so macOS skips it", None),
    (r"(?<![\w.])/proc(?![\w-])", "`/proc` (Linux only)", "branch on `uname`, or add a fallback (`2>/dev/null || ...`)",
     r"line:2>\s*/dev/null\s*\|\|"),
    (r"/[\w-]+-linux-gnu\b", "a Linux multiarch path", "branch on `uname`", None),
    (r"\blib[\w+-]*\.so\b|\$\w+\.so\b", "a `.so` library name (Darwin: `.dylib`)", "branch on `uname` for the suffix", None),
]
# Python: a string that starts with /proc (f"/proc/{pid}/stat"); prose in docstrings is not a path.
PY_RULES = [(r"[\'\"]/proc(?![\w-])", "`/proc` (Linux only)",
             "read it inside `try:` (with a fallback) or under `if sys.platform.startswith(\"linux\")`")]


# Any of RULES: a line matching none of them is not tried rule by rule (the scan stays fast).
ANY_RULE = re.compile("|".join("(?:%s)" % rule[0] for rule in RULES))

# How macOS and Linux see a condition: True, False, or None (cannot tell: may be either).
KNOWN = {
    "mac": {"os(macOS)": True, "os(Linux)": False, "canImport(Glibc)": False, "canImport(Musl)": False,
            "canImport(Darwin)": True, "canImport(Combine)": True, "canImport(FoundationNetworking)": False,
            "canImport(ObjectiveC)": True, "_runtime(_ObjC)": True, "__linux__": False, "__gnu_linux__": False,
            "__GLIBC__": False, "linux": False, "__APPLE__": True, "__MACH__": True},
    "linux": {"os(macOS)": False, "os(Linux)": True, "canImport(Glibc)": True, "canImport(Darwin)": False,
              "canImport(Combine)": False, "canImport(FoundationNetworking)": True, "canImport(ObjectiveC)": False,
              "_runtime(_ObjC)": False, "__linux__": True, "__gnu_linux__": True, "__GLIBC__": True,
              "linux": True, "__APPLE__": False, "__MACH__": False},
}
for os_name in ("iOS", "tvOS", "watchOS", "visionOS", "Windows", "Android", "WASI", "FreeBSD", "OpenBSD"):
    KNOWN["mac"]["os(%s)" % os_name] = KNOWN["linux"]["os(%s)" % os_name] = False


def evaluate(condition, system):
    """Three-valued evaluation of a Swift `#if` or C `#if` condition as `system` would see it."""
    condition = re.sub(r"\bdefined\s*\(?\s*(\w+)\s*\)?", r"\1", condition)
    tokens = re.findall(r"\w+\s*\([^()]*\)|&&|\|\||!|[()]|[\w.]+|\S", condition)
    tokens = [re.sub(r"\s+", "", t) for t in tokens]
    position = [0]
    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None
    def take():
        position[0] += 1; return tokens[position[0] - 1]
    def primary():
        t = take() if peek() else None
        if t == "!":
            v = primary(); return None if v is None else not v
        if t == "(":
            v = either()
            if peek() == ")": take()
            return v
        if t in ("true", "1"): return True
        if t in ("false", "0"): return False
        return KNOWN[system].get(t)
    def both():
        values = [primary()]
        while peek() == "&&": take(); values.append(primary())
        return False if False in values else (None if None in values else True)
    def either():
        values = [both()]
        while peek() == "||": take(); values.append(both())
        return True if True in values else (None if None in values else False)
    try:
        return either()
    except IndexError:
        return None

