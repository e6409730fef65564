"""The teacher's process for scripts/browser_test.py: a real `playground present`, its output
read as it comes, stopped with its whole process group (split from it to keep each file short)."""
import os
import re
import signal
import subprocess
import threading
import time

# Seconds for anything to happen: generous, a deadline and not a measurement.
WAIT = float(os.environ.get("BROWSER_TEST_WAIT", "60"))
LESSON = "di"


class Failure(Exception):
    pass


class Teacher:
    """`playground present` in script mode: commands go to its standard input, a pipe kept open."""

    def __init__(self, binary, env, log_path, port=0, lang=None):
        self.lines = []
        self.ended = False
        self.changed = threading.Condition()
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(
            [binary, "present", "--port", str(port), "--bind", "127.0.0.1"] + (["--lang", lang] if lang else []),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=env, text=True, bufsize=1, start_new_session=True,
        )
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            self.log.write(line)
            self.log.flush()
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()
        with self.changed:
            self.ended = True
            self.changed.notify_all()

    def wait_for(self, pattern, what):
        """The first match of `pattern` in a line the teacher printed, waiting for it."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + WAIT
        with self.changed:
            while True:
                for line in self.lines:
                    match = regex.search(line)
                    if match:
                        return match
                left = deadline - time.monotonic()
                if self.ended or left <= 0:
                    break
                self.changed.wait(left)
        ended = "exited" if self.ended else f"ran {WAIT} s"
        raise Failure(f"the teacher {ended} without printing {what}; its last lines:\n" + "\n".join(self.lines[-30:]))

    def send(self, command):
        if self.process.poll() is not None:
            raise Failure(f"the teacher has exited (status {self.process.returncode}) before '{command}'")
        try:
            self.process.stdin.write(command + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError) as error:
            raise Failure(f"could not send '{command}' to the teacher: {error}")

    def stop(self):
        """Ends the teacher: end of input first (a script's end), then its own process group
        (made for it at start), terminated and, if need be, killed."""
        if self.process.poll() is None:
            try:
                self.process.stdin.close()
            except OSError:
                pass
            for sig, grace in ((None, 5), (signal.SIGTERM, 10), (signal.SIGKILL, None)):
                if sig is not None:
                    try:
                        os.killpg(self.process.pid, sig)
                    except ProcessLookupError:
                        pass
                try:
                    self.process.wait(timeout=grace)
                    break
                except subprocess.TimeoutExpired:
                    continue
        try:  # anything the teacher started and left behind in its group
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.reader.join(timeout=10)
        if not self.log.closed:
            self.log.close()
