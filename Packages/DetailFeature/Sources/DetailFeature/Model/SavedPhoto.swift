import Core
import CoreCLI

/// What `mosaic photo ID --save` did: the file written, its size and the credit to print with it.
struct SavedPhoto: CommandOutput, Hashable {
  let id: String
  let path: String
  let bytes: Int
  let attribution: PhotoAttribution

  func lines(in style: TextStyle) -> [String] {
    [
      style.language.pick(
        en: "Saved photo '\(id)' to '\(path)' (\(bytes) bytes).",
        de: "Foto '\(id)' gespeichert unter '\(path)' (\(bytes) Bytes)."),
      attribution.text,
      "\(attribution.photographer): \(attribution.photographerURL)",
      "Unsplash: \(attribution.unsplashURL)",
    ]
  }
}
