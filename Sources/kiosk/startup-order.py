#!/usr/bin/env python3
"""Writes Sources/kiosk/startup.order: the functions kiosk runs when it starts, for the linker to lay out together.

The kiosk executable's code is one image (Package.swift: the Swift runtime and Foundation are linked statically),
and the kernel maps 64 KB of it around every page touched, so code run at start-up and spread over the image's
20 MB made most of it resident. lld places the functions named in this file first, in this order, so what a start
touches is a few dense megabytes. A function missing from the list (added or renamed since) is only placed
elsewhere; regenerate after large changes to what runs at start:

    swift build -c release --product kiosk
    Sources/kiosk/startup-order.py .build/release/kiosk

It runs the release binary under valgrind's callgrind (the binary's debug information stripped first, which valgrind
cannot read) for the demo's first frame and first store read on an existing and a fresh state directory in a
pseudo-terminal, `kiosk render` of one placement, and `kiosk sandbox buy --finish`, and writes every function of the
executable that ran, by symbol name, sorted. Needs valgrind, objcopy and ../shared/fixtures.
"""
import os, pty, fcntl, termios, struct, select, signal, subprocess, sys, tempfile, time, re

def in_terminal(command, after):
    """Runs a command in an 80x24 pseudo-terminal until the onboarding paywall shows, waits `after` seconds, ends it."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.execvp(command[0], command)
    shown, deadline, output = None, time.time() + 300, b""
    while time.time() < deadline and (shown is None or time.time() < shown + after):
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                output += os.read(fd, 65536)
            except OSError:
                break
        if shown is None and b"plus_trial" in output:
            shown = time.time()
    if shown is None:
        sys.exit("kiosk never showed the paywall: %r" % output[-400:])
    os.kill(pid, signal.SIGTERM)
    try:
        while select.select([fd], [], [], 60)[0] and os.read(fd, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)

def functions(profile, image):
    """The names of the functions of `image` that a callgrind profile (written with --demangle=no) saw run."""
    names, objects = {}, {}
    current = {"ob": None, "cob": None}
    found = set()
    for line in open(profile, errors="replace"):
        match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        if kind in ("ob", "cob"):
            if name is not None:
                objects[number] = name
            current[kind] = objects.get(number)
            continue
        if name is not None:
            names[number] = name
        owner = current["ob"] if kind == "fn" else current["cob"]
        # Callgrind names a function's recursion levels NAME'2, NAME'3, ...
        symbol = re.sub(r"'\d+$", "", names.get(number) or "")
        if owner == image and symbol and not symbol.startswith("0x") and symbol != "(below main)":
            found.add(symbol)
    return found

def main():
    if len(sys.argv) != 2:
        sys.exit("usage: startup-order.py PATH/TO/RELEASE/kiosk")
    package = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    fixture = os.path.join(package, "..", "shared", "fixtures", "revenuecat", "v2-templates.json")
    work = tempfile.mkdtemp(prefix="kiosk-startup-order-")
    # Beside the release binary, so it finds the themes folder as kiosk does.
    kiosk = os.path.join(os.path.dirname(os.path.realpath(sys.argv[1])), "kiosk-startup-order")
    subprocess.run(["objcopy", "--strip-debug", sys.argv[1], kiosk], check=True)
    update = os.path.join(work, "update.json")
    with open(update, "w") as file:
        file.write('{"resultCount": 1, "results": [{"version": "0.0.1"}]}')
    def callgrind(name):
        return ["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no",
                "--callgrind-out-file=" + os.path.join(work, name + ".%p")]
    try:
        existing = os.path.join(work, "existing")
        in_terminal([kiosk, "--state", existing, "--update", update, "--placement", "onboarding"], 0.5)
        for state in ("existing", "fresh"):
            in_terminal(callgrind(state) + [kiosk, "--state", os.path.join(work, state), "--update", update,
                                            "--placement", "onboarding"], 3)
        subprocess.run(callgrind("render") + [kiosk, "render", "--offerings", fixture, "--placement", "template_004",
                                              "--state", os.path.join(work, "render")],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(callgrind("buy") + [kiosk, "sandbox", "buy", "--state", os.path.join(work, "buy"), "--finish",
                                           "demo.coins.100"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        found = set()
        for profile in os.listdir(work):
            if "." in profile and profile.split(".")[0] in ("existing", "fresh", "render", "buy"):
                found |= functions(os.path.join(work, profile), kiosk)
    finally:
        os.remove(kiosk)
        subprocess.run(["rm", "-rf", work])
    output = os.path.join(package, "Sources", "kiosk", "startup.order")
    with open(output, "w") as file:
        file.writelines(symbol + "\n" for symbol in sorted(found))
    print("%d functions written to %s" % (len(found), output))

main()
