import CoreUI

/// How the detail's picture is zoomed: from 1× (all of it) to 3× (the seed's range) in steps of ½, and
/// where it is panned to while zoomed.
struct PictureZoom: Equatable {
  static let range = 1.0...3.0
  static let step = 0.5
  /// How far one arrow press pans, in fractions of what shows.
  static let panStep = 0.25

  private(set) var viewport = PictureViewport.whole

  var zoom: Double { viewport.zoom }
  var isZoomed: Bool { viewport.zoom > 1 }

  mutating func zoomIn() { set(zoom: viewport.zoom + Self.step) }
  mutating func zoomOut() { set(zoom: viewport.zoom - Self.step) }
  mutating func fit() { viewport = .whole }

  /// Pans by one step along the arrow `key`; `false` for other keys.
  mutating func pan(_ key: Key) -> Bool {
    let step = Self.panStep / viewport.zoom
    var x = viewport.centerX
    var y = viewport.centerY
    switch key {
    case .left, .character("h"): x -= step
    case .right, .character("l"): x += step
    case .up, .character("k"): y -= step
    case .down, .character("j"): y += step
    default: return false
    }
    viewport = PictureViewport(zoom: viewport.zoom, centerX: x, centerY: y)
    return true
  }

  private mutating func set(zoom: Double) {
    let zoom = min(max(zoom, Self.range.lowerBound), Self.range.upperBound)
    viewport = zoom == 1 ? .whole : PictureViewport(zoom: zoom, centerX: viewport.centerX, centerY: viewport.centerY)
  }
}
