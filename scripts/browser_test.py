#!/usr/bin/env python3
"""The live page and an HTML handout in headless Chromium: see scripts/browser-test, which installs
what this needs and runs it. Exits 1 with a message on the first check that fails.

What it checks, against a real `playground present` on 127.0.0.1 with its own state and data folders:
- the live page loads, connects to /events and says it is live;
- `open di` and `next` from the teacher show step 1's title; another `next` shows step 2's title
  and its code, highlighted (a keyword span);
- the theme toggle switches the colours, and a reload keeps the choice and shows the current step;
- on a phone (390x844) the page never scrolls sideways;
- when the teacher stops, the page says the connection is lost; when it starts again on the same
  port, the page reconnects and follows it;
- `playground export di --format html` writes a file that shows every step's title, and that
  does not scroll sideways on a phone either;
- `playground export --all --format docc`, built by the toolchain's `docc convert` with
  --warnings-as-errors and served on loopback: the tutorials' table of contents shows every lesson,
  and lesson di's tutorial page shows steps 1 and 2 (number and title) with their code, read back
  through the DOM (scripts/browser_docc.py);
- in Russian: a teacher presenting with --lang ru gets a page with lang="ru" whose words and step
  titles are the Cyrillic `playground run di --lang ru` prints, read back through the DOM; and the
  handout exported with --lang ru shows its Cyrillic title and step titles.
"""
import argparse
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser_support import *  # WAIT, LESSON, Failure and the teacher's process
from browser_docc import tutorial as docc_tutorial


CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def step_titles(binary, env, lang=None):
    """Lesson di's step titles, as `playground run` prints them (`── di 2/12 · Title`)."""
    out = subprocess.run([binary, "run", LESSON, "--no-color"] + (["--lang", lang] if lang else []),
                         env=env, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        raise Failure(f"playground run {LESSON} failed: {out.stderr.strip()}")
    titles = re.findall(rf"^── {LESSON} \d+/\d+ · (.+)$", out.stdout, re.MULTILINE)
    if len(titles) < 2:
        raise Failure(f"playground run {LESSON} printed {len(titles)} step headers; expected its steps")
    if lang:  # and the lesson's title, from its first line: `Урок 1 · di · Title`
        return titles, out.stdout.split("\n", 1)[0].split(f" · {LESSON} · ", 1)[-1]
    return titles


def browser(work):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--window-size=1920,1080", f"--user-data-dir={work}/chromium-profile"):
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def wait(driver, condition, what, page_text=True):
    try:
        return WebDriverWait(driver, WAIT, poll_frequency=0.1).until(lambda d: condition(d))
    except TimeoutException:
        shown = driver.execute_script("return document.body ? document.body.innerText : ''") if page_text else ""
        raise Failure(f"{what} (waited {WAIT} s); the page shows:\n{shown[:1500]}")


def background(driver):
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def heading(driver):
    return driver.execute_script("var h = document.querySelector('#step h2'); return h ? h.textContent.trim() : null")


def viewport(driver, width, height, mobile):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def theme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def no_sideways_scroll(driver, what):
    viewport(driver, 390, 844, True)
    scroll_width, inner_width = driver.execute_script("return [document.scrollingElement.scrollWidth, window.innerWidth]")
    if scroll_width > inner_width:
        raise Failure(f"{what} scrolls sideways on a phone: {scroll_width} px wide in a {inner_width} px viewport")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def screenshots(driver, folder, name):
    os.makedirs(folder, exist_ok=True)
    for scheme in ("dark", "light"):
        theme(driver, scheme)
        for width, height, mobile in ((1920, 1080, False), (390, 844, True)):
            viewport(driver, width, height, mobile)
            path = os.path.join(folder, f"{name}-{scheme}-{width}x{height}.png")
            driver.save_screenshot(path)
            print(f"browser-test: {path}")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    theme(driver, "light")


def russian(binary, env, work, driver, shots=None):
    """The live page of a teacher presenting in Russian, and the handout exported in Russian."""
    titles, lesson_title = step_titles(binary, env, "ru")
    if not CYRILLIC.search(titles[0]) or not CYRILLIC.search(lesson_title):
        raise Failure(f"playground run {LESSON} --lang ru printed no Cyrillic titles: {lesson_title!r}, {titles[0]!r}")
    teacher = Teacher(binary, env, os.path.join(work, "teacher-ru.log"), lang="ru")
    try:
        url = teacher.wait_for(r"Live page: (http://[^\s/]+:\d+/)", "'Live page: http://HOST:PORT/' (--lang ru)").group(1)
        driver.get(url)
        wait(driver, lambda d: d.execute_script("return document.getElementById('status').textContent") == "в эфире",
             "the Russian page never said it was live ('в эфире')")
        if driver.execute_script("return document.documentElement.lang") != "ru":
            raise Failure("the Russian teacher's page is not <html lang=\"ru\">")
        teacher.send(f"open {LESSON}")
        teacher.send("next")
        wait(driver, lambda d: heading(d) == titles[0], f"the Russian page never showed step 1, '{titles[0]}'")
        step_no = driver.execute_script("return document.querySelector('#step .step-no').textContent")
        if not step_no.startswith("Шаг 1 из "):
            raise Failure(f"the Russian page's step number reads {step_no!r}, not 'Шаг 1 из …'")
        print(f"browser-test: the Russian page shows step 1 in Cyrillic: {heading(driver)} ({step_no})")
        if shots:
            screenshots(driver, shots, "live-ru")
    finally:
        teacher.stop()
    out = os.path.join(work, "handouts-ru")
    export = subprocess.run([binary, "export", LESSON, "--format", "html", "--lang", "ru", "--out", out],
                            env=env, capture_output=True, text=True, timeout=300)
    if export.returncode != 0:
        raise Failure(f"playground export {LESSON} --format html --lang ru failed ({export.returncode}): {export.stderr.strip()}")
    files = glob.glob(os.path.join(out, f"*-{LESSON}.html"))
    if not files:
        raise Failure(f"playground export --lang ru wrote no HTML file for {LESSON} in {out}: {os.listdir(out)}")
    driver.get("file://" + os.path.abspath(files[0]))
    shown = wait(driver, lambda d: d.execute_script("return document.querySelector('h1').textContent.trim()") or None,
                 "the Russian handout shows no title")
    if shown != lesson_title or driver.execute_script("return document.documentElement.lang") != "ru":
        raise Failure(f"the Russian handout's title reads {shown!r}, not {lesson_title!r} (or its page is not lang=\"ru\")")
    steps = driver.execute_script("return Array.from(document.querySelectorAll('section.step h2')).map(h => h.textContent.trim())")
    if steps != titles:
        raise Failure(f"the Russian handout's step titles differ from `playground run --lang ru`'s: {steps}")
    no_sideways_scroll(driver, "the Russian handout")
    print(f"browser-test: the Russian handout shows its title in Cyrillic: {shown}")


def run(arguments, work):
    binary = os.path.abspath(arguments.playground)
    env = dict(os.environ)
    for variable in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        env[variable] = os.path.join(work, variable.lower())
        os.makedirs(env[variable], exist_ok=True)
    env["NO_COLOR"] = "1"
    env.pop("PAGER", None)

    titles = step_titles(binary, env)
    teacher = None
    driver = None
    try:
        teacher = Teacher(binary, env, os.path.join(work, "teacher.log"))
        url = teacher.wait_for(r"Live page: (http://[^\s/]+:\d+/)", "'Live page: http://HOST:PORT/'").group(1)
        print(f"browser-test: the teacher serves {url}")

        driver = browser(work)
        driver.get(url)
        wait(driver, lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "live",
             "the page never said it was live")

        teacher.send(f"open {LESSON}")
        teacher.send("next")
        wait(driver, lambda d: heading(d) == titles[0], f"the page never showed step 1, '{titles[0]}'")
        print(f"browser-test: step 1 shown: {titles[0]}")

        teacher.send("next")
        wait(driver, lambda d: heading(d) == titles[1], f"the page never showed step 2, '{titles[1]}'")
        keywords = driver.execute_script("return document.querySelectorAll('#step pre code span.kw').length")
        if keywords == 0:
            raise Failure("step 2's code is not highlighted: no keyword span (span.kw) in #step pre code")
        print(f"browser-test: step 2 shown, its code highlighted ({keywords} keywords)")

        if arguments.screenshots:  # before the toggle below, which overrides the system's theme
            screenshots(driver, arguments.screenshots, "live")

        # The theme toggle switches the colours, and the choice outlives a reload; a page loaded
        # mid-lesson shows the teacher's current step at once.
        before = background(driver)
        driver.find_element(By.ID, "theme").click()
        chosen = driver.execute_script("return document.documentElement.dataset.theme")
        if chosen not in ("dark", "light") or background(driver) == before:
            raise Failure(f"the theme toggle changed nothing (theme {chosen!r}, background {before})")
        driver.refresh()
        wait(driver, lambda d: heading(d) == titles[1], "after a reload, the page did not show the current step again")
        if driver.execute_script("return document.documentElement.dataset.theme") != chosen:
            raise Failure("the page forgot the chosen theme after a reload")
        print(f"browser-test: the theme toggle works and is remembered ({chosen})")

        no_sideways_scroll(driver, "the live page")
        # The teacher goes away: the page says so instead of showing a stale "live".
        teacher.stop()
        wait(driver, lambda d: d.execute_script("return document.getElementById('status').dataset.state") in ("reconnecting", "lost"),
             "the page still says it is live after the teacher stopped")
        print("browser-test: the page shows the lost connection")

        # The teacher comes back on the same port: the page finds the room again by itself.
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        teacher = Teacher(binary, env, os.path.join(work, "teacher-again.log"), port=port)
        teacher.wait_for(rf"Live page: http://[^\s/]+:{port}/", f"'Live page: ...:{port}/' after a restart on port {port}")
        wait(driver, lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "live",
             "the page did not reconnect to the restarted teacher")
        teacher.send(f"open {LESSON}")
        teacher.send("next")
        wait(driver, lambda d: heading(d) == titles[0], "the page did not follow the restarted teacher to step 1")
        print("browser-test: the page reconnected to the restarted teacher and follows it")
        teacher.stop()

        # The handout: the export command writes it; the browser opens the file, offline.
        out = os.path.join(work, "handouts")
        export = subprocess.run([binary, "export", LESSON, "--format", "html", "--out", out],
                                env=env, capture_output=True, text=True, timeout=300)
        if export.returncode != 0:
            raise Failure(f"playground export {LESSON} --format html failed ({export.returncode}): {export.stderr.strip()}")
        files = [f for f in glob.glob(os.path.join(out, "**", "*.html"), recursive=True)
                 if re.fullmatch(rf"(\d+-)?{LESSON}\.html", os.path.basename(f))]
        if not files:
            raise Failure(f"playground export wrote no HTML file for {LESSON} in {out}: {os.listdir(out)}")
        driver.get("file://" + os.path.abspath(files[0]))
        shown = wait(driver, lambda d: d.execute_script(
            "return Array.from(document.querySelectorAll('section.step h2')).map(h => h.textContent.trim())") or None,
            "the handout shows no steps")
        if shown != titles:
            missing = [t for t in titles if t not in shown]
            raise Failure(f"the handout's step titles differ from `playground run`'s: missing {missing}, shown {shown}")
        if not driver.execute_script("return document.querySelectorAll('section.step pre code span.kw').length"):
            raise Failure("the handout's code is not highlighted")
        print(f"browser-test: the handout {os.path.basename(files[0])} shows all {len(titles)} steps")
        no_sideways_scroll(driver, "the handout")
        if arguments.screenshots:
            screenshots(driver, arguments.screenshots, "handout")
        before = background(driver)
        driver.find_element(By.CSS_SELECTOR, "label[for=theme-flip]").click()
        if background(driver) == before:
            raise Failure("the handout's theme toggle changed nothing")
        docc_tutorial(binary, env, work, driver, wait, titles)
        russian(binary, env, work, driver, arguments.screenshots)
    finally:
        if driver is not None:
            try:
                driver.quit()
            except Exception as error:  # the browser is gone already: nothing left to stop
                print(f"browser-test: stopping the browser: {error}", file=sys.stderr)
        if teacher is not None:
            teacher.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--playground", default=".build/debug/playground")
    parser.add_argument("--screenshots", metavar="DIR", help="also save PNGs of the live page and the handout there")
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="browser-test.")
    try:
        run(arguments, work)
    except Failure as failure:
        print(f"browser-test: FAILED: {failure}", file=sys.stderr)
        log = os.path.join(work, "teacher.log")
        print(f"browser-test: the teacher's output is in {log}", file=sys.stderr)
        return 1
    print("browser-test: passed")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
