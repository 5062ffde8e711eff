#ifndef MOSAIC_XML_ON_DEMAND_H
#define MOSAIC_XML_ON_DEMAND_H

/// libxml2, opened on the first article read instead of at start.
///
/// The reader's extractor (`ArticleExtraction`) calls five libxml2 functions. Linked statically
/// (`-static-stdlib`), those calls resolve to the definitions in this target, which open `libxml2.so.2` with
/// `dlopen` the first time one is called and forward to it; `StaticLink/libxml2.a`, an empty archive, answers
/// the `-lxml2` the extractor's module asks for. Debian's libxml2 brings ICU and libstdc++, so a start that
/// reads no article never loads them. Without libxml2 a page parses to nothing, and the reader shows NewsAPI's
/// description with the extractor's sentence for an unreadable page.
///
/// ```c
/// if (!mosaic_xml_load()) fprintf(stderr, "%s\n", mosaic_xml_error());
/// ```

/// Opens libxml2 if it is not open yet (once per process, thread-safe). 1 when it is usable, 0 otherwise.
int mosaic_xml_load(void);

/// 1 when libxml2 has been opened by this process, without opening it.
int mosaic_xml_is_loaded(void);

/// Why the load failed (the loader's message), or an empty string.
const char *mosaic_xml_error(void);

#endif
