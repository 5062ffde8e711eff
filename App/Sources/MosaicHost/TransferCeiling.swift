import NetworkLayerLive

extension MosaicHost {
  /// The most bytes one HTTP transfer may deliver after decompression before libcurl is told to stop it: the
  /// largest body Mosaic accepts (a picture's) and a megabyte more. Every cap (a page 2 MB, a photo 512 KB, a
  /// picture 8 MB) ends the exchange first; this bounds what keeps arriving until the refused transfer stops.
  ///
  /// ```swift
  /// mosaic_curl_set_transfer_ceiling(MosaicHost.transferCeiling)  // in `main.swift`, Linux
  /// ```
  public static let transferCeiling = max(ImageSource.maximumPictureBytes, ResponseLimits.list) + (1 << 20)
}
