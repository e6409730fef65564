"""How long a saved page takes to come back when a lesson is opened at the next start (issue 34):
scripts/measure-cells runs it. A page of N cells is written into a new home, then `playground` is
started at a pseudo-terminal (pages are kept only in interactive sessions), `open di` typed, and the
shell's own timing read (PLAYGROUND_TIMINGS=1: `(page brought back in X s)`, from the first cell to
the last). Twice: the first start compiles every cell (nothing kept yet), the second loads the
compiled cells kept with the page (pages/.cells).

    python3 scripts/measure_page.py .build/debug/playground 60 200
"""
import os, pty, re, select, shutil, sys, tempfile, time

sys.dont_write_bytecode = True


def open_with_page(binary, home):
    environment = dict(os.environ, HOME=home, XDG_STATE_HOME=home + "/state", XDG_DATA_HOME=home + "/data",
                       TMPDIR=home, NO_COLOR="1", TERM="xterm", PLAYGROUND_TIMINGS="1", LANG="C.UTF-8")
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--no-pager"], environment)
    seen = b""

    def wait_for(pattern, seconds):
        nonlocal seen
        deadline = time.time() + seconds
        while time.time() < deadline:
            found = re.search(pattern, seen)
            if found: return found
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    break
        return re.search(pattern, seen)

    try:
        # The prompt, or at a later start the question offering the lesson last opened (a command
        # typed there runs as at the prompt).
        if not wait_for(rb"playground> |\(Enter resumes, or type a command\) ", 120): return None
        os.write(fd, b"open di\n")
        found = wait_for(rb"\(page brought back in ([0-9.]+) s\)", 900)
        os.write(fd, b"quit\n")
        wait_for(rb"\Z", 2)
        return float(found.group(1)) if found else None
    finally:
        try:
            os.kill(pid, 9)
        except OSError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)


def main(arguments):
    binary = os.path.abspath(arguments[0])
    for count in [int(n) for n in arguments[1:]]:
        home = tempfile.mkdtemp(prefix="measure-page.")
        try:
            pages = os.path.join(home, "data/mvvm-playground/pages")
            os.makedirs(pages)
            with open(os.path.join(pages, "di.swift"), "w") as page:
                page.write("\n".join("// \u2500\u2500 cell %d\nlet value%d = %d * 2\n" % (i, i, i) for i in range(1, count + 1)))
            first = open_with_page(binary, home)
            second = open_with_page(binary, home)
            show = lambda value: "none" if value is None else "%.2f s" % value
            print("a saved page of %d cells, opened at the next start: %s compiling every cell, %s with the cells kept"
                  % (count, show(first), show(second)))
        finally:
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
