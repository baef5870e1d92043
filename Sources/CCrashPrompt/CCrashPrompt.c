// Keeps the Swift runtime's crash report from waiting at its prompt ("Press space to interact…", 30 s) in every
// kiosk command, without executing the program a second time.
//
// The runtime decides once, in its own initializer as libswiftCore loads (before any Swift code runs), whether a
// crash report asks at a prompt: it does when SWIFT_BACKTRACE says `interactive=yes`, or says nothing and both
// standard input and standard output are terminals. So, from the executable's .preinit_array, which the dynamic
// loader runs before any library's initializer:
// - a SWIFT_BACKTRACE the environment sets gets `interactive=no` appended (the last key wins), in the environment
//   block itself, which is what libc's start installs as `environ` (a `setenv` here would be undone then);
// - a terminal standard input is moved aside and /dev/null put in its place, so the runtime sees no terminal.
// The executable's first constructor, which runs after every library's initializer and before `main`, puts standard
// input back. The report then goes to standard error in full, as with SWIFT_BACKTRACE=interactive=no.
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/// Where standard input waits while the libraries start; -1 when it was not moved. Volatile: the compiler would
/// otherwise take the constructor below for the first code to run and remove it as doing nothing.
static volatile int movedStandardInput = -1;

/// SWIFT_BACKTRACE's entry with `interactive=no` appended, when the environment sets it.
static char settings[4096];

static void appendInteractiveNo(char **environment) {
    static const char name[] = "SWIFT_BACKTRACE=";
    static const char suffix[] = ",interactive=no";
    for (char **entry = environment; entry != NULL && *entry != NULL; entry++) {
        size_t length = strlen(*entry);
        if (strncmp(*entry, name, sizeof name - 1) != 0 || length + sizeof suffix > sizeof settings) continue;
        memcpy(settings, *entry, length);
        memcpy(settings + length, suffix, sizeof suffix);
        *entry = settings;
        return;
    }
}

static void hideTerminalInput(void) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return;
    int terminal = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
    if (terminal < 0) return;
    int empty = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (empty < 0 || dup2(empty, STDIN_FILENO) < 0) {
        if (empty >= 0) close(empty);
        close(terminal);
        return;
    }
    close(empty);
    movedStandardInput = terminal;
}

static void beforeTheLibraries(int argc, char **argv, char **environment) {
    (void)argc;
    (void)argv;
    appendInteractiveNo(environment);
    hideTerminalInput();
}

__attribute__((section(".preinit_array"), used))
static void (*const beforeTheLibrariesEntry)(int, char **, char **) = beforeTheLibraries;

__attribute__((constructor(101)))
static void restoreStandardInput(void) {
    int terminal = movedStandardInput;
    if (terminal < 0) return;
    dup2(terminal, STDIN_FILENO);
    close(terminal);
    movedStandardInput = -1;
}
