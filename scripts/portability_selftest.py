"""`scripts/check-portability --self-test`: plants known cases in a temporary tree (mktemp -d's
equivalent, removed afterwards), runs the real check over it as a separate process, and asserts
that every planted case is reported at its line and that nothing in the correctly guarded files is.
Add a case here with every new rule in portability_rules.py.
"""
import os, re, shutil, subprocess, sys, tempfile

# path -> text, with @PROC@ for the /proc path (written so, this file holds no /proc path of its own
# for the real check to find). A line holding `<-- FINDING: words` must be reported (at that line, the message
# containing the words); a file under `good/` or named Good* must produce no finding at all.
PLANTED = {
    "Sources/Bad/Unguarded.swift": """import Foundation
import Glibc  // <-- FINDING: Glibc used
func stop(_ pid: Int32) { _ = Glibc.kill(pid, SIGTERM) }  // <-- FINDING: Glibc used
""",
    "Sources/Bad/Proc.swift": """import Foundation
let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "@PROC@/self/exe")  // <-- FINDING: `@PROC@`
let fd = pipe2(&ends, O_CLOEXEC)  // <-- FINDING: Linux-only call
#if os(Linux)
let raw = Int32(SOCK_STREAM.rawValue)  // <-- FINDING: SOCK_
#endif
let library = "lib\\(name).so"  // <-- FINDING: `.so`
static let suffix = "so"  // <-- FINDING: `.so`
let sample = \"\"\"
    dlopen failed: libfoo.so: cannot open shared object file
    \"\"\"
""",
    "Sources/Bad/NestedWrong.swift": """#if canImport(Darwin)
import Darwin
#else
  #if DEBUG
  import Glibc
  #endif
#endif
#if DEBUG
#elseif canImport(Darwin)
#else
let x = 1
#endif
#if os(macOS) || canImport(Glibc)
import Glibc  // <-- FINDING: Glibc used
#endif
""",
    "Sources/Bad/LinuxOnlyShim.swift": """// Platform: processes (planted: no Darwin branch)  <-- FINDING: without both a Linux and a Darwin branch
#if os(Linux)
import Glibc
func executable() -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: "@PROC@/self/exe") }
#endif
""",
    "Sources/Bad/PlatformUnguarded.swift": """// Platform: processes (planted: a Linux-only call outside its #if os(Linux) branch)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
let count = inotify_init1(0)  // (fine: Linux only, and the file has a Darwin branch above)
#endif
let everywhere = prctl(36, 1, 0, 0, 0)  // <-- FINDING: in code macOS compiles
""",
    "Benchmarks/Sources/Heap/Heap.c": """#include <stddef.h>
#if defined(__linux__)
#include <malloc.h>  /* <-- FINDING: Linux-only header */
#endif
size_t used(void) { return mallinfo2().uordblks; }  /* <-- FINDING: Linux-only call */
""",
    "scripts/planted": """#!/bin/bash
sed -i 's/a/b/' file.txt  # <-- FINDING: `sed -i`
x=$(readlink -f "$0")  # <-- FINDING: readlink
timeout 10 ./checks  # <-- FINDING: `timeout`
swiftc main.swift -Xlinker -rpath="$lib"  # <-- FINDING: -rpath=
ldd ./program | wc -l  # <-- FINDING: `ldd`
stat -c %s file  # <-- FINDING: `stat -c`
grep -P '\\d+' file  # <-- FINDING: `grep -P`
cp --reflink=auto a b  # <-- FINDING: long option
if [ "$(uname)" = Darwin ]; then
    echo mac
else
    apt-get install -y hyperfine  # (fine: only Linux gets here)
fi
apt-get update  # <-- FINDING: `apt-get`
""",
    "scripts/planted.py": """import os
data = open(f"@PROC@/{os.getpid()}/status").read()  # <-- FINDING: `@PROC@`
""",
    # Correctly guarded: none of this may be reported.
    "Sources/good/Guarded.swift": """import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
// Glibc.kill in a comment, @PROC@/self/exe in a comment, pipe2( environ
/* nested /* Glibc.close */ still a comment: import Glibc */
let message = "Glibc.kill and prctl( in a string are words, not calls"
let interpolated = "\\(value) Glibc \\("nested string" + "x") done"
let raw = #"a "quoted" Glibc.kill"#
let multi = \"\"\"
    import Glibc
    \"\"\"
func write(_ fd: Int32) {
    #if canImport(Glibc)
    _ = Glibc.write(fd, nil, 0)
    #elseif os(macOS)
    _ = Darwin.write(fd, nil, 0)
    #else
      #if os(Linux)
      _ = Glibc.write(fd, nil, 0)
      #endif
    #endif
}
let variable = ProcessInfo.processInfo.environment["HOME"]
""",
    "Sources/good/Shim.swift": """import Foundation
// Platform: processes (planted: correct)
#if os(Linux)
import Glibc
func executable() -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: "@PROC@/self/exe") }
let symbol = "pipe2"
let library = "libPlaygroundCells.so"
#elseif canImport(Darwin)
import Darwin
func executable() -> String? { Bundle.main.executablePath }
let library = "libPlaygroundCells.dylib"
#endif
""",
    "Sources/good/shim.c": """// Platform: heap statistics (planted: correct)
#ifdef __GLIBC__
#include <malloc.h>
size_t used(void) { return mallinfo2().uordblks; }
#else
size_t used(void) { return 0; }
#endif
""",
    "scripts/good-script": """#!/usr/bin/env bash
# sed -i 's/x/y/' in a comment; readlink -f; ldd
sed -i.bak 's/a/b/' file.txt && rm file.txt.bak
if command -v timeout >/dev/null; then timeout 10 ./checks; else perl -e 'alarm shift; exec @ARGV' 10 ./checks; fi
case "$(uname -s)" in
    Linux) ldd ./program; stat -c %s file ;;
    Darwin) otool -L ./program ;;
esac
if [ "$(uname)" != Darwin ]; then
    sudo apt-get install -y --no-install-recommends libedit-dev
fi
[ "$(uname)" = Linux ] && grep -P 'x' file
load=$(cut -d' ' -f1 @PROC@/loadavg 2>/dev/null || echo "?")
swiftc main.swift -Xlinker -rpath -Xlinker "$lib" -o out
""",
    "scripts/good_script.py": """import sys
\"\"\"Reads @PROC@ when it can.\"\"\"
try:
    data = open("@PROC@/meminfo").read()
except OSError:
    data = ""
if sys.platform.startswith("linux"):
    status = open(f"@PROC@/{pid}/status").read()
""",
}


def run(check):
    folder = tempfile.mkdtemp(prefix="check-portability.")
    try:
        expected = []  # (path, line, words)
        for path, text in PLANTED.items():
            os.makedirs(os.path.join(folder, os.path.dirname(path)), exist_ok=True)
            text = text.replace("@PROC@", "/" + "proc")
            with open(os.path.join(folder, path), "w") as handle:
                handle.write(text)
            for number, line in enumerate(text.split("\n"), 1):
                m = re.search(r"<-- FINDING: (.*?)( \*/)?$", line)
                if m: expected.append((path, number, m.group(1)))
        result = subprocess.run([sys.executable, check, "--root", folder], capture_output=True, text=True)
        findings = result.stdout.splitlines()
        failures = []
        for path, number, words in expected:
            prefix = "%s:%d: " % (path, number)
            if not any(f.startswith(prefix) and words in f for f in findings):
                failures.append("not reported: %s%s" % (prefix, words))
        for finding in findings:
            path = finding.split(":", 1)[0]
            if "/good" in path or not any(finding.startswith("%s:%d: " % (p, n)) for p, n, _ in expected):
                failures.append("reported, but should not be: " + finding)
        if result.returncode != 1:
            failures.append("exit status %d with findings (expected 1)" % result.returncode)
        for failure in failures:
            print("check-portability self-test: " + failure)
        missed = sum(f.startswith("not reported") for f in failures)
        print("check-portability self-test: %d of %d planted cases caught, %d failure(s)"
              % (len(expected) - missed, len(expected), len(failures)))
        return 1 if failures else 0
    finally:
        shutil.rmtree(folder)
