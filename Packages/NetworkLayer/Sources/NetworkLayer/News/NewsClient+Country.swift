extension NewsClient {
  /// This client asking for `country`'s headlines wherever a headlines query names a country (the business
  /// feed and the categories; a query by source names none, and a feed that chose its own keeps it).
  /// `country` is a two-letter code, lowercased.
  ///
  /// ```swift
  /// let news = NewsClient.embedded().inCountry("de")   // German business headlines
  /// ```
  public func inCountry(_ country: String) -> NewsClient {
    inCountry { country }
  }

  /// This client asking for the country `country` answers at the time of each headlines request that names a
  /// country, so a country changed in another shell reaches a running app with its next page.
  ///
  /// ```swift
  /// let news = NewsClient.embedded().inCountry { try await settings.load().headlineCountry() }
  /// ```
  public func inCountry(_ country: @escaping @Sendable () async throws -> String) -> NewsClient {
    var client = self
    let headlines = topHeadlines
    client.topHeadlines = { query in
      var query = query
      if query.country != nil, !query.countryIsChosen { query.country = try await country() }
      return try await headlines(query)
    }
    return client
  }
}
