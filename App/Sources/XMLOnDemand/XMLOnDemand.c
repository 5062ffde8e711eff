// The libxml2 entry points the article extractor calls, forwarded to libxml2 opened on first use (Linux; the
// macOS SDK's libxml2 is part of the system and costs nothing to link, so elsewhere this file is empty).
#if defined(__linux__)

#include "XMLOnDemand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

// The libraries tried, in order: the runtime name every distribution ships, then the development link.
static const char *const libraryNames[] = {"libxml2.so.2", "libxml2.so"};

// Every libxml2 type the extractor passes is a pointer, a C string or an int, which is all forwarding needs.
typedef void *(*read_memory_f)(const char *, int, const char *, const char *, int);
typedef void (*free_doc_f)(void *);
typedef void (*init_f)(void);
typedef void *(*find_handler_f)(const char *);
typedef int (*close_handler_f)(void *);

static struct {
  read_memory_f read_memory;
  free_doc_f free_doc;
  init_f init_parser;
  find_handler_f find_handler;
  close_handler_f close_handler;
} xml;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char failure[512];

static void *find(void *library, const char *name, int *missing) {
  void *symbol = dlsym(library, name);
  if (symbol == NULL && *missing == 0) {
    *missing = 1;
    snprintf(failure, sizeof failure, "libxml2 has no '%s'", name);
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
    snprintf(failure, sizeof failure, "%s", reason != NULL ? reason : "libxml2.so.2 was not found");
    return;
  }
  int missing = 0;
  xml.read_memory = (read_memory_f)find(library, "htmlReadMemory", &missing);
  xml.free_doc = (free_doc_f)find(library, "xmlFreeDoc", &missing);
  xml.init_parser = (init_f)find(library, "xmlInitParser", &missing);
  xml.find_handler = (find_handler_f)find(library, "xmlFindCharEncodingHandler", &missing);
  xml.close_handler = (close_handler_f)find(library, "xmlCharEncCloseFunc", &missing);
  __atomic_store_n(&loaded, missing == 0, __ATOMIC_RELEASE);
}

int mosaic_xml_load(void) {
  pthread_once(&once, open_library);
  return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE);
}

int mosaic_xml_is_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE); }

const char *mosaic_xml_error(void) {
  mosaic_xml_load();
  return failure;
}

// Without libxml2 a page parses to no document, which the extractor reports as unreadable; the others do
// nothing or find no converter.
void *htmlReadMemory(const char *buffer, int size, const char *url, const char *encoding, int options) {
  return mosaic_xml_load() ? xml.read_memory(buffer, size, url, encoding, options) : NULL;
}

void xmlFreeDoc(void *document) {
  if (document != NULL && mosaic_xml_load()) xml.free_doc(document);
}

void xmlInitParser(void) {
  if (mosaic_xml_load()) xml.init_parser();
}

void *xmlFindCharEncodingHandler(const char *name) {
  return mosaic_xml_load() ? xml.find_handler(name) : NULL;
}

int xmlCharEncCloseFunc(void *handler) {
  return handler != NULL && mosaic_xml_load() ? xml.close_handler(handler) : -1;
}

#endif
