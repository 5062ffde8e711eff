#ifndef MOSAIC_LIBXML2_ON_DEMAND_H
#define MOSAIC_LIBXML2_ON_DEMAND_H

/// libxml2, opened on the first article parsed instead of at start.
///
/// The reader's HTML parser (ArticleExtraction) calls five libxml2 functions. Linked statically
/// (`-static-stdlib`), those calls resolve to the definitions in this target, which open `libxml2.so.2` with
/// `dlopen` the first time one is called and forward to it. A run that parses no article never loads libxml2,
/// nor the ICU and C++ libraries it needs (PROJECT_PLAN.md, "Issue 23 — peak memory (second part)"). Without
/// libxml2 the parser makes no document, which the reader already reports as a page it could not read.

/// Opens libxml2 if it is not open yet (once per process, thread-safe). 1 when it is usable, 0 otherwise.
int mosaic_libxml2_load(void);

/// 1 when libxml2 has been opened by this process, without opening it.
int mosaic_libxml2_is_loaded(void);

#endif
