extension NewsClient {
  /// This client asking for `country`'s headlines wherever a headlines query names a country (the business
  /// feed and the categories; a query by source names none): a configuration file's `news: country:`.
  /// `country` is a two-letter code, lowercased.
  ///
  /// ```swift
  /// let news = NewsClient.embedded().inCountry("de")   // German business headlines
  /// ```
  public func inCountry(_ country: String) -> NewsClient {
    var client = self
    let headlines = topHeadlines
    client.topHeadlines = { query in
      var query = query
      if query.country != nil { query.country = country }
      return try await headlines(query)
    }
    return client
  }
}
