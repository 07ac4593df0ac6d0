#include "CCurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Loading

// The libcurl functions used, looked up once with dlsym.
static struct {
  int loaded;
  char reason[200];
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_perform)(CURL *);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} api;

static pthread_once_t api_once = PTHREAD_ONCE_INIT;

static void load_api(void) {
  static const char *const names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
  void *library = NULL;
  for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    snprintf(api.reason, sizeof api.reason, "libcurl is not installed (libcurl.so.4 not found)");
    return;
  }
#define ROADTRIP_LOOKUP(field, symbol)                                                         \
  do {                                                                                         \
    void *found = dlsym(library, symbol);                                                      \
    if (found == NULL) {                                                                       \
      snprintf(api.reason, sizeof api.reason, "libcurl lacks %s", symbol);                     \
      return;                                                                                  \
    }                                                                                          \
    memcpy(&api.field, &found, sizeof found);                                                  \
  } while (0)
  ROADTRIP_LOOKUP(global_init, "curl_global_init");
  ROADTRIP_LOOKUP(easy_init, "curl_easy_init");
  ROADTRIP_LOOKUP(easy_setopt, "curl_easy_setopt");
  ROADTRIP_LOOKUP(easy_perform, "curl_easy_perform");
  ROADTRIP_LOOKUP(easy_getinfo, "curl_easy_getinfo");
  ROADTRIP_LOOKUP(easy_cleanup, "curl_easy_cleanup");
  ROADTRIP_LOOKUP(easy_reset, "curl_easy_reset");
  ROADTRIP_LOOKUP(easy_strerror, "curl_easy_strerror");
  ROADTRIP_LOOKUP(slist_append, "curl_slist_append");
  ROADTRIP_LOOKUP(slist_free_all, "curl_slist_free_all");
#undef ROADTRIP_LOOKUP
  if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
    snprintf(api.reason, sizeof api.reason, "libcurl failed to initialise");
    return;
  }
  api.loaded = 1;
}

int roadtrip_http_load(char *reason, size_t reason_size) {
  pthread_once(&api_once, load_api);
  if (!api.loaded && reason != NULL && reason_size > 0) snprintf(reason, reason_size, "%s", api.reason);
  return api.loaded ? 0 : ROADTRIP_HTTP_NO_LIBRARY;
}

// MARK: - Cancelling

// The ids of requests cancelled and not yet finished (a few at most: a router has two in flight).
#define CANCELLED_CAPACITY 64
static unsigned long long cancelled[CANCELLED_CAPACITY];
static size_t cancelled_next;
static pthread_mutex_t cancelled_lock = PTHREAD_MUTEX_INITIALIZER;

void roadtrip_http_cancel(unsigned long long id) {
  pthread_mutex_lock(&cancelled_lock);
  cancelled[cancelled_next] = id;
  cancelled_next = (cancelled_next + 1) % CANCELLED_CAPACITY;
  pthread_mutex_unlock(&cancelled_lock);
}

static int is_cancelled(unsigned long long id) {
  int found = 0;
  pthread_mutex_lock(&cancelled_lock);
  for (size_t i = 0; i < CANCELLED_CAPACITY && !found; i++) found = cancelled[i] == id;
  pthread_mutex_unlock(&cancelled_lock);
  return found;
}

// MARK: - Kept handles

// Handles of finished requests, kept with the origin (scheme, host and port) they last spoke to, so
// that the next request to that router reuses its open connection (libcurl keeps a handle's
// connections across curl_easy_reset): no new TCP connection, and for https no new TLS handshake,
// per request. A router has two requests in flight at most, so two handles are kept per origin; the
// least recently kept handle goes first when the store is full.
#define KEPT_CAPACITY 16
#define KEPT_PER_ORIGIN 2
#define ORIGIN_CAPACITY 256
static struct {
  CURL *handle;
  char origin[ORIGIN_CAPACITY];
} kept[KEPT_CAPACITY];
static size_t kept_count;
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;

// `url`'s scheme, host and port (everything before the path), cut to fit `origin`.
static void origin_of(const char *url, char origin[ORIGIN_CAPACITY]) {
  const char *host = strstr(url, "://");
  const char *path = host != NULL ? strchr(host + 3, '/') : NULL;
  size_t length = path != NULL ? (size_t)(path - url) : strlen(url);
  if (length >= ORIGIN_CAPACITY) length = ORIGIN_CAPACITY - 1;
  memcpy(origin, url, length);
  origin[length] = 0;
}

// A handle kept for `origin` (its options were cleared when it was kept), or a new one; NULL when
// libcurl cannot make one.
static CURL *take_handle(const char *origin) {
  CURL *handle = NULL;
  pthread_mutex_lock(&kept_lock);
  for (size_t i = kept_count; i > 0 && handle == NULL; i--) {
    if (strcmp(kept[i - 1].origin, origin) != 0) continue;
    handle = kept[i - 1].handle;
    memmove(&kept[i - 1], &kept[i], (kept_count - i) * sizeof kept[0]);
    kept_count--;
  }
  pthread_mutex_unlock(&kept_lock);
  return handle != NULL ? handle : api.easy_init();
}

// Keeps `handle`, its options cleared, for the next request to `origin` when its transfer succeeded
// (a failed one's connection is not worth keeping), else cleans it up.
static void give_back(CURL *handle, const char *origin, int succeeded) {
  CURL *dropped = handle;
  if (succeeded) {
    pthread_mutex_lock(&kept_lock);
    size_t same = 0;
    for (size_t i = 0; i < kept_count; i++) same += strcmp(kept[i].origin, origin) == 0;
    dropped = NULL;
    if (same >= KEPT_PER_ORIGIN) {
      dropped = handle;
    } else {
      if (kept_count == KEPT_CAPACITY) {
        dropped = kept[0].handle;
        memmove(&kept[0], &kept[1], (KEPT_CAPACITY - 1) * sizeof kept[0]);
        kept_count--;
      }
      kept[kept_count].handle = handle;
      memcpy(kept[kept_count].origin, origin, ORIGIN_CAPACITY);
      kept_count++;
    }
    pthread_mutex_unlock(&kept_lock);
  }
  if (dropped != NULL) api.easy_cleanup(dropped);
}

// MARK: - One request

typedef struct {
  roadtrip_http_response *out;
  size_t capacity;
  size_t max_bytes;
  int too_large;
  unsigned long long id;
} transfer;

static size_t collect(char *data, size_t size, size_t count, void *context) {
  transfer *state = context;
  size_t bytes = size * count;
  if (state->out->length + bytes > state->max_bytes) {
    state->too_large = 1;
    return 0;  // libcurl ends the transfer with CURLE_WRITE_ERROR
  }
  if (state->out->length + bytes > state->capacity) {
    size_t capacity = state->capacity ? state->capacity : 16384;
    while (capacity < state->out->length + bytes) capacity *= 2;
    if (capacity > state->max_bytes) capacity = state->max_bytes;
    unsigned char *grown = realloc(state->out->body, capacity);
    if (grown == NULL) return 0;
    state->out->body = grown;
    state->capacity = capacity;
  }
  memcpy(state->out->body + state->out->length, data, bytes);
  state->out->length += bytes;
  return bytes;
}

static int progress(void *context, curl_off_t a, curl_off_t b, curl_off_t c, curl_off_t d) {
  (void)a, (void)b, (void)c, (void)d;
  const transfer *state = context;
  return is_cancelled(state->id) ? 1 : 0;  // non-zero aborts the transfer
}

void roadtrip_http_post(const char *url, const char *body, size_t body_length, long timeout_ms,
                        size_t max_bytes, unsigned long long id, roadtrip_http_response *out) {
  memset(out, 0, sizeof *out);
  if (roadtrip_http_load(out->reason, sizeof out->reason) != 0) {
    out->failure = ROADTRIP_HTTP_NO_LIBRARY;
    return;
  }
  char origin[ORIGIN_CAPACITY];
  origin_of(url, origin);
  CURL *handle = take_handle(origin);
  if (handle == NULL) {
    out->failure = ROADTRIP_HTTP_NO_LIBRARY;
    snprintf(out->reason, sizeof out->reason, "libcurl could not start a request");
    return;
  }
  if (id == 0 || is_cancelled(id)) {
    out->failure = ROADTRIP_HTTP_CANCELLED;
    snprintf(out->reason, sizeof out->reason, "cancelled");
    give_back(handle, origin, 1);
    return;
  }
  transfer state = {out, 0, max_bytes, 0, id};
  struct curl_slist *headers = api.slist_append(NULL, "Content-Type: application/json");
  api.easy_setopt(handle, CURLOPT_URL, url);
  api.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
  api.easy_setopt(handle, CURLOPT_POSTFIELDS, body);
  api.easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
  api.easy_setopt(handle, CURLOPT_WRITEFUNCTION, collect);
  api.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
  api.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
  api.easy_setopt(handle, CURLOPT_XFERINFODATA, &state);
  api.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
  api.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
  api.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
  api.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  // Only the URL the user named: no redirects elsewhere, http and https only, no proxy from the
  // environment deciding where coordinates go.
  api.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
  api.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  api.easy_setopt(handle, CURLOPT_NOPROXY, "*");
  api.easy_setopt(handle, CURLOPT_USERAGENT, "RoadTrip");
  CURLcode code = api.easy_perform(handle);
  api.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &out->status);
  if (code != CURLE_OK) {
    if (state.too_large) {
      out->failure = ROADTRIP_HTTP_TOO_LARGE;
    } else if (code == CURLE_ABORTED_BY_CALLBACK) {
      out->failure = ROADTRIP_HTTP_CANCELLED;
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
      out->failure = ROADTRIP_HTTP_TIMED_OUT;
    } else {
      out->failure = ROADTRIP_HTTP_UNREACHABLE;
    }
    snprintf(out->reason, sizeof out->reason, "%s", api.easy_strerror(code));
  }
  // The options point at this call's memory: cleared before the handle is kept.
  api.easy_reset(handle);
  api.slist_free_all(headers);
  give_back(handle, origin, code == CURLE_OK);
}

void roadtrip_http_response_free(roadtrip_http_response *response) {
  free(response->body);
  response->body = NULL;
  response->length = 0;
}
