import Foundation
import Testing

@testable import DetailFeature

/// Where the app's `d` writes: the XDG download folder when named, else `~/Downloads`.
@Suite struct PhotoDownloadFolderTests {
  @Test func theEnvironmentsDownloadFolder_winsOverTheUserDirsFile() {
    let folder = PhotoDownloadFolder.standard(
      environment: ["HOME": "/home/ada", "XDG_DOWNLOAD_DIR": "/data/dl"],
      userDirs: "XDG_DOWNLOAD_DIR=\"$HOME/Herunterladen\"")
    #expect(folder.url.path == "/data/dl")
  }

  @Test func theUserDirsFile_namesTheFolderRelativeToHome() {
    let text =
      "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOWNLOAD_DIR=\"$HOME/Herunterladen\"\n"
    let folder = PhotoDownloadFolder.standard(environment: ["HOME": "/home/ada"], userDirs: text)
    #expect(folder.url.path == "/home/ada/Herunterladen")
  }

  @Test func withoutEither_itIsDownloadsInHome() {
    #expect(PhotoDownloadFolder.standard(environment: ["HOME": "/home/ada"]).url.path == "/home/ada/Downloads")
    // A relative XDG_DOWNLOAD_DIR is not a place to write to.
    let relative = PhotoDownloadFolder.standard(environment: ["HOME": "/home/ada", "XDG_DOWNLOAD_DIR": "dl"])
    #expect(relative.url.path == "/home/ada/Downloads")
  }
}
