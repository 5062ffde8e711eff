import CoreCLI

/// What `mosaic photo ID --save` and `--open` need beyond the page: the saver and the desktop.
struct PhotoCommandServices: Sendable {
  let saver: PhotoSaver
  let desktop: DesktopClient
}
