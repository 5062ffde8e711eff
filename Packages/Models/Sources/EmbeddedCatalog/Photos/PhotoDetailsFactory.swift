import Foundation
import Models

/// What the catalog's photo pages add to a listed photo, as Unsplash's `GET /photos/:id` does: a place, a
/// camera and exposure, tags, views, downloads, and the photographer's bio and location. Drawn from a generator
/// seeded by the photo's id (the photographer's by the username), apart from the catalog's own walk, so the
/// listed photos and their order stay what they were.
enum PhotoDetailsFactory {
  /// `photo` with its page's fields.
  static func details(_ photo: Photo) -> Photo {
    var random = SeededGenerator(seed: seed(photo.id))
    let hasLocation = random.chance(80)
    let place = random.pick(places)
    let hasExif = random.chance(85)
    let camera = random.pick(cameras)
    let exif = PhotoExif(
      make: camera.make, model: camera.model, exposureTime: random.pick(exposures),
      aperture: random.pick(apertures), focalLength: String(random.pick(camera.focalLengths)),
      iso: random.pick([50, 100, 100, 200, 400, 800, 1600, 3200]))
    var tags: [PhotoTag] = []
    for tag in random.shuffled(tagWords).prefix(random.next(in: 2...6)) { tags.append(PhotoTag(title: tag)) }
    let views = random.next(in: 1_000...2_000_000)
    let downloads = views / random.next(in: 40...400)
    return photo.with(
      location: hasLocation
        ? PhotoLocation(name: "\(place.city), \(place.country)", city: place.city, country: place.country) : nil,
      exif: hasExif ? exif : nil, tags: tags, views: views, downloads: downloads, user: user(photo.user))
  }

  /// The photographer with a bio and a location.
  static func user(_ user: PhotoUser) -> PhotoUser {
    var random = SeededGenerator(seed: seed(user.username))
    let place = random.pick(places)
    let bio = "\(random.pick(bioStarts)). Mostly \(random.pick(bioSubjects)). \(random.pick(bioEnds))"
    return PhotoUser(
      id: user.id, username: user.username, name: user.name, bio: random.chance(85) ? bio : nil,
      location: random.chance(75) ? "\(place.city), \(place.country)" : nil)
  }

  /// FNV-1a over the UTF-8 of `text`: the same seed on every run and platform.
  private static func seed(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }

  private static let places: [(city: String, country: String)] = [
    ("Reykjavík", "Iceland"), ("Lisbon", "Portugal"), ("Kyoto", "Japan"), ("Cape Town", "South Africa"),
    ("Vancouver", "Canada"), ("Hallstatt", "Austria"), ("Tromsø", "Norway"), ("Marrakesh", "Morocco"),
    ("Valparaíso", "Chile"), ("Edinburgh", "United Kingdom"), ("Munich", "Germany"), ("Hanoi", "Vietnam"),
    ("Queenstown", "New Zealand"), ("Santa Fe", "United States"), ("Dubrovnik", "Croatia"), ("Cusco", "Peru"),
  ]

  private static let cameras: [(make: String, model: String, focalLengths: [Int])] = [
    ("Canon", "EOS R5", [24, 35, 50, 85, 135]), ("Nikon", "Z 7II", [20, 35, 50, 105]),
    ("Sony", "ILCE-7RM4", [16, 24, 55, 90, 200]), ("FUJIFILM", "X-T4", [18, 23, 35, 56]),
    ("Apple", "iPhone 15 Pro", [6, 24]), ("Leica Camera AG", "LEICA Q2", [28]),
    ("OLYMPUS CORPORATION", "E-M1MarkIII", [12, 17, 25, 45]),
  ]

  private static let exposures = ["1/4000", "1/1000", "1/500", "1/250", "1/125", "1/60", "1/15", "1/2", "4", "30"]
  private static let apertures = ["1.4", "1.8", "2.0", "2.8", "4.0", "5.6", "8.0", "11.0", "16.0"]

  private static let tagWords = [
    "nature", "landscape", "city", "travel", "mountain", "water", "sky", "light", "night", "street", "forest",
    "sea", "architecture", "portrait", "winter", "summer", "fog", "sunset", "wallpaper", "outdoor",
  ]

  private static let bioStarts = [
    "Photographer based wherever the light is good", "Freelance photographer",
    "Architect by day, photographer by night",
    "Chasing weather with a camera", "Hobbyist with too many lenses",
  ]
  private static let bioSubjects = [
    "landscapes and quiet streets", "mountains, coasts and long exposures", "cities after dark",
    "people and places", "fog, forests and early mornings",
  ]
  private static let bioEnds = [
    "Prints on request.", "Say hello on my website.", "Free to use, credit appreciated.", "Always learning.",
  ]
}
