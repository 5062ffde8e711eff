extension ManPage {
  /// What the `mosaic` man page says after its commands: keys, folders, exit codes, where to learn more.
  public static let mosaicSections: [(title: String, text: String)] = [
    (
      "Environment",
      """
      UNSPLASH_ACCESS_KEY: an Unsplash access key; without it the gallery shows the embedded catalog.
      NEWSAPI_KEY: a NewsAPI key; without it the news reader shows the embedded articles.
      MOSAIC_DATA_DIR, MOSAIC_CACHE_DIR: where the database and the caches live (XDG folders otherwise).
      MOSAIC_LOG_LEVEL: trace, debug, info, warning or error; silent by default.
      """
    ),
    (
      "Exit status",
      "0 on success, 64 for a usage error, 69 when a service is unavailable, 74 when output cannot be written, "
        + "and the code each error names otherwise; 'mosaic doctor' explains the set-up."
    ),
    ("See also", "The README and ARCHITECTURE.md of the Mosaic repository; 'mosaic help <command>'."),
  ]
}
