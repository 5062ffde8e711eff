/// Descriptions and alt descriptions that read like Unsplash's: the photographer's own line ("Misty
/// morning in the Dolomites") and the generated, lowercase alt text ("snow covered mountain under blue
/// sky during daytime").
enum PhotoText {
  static func description(scene: PhotoScene, year: Int, using random: inout SeededGenerator) -> String {
    let slots = [
      "mood": moods, "time": times, "season": seasons, "place": scene.places, "subject": scene.subjects,
      "year": [String(year)],
    ]
    let template = random.pick(descriptionTemplates)
    let text = TextTemplate.fill(template, slots: slots, using: &random)
    return TextTemplate.capitalizingFirst(TextTemplate.fixingIndefiniteArticles(text))
  }

  static func altDescription(scene: PhotoScene, using random: inout SeededGenerator) -> String {
    let slots = [
      "subject": scene.altSubjects, "setting": scene.altSettings, "time": scene.altTimes, "person": people,
      "action": actions, "personSetting": scene.personSettings,
    ]
    var template = random.pick(altTemplates)
    if scene.personSettings.isEmpty && template.contains("{person}") {
      template = altTemplates[0]
    }
    return TextTemplate.fixingIndefiniteArticles(TextTemplate.fill(template, slots: slots, using: &random))
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
