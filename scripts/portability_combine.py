"""The OpenCombine checks of scripts/check-portability (issue 24): what a Mac's Combine changes.

OpenCombine is Combine's API under another module name. On a Mac, Combine is there too, and it
shows through in two ways the Linux build cannot see:
  - Darwin's Foundation names two of Combine's types (FOUNDATION_COMBINE_NAMES), so a file that
    imports Foundation and OpenCombine has two of each: "'ObservableObject' is ambiguous for type
    lookup in this context". A declaration in the file's own module shadows both imports.
  - OpenCombine declares some API only `#if !canImport(Combine)`: on a Mac the name is Combine's,
    with Combine's types (`Result.publisher`, `Optional.publisher`, DispatchQueue as a Scheduler).
Which files make one module is SwiftPM's layout plus Package.swift's rules for lessons (Modules).
"""
import os, re

# Darwin's Foundation declares exactly these (`typealias Published = Combine.Published`,
# `typealias ObservableObject = Combine.ObservableObject`, in Apple's documentation). Just, Future,
# AnyCancellable are Combine's as well, but Foundation does not name them, so no file sees two.
# A name Foundation gains is one more entry here.
FOUNDATION_COMBINE_NAMES = ("Published", "ObservableObject")

IMPORT = r"^[ \t]*(?:@\w+(?:\([^()\n]*\))?\s+)*import\s+%s[ \t]*;?[ \t]*$"
IMPORTS_FOUNDATION = re.compile(IMPORT % "Foundation", re.M)
IMPORTS_OPENCOMBINE = re.compile(IMPORT % "OpenCombine", re.M)
IMPORTS_EITHER = re.compile(IMPORT % "OpenCombine(?:Dispatch)?", re.M)
NAME_USE = re.compile(r"(?<![\w$])(%s)\b" % "|".join(FOUNDATION_COMBINE_NAMES))
NOT_A_USE = re.compile(r"(?:\.|\btypealias)\s*$")  # a member (`OpenCombine.Published`), a declaration
PUBLISHER = re.compile(r"\.publisher\b")
RELEVANT = re.compile(r"\b(?:%s)\b|\.\s*publisher\b|DispatchQueue" % "|".join(FOUNDATION_COMBINE_NAMES))
BALANCED = r"\((?:[^()]|\([^()]*\))*\)"
DISPATCH_SCHEDULER = re.compile(r"\b(?:scheduler|on)\s*:\s*(DispatchQueue\s*(?:\.\s*main\b|\.\s*global\s*%s|%s))\s*[,)]"
                                % (BALANCED, BALANCED))
# What a file declares: braces, the types whose body declares members, top-level typealiases,
# `publisher` members (a type's body holding `var/let/func publisher` declares one).
OUTLINE = re.compile(r"\{|\}|\b(?:struct|class|enum|actor|extension)\s+(?!(?:func|var|let|subscript|init|deinit|static"
                     r"|final|override|required|convenience|private|fileprivate|internal|public|open|package)\b)"
                     r"([A-Za-z_][\w.]*)|(?:\b(private|fileprivate)\b[^\n{};]*?)?\btypealias\s+(\w+)"
                     r"|\b(?:var|let|func)\s+publisher\b")

AMBIGUOUS = "`%s` is ambiguous on a Mac: Darwin's Foundation declares it too (Combine's)"
AMBIGUOUS_FIX = ("declare `typealias {0} = OpenCombine.{0}` once in the module (e.g. OpenCombineNames.swift), "
                 "a `private typealias` in this file, or write `OpenCombine.{0}`")
PUBLISHER_WHAT = ("`.publisher` here may be Result's or Optional's, which OpenCombine declares only where "
                  "Combine is absent (on a Mac they are Combine's)")
PUBLISHER_FIX = "write `.ocombine.publisher` (OpenCombine's on both)"
DISPATCH_WHAT = ("DispatchQueue is an OpenCombine scheduler only where Combine is absent "
                 "(on a Mac its scheduler types are Combine's)")
DISPATCH_FIX = "pass `.ocombine` (`DispatchQueue.main.ocombine`)"


class Modules:
    """The Swift files of a tree by the module they are compiled in, and what each declares;
    files are read and lexed once, and only when a check needs them."""
    def __init__(self, root, swift_paths, lex):
        self.root, self.lex = root, lex
        self.swift = sorted(swift_paths)
        self.known = set(self.swift)
        self.texts, self.codes, self.outlines, self.groups, self.types = {}, {}, {}, {}, {}

    def text(self, path):
        if path not in self.texts:
            with open(os.path.join(self.root, path), encoding="utf-8", errors="replace") as handle:
                self.texts[path] = handle.read()
        return self.texts[path]

    def code(self, path):
        """The file's code, comments and string contents blanked, as one string."""
        if path not in self.codes:
            self.codes[path] = "\n".join(self.lex(self.text(path), True)[0])
        return self.codes[path]

    def members(self, path):
        """(key, files) of the module `path` is compiled in (Package.swift's layout)."""
        parts = path.split("/")
        if parts[0] in ("Sources", "Tests", "Fuzz", "Plugins") and len(parts) > 2:
            return self.folder("/".join(parts[:2]) + "/")
        if parts[0] == "Benchmarks" and parts[1:2] in (["Sources"], ["Benchmarks"]) and len(parts) > 3:
            return self.folder("/".join(parts[:3]) + "/")
        if parts[0] != "Lessons" or len(parts) < 3 or parts[2] == "Rejected":
            return path, (path,)  # a rejected answer is compiled alone
        if parts[2] == "Exercises":  # the checks, with one learner file (Starter, Solution, Wrong/...)
            checks = "/".join(parts[:4]) + "/Checks.swift"
            together = (path, checks) if len(parts) > 4 and checks in self.known and checks != path else (path,)
            return path, together
        lesson = "/".join(parts[:2]) + "/"
        if len(parts) > 3 and lesson + parts[2] + "/main.swift" in self.known:  # a program of its own
            return self.folder(lesson + parts[2] + "/")
        return self.folder(lesson, lesson)

    def folder(self, prefix, lesson=None):
        if prefix not in self.groups:
            inside = [p for p in self.swift if p.startswith(prefix)]
            if lesson:  # not Exercises/, Rejected/, nor a subfolder holding a main.swift
                def own(p):
                    sub = p[len(prefix):].split("/")
                    return len(sub) == 1 or (sub[0] not in ("Exercises", "Rejected")
                                             and prefix + sub[0] + "/main.swift" not in self.known)
                inside = [p for p in inside if own(p)]
            self.groups[prefix] = tuple(inside)
        return prefix, self.groups[prefix]

    def outline(self, path):
        """({name: declared private} for its top-level typealiases, types it declares `publisher` on)."""
        if path not in self.outlines:
            aliases, publishers, text = {}, set(), self.text(path)
            if "typealias" in text or re.search(r"\b(?:var|let|func)\s+publisher\b", text):
                stack, pending = [], None
                for m in OUTLINE.finditer(self.code(path)):
                    token = m.group(0)
                    if token == "{": stack.append(pending); pending = None
                    elif token == "}": stack and stack.pop()
                    elif m.group(1): pending = m.group(1).split(".")[-1]
                    elif m.group(3) and not stack: aliases[m.group(3)] = bool(m.group(2))
                    elif token.endswith("publisher") and stack and stack[-1]: publishers.add(stack[-1])
            self.outlines[path] = (aliases, publishers)
        return self.outlines[path]

    def disambiguated(self, path, name):
        """Whether `path` declares `typealias name`, or another file of its module does, not privately."""
        if name in self.outline(path)[0]: return True
        return any(self.outline(other)[0].get(name) is False for other in self.members(path)[1] if other != path)

    def has_publisher(self, path, identifier):
        """Whether `identifier` is declared in the module (`x: Type`, `x = Type(`) with a type the
        module declares a `publisher` member on."""
        key, files = self.members(path)
        if (key, identifier) not in self.types:
            publishers = set().union(*(self.outline(p)[1] for p in files))
            annotated = re.compile(r"(?<![\w$])%s\s*(?::\s*(?:any\s+|some\s+)?([A-Za-z_][\w.]*)"
                                   r"|=\s*([A-Za-z_][\w.]*)\s*(?:<[^()\n]*>)?\s*\()" % re.escape(identifier))
            found = False
            for p in files if publishers else ():
                if identifier not in self.text(p): continue
                for m in annotated.finditer(self.code(p)):
                    found = found or (m.group(1) or m.group(2)).split(".")[-1] in publishers
            self.types[key, identifier] = found
        return self.types[key, identifier]


def receiver(code, dot):
    """What `.publisher` at `dot` is called on: None (not a member access: `.publisher` alone, a key
    path), "literal" (an array literal, a parenthesised range, a string), ("name", x), or "unknown"
    (a call's result, a closure's, anything else)."""
    i = dot
    while i > 0 and code[i - 1].isspace(): i -= 1
    if i > 0 and code[i - 1] in "?!": i -= 1
    c = code[i - 1] if i > 0 else ""
    if c in ("]", ")"):
        opening, depth, j = "[" if c == "]" else "(", 0, i - 1
        while j >= 0:
            depth += 1 if code[j] == c else (-1 if code[j] == opening else 0)
            if depth == 0: break
            j -= 1
        before = code[:max(j, 0)].rstrip()[-1:]
        called = bool(re.match(r"[\w)\]?!>]", before))  # `f(x)`, `a[0]`: a call or a subscript
        if j >= 0 and not called and (c == "]" or re.search(r"\.\.[.<]", code[j:i])): return "literal"
        return "unknown"
    if c and c in "\"#": return "literal"  # a string: a Sequence
    if re.match(r"\w", c): return ("name", re.search(r"\w+$", code[max(0, i - 200):i]).group(0))
    return None if c == "" or c in "([{,:=;\\+-*/%<&|^~" else "unknown"  # `f(.publisher)`, `\.publisher`


def check_combine(path, text, modules, report):
    """Check A (Foundation's Combine names) and check B (OpenCombine API absent where Combine exists)."""
    if "OpenCombine" not in text or not re.search(r"\bimport\s+OpenCombine", text): return
    if not RELEVANT.search(text): return  # (unlexed: the scan stays fast)
    code = modules.code(path)
    if not IMPORTS_EITHER.search(code): return
    line = lambda offset: code.count("\n", 0, offset) + 1
    if IMPORTS_FOUNDATION.search(code) and IMPORTS_OPENCOMBINE.search(code):
        first = {}
        for m in NAME_USE.finditer(code):
            if m.group(1) not in first and not NOT_A_USE.search(code[max(0, m.start() - 40):m.start()]):
                first[m.group(1)] = m.start()
        for name in sorted(first, key=first.get):
            if not modules.disambiguated(path, name):
                report.add(path, line(first[name]), AMBIGUOUS % name, AMBIGUOUS_FIX.format(name))
    for m in PUBLISHER.finditer(code):
        on = receiver(code, m.start())
        if on is None or on == "literal": continue
        if on != "unknown" and (on[1] == "ocombine" or modules.has_publisher(path, on[1])): continue
        report.add(path, line(m.start()), PUBLISHER_WHAT, PUBLISHER_FIX)
    for m in DISPATCH_SCHEDULER.finditer(code):
        report.add(path, line(m.start(1)), DISPATCH_WHAT, DISPATCH_FIX)
