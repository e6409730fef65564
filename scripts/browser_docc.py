"""The DocC site for scripts/browser_test.py: `playground export --all --format docc`, the
toolchain's `docc convert` with --warnings-as-errors and --transform-for-static-hosting, the site
served on loopback by Python's http.server, and one tutorial page read back through the DOM (DocC's
renderer is a Vue app: everything is waited for). Split from browser_test.py to keep each file short."""
import os
import shutil
import socket
import subprocess
import sys
import time

from browser_support import WAIT, LESSON, Failure

CATALOG = "MVVMPlayground.docc"


def find_docc():
    """The toolchain's docc: beside the swiftc on PATH (links followed), on PATH, or xcrun's."""
    swiftc = shutil.which("swiftc")
    if swiftc:
        beside = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "docc")
        if os.access(beside, os.X_OK):
            return beside
    if shutil.which("docc"):
        return shutil.which("docc")
    if shutil.which("xcrun"):
        found = subprocess.run(["xcrun", "--find", "docc"], capture_output=True, text=True)
        if found.returncode == 0 and found.stdout.strip():
            return found.stdout.strip()
    raise Failure("no docc beside swiftc, on PATH or from xcrun: the Swift toolchain's DocC is needed for the tutorial site")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Site:
    """`python3 -m http.server` on a free loopback port, serving `folder`; stopped with stop()."""

    def __init__(self, folder, log_path):
        self.port = free_port()
        self.log = open(log_path, "w")
        self.process = subprocess.Popen([sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                                         "--directory", folder], stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + WAIT
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise Failure(f"http.server did not start on 127.0.0.1:{self.port} (see {log_path})")
                time.sleep(0.1)
        self.url = f"http://127.0.0.1:{self.port}"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


def build_site(binary, env, work):
    """Exports every lesson as a catalog and converts it: the site's folder."""
    out = os.path.join(work, "docc")
    export = subprocess.run([binary, "export", "--all", "--format", "docc", "--out", out],
                            env=env, capture_output=True, text=True, timeout=600)
    if export.returncode != 0:
        raise Failure(f"playground export --all --format docc failed ({export.returncode}): {export.stderr.strip()}")
    site = os.path.join(work, "docc-site")
    started = time.monotonic()
    convert = subprocess.run([find_docc(), "convert", os.path.join(out, CATALOG), "--warnings-as-errors",
                              "--transform-for-static-hosting", "--output-path", site],
                             capture_output=True, text=True, timeout=600)
    if convert.returncode != 0:
        raise Failure(f"docc convert failed ({convert.returncode}):\n{(convert.stdout + convert.stderr)[-3000:]}")
    print(f"browser-test: docc convert built the tutorials of every lesson in {time.monotonic() - started:.2f} s")
    return out, site


def tutorial(binary, env, work, driver, wait, titles):
    """Lesson di's tutorial page: step 1's card says its number and title and the code panel shows
    its code; scrolled to step 2's card, the panel shows step 2's code. The code is compared with
    the catalog's resource files (which DocCExportTests compare with the lesson's own code)."""
    out, folder = build_site(binary, env, work)
    site = Site(folder, os.path.join(work, "docc-site.log"))
    try:
        lessons = len([name for name in os.listdir(os.path.join(out, CATALOG)) if name.endswith(".tutorial")]) - 1
        driver.get(f"{site.url}/tutorials/lessons")
        wait(driver, lambda d: d.execute_script(
            "return new Set(Array.from(document.querySelectorAll('h2, h3')).map(h => h.innerText.trim().split('\\n').pop().trim())"
            ".filter(t => /^Lesson \\d+: /.test(t))).size")
            == lessons or None, f"the tutorials' table of contents does not show the {lessons} lessons as chapters")
        print(f"browser-test: the tutorials' table of contents shows the {lessons} lessons")

        driver.get(f"{site.url}/tutorials/mvvm-playground/1-{LESSON}")
        for number in (1, 2):
            title = f"{number}. {titles[number - 1]}"
            card = wait(driver, lambda d: d.execute_script(
                "return Array.from(document.querySelectorAll('.step')).find(s => s.querySelector('.content')"
                " && s.querySelector('.content').innerText.trim() === arguments[0]) || null", title),
                f"the tutorial page shows no step card reading {title!r}")
            # DocC focuses the step that crosses the line 35% down the viewport: the card's top goes
            # just above it.
            driver.execute_script("window.scrollBy(0, arguments[0].getBoundingClientRect().top - window.innerHeight * 0.3)", card)
            with open(os.path.join(out, CATALOG, "Resources", f"1-{LESSON}-0{number}-1.swift")) as file:
                code = file.read().rstrip("\n")
            shown = wait(driver, lambda d: d.execute_script(
                "var s = arguments[0]; if (!s.classList.contains('focused')) return null;"
                " var e = s; while (e && !e.querySelector('.asset-container.for-step-code')) e = e.parentElement;"
                " var l = e && Array.from(e.querySelectorAll('.asset-container.for-step-code .code-preview pre'))"
                ".find(p => p.getClientRects().length > 0); return l ? l.innerText.replace(/\\n+$/, '') : null", card) == code or None,
                f"step {number}'s card never showed its code ({code.splitlines()[0]!r}…) in the code panel")
            if shown:
                print(f"browser-test: the tutorial shows step {number}, {titles[number - 1]!r}, and its code")
    finally:
        site.stop()
