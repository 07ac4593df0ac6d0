#ifndef ROADTRIP_CCURL_H
#define ROADTRIP_CCURL_H

// RoadTrip's only HTTP client: one POST through libcurl, which is opened with dlopen the first
// time a request is made (never at start-up, never when no router is configured). Every libcurl
// call is in CCurl.c: curl_easy_setopt is variadic, which Swift cannot call, and keeping the
// library's function pointers in C keeps them out of Swift's concurrency checking.

#include <stddef.h>

/// What one request produced. `body` is owned by the caller once filled (free it with
/// roadtrip_http_response_free).
typedef struct roadtrip_http_response {
  /// 0 on success; otherwise one of the ROADTRIP_HTTP_* failures below.
  int failure;
  /// The HTTP status, when an answer arrived.
  long status;
  /// The answer's bytes (NULL when none).
  unsigned char *body;
  /// The number of bytes in `body`.
  size_t length;
  /// A short English reason for a failure (libcurl's), NUL-terminated.
  char reason[256];
} roadtrip_http_response;

/// libcurl could not be loaded (not installed).
#define ROADTRIP_HTTP_NO_LIBRARY 1
/// The server could not be reached (refused, unknown host, TLS, connection dropped…).
#define ROADTRIP_HTTP_UNREACHABLE 2
/// No complete answer within the time limit.
#define ROADTRIP_HTTP_TIMED_OUT 3
/// The answer grew beyond the size limit.
#define ROADTRIP_HTTP_TOO_LARGE 4
/// The request was cancelled through its cancel flag.
#define ROADTRIP_HTTP_CANCELLED 5

/// Loads libcurl if it is not loaded yet; returns 0 when it is usable. Safe from any thread.
int roadtrip_http_load(char *reason, size_t reason_size);

/// POSTs `body` (JSON) to `url` and waits for the whole answer, at most `timeout_ms` milliseconds
/// and `max_bytes` bytes. The request ends early, as cancelled, once roadtrip_http_cancel(`id`)
/// is called (ids are the caller's; use each once). Blocks the calling thread: call it from a
/// thread of its own.
void roadtrip_http_post(const char *url, const char *body, size_t body_length, long timeout_ms,
                        size_t max_bytes, unsigned long long id, roadtrip_http_response *out);

/// Cancels request `id`, running or about to run.
void roadtrip_http_cancel(unsigned long long id);

/// Frees the body of a response filled by roadtrip_http_post.
void roadtrip_http_response_free(roadtrip_http_response *response);

#endif
