/// A kind of picture in the photo catalog: where it is taken, what it shows, how an alt text would
/// describe it, and the colors it tends to have.
struct PhotoScene {
  /// Places for descriptions, written as they read after "in": "the Dolomites", "Tokyo".
  let places: [String]
  /// What a photographer would name in a description: "alpine lake".
  let subjects: [String]
  /// What Unsplash's generated alt text would name: "snow covered mountain".
  let altSubjects: [String]
  /// Where the alt subject is: "under blue sky".
  let altSettings: [String]
  /// When, for "during ..." in alt text.
  let altTimes: [String]
  /// Where a person could stand in this scene ("on rock formation"); empty where no one would.
  let personSettings: [String]
  /// Dominant colors as `(red, green, blue)`; each photo varies one a little.
  let palette: [(red: Int, green: Int, blue: Int)]
}

extension PhotoScene {
  static let all: [PhotoScene] = [
    PhotoScene(
      places: ["the Dolomites", "Patagonia", "the Swiss Alps", "Banff", "the Scottish Highlands", "Lofoten"],
      subjects: ["alpine lake", "mountain ridge", "snowy peaks", "glacier", "mountain pass"],
      altSubjects: ["snow covered mountain", "mountain range", "rocky mountain", "green pine trees"],
      altSettings: ["under blue sky", "under white clouds", "near body of water", "beside lake"],
      altTimes: ["daytime", "sunrise", "golden hour"],
      personSettings: ["on rock formation", "near lake"],
      palette: [(74, 96, 118), (214, 221, 228), (111, 122, 115)]),
    PhotoScene(
      places: ["Big Sur", "the Algarve", "Bali", "Cornwall", "Oahu", "the Amalfi Coast"],
      subjects: ["quiet cove", "sea cliffs", "old harbour", "lighthouse", "tide pools"],
      altSubjects: ["ocean waves", "white sand beach", "white boat", "lighthouse"],
      altSettings: ["crashing on shore", "near rock formation", "on body of water", "under cloudy sky"],
      altTimes: ["daytime", "sunset", "golden hour"],
      personSettings: ["on beach", "on seashore"],
      palette: [(46, 111, 134), (217, 200, 169), (27, 58, 82)]),
    PhotoScene(
      places: ["Tokyo", "New York", "Berlin", "Hong Kong", "Lisbon", "Chicago", "Seoul"],
      subjects: ["rooftops", "side street", "tram line", "skyline", "night market"],
      altSubjects: ["high rise buildings", "city street", "people walking on street", "cars on road"],
      altSettings: ["near buildings", "between tall buildings", "under gray sky", "with lights turned on"],
      altTimes: ["night time", "daytime", "sunset"],
      personSettings: ["on sidewalk", "near road"],
      palette: [(43, 47, 58), (138, 141, 145), (91, 63, 110)]),
    PhotoScene(
      places: ["the Black Forest", "Oregon", "Hokkaido", "British Columbia", "the Ardennes"],
      subjects: ["forest trail", "old pines", "mossy creek", "fern valley", "fog in the trees"],
      altSubjects: ["green trees", "forest pathway", "tall trees", "brown tree trunk"],
      altSettings: ["in forest", "covered with fog", "beside river", "under sunlight"],
      altTimes: ["daytime", "sunrise"],
      personSettings: ["in forest", "on pathway"],
      palette: [(47, 74, 43), (94, 115, 70), (140, 138, 90)]),
    PhotoScene(
      places: ["Utah", "the Sahara", "Namibia", "Joshua Tree", "Wadi Rum", "Death Valley"],
      subjects: ["sand dunes", "canyon walls", "desert road", "red rocks", "dry riverbed"],
      altSubjects: ["brown sand dunes", "rock formation", "empty desert road", "green cactus plant"],
      altSettings: ["under blue sky", "on desert", "under clear sky", "near mountain"],
      altTimes: ["daytime", "sunset", "golden hour"],
      personSettings: ["on sand", "on desert"],
      palette: [(201, 139, 87), (227, 188, 138), (138, 90, 60)]),
    PhotoScene(
      places: ["a Paris café", "Naples", "Oaxaca", "Istanbul", "a Kyoto tea house", "Copenhagen"],
      subjects: ["morning coffee", "fresh bread", "breakfast table", "street food", "homemade pasta"],
      altSubjects: ["cup of coffee", "sliced bread", "bowl of salad", "pizza"],
      altSettings: ["on brown wooden table", "on white ceramic plate", "beside glass of water", "on table"],
      altTimes: ["daytime"],
      personSettings: [],
      palette: [(181, 84, 60), (232, 220, 200), (60, 42, 33)]),
    PhotoScene(
      places: ["Marrakech", "Havana", "Mexico City", "Paris", "Brooklyn", "Cape Town"],
      subjects: ["portrait", "street musician", "friends at golden hour", "dancer", "market vendor"],
      altSubjects: ["woman in white shirt", "man in black jacket", "person in red hoodie", "smiling woman"],
      altSettings: ["near wall", "on chair", "on street", "holding camera"],
      altTimes: ["daytime", "golden hour"],
      personSettings: ["near wall", "on street"],
      palette: [(107, 85, 71), (176, 140, 114), (42, 42, 42)]),
    PhotoScene(
      places: ["Copenhagen", "Barcelona", "Porto", "Vienna", "Kyoto", "Reykjavik"],
      subjects: ["spiral staircase", "concrete facade", "reading room", "white arches", "quiet living room"],
      altSubjects: ["white concrete building", "brown brick building", "spiral staircase", "curved glass facade"],
      altSettings: ["with glass windows", "under blue sky", "near trees", "under white clouds"],
      altTimes: ["daytime"],
      personSettings: ["near window", "on staircase"],
      palette: [(230, 225, 218), (154, 164, 174), (61, 61, 64)]),
    PhotoScene(
      places: ["the Serengeti", "Yellowstone", "Svalbard", "Kruger", "the Galápagos", "Iceland"],
      subjects: ["grazing deer", "red fox", "puffins", "sea lions", "elephants at dusk"],
      altSubjects: ["brown deer", "red fox", "white and black bird", "herd of elephants"],
      altSettings: ["on green grass field", "on snow covered ground", "on brown rock", "near trees"],
      altTimes: ["daytime", "sunset"],
      personSettings: [],
      palette: [(122, 106, 79), (199, 185, 160), (62, 74, 58)]),
    PhotoScene(
      places: ["Iceland", "Tromsø", "the Atacama Desert", "Lapland", "New Zealand", "the Scottish Highlands"],
      subjects: ["milky way", "northern lights", "starry sky", "full moon", "night camp"],
      altSubjects: ["aurora borealis", "starry night sky", "silhouette of mountain", "orange dome tent"],
      altSettings: ["over mountain", "over body of water", "above trees", "on snow field"],
      altTimes: ["night time"],
      personSettings: ["under starry sky"],
      palette: [(15, 26, 46), (31, 59, 77), (36, 58, 47)]),
  ]
}
