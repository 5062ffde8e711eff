import Foundation

/// JSON in the shape of real Unsplash responses (`GET /photos`), with the extra fields Mosaic ignores.
enum UnsplashFixtures {
  static let photoList = Data(
    #"""
    [
      {
        "id": "LBI7cgq3pbM",
        "slug": "a-man-drinking-a-coffee-LBI7cgq3pbM",
        "alternative_slugs": { "en": "a-man-drinking-a-coffee-LBI7cgq3pbM", "es": "un-hombre-bebiendo-un-cafe-LBI7cgq3pbM" },
        "created_at": "2016-05-03T11:00:28-04:00",
        "updated_at": "2016-07-10T11:00:01-05:00",
        "promoted_at": null,
        "width": 5245,
        "height": 3497,
        "color": "#60544D",
        "blur_hash": "LoC%a7IoIVxZ_NM|M{s:%hRjWAo0",
        "description": "A man drinking a coffee.",
        "alt_description": "man in black jacket holding white ceramic mug",
        "breadcrumbs": [],
        "urls": {
          "raw": "https://images.unsplash.com/face-springmorning.jpg",
          "full": "https://images.unsplash.com/face-springmorning.jpg?q=75&fm=jpg",
          "regular": "https://images.unsplash.com/face-springmorning.jpg?q=75&fm=jpg&w=1080&fit=max",
          "small": "https://images.unsplash.com/face-springmorning.jpg?q=75&fm=jpg&w=400&fit=max",
          "thumb": "https://images.unsplash.com/face-springmorning.jpg?q=75&fm=jpg&w=200&fit=max",
          "small_s3": "https://s3.us-west-2.amazonaws.com/images.unsplash.com/small/face-springmorning.jpg"
        },
        "links": {
          "self": "https://api.unsplash.com/photos/LBI7cgq3pbM",
          "html": "https://unsplash.com/photos/LBI7cgq3pbM",
          "download": "https://unsplash.com/photos/LBI7cgq3pbM/download",
          "download_location": "https://api.unsplash.com/photos/LBI7cgq3pbM/download"
        },
        "likes": 12,
        "liked_by_user": false,
        "current_user_collections": [
          { "id": 206, "title": "Makers: Cat and Ben", "published_at": "2016-01-12T18:16:09-05:00", "cover_photo": null, "user": null }
        ],
        "sponsorship": null,
        "topic_submissions": { "wallpapers": { "status": "approved", "approved_on": "2020-04-06T14:20:09Z" } },
        "asset_type": "photo",
        "user": {
          "id": "pXhwzz1JtQU",
          "updated_at": "2016-07-10T11:00:01-05:00",
          "username": "poorkane",
          "name": "Gilbert Kane",
          "first_name": "Gilbert",
          "last_name": "Kane",
          "twitter_username": "crew",
          "portfolio_url": "https://theylooklikeeggsorsomething.com/",
          "bio": "XO",
          "location": "Way out there",
          "links": {
            "self": "https://api.unsplash.com/users/poorkane",
            "html": "https://unsplash.com/poorkane",
            "photos": "https://api.unsplash.com/users/poorkane/photos",
            "likes": "https://api.unsplash.com/users/poorkane/likes",
            "portfolio": "https://api.unsplash.com/users/poorkane/portfolio"
          },
          "profile_image": {
            "small": "https://images.unsplash.com/profile-1.jpg?w=32",
            "medium": "https://images.unsplash.com/profile-1.jpg?w=64",
            "large": "https://images.unsplash.com/profile-1.jpg?w=128"
          },
          "instagram_username": "instantgrammer",
          "total_collections": 52,
          "total_likes": 5,
          "total_photos": 74,
          "total_promoted_photos": 0,
          "accepted_tos": true,
          "for_hire": false,
          "social": { "instagram_username": "instantgrammer", "portfolio_url": null, "twitter_username": "crew", "paypal_email": null }
        }
      },
      {
        "id": "Dwu85P9SOIk",
        "slug": "Dwu85P9SOIk",
        "alternative_slugs": {},
        "created_at": "2023-02-08T09:12:44.123Z",
        "updated_at": "2024-01-15T04:00:01.5+00:00",
        "promoted_at": "2023-02-09T10:00:00Z",
        "width": 3000,
        "height": 4500,
        "color": "#0c2626",
        "blur_hash": null,
        "description": null,
        "alt_description": null,
        "breadcrumbs": [],
        "urls": {
          "raw": "https://images.unsplash.com/photo-1675847393?ixid=abc&ixlib=rb-4.0.3",
          "full": "https://images.unsplash.com/photo-1675847393?crop=entropy&cs=srgb&fm=jpg&q=85",
          "regular": "https://images.unsplash.com/photo-1675847393?w=1080",
          "small": "https://images.unsplash.com/photo-1675847393?w=400",
          "thumb": "https://images.unsplash.com/photo-1675847393?w=200"
        },
        "links": { "self": "https://api.unsplash.com/photos/Dwu85P9SOIk", "html": "https://unsplash.com/photos/Dwu85P9SOIk" },
        "likes": 0,
        "liked_by_user": false,
        "current_user_collections": [],
        "sponsorship": {
          "impression_urls": [],
          "tagline": "Made to Change",
          "tagline_url": "https://example.com",
          "sponsor": { "id": "5UhxI4nHcQM", "username": "sponsor", "name": "A Sponsor" }
        },
        "topic_submissions": {},
        "user": {
          "id": "QV5S1rtoUJ0",
          "updated_at": "2024-01-15T04:00:01Z",
          "username": "unsplash_plus",
          "name": "Ørjan Sæther",
          "first_name": "Ørjan",
          "last_name": null,
          "twitter_username": null,
          "portfolio_url": null,
          "bio": null,
          "location": null,
          "links": {},
          "profile_image": {},
          "instagram_username": null,
          "total_collections": 0,
          "total_likes": 0,
          "total_photos": 1,
          "accepted_tos": false,
          "for_hire": false,
          "social": { "instagram_username": null, "portfolio_url": null, "twitter_username": null, "paypal_email": null }
        }
      }
    ]
    """#.utf8)

  /// One valid photo object with `field` replaced by `value` (raw JSON), or removed when `value` is nil.
  static func photo(replacing field: String, with value: String?) -> Data {
    var fields = [
      "\"id\": \"abc123DEF45\"",
      "\"created_at\": \"2020-01-01T10:00:00Z\"",
      "\"width\": 4000",
      "\"height\": 3000",
      "\"color\": \"#112233\"",
      "\"blur_hash\": \"LEHV6nWB2yk8pyo0adR*.7kCMdnj\"",
      "\"likes\": 3",
      "\"description\": null",
      "\"alt_description\": null",
      "\"urls\": {\"raw\": \"https://x.example/r\", \"full\": \"https://x.example/f\", \"regular\": \"https://x.example/g\","
        + " \"small\": \"https://x.example/s\", \"thumb\": \"https://x.example/t\"}",
      "\"user\": {\"id\": \"u1\", \"username\": \"someone\", \"name\": \"Some One\"}",
    ]
    fields.removeAll { $0.hasPrefix("\"\(field)\":") }
    if let value {
      fields.append("\"\(field)\": \(value)")
    }
    return Data(("{" + fields.joined(separator: ", ") + "}").utf8)
  }
}
