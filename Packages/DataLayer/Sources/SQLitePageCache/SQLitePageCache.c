#include "SQLitePageCache.h"

#include <sqlite3.h>

static int page_cache_status = -1;

__attribute__((constructor)) static void mosaic_sqlite_page_cache_on_demand(void) {
  page_cache_status = sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}

int mosaic_sqlite_page_cache_status(void) { return page_cache_status; }
