// The curl_* entry points FoundationNetworking's C layer (CFURLSessionInterface) calls, forwarded to libcurl
// opened on first use. Only Linux has FoundationNetworking over libcurl; elsewhere this file is empty.
#if defined(__linux__)

#include "CurlOnDemand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// The libraries tried, in order: the runtime name every distribution ships, then the development link.
static const char *const libraryNames[] = {"libcurl.so.4", "libcurl.so"};

// One pointer per forwarded function. Every curl type is an opaque pointer, an int-sized enum or a long
// here, which is all the forwarding needs.
typedef int (*global_init_f)(long);
typedef void *(*init_f)(void);
typedef void (*handle_f)(void *);
typedef int (*setopt_f)(void *, int, ...);
typedef int (*pause_f)(void *, int);
typedef const char *(*strerror_f)(int);
typedef int (*multi_handle_f)(void *, void *);
typedef int (*multi_assign_f)(void *, int, void *);
typedef int (*multi_cleanup_f)(void *);
typedef void *(*info_read_f)(void *, int *);
typedef int (*socket_action_f)(void *, int, int, int *);
typedef void *(*slist_append_f)(void *, const char *);
typedef int (*url_get_f)(const void *, int, char **, unsigned int);
typedef int (*url_set_f)(void *, int, const char *, unsigned int);
typedef char *(*version_f)(void);
typedef void *(*version_info_f)(int);

static struct {
  global_init_f global_init;
  init_f easy_init;
  handle_f easy_cleanup;
  setopt_f easy_setopt;
  setopt_f easy_getinfo;
  pause_f easy_pause;
  strerror_f easy_strerror;
  handle_f free;
  init_f multi_init;
  multi_handle_f multi_add_handle;
  multi_handle_f multi_remove_handle;
  multi_assign_f multi_assign;
  multi_cleanup_f multi_cleanup;
  info_read_f multi_info_read;
  setopt_f multi_setopt;
  socket_action_f multi_socket_action;
  slist_append_f slist_append;
  handle_f slist_free_all;
  init_f url;
  url_get_f url_get;
  url_set_f url_set;
  version_f version;
  version_info_f version_info;
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char failure[512];

static void *find(void *library, const char *name, int *missing) {
  void *symbol = dlsym(library, name);
  if (symbol == NULL && *missing == 0) {
    *missing = 1;
    snprintf(failure, sizeof failure, "libcurl has no '%s'", name);
  }
  return symbol;
}

static void open_library(void) {
  void *library = NULL;
  for (size_t index = 0; index < sizeof libraryNames / sizeof libraryNames[0] && library == NULL; index++) {
    library = dlopen(libraryNames[index], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(failure, sizeof failure, "%s", reason != NULL ? reason : "libcurl.so.4 was not found");
    return;
  }
  int missing = 0;
  curl.global_init = (global_init_f)find(library, "curl_global_init", &missing);
  curl.easy_init = (init_f)find(library, "curl_easy_init", &missing);
  curl.easy_cleanup = (handle_f)find(library, "curl_easy_cleanup", &missing);
  curl.easy_setopt = (setopt_f)find(library, "curl_easy_setopt", &missing);
  curl.easy_getinfo = (setopt_f)find(library, "curl_easy_getinfo", &missing);
  curl.easy_pause = (pause_f)find(library, "curl_easy_pause", &missing);
  curl.easy_strerror = (strerror_f)find(library, "curl_easy_strerror", &missing);
  curl.free = (handle_f)find(library, "curl_free", &missing);
  curl.multi_init = (init_f)find(library, "curl_multi_init", &missing);
  curl.multi_add_handle = (multi_handle_f)find(library, "curl_multi_add_handle", &missing);
  curl.multi_remove_handle = (multi_handle_f)find(library, "curl_multi_remove_handle", &missing);
  curl.multi_assign = (multi_assign_f)find(library, "curl_multi_assign", &missing);
  curl.multi_cleanup = (multi_cleanup_f)find(library, "curl_multi_cleanup", &missing);
  curl.multi_info_read = (info_read_f)find(library, "curl_multi_info_read", &missing);
  curl.multi_setopt = (setopt_f)find(library, "curl_multi_setopt", &missing);
  curl.multi_socket_action = (socket_action_f)find(library, "curl_multi_socket_action", &missing);
  curl.slist_append = (slist_append_f)find(library, "curl_slist_append", &missing);
  curl.slist_free_all = (handle_f)find(library, "curl_slist_free_all", &missing);
  curl.url = (init_f)find(library, "curl_url", &missing);
  curl.url_get = (url_get_f)find(library, "curl_url_get", &missing);
  curl.url_set = (url_set_f)find(library, "curl_url_set", &missing);
  curl.version = (version_f)find(library, "curl_version", &missing);
  curl.version_info = (version_info_f)find(library, "curl_version_info", &missing);
  loaded = missing == 0;
}

int mosaic_curl_load(void) {
  pthread_once(&once, open_library);
  return loaded;
}

int mosaic_curl_is_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE); }

const char *mosaic_curl_error(void) {
  mosaic_curl_load();
  return failure;
}

/// Opens libcurl for a forwarded call. Without it no request can be made and FoundationNetworking has no way
/// to fail gracefully (it traps on a missing handle), so the run ends here with one sentence and status 1.
static void require_curl(void) {
  if (mosaic_curl_load()) return;
  char message[768];
  int length = snprintf(message, sizeof message,
                        "Error: libcurl could not be loaded ('%s'), so mosaic cannot reach the network; install "
                        "libcurl 4 (Debian and Ubuntu: apt-get install libcurl4) or use the embedded catalogs.\n",
                        failure);
  if (length > 0) {
    ssize_t written = write(2, message, (size_t)length < sizeof message ? (size_t)length : sizeof message - 1);
    (void)written;
  }
  _exit(1);
}

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt take one argument after the option: a long, a
// curl_off_t, a pointer or a function pointer, all passed in one integer register (never a double), so it is
// forwarded as a long, bit for bit.
#define ONE_VARIADIC_ARGUMENT(last)                                                                           \
  long value;                                                                                                 \
  do {                                                                                                        \
    va_list arguments;                                                                                        \
    va_start(arguments, last);                                                                                \
    value = va_arg(arguments, long);                                                                          \
    va_end(arguments);                                                                                        \
  } while (0)

// A ceiling on what one transfer may hand FoundationNetworking, after decompression. FoundationNetworking
// queues every chunk libcurl decodes for its delegate and stops a transfer only when its work queue is free,
// which a fast or compressed body keeps busy: a picture Mosaic had already refused went on arriving, hundreds
// of MB of it. Past the ceiling the write callback returns 0, and libcurl ends the transfer at once
// (CURLE_WRITE_ERROR). The callback and its data are FoundationNetworking's; this only counts in between.
#define MOSAIC_CURLOPT_WRITEDATA 10001
#define MOSAIC_CURLOPT_WRITEFUNCTION 20011
#define MOSAIC_TRANSFERS 256

typedef size_t (*write_f)(char *, size_t, size_t, void *);

static write_f foundation_write;
static size_t transfer_ceiling;
static pthread_mutex_t transfers_lock = PTHREAD_MUTEX_INITIALIZER;
/// The easy handles whose write data is known, with what each has received in its current transfer. A
/// handle that finds no free slot is simply not counted.
static struct {
  void *handle;
  void *userdata;
  size_t received;
} transfers[MOSAIC_TRANSFERS];

void mosaic_curl_set_transfer_ceiling(size_t bytes) { __atomic_store_n(&transfer_ceiling, bytes, __ATOMIC_RELEASE); }

/// Runs `body` on the slot of `handle` (0 when there is none), under the lock; `create` takes a free slot.
static void with_transfer(void *handle, int create, void (*body)(int slot, void *argument), void *argument) {
  pthread_mutex_lock(&transfers_lock);
  int found = -1;
  int free_slot = -1;
  for (int slot = 0; slot < MOSAIC_TRANSFERS; slot++) {
    if (transfers[slot].handle == handle) {
      found = slot;
      break;
    }
    if (free_slot < 0 && transfers[slot].handle == NULL) free_slot = slot;
  }
  if (found < 0 && create && free_slot >= 0) {
    found = free_slot;
    transfers[found].handle = handle;
    transfers[found].userdata = NULL;
    transfers[found].received = 0;
  }
  if (found >= 0) body(found, argument);
  pthread_mutex_unlock(&transfers_lock);
}

static void set_userdata(int slot, void *userdata) { transfers[slot].userdata = userdata; }
static void restart(int slot, void *unused) {
  (void)unused;
  transfers[slot].received = 0;
}
static void forget(int slot, void *unused) {
  (void)unused;
  transfers[slot].handle = NULL;
  transfers[slot].userdata = NULL;
  transfers[slot].received = 0;
}

static size_t bounded_write(char *data, size_t size, size_t count, void *userdata) {
  size_t ceiling = __atomic_load_n(&transfer_ceiling, __ATOMIC_ACQUIRE);
  if (ceiling > 0 && userdata != NULL) {
    int over = 0;
    pthread_mutex_lock(&transfers_lock);
    for (int slot = 0; slot < MOSAIC_TRANSFERS; slot++) {
      if (transfers[slot].handle != NULL && transfers[slot].userdata == userdata) {
        transfers[slot].received += size * count;
        over = transfers[slot].received > ceiling;
        break;
      }
    }
    pthread_mutex_unlock(&transfers_lock);
    if (over) return 0;
  }
  return __atomic_load_n(&foundation_write, __ATOMIC_ACQUIRE)(data, size, count, userdata);
}

int curl_global_init(long flags) {
  require_curl();
  return curl.global_init(flags);
}
void *curl_easy_init(void) {
  require_curl();
  return curl.easy_init();
}
void curl_easy_cleanup(void *handle) {
  require_curl();
  with_transfer(handle, 0, forget, NULL);
  curl.easy_cleanup(handle);
}
int curl_easy_setopt(void *handle, int option, ...) {
  require_curl();
  ONE_VARIADIC_ARGUMENT(option);
  if (option == MOSAIC_CURLOPT_WRITEFUNCTION && value != 0) {
    __atomic_store_n(&foundation_write, (write_f)value, __ATOMIC_RELEASE);
    return curl.easy_setopt(handle, option, (long)bounded_write);
  }
  if (option == MOSAIC_CURLOPT_WRITEDATA) with_transfer(handle, 1, set_userdata, (void *)value);
  return curl.easy_setopt(handle, option, value);
}
int curl_easy_getinfo(void *handle, int info, ...) {
  require_curl();
  ONE_VARIADIC_ARGUMENT(info);
  return curl.easy_getinfo(handle, info, value);
}
int curl_easy_pause(void *handle, int mask) {
  require_curl();
  return curl.easy_pause(handle, mask);
}
const char *curl_easy_strerror(int code) {
  require_curl();
  return curl.easy_strerror(code);
}
void curl_free(void *pointer) {
  require_curl();
  curl.free(pointer);
}
void *curl_multi_init(void) {
  require_curl();
  return curl.multi_init();
}
int curl_multi_add_handle(void *multi, void *easy) {
  require_curl();
  // Every transfer (a redirect's too) is added anew: it starts counting from zero.
  with_transfer(easy, 0, restart, NULL);
  return curl.multi_add_handle(multi, easy);
}
int curl_multi_remove_handle(void *multi, void *easy) {
  require_curl();
  return curl.multi_remove_handle(multi, easy);
}
int curl_multi_assign(void *multi, int socket, void *pointer) {
  require_curl();
  return curl.multi_assign(multi, socket, pointer);
}
int curl_multi_cleanup(void *multi) {
  require_curl();
  return curl.multi_cleanup(multi);
}
void *curl_multi_info_read(void *multi, int *queued) {
  require_curl();
  return curl.multi_info_read(multi, queued);
}
int curl_multi_setopt(void *multi, int option, ...) {
  require_curl();
  ONE_VARIADIC_ARGUMENT(option);
  return curl.multi_setopt(multi, option, value);
}
int curl_multi_socket_action(void *multi, int socket, int mask, int *running) {
  require_curl();
  return curl.multi_socket_action(multi, socket, mask, running);
}
void *curl_slist_append(void *list, const char *text) {
  require_curl();
  return curl.slist_append(list, text);
}
void curl_slist_free_all(void *list) {
  require_curl();
  curl.slist_free_all(list);
}
void *curl_url(void) {
  require_curl();
  return curl.url();
}
int curl_url_get(const void *url, int part, char **text, unsigned int flags) {
  require_curl();
  return curl.url_get(url, part, text, flags);
}
int curl_url_set(void *url, int part, const char *text, unsigned int flags) {
  require_curl();
  return curl.url_set(url, part, text, flags);
}
char *curl_version(void) {
  require_curl();
  return curl.version();
}
void *curl_version_info(int age) {
  require_curl();
  return curl.version_info(age);
}

#endif
