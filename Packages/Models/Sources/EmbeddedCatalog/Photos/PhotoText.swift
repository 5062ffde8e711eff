/// Descriptions and alt descriptions that read like Unsplash's: the photographer's own line ("Misty
/// morning in the Dolomites") and the generated, lowercase alt text ("snow covered mountain under blue
/// sky during daytime").
enum PhotoText {
  static func description(scene: PhotoScene, year: Int, using random: inout SeededGenerator) -> String {
    let template = random.pick(descriptionTemplates)
    let text = TextTemplate.fill(template, using: &random) { name in
      switch name {
      case "mood": moods
      case "time": times
      case "season": seasons
      case "place": scene.places
      case "subject": scene.subjects
      case "year": [String(year)]
      default: nil
      }
    }
    return TextTemplate.capitalizingFirst(TextTemplate.fixingIndefiniteArticles(text))
  }

  static func altDescription(scene: PhotoScene, using random: inout SeededGenerator) -> String {
    var template = random.pick(altTemplates)
    if scene.personSettings.isEmpty && TextTemplate.mentions(template, slot: "person") {
      template = altTemplates[0]
    }
    let text = TextTemplate.fill(template, using: &random) { name in
      switch name {
      case "subject": scene.altSubjects
      case "setting": scene.altSettings
      case "time": scene.altTimes
      case "person": people
      case "action": actions
      case "personSetting": scene.personSettings
      default: nil
      }
    }
    return TextTemplate.fixingIndefiniteArticles(text)
  }

  private static let descriptionTemplates = [
    "{mood} {time} in {place}",
    "{subject} in {place}",
    "{place} at {time}",
    "{subject}, {place}",
    "{mood} {subject} on a {season} {time}",
    "Shot on film in {place}, {season} {year}",
    "{subject} after the rain",
    "Somewhere in {place}",
    "{place}, {year}",
    "A {season} {time} in {place}",
    "{mood} days in {place}",
    "Exploring {place}",
  ]

  private static let altTemplates = [
    "{subject} {setting} during {time}",
    "{subject} {setting} during {time}",
    "aerial view of {subject} {setting}",
    "{person} {action} {personSetting}",
    "{subject} {setting}",
    "a {subject} {setting} during {time}",
  ]

  private static let moods = [
    "golden", "quiet", "misty", "foggy", "moody", "bright", "calm", "soft", "still", "slow", "cold", "warm",
  ]
  private static let times = ["morning", "evening", "afternoon", "sunrise", "sunset", "night", "blue hour", "dusk"]
  private static let seasons = ["spring", "summer", "autumn", "winter"]
  private static let people = [
    "woman in white dress", "man in black jacket", "person in red hoodie", "couple", "child in yellow raincoat",
    "man in gray coat",
  ]
  private static let actions = ["standing", "walking", "sitting", "looking out"]
}
