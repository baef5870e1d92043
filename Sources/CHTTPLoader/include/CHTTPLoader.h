#ifndef KIOSK_CHTTPLOADER_H
#define KIOSK_CHTTPLOADER_H

#include <stddef.h>

/// Receives one piece of a response (body bytes, or one header line); returns how many bytes it took.
typedef size_t (*kiosk_http_sink)(const char *data, size_t size, void *context);

/// What `kiosk_http_get` ended with.
enum kiosk_http_result {
    /// The server answered (any status); `*status` holds it.
    KIOSK_HTTP_OK = 0,
    /// libcurl.so.4 could not be loaded, or lacks a function; `error` says which.
    KIOSK_HTTP_NO_LIBCURL = 1,
    /// The transfer failed (no connection, TLS, too many redirects); `error` says why.
    KIOSK_HTTP_FAILED = 2,
    /// The transfer took longer than the timeout allowed; `error` says what was reached.
    KIOSK_HTTP_TIMED_OUT = 3,
};

/// GETs `url` with libcurl, which is loaded with dlopen on the first call (thread-safe).
///
/// `headers` holds `headerCount` lines such as "Accept: application/json". Redirects are followed up to
/// `maxRedirects`, only http and https are allowed, certificates and host names are verified. Every body
/// piece goes to `onBody` and every header line (of every response, redirects included) to `onHeader`.
int kiosk_http_get(const char *url, const char *const *headers, size_t headerCount, long timeoutMilliseconds,
                   long maxRedirects, kiosk_http_sink onBody, kiosk_http_sink onHeader, void *context,
                   long *status, char *error, size_t errorSize);

/// POSTs `body` (`bodySize` bytes) to `url` as `kiosk_http_get` GETs, except that redirects are not followed
/// (the status of the first answer is reported), as App Store Server Notifications are posted.
int kiosk_http_post(const char *url, const char *const *headers, size_t headerCount, const char *body, size_t bodySize,
                    long timeoutMilliseconds, kiosk_http_sink onBody, kiosk_http_sink onHeader, void *context,
                    long *status, char *error, size_t errorSize);

#endif
