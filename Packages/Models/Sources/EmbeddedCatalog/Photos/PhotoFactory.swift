import Foundation
import Models

/// Draws the photos of an ``EmbeddedPhotoCatalog`` from a seed.
enum PhotoFactory {
  /// How many photographers a catalog draws its authors from.
  static let photographerCount = 56

  /// Where photo `index` of a catalog starts: its id (drawn, and made unique, before this point), the
  /// generator's state right after the id, and the seconds of its `createdAt`. From a checkpoint a photo is
  /// built alone, identical to the one the sequential walk builds.
  ///
  /// The walk also records the photo's BlurHash: it is the last thing a photo draws, so a photo built from its
  /// checkpoint takes it as recorded instead of drawing the placeholder and encoding it again (a third of a
  /// photo's cost).
  struct Checkpoint: Sendable, Equatable {
    let id: String
    let state: UInt64
    let seconds: Int
    let blurHash: String?
  }

  /// The photographers of a catalog and the order they first appear in, drawn first from the seed.
  struct Cast: Sendable, Equatable {
    let users: [PhotoUser]
    let order: [Int]
  }

  /// The cast of `seed`, and the generator as the first photo finds it.
  static func cast(seed: UInt64) -> (cast: Cast, random: SeededGenerator) {
    var random = SeededGenerator(seed: seed)
    let users = Photographers.make(count: photographerCount, using: &random)
    // Every photographer gets a photo before anyone gets a second; after that a few are prolific.
    let order = random.shuffled(Array(users.indices))
    return (Cast(users: users, order: order), random)
  }

  /// `count` photos, newest first; the newest is taken at ``EmbeddedPhotoCatalog/referenceDate``.
  static func makePhotos(seed: UInt64, count: Int) -> [Photo] {
    walk(seed: seed, count: count).photos
  }

  /// Every photo of the catalog in order, with the checkpoint each started from.
  static func walk(seed: UInt64, count: Int) -> (photos: [Photo], checkpoints: [Checkpoint]) {
    var (cast, random) = cast(seed: seed)
    var ids: Set<String> = []
    var photos: [Photo] = []
    var checkpoints: [Checkpoint] = []
    photos.reserveCapacity(count)
    checkpoints.reserveCapacity(count)
    var seconds = Int(EmbeddedPhotoCatalog.referenceDate.timeIntervalSince1970)
    for index in 0..<count {
      var id = random.identifier()
      while ids.contains(id) { id = random.identifier() }
      ids.insert(id)
      let state = random.state
      let photo = photo(index, id: id, seconds: seconds, blurHash: nil, cast: cast, using: &random)
      checkpoints.append(Checkpoint(id: id, state: state, seconds: seconds, blurHash: photo.blurHash))
      photos.append(photo)
      seconds -= random.next(in: 1_800...100_000)
    }
    return (photos, checkpoints)
  }

  /// Photo `index` alone, from its checkpoint, with the BlurHash the walk recorded.
  static func photo(_ index: Int, from checkpoint: Checkpoint, cast: Cast) -> Photo {
    var random = SeededGenerator(seed: checkpoint.state)
    return photo(
      index, id: checkpoint.id, seconds: checkpoint.seconds, blurHash: .some(checkpoint.blurHash), cast: cast,
      using: &random)
  }

  /// The position in `cast.users` of photo `index`'s photographer, without building the photo: the draws a
  /// photo starts with.
  static func author(_ index: Int, from checkpoint: Checkpoint, cast: Cast) -> Int {
    var random = SeededGenerator(seed: checkpoint.state)
    return author(index, cast: cast, using: &random)
  }

  private static func author(_ index: Int, cast: Cast, using random: inout SeededGenerator) -> Int {
    let order = cast.order
    let userIndex =
      index < order.count ? index : min(random.next(below: order.count), random.next(below: order.count))
    return order[userIndex]
  }

  /// `blurHash` is the recorded hash (`.some`, itself optional) or `nil` to draw and encode it.
  private static func photo(
    _ index: Int, id: String, seconds: Int, blurHash: String??, cast: Cast, using random: inout SeededGenerator
  ) -> Photo {
    let user = cast.users[author(index, cast: cast, using: &random)]
    let createdAt = Date(timeIntervalSince1970: TimeInterval(seconds))
    return makePhoto(id: id, user: user, createdAt: createdAt, blurHash: blurHash, using: &random)
  }

  private static func makePhoto(
    id: String, user: PhotoUser, createdAt: Date, blurHash recorded: String??, using random: inout SeededGenerator
  ) -> Photo {
    let scene = random.pick(PhotoScene.all)
    let base = random.pick(scene.palette)
    let color = RGBColor(
      red: jitter(base.red, using: &random), green: jitter(base.green, using: &random),
      blue: jitter(base.blue, using: &random))
    let (width, height) = size(using: &random)
    let likes = likes(using: &random)
    let description = PhotoText.description(scene: scene, year: CivilDate(createdAt).year, using: &random)
    let altDescription = PhotoText.altDescription(scene: scene, using: &random)
    let hasDescription = !random.chance(15)
    let hasAltDescription = !random.chance(15)
    // The placeholder's draws come last: nothing after them draws, so a recorded hash may skip them.
    let blurHash = recorded ?? placeholderHash(around: color, using: &random)
    return Photo(
      id: id, createdAt: createdAt, width: width, height: height, color: color.hex, blurHash: blurHash,
      likes: likes, description: hasDescription ? description : nil,
      altDescription: hasAltDescription ? altDescription : nil, urls: urls(id: id), user: user)
  }

  private static func jitter(_ channel: Int, using random: inout SeededGenerator) -> UInt8 {
    UInt8(max(6, min(249, channel + random.next(in: -18...18))))
  }

  /// Landscape (about 55%), portrait (35%) or square (10%), widths 2000–6400.
  private static func size(using random: inout SeededGenerator) -> (width: Int, height: Int) {
    let kind = random.next(below: 20)
    if kind < 11 {
      let width = random.next(in: 1500...3200) * 2
      let ratio = random.pick([(3, 2), (4, 3), (16, 9), (5, 4)])
      return (width, width * ratio.1 / ratio.0)
    }
    if kind < 18 {
      let width = random.next(in: 1000...2240) * 2
      let ratio = random.pick([(2, 3), (3, 4), (4, 5)])
      return (width, width * ratio.1 / ratio.0)
    }
    let side = random.next(in: 1000...2500) * 2
    return (side, side)
  }

  /// Most photos have a few dozen likes, some hundreds, a few thousands.
  private static func likes(using random: inout SeededGenerator) -> Int {
    switch random.next(below: 10) {
    case 0..<6: random.next(in: 0...150)
    case 6..<9: random.next(in: 151...1_500)
    default: random.next(in: 1_501...12_000)
    }
  }

  private static let placeholderSize = 8

  /// The BlurHash of a placeholder drawn around `color`.
  private static func placeholderHash(around color: RGBColor, using random: inout SeededGenerator) -> String? {
    let pixels = placeholderPixels(around: color, using: &random)
    return try? BlurHash.encode(
      rgb: pixels, width: placeholderSize, height: placeholderSize, componentsX: 4, componentsY: 3)
  }

  /// A small gradient whose average sRGB value is exactly `color`: each channel leans its own way
  /// along a random direction, so the BlurHash shifts in hue as well as brightness.
  private static func placeholderPixels(around color: RGBColor, using random: inout SeededGenerator) -> [UInt8] {
    let directionX = random.next(in: -1...1)
    let directionY = directionX == 0 ? random.pick([-1, 1]) : random.next(in: -1...1)
    let amplitude = random.next(in: 14...30)
    let red = Int(color.red)
    let green = Int(color.green)
    let blue = Int(color.blue)
    let redLean = lean(red, amplitude: amplitude, using: &random)
    let greenLean = lean(green, amplitude: amplitude, using: &random)
    let blueLean = lean(blue, amplitude: amplitude, using: &random)
    let last = placeholderSize - 1
    var pixels = [UInt8](repeating: 0, count: placeholderSize * placeholderSize * 3)
    var offset = 0
    for y in 0..<placeholderSize {
      for x in 0..<placeholderSize {
        // -2 * last...2 * last, symmetric around the center, so the offsets average to zero.
        let position = directionX * (2 * x - last) + directionY * (2 * y - last)
        pixels[offset] = UInt8(red + redLean * position / (2 * last))
        pixels[offset + 1] = UInt8(green + greenLean * position / (2 * last))
        pixels[offset + 2] = UInt8(blue + blueLean * position / (2 * last))
        offset += 3
      }
    }
    return pixels
  }

  /// How far a channel moves from the center to an edge: up to `amplitude`, never past 0 or 255.
  private static func lean(_ channel: Int, amplitude: Int, using random: inout SeededGenerator) -> Int {
    min(amplitude, channel, 255 - channel) * (random.chance(75) ? 1 : -1)
  }

  /// The renditions of photo `id`, parsed only when read: ids use only `A-Za-z0-9_-`, so each parses.
  private static func urls(id: String) -> PhotoURLs {
    PhotoURLs(sizedFrom: "embedded://photos/\(id)")
  }
}
