// Keeps the Swift runtime's crash report from waiting at its prompt ("Press space to interact…", 30 s) in every
// kiosk command, and tells the runtime where its crash reporter is.
//
// kiosk links the Swift runtime and Foundation statically (Package.swift), so the runtime's initializers run among
// the executable's own constructors, after every shared library's. The runtime decides there, once, whether a crash
// report asks at a prompt: it does when SWIFT_BACKTRACE says `interactive=yes`, or says nothing and both standard
// input and standard output are terminals. A statically linked runtime also cannot find its crash reporter,
// `swift-backtrace`, which it looks for beside the library it was loaded from, so without being told it reports
// nothing but the fatal error's message. The constructor below runs first (priority 101; the runtime's have none)
// and sets SWIFT_BACKTRACE to `swift-backtrace=PATH,` (the toolchain's, found through the `swift` on PATH), the
// settings the environment gave, and `,interactive=no` (the runtime takes a key's last value). The report then goes
// to standard error in full, as with SWIFT_BACKTRACE=interactive=no.
//
// Setting a variable moves `environ` off the initial stack, where the runtime would later look for the argument
// vector just before it, so the arguments are handed to the runtime first (the call the runtime exports for that).
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((swiftcall));

/// Writes the toolchain's `swift-backtrace` into `path` (PATH_MAX bytes) when a `swift` on PATH leads to one.
static int findBacktracer(char *path) {
    static const char tail[] = "/../libexec/swift/linux/swift-backtrace";
    const char *search = getenv("PATH");
    while (search != NULL && *search != '\0') {
        const char *end = strchr(search, ':');
        size_t length = end != NULL ? (size_t)(end - search) : strlen(search);
        char candidate[PATH_MAX], resolved[PATH_MAX];
        if (length > 0 && length + sizeof "/swift" < sizeof candidate) {
            memcpy(candidate, search, length);
            memcpy(candidate + length, "/swift", sizeof "/swift");
            if (realpath(candidate, resolved) != NULL) {
                char *slash = strrchr(resolved, '/');
                size_t directory = slash != NULL ? (size_t)(slash - resolved) : 0;
                if (slash != NULL && directory + sizeof tail <= sizeof candidate) {
                    memcpy(candidate, resolved, directory);
                    memcpy(candidate + directory, tail, sizeof tail);
                    if (access(candidate, X_OK) == 0 && realpath(candidate, path) != NULL) return 1;
                }
            }
        }
        search = end != NULL ? end + 1 : NULL;
    }
    return 0;
}

__attribute__((constructor(101)))
static void configureCrashReports(int argc, char **argv, char **environment) {
    (void)environment;
    _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
    static const char reporter[] = "swift-backtrace=";
    static const char last[] = "interactive=no";
    char backtracer[PATH_MAX];
    int found = findBacktracer(backtracer);
    const char *given = getenv("SWIFT_BACKTRACE");
    size_t size = (found ? sizeof reporter + strlen(backtracer) + 1 : 0) + (given != NULL ? strlen(given) + 1 : 0) + sizeof last;
    char *settings = malloc(size);
    if (settings == NULL) return;
    settings[0] = '\0';
    if (found) {
        strcat(settings, reporter);
        strcat(settings, backtracer);
        strcat(settings, ",");
    }
    if (given != NULL && *given != '\0') {
        strcat(settings, given);
        strcat(settings, ",");
    }
    strcat(settings, last);
    setenv("SWIFT_BACKTRACE", settings, 1);
    free(settings);
}
