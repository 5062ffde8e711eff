/// Text from a server, made safe to print: control characters (escape sequences, bells, line breaks) become
/// spaces, so an article can neither forge lines nor drive the terminal. JSON output keeps the text as sent
/// (the encoder escapes it).
///
/// ```swift
/// ServerText.line("Hi\u{1B}[2J there")   // "Hi [2J there"
/// ```
enum ServerText {
  static func line(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? " " : scalar
        }))
  }
}
