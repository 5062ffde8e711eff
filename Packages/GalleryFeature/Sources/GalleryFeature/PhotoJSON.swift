import Core
import Models

/// How the gallery's commands print a photo in `--json` output.
enum PhotoJSON {
  static func object(_ photo: Photo, isFavorite: Bool) -> JSONValue {
    [
      "id": .string(photo.id),
      "author": .string(photo.user.name),
      "username": .string(photo.user.username),
      "description": .string(photo.displayDescription),
      "width": .int(photo.width),
      "height": .int(photo.height),
      "color": .string(photo.color),
      "blurHash": JSONValue(photo.blurHash),
      "likes": .int(photo.likes),
      "isFavorite": .bool(isFavorite),
      "route": .string("mosaic://photo/\(photo.id)"),
    ]
  }
}
