/// The benchmark's own score of one page: word tokens as Python's `\w+` finds them (letters, digits and
/// `_`), shingles of four consecutive tokens counted with multiplicity, true positives the shared counts;
/// precision and recall from them, as the benchmark's evaluation computes them.
struct ShingleScore {
  var truePositives: Double
  var falsePositives: Double
  var falseNegatives: Double

  init(truth: String, prediction: String) {
    let expected = Self.shingles(truth)
    let found = Self.shingles(prediction)
    var tp = 0
    var fp = 0
    var fn = 0
    for key in Set(expected.keys).union(found.keys) {
      let want = expected[key] ?? 0
      let got = found[key] ?? 0
      tp += min(want, got)
      fp += max(0, got - want)
      fn += max(0, want - got)
    }
    truePositives = Double(tp)
    falsePositives = Double(fp)
    falseNegatives = Double(fn)
  }

  /// Nil when there is nothing predicted (the page then counts for recall alone).
  var precision: Double? {
    if falsePositives == 0 && falseNegatives == 0 { return 1 }
    if truePositives + falsePositives == 0 { return nil }
    return truePositives / (truePositives + falsePositives)
  }

  /// Nil when there is nothing to find.
  var recall: Double? {
    if falsePositives == 0 && falseNegatives == 0 { return 1 }
    if truePositives + falseNegatives == 0 { return nil }
    return truePositives / (truePositives + falseNegatives)
  }

  var f1: Double {
    let p = precision ?? 0
    let r = recall ?? 0
    return p + r == 0 ? 0 : 2 * p * r / (p + r)
  }

  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isWord(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        tokens.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  /// Python's `\w` for text: letters (L*), numbers (N*) and the underscore; marks split words.
  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "_" { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
      .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  static func shingles(_ text: String) -> [[String]: Int] {
    let words = tokens(text)
    var counts: [[String]: Int] = [:]
    guard !words.isEmpty else { return counts }
    for start in 0..<max(1, words.count - 3) {
      counts[Array(words[start..<min(words.count, start + 4)]), default: 0] += 1
    }
    return counts
  }
}
