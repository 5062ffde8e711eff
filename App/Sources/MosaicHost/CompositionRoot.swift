import Core
import DetailFeature
import GalleryFeature
import NewsFeature
import SettingsFeature

/// The one place that decides which modules make up `mosaic`. Removing a module from this list removes
/// its commands, routes and sections; nothing else needs an edit. `mosaic --help` lists the commands in this
/// order.
public enum CompositionRoot {
  public static var modules: [any FeatureModule] {
    [
      HostModule(),
      ServicesModule(),
      ImagesModule(),
      GalleryModule(),
      DetailModule(),
      NewsModule(),
      SettingsModule(),
      PluginsModule(),
    ]
  }
}
