// Loads libcurl on first use with dlopen, so a program that never fetches an address never maps it.
// The option numbers are libcurl's stable ABI (curl/curl.h); no curl headers are needed to build.
#include "CHTTPLoader.h"
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_POSTFIELDS = 10015, OPT_POSTFIELDSIZE_LARGE = 30120, OPT_ERRORBUFFER = 10010, OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029, OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079,
    OPT_FOLLOWLOCATION = 52, OPT_SSL_VERIFYPEER = 64, OPT_MAXREDIRS = 68, OPT_SSL_VERIFYHOST = 81,
    OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
};
enum { PROTO_HTTP = 1, PROTO_HTTPS = 2, GLOBAL_DEFAULT = 3, ERROR_SIZE = 256 };
static const int INFO_RESPONSE_CODE = 0x200000 + 2;
/// CURLE_OPERATION_TIMEDOUT: the transfer or the connection took longer than the timeout.
static const int CURL_OPERATION_TIMEDOUT = 28;

struct slist;

static struct {
    void *(*easy_init)(void);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_perform)(void *);
    int (*easy_getinfo)(void *, int, ...);
    void (*easy_cleanup)(void *);
    const char *(*easy_strerror)(int);
    struct slist *(*slist_append)(struct slist *, const char *);
    void (*slist_free_all)(struct slist *);
    int (*global_init)(long);
    char problem[512];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (!found && curl.problem[0] == 0) snprintf(curl.problem, sizeof curl.problem, "libcurl.so.4 has no %s", name);
    return found;
}

static void load_libcurl(void) {
    // libcurl's TLS brings libcrypto in and starts it with its defaults, which free its state in an atexit handler
    // under a thread still signing at exit; loaded by kiosk first, it keeps it (kiosk_libcrypto_load). Without it
    // libcurl says what it lacks itself.
    kiosk_libcrypto_load(NULL, 0);
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(curl.problem, sizeof curl.problem, "%s", reason ? reason : "libcurl.so.4 cannot be loaded");
        return;
    }
    *(void **)&curl.easy_init = symbol(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = symbol(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = symbol(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = symbol(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = symbol(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = symbol(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = symbol(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = symbol(library, "curl_slist_free_all");
    *(void **)&curl.global_init = symbol(library, "curl_global_init");
    if (curl.problem[0] == 0 && curl.global_init(GLOBAL_DEFAULT) != 0) {
        snprintf(curl.problem, sizeof curl.problem, "curl_global_init failed");
    }
}

struct sink_target {
    kiosk_http_sink sink;
    void *context;
};

static size_t forward(char *data, size_t size, size_t count, void *target) {
    struct sink_target *to = target;
    return to->sink(data, size * count, to->context);
}

static void copy_error(char *error, size_t errorSize, const char *text) {
    if (error && errorSize > 0) snprintf(error, errorSize, "%s", text);
}

/// A GET (`body` NULL) or a POST of `bodySize` bytes; see `kiosk_http_get` and `kiosk_http_post`.
static int perform(const char *url, const char *const *headers, size_t headerCount, const char *body, size_t bodySize,
                   long timeoutMilliseconds, long maxRedirects, kiosk_http_sink onBody, kiosk_http_sink onHeader,
                   void *context, long *status, char *error, size_t errorSize) {
    pthread_once(&load_once, load_libcurl);
    if (curl.problem[0] != 0) {
        copy_error(error, errorSize, curl.problem);
        return KIOSK_HTTP_NO_LIBCURL;
    }
    void *easy = curl.easy_init();
    if (!easy) {
        copy_error(error, errorSize, "curl_easy_init failed");
        return KIOSK_HTTP_FAILED;
    }
    struct slist *list = NULL;
    for (size_t index = 0; index < headerCount; index++) {
        struct slist *longer = curl.slist_append(list, headers[index]);
        if (!longer) {
            curl.slist_free_all(list);
            curl.easy_cleanup(easy);
            copy_error(error, errorSize, "out of memory for the request headers");
            return KIOSK_HTTP_FAILED;
        }
        list = longer;
    }
    if (body) {
        // No "Expect: 100-continue" wait before the body: the body is small and receivers need not answer 100.
        struct slist *longer = curl.slist_append(list, "Expect:");
        if (longer) list = longer;
    }
    struct sink_target bodyTarget = {onBody, context}, header = {onHeader, context};
    char detail[ERROR_SIZE] = {0};
    curl.easy_setopt(easy, OPT_URL, url);
    curl.easy_setopt(easy, OPT_HTTPHEADER, list);
    curl.easy_setopt(easy, OPT_USERAGENT, "kiosk");
    curl.easy_setopt(easy, OPT_ERRORBUFFER, detail);
    curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, OPT_TIMEOUT_MS, timeoutMilliseconds);
    curl.easy_setopt(easy, OPT_CONNECTTIMEOUT_MS, timeoutMilliseconds);
    curl.easy_setopt(easy, OPT_FOLLOWLOCATION, body ? 0L : 1L);
    if (body) {
        curl.easy_setopt(easy, OPT_POSTFIELDSIZE_LARGE, (long long)bodySize);
        curl.easy_setopt(easy, OPT_POSTFIELDS, body);
    }
    curl.easy_setopt(easy, OPT_MAXREDIRS, maxRedirects);
    curl.easy_setopt(easy, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.easy_setopt(easy, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.easy_setopt(easy, OPT_SSL_VERIFYPEER, 1L);
    curl.easy_setopt(easy, OPT_SSL_VERIFYHOST, 2L);
    curl.easy_setopt(easy, OPT_WRITEFUNCTION, forward);
    curl.easy_setopt(easy, OPT_WRITEDATA, &bodyTarget);
    curl.easy_setopt(easy, OPT_HEADERFUNCTION, forward);
    curl.easy_setopt(easy, OPT_HEADERDATA, &header);
    int code = curl.easy_perform(easy);
    int result = KIOSK_HTTP_OK;
    if (code != 0) {
        copy_error(error, errorSize, detail[0] != 0 ? detail : curl.easy_strerror(code));
        result = code == CURL_OPERATION_TIMEDOUT ? KIOSK_HTTP_TIMED_OUT : KIOSK_HTTP_FAILED;
    } else {
        long answered = 0;
        curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &answered);
        *status = answered;
    }
    curl.easy_cleanup(easy);
    curl.slist_free_all(list);
    return result;
}

int kiosk_http_get(const char *url, const char *const *headers, size_t headerCount, long timeoutMilliseconds,
                   long maxRedirects, kiosk_http_sink onBody, kiosk_http_sink onHeader, void *context,
                   long *status, char *error, size_t errorSize) {
    return perform(url, headers, headerCount, NULL, 0, timeoutMilliseconds, maxRedirects, onBody, onHeader, context,
                   status, error, errorSize);
}

int kiosk_http_post(const char *url, const char *const *headers, size_t headerCount, const char *body, size_t bodySize,
                    long timeoutMilliseconds, kiosk_http_sink onBody, kiosk_http_sink onHeader, void *context,
                    long *status, char *error, size_t errorSize) {
    return perform(url, headers, headerCount, body ? body : "", bodySize, timeoutMilliseconds, 0, onBody, onHeader,
                   context, status, error, errorSize);
}
