/// The ids the registry checks — a module's, a section's, a tab's: lowercase ASCII letters, digits and `-`, and for
/// modules and sections also `.`.
///
/// Checked on the UTF-8 bytes: every allowed character is one ASCII byte, and no other character is canonically
/// equivalent to one of them, so a byte test answers what a test of each `Character` against a `Set` of the allowed
/// ones answers — without building that set for every check (three sets were a tenth of the registry's set-up in
/// `mosaic gallery`'s profile). `ContributionIdentifierTests` holds it to the `Set` test over every Unicode scalar.
///
/// ```swift
/// ContributionIdentifier.isValid("gallery.more-by", allowingDot: true)   // true
/// ContributionIdentifier.isValid("Gallery", allowingDot: true)           // false
/// ```
package enum ContributionIdentifier {
  /// Whether `id` is not empty and made only of the allowed characters.
  package static func isValid(_ id: String, allowingDot: Bool) -> Bool {
    guard !id.isEmpty else { return false }
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): continue
      case UInt8(ascii: ".") where allowingDot: continue
      default: return false
      }
    }
    return true
  }
}
