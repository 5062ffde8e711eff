#ifndef MOSAIC_SQLITE_PAGE_CACHE_H
#define MOSAIC_SQLITE_PAGE_CACHE_H

/// SQLite's page cache allocated a page at a time, set once as the image loads, before any connection opens.
///
/// By default every SQLite connection's page cache takes one block of 20 pages on its first read
/// (`SQLITE_DEFAULT_PCACHE_INITSZ`, ≈ 87 KB at 4 KiB pages) and writes a header into each page, so all of it is
/// resident, however few pages the read needs: `mosaic gallery` and `mosaic news` read a handful. Configured with no
/// page-cache buffer and no pages (`SQLITE_CONFIG_PAGECACHE`, NULL, 0, 0), each page is allocated when it is first
/// needed; the cache's size limit (`PRAGMA cache_size`) is unchanged (PROJECT_PLAN.md, "Issue 23 — peak memory and
/// the plugins row (seventh part)"). A constructor does it, so it happens before the first `sqlite3_initialize`
/// in every program that links DataLayerLive (SQLite refuses the setting after it).

/// What `sqlite3_config` answered when the image loaded: `SQLITE_OK` (0) when the setting holds.
int mosaic_sqlite_page_cache_status(void);

#endif
