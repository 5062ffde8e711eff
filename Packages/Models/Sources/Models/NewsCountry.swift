import Foundation

/// The countries NewsAPI's top headlines take (`country=`), as two-letter lowercase codes: the one list the
/// settings (`mosaic settings set country CC`), the configuration file (`news: country:`) and user feeds
/// (`--country CC`) check against.
///
/// ```swift
/// NewsCountry.code(" DE ")   // "de"
/// NewsCountry.code("xx")     // nil: NewsAPI has no headlines for it
/// ```
public enum NewsCountry {
  /// NewsAPI's documented `country` values, in alphabetical order.
  public static let supported: [String] = [
    "ae", "ar", "at", "au", "be", "bg", "br", "ca", "ch", "cn", "co", "cu", "cz", "de", "eg", "fr", "gb", "gr",
    "hk", "hu", "id", "ie", "il", "in", "it", "jp", "kr", "lt", "lv", "ma", "mx", "my", "ng", "nl", "no", "nz",
    "ph", "pl", "pt", "ro", "rs", "ru", "sa", "se", "sg", "si", "sk", "th", "tr", "tw", "ua", "us", "ve", "za",
  ]

  private static let lookup = Set(supported)

  /// `text` as a supported code (trimmed, lowercased), or `nil` when NewsAPI does not take it.
  public static func code(_ text: String) -> String? {
    let code = text.trimmingCharacters(in: .whitespaces).lowercased()
    return lookup.contains(code) ? code : nil
  }
}
