// The stable vocabulary every module speaks (MosaicError, Language, Theme, Bitmap, LoadPhase, ...) lives in
// CoreValues, apart from the plugin contract that grows with each feature: a declaration added here rebuilds only
// the files that use the contract. Importing Core brings the values too, so no module imports both.
@_exported import CoreValues
