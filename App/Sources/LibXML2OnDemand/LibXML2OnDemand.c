// The libxml2 entry points ArticleExtraction calls, forwarded to libxml2 opened on first use. Only the static
// Linux build needs them (App/Package.swift links libxml2 only as needed); elsewhere this file is empty.
#if defined(__linux__)

#include "LibXML2OnDemand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The libraries tried, in order: the runtime name every distribution ships, then the development link.
static const char *const libraryNames[] = {"libxml2.so.2", "libxml2.so"};

// libxml2's documents and encoding handlers are opaque here: only pointers pass through.
typedef void *(*read_memory_f)(const char *, int, const char *, const char *, int);
typedef void (*free_doc_f)(void *);
typedef void (*init_parser_f)(void);
typedef void *(*find_handler_f)(const char *);
typedef int (*close_handler_f)(void *);

static struct {
  read_memory_f read_memory;
  free_doc_f free_doc;
  init_parser_f init_parser;
  find_handler_f find_handler;
  close_handler_f close_handler;
} xml;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void open_library(void) {
  void *library = NULL;
  for (size_t index = 0; index < sizeof libraryNames / sizeof libraryNames[0] && library == NULL; index++) {
    library = dlopen(libraryNames[index], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) return;
  xml.read_memory = (read_memory_f)dlsym(library, "htmlReadMemory");
  xml.free_doc = (free_doc_f)dlsym(library, "xmlFreeDoc");
  xml.init_parser = (init_parser_f)dlsym(library, "xmlInitParser");
  xml.find_handler = (find_handler_f)dlsym(library, "xmlFindCharEncodingHandler");
  xml.close_handler = (close_handler_f)dlsym(library, "xmlCharEncCloseFunc");
  int complete = xml.read_memory != NULL && xml.free_doc != NULL && xml.init_parser != NULL &&
                 xml.find_handler != NULL && xml.close_handler != NULL;
  __atomic_store_n(&loaded, complete, __ATOMIC_RELEASE);
}

int mosaic_libxml2_load(void) {
  pthread_once(&once, open_library);
  return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE);
}

int mosaic_libxml2_is_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE); }

// Hidden, so libxml2's own calls to these names (once it is open) bind to libxml2, not back to these.
#define FORWARDED __attribute__((visibility("hidden")))

// Without libxml2 there is no document (NULL), which the parser already reads as a page it could not read.
FORWARDED void *htmlReadMemory(const char *buffer, int size, const char *url, const char *encoding, int options) {
  return mosaic_libxml2_load() ? xml.read_memory(buffer, size, url, encoding, options) : NULL;
}

// Called only on a document htmlReadMemory made, so libxml2 is open.
FORWARDED void xmlFreeDoc(void *document) {
  if (mosaic_libxml2_load() && document != NULL) xml.free_doc(document);
}

FORWARDED void xmlInitParser(void) {
  if (mosaic_libxml2_load()) xml.init_parser();
}

// Without libxml2 no character set can be converted (NULL).
FORWARDED void *xmlFindCharEncodingHandler(const char *name) {
  return mosaic_libxml2_load() ? xml.find_handler(name) : NULL;
}

FORWARDED int xmlCharEncCloseFunc(void *handler) {
  return mosaic_libxml2_load() && handler != NULL ? xml.close_handler(handler) : -1;
}

#endif
