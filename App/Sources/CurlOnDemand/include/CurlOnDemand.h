#ifndef MOSAIC_CURL_ON_DEMAND_H
#define MOSAIC_CURL_ON_DEMAND_H

#include <stddef.h>

/// libcurl, opened on the first request instead of at start.
///
/// FoundationNetworking reaches libcurl through the 23 `curl_*` functions its C layer calls. Linked statically
/// (`-static-stdlib`), those calls resolve to the definitions in this target, which open `libcurl.so.4` with
/// `dlopen` the first time one is called and forward to it. A run that makes no request never loads libcurl
/// and its ~30 dependencies. Linked dynamically, FoundationNetworking has loaded libcurl already and these
/// forward to it the same way.
///
/// ```c
/// if (!mosaic_curl_load()) fprintf(stderr, "%s\n", mosaic_curl_error());
/// ```

/// Opens libcurl if it is not open yet (once per process, thread-safe). 1 when it is usable, 0 otherwise.
int mosaic_curl_load(void);

/// 1 when libcurl has been opened by this process, without opening it.
int mosaic_curl_is_loaded(void);

/// Why the last load failed (the loader's message), or an empty string.
const char *mosaic_curl_error(void);

/// The most bytes one transfer may deliver after decompression (0, the default: no ceiling). Past it libcurl
/// ends the transfer at once, so a body already refused stops arriving; set it above every body Mosaic
/// accepts.
void mosaic_curl_set_transfer_ceiling(size_t bytes);

#endif
