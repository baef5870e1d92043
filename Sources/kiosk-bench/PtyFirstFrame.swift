import Foundation
import DevSupport

/// Times a full-screen program from its start to its first frame in a pseudo-terminal, as the issue measured it: a
/// small C launcher, built by the benchmark, starts the program on a new 80x24 pty and reads what it writes until a
/// marker text appears (escape sequences taken out), with no terminal emulator between them. `TERM` is
/// xterm-256color.
///
/// The launcher's clock starts just before `forkpty` and stops when the marker has been read, so it counts the
/// program's exec, start-up and first drawing, and the kernel's pty; the launcher's own start is outside it. It then
/// waits a moment when asked, reads the program's resident memory from /proc, ends it with SIGTERM and reports
/// the CPU time it used.
struct PtyFirstFrame {
    /// The launcher's path.
    let launcher: String

    /// Builds the launcher in a directory; `nil` when there is no C compiler.
    static func build(in directory: URL) throws -> PtyFirstFrame? {
        try buildCProgram(named: "first-frame", source: launcherSource, linking: ["util"], in: directory).map(PtyFirstFrame.init)
    }

    /// One start of `command` to the first frame showing `marker`.
    struct Run {
        /// Milliseconds from the start to the marker.
        var milliseconds: Double
        /// The program's resident memory a moment after the frame, in megabytes (when asked for).
        var residentMegabytes: Double?
        /// The CPU time (user and system) the program used in all, to its end just after the frame (or after the
        /// wait for its memory), in milliseconds; steadier than the wall time while other work shares the cores.
        var cpuMilliseconds: Double
    }

    /// Starts `command` and returns the time to the first frame that shows `marker`; with `memoryAfter`, waits that
    /// many milliseconds after it and reads the program's resident memory.
    func run(_ command: [String], marker: String, memoryAfter: Int = 0) throws -> Run {
        let outcome = try ChildProcess.run(launcher, [marker, String(memoryAfter)] + command)
        let fields = outcome.output.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard outcome.status == 0, fields.count == 3, let milliseconds = fields[0], let megabytes = fields[1], let cpu = fields[2] else {
            throw BenchFailure("the pty launcher failed (status \(outcome.status)): \(outcome.output)")
        }
        return Run(milliseconds: milliseconds, residentMegabytes: memoryAfter > 0 ? megabytes : nil, cpuMilliseconds: cpu)
    }

    /// The launcher: `first-frame MARKER MEMORY_AFTER_MS PROGRAM ARGS...` prints "MS RSS_MB CPU_MS" and exits 0, or says why
    /// not and exits 1 (the marker not seen within 10 s, or the program ended first).
    static let launcherSource = """
    #define _GNU_SOURCE
    #include <poll.h>
    #include <pty.h>
    #include <signal.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/resource.h>
    #include <sys/wait.h>
    #include <time.h>
    #include <unistd.h>

    static double now_ms(void) {
        struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
        return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
    }

    static double resident_mb(pid_t pid) {
        char path[64], line[256]; double kb = -1;
        snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
        FILE *f = fopen(path, "r");
        if (!f) return -1;
        while (fgets(line, sizeof line, f)) if (sscanf(line, "VmRSS: %lf", &kb) == 1) break;
        fclose(f);
        return kb / 1024;
    }

    int main(int argc, char **argv) {
        if (argc < 4) { fprintf(stderr, "usage: first-frame MARKER MEMORY_AFTER_MS PROGRAM [ARGS...]\\n"); return 2; }
        const char *marker = argv[1]; int memory_after = atoi(argv[2]);
        struct winsize size = { .ws_row = 24, .ws_col = 80 };
        static char text[1 << 20]; size_t length = 0; int in_escape = 0;
        int master; double start = now_ms();
        pid_t child = forkpty(&master, NULL, NULL, &size);
        if (child < 0) { perror("forkpty"); return 1; }
        if (child == 0) { setenv("TERM", "xterm-256color", 1); execv(argv[3], argv + 3); _exit(127); }
        double seen = -1;
        while (seen < 0 && now_ms() - start < 10000) {
            struct pollfd p = { .fd = master, .events = POLLIN };
            if (poll(&p, 1, 100) <= 0) continue;
            char buffer[65536]; ssize_t n = read(master, buffer, sizeof buffer);
            if (n <= 0) break;
            for (ssize_t i = 0; i < n && length < sizeof text - 1; i++) {
                char c = buffer[i];
                if (in_escape == 1) { in_escape = c == '[' ? 2 : (strchr("()*+", c) && c ? 3 : 0); continue; }
                if (in_escape == 3) { in_escape = 0; continue; }
                if (in_escape == 2) { if (c >= 0x40 && c <= 0x7e) in_escape = 0; continue; }
                if (c == 0x1b) { in_escape = 1; continue; }
                text[length++] = c;
            }
            text[length] = 0;
            if (strstr(text, marker)) seen = now_ms() - start;
        }
        double megabytes = -1;
        if (seen >= 0 && memory_after > 0) {
            double until = now_ms() + memory_after; char drain[65536];
            while (now_ms() < until) {
                struct pollfd p = { .fd = master, .events = POLLIN };
                if (poll(&p, 1, 50) > 0 && read(master, drain, sizeof drain) <= 0) break;
            }
            megabytes = resident_mb(child);
        }
        kill(child, SIGTERM);
        struct rusage usage; int reaped = 0;
        for (int i = 0; i < 200 && !reaped; i++) {
            char drain[65536]; struct pollfd p = { .fd = master, .events = POLLIN };
            if (poll(&p, 1, 10) > 0 && read(master, drain, sizeof drain) <= 0) {}
            reaped = wait4(child, NULL, WNOHANG, &usage) == child;
        }
        if (!reaped) { kill(child, SIGKILL); wait4(child, NULL, 0, &usage); }
        if (seen < 0) { printf("the marker never appeared; the program wrote: %.400s\\n", text); return 1; }
        double cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
        printf("%.3f %.1f %.3f\\n", seen, megabytes, cpu);
        return 0;
    }
    """
}
