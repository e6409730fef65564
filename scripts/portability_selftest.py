"""`scripts/check-portability --self-test`: plants known cases in a temporary tree (mktemp -d's
equivalent, removed afterwards), runs the real check over it as a separate process, and asserts
that every planted case is reported at its line and that nothing in the correctly guarded files is.
Add a case here with every new rule in portability_rules.py.
"""
import os, re, shutil, subprocess, sys, tempfile

# path -> text, with @PROC@ for the /proc path (written so, this file holds no /proc path of its own
# for the real check to find). A line holding `<-- FINDING: words` must be reported (at that line, the message
# containing the words), once per marker (a line may hold two); nothing else may be, and a path holding
# `/good` (a folder good*/, a file good*) must produce no finding at all.
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
    # OpenCombine (scripts/portability_combine.py): Foundation's names, API absent where Combine is.
    "Sources/Bad/CombineNames.swift": """import Foundation
import OpenCombine
final class X: ObservableObject { @Published var a = 1 }  // <-- FINDING: `ObservableObject` is ambiguous <-- FINDING: `Published` is ambiguous
""",
    "Sources/Bad/Publishers.swift": """@preconcurrency import OpenCombine
import OpenCombineDispatch
struct Property<Element> { let value: Element }  // no `publisher` (Sources/goodPublisher's is another module's)
final class Model { let state: Property<String> = Property(value: "") }
struct Box { var publisher: Int { 0 } }  // a `publisher` of this module, not on state's type
let a = result.publisher.sink { _ in }  // <-- FINDING: Result's or Optional's
let b = optional.publisher  // <-- FINDING: Result's or Optional's
let c = Model().state.publisher  // <-- FINDING: Result's or Optional's
let d = f(1...3).publisher  // <-- FINDING: Result's or Optional's
let e = result
    .publisher  // <-- FINDING: `.publisher` here may be
    .receive(on: DispatchQueue.main)  // <-- FINDING: DispatchQueue is an OpenCombine scheduler
let g = Just(1).debounce(for: .seconds(1), scheduler: DispatchQueue.global(qos: .default))  // <-- FINDING: DispatchQueue
let h = Just(1).subscribe(on: DispatchQueue(label: "a (queue)"), options: nil)  // <-- FINDING: DispatchQueue
""",
    # An exercise's check program is Checks.swift and one learner file: Checks' private typealias is its own.
    "Lessons/bad/Exercises/1-x/Checks.swift": """import Foundation
import OpenCombine
private typealias Published = OpenCombine.Published
private typealias ObservableObject = OpenCombine.ObservableObject
final class Probe: ObservableObject { @Published var seen = 0 }
""",
    "Lessons/bad/Exercises/1-x/Starter.swift": """import Foundation
@preconcurrency import OpenCombine
final class VM { @Published var city = "" }  // <-- FINDING: `Published` is ambiguous
""",
    # The lesson module's typealiases cover its files, not a program of its own nor Rejected/.
    "Lessons/bad/Names.swift": """import OpenCombine
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject
""",
    "Lessons/bad/VM.swift": """import Foundation
import OpenCombine
final class VM: ObservableObject { @Published var city = "" }
""",
    "Lessons/bad/Tool/main.swift": """import Foundation
import OpenCombine
enum Scope { typealias ObservableObject = OpenCombine.ObservableObject }  // covers Scope's body only
final class ToolVM: ObservableObject {}  // <-- FINDING: `ObservableObject` is ambiguous
""",
    "Lessons/bad/Rejected/Old.swift": """@_exported import Foundation
import OpenCombine
final class Old: ObservableObject {}  // <-- FINDING: `ObservableObject` is ambiguous
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
    "Sources/good/CombineNamesModule/Names.swift": """import OpenCombine
typealias Published = OpenCombine.Published
public typealias ObservableObject = OpenCombine.ObservableObject
""",
    "Sources/good/CombineNamesModule/ViewModel.swift": """@preconcurrency import Foundation
import OpenCombine
final class ViewModel: ObservableObject { @Published var city = "" }
""",
    "Sources/goodAlone/PrivateAlias.swift": """import Foundation
import OpenCombine
private typealias Published = OpenCombine.Published
fileprivate typealias ObservableObject = OpenCombine.ObservableObject
final class A: ObservableObject { @Published var a = 1 }
""",
    "Sources/goodAlone/Qualified.swift": """import Foundation
import OpenCombine
// ObservableObject and @Published in a comment; result.publisher, receive(on: DispatchQueue.main)
final class Q: OpenCombine.ObservableObject {
    @OpenCombine.Published var city = "ObservableObject, @Published, x.publisher in a string"
    var text: AnyPublisher<String, Never> { $city.eraseToAnyPublisher() }
    let kind = Kind.Published
    var publisher: AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
}
""",
    "Sources/goodAlone/NoFoundation.swift": """import OpenCombine
final class N: ObservableObject { @Published var count = 0 }
""",
    "Sources/goodAlone/DispatchOnly.swift": """import Foundation
import OpenCombineDispatch
protocol Watched: ObservableObject {}
let queue = DispatchQueue.main.ocombine
""",
    "Lessons/good/Exercises/1-x/Checks.swift": """import CellKit
import Foundation
import OpenCombine
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject
""",
    "Lessons/good/Exercises/1-x/Starter.swift": """import Foundation
import OpenCombine
final class WeatherViewModel: ObservableObject { @Published var city = "" }
""",
    "Sources/goodPublisher/Property.swift": """struct Property<Element> { var publisher: Int { 0 } }
""",
    "Sources/goodPublisher/Use.swift": """import OpenCombine
import OpenCombineDispatch
final class ViewModel { let state: Property<String> }
let a = viewModel.state.publisher
let b = [1, 2].publisher
let c = (1...3).publisher
let d = x.ocombine.publisher
let e = Just(1).receive(on: DispatchQueue.main.ocombine)
let f = Scheduled(scheduler: DispatchQueue.test.eraseToAnyScheduler())
let g = Just(1).receive(on: DispatchQueue(label: "q").ocombine, options: nil)
let h = Sink(.publisher)
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
                for words in re.findall(r"<-- FINDING: (.*?)(?= <-- FINDING: | \*/$|$)", line):
                    expected.append((path, number, words))
        result = subprocess.run([sys.executable, check, "--root", folder], capture_output=True, text=True)
        findings = result.stdout.splitlines()
        failures, matched = [], set()  # each marker takes a finding of its own
        for path, number, words in expected:
            prefix = "%s:%d: " % (path, number)
            found = [k for k, f in enumerate(findings) if k not in matched and f.startswith(prefix) and words in f]
            if found: matched.add(found[0])
            else: failures.append("not reported: %s%s" % (prefix, words))
        for k, finding in enumerate(findings):
            if "/good" in finding.split(":", 1)[0] or k not in matched:
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
