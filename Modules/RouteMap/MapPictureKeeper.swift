/// Where drawn map pictures are kept between runs of the app, so that a long trip opened again
/// unchanged, at the same size, shows its map without projecting and drawing every stop.
///
/// A seam: the app keeps them as files in the user's cache folder, tests in memory. Nothing kept
/// is needed — a picture that is missing, damaged or drawn from other inputs is drawn again — so a
/// keeper that cannot read or write keeps nothing and says nothing.
public protocol MapPictureKeeper: AnyObject {
  /// The bytes kept for `key`, nil when none are.
  func picture(for key: MapPictureKey) -> [UInt8]?
  /// Keeps `bytes` for `key`, replacing what was kept for it.
  func keep(_ bytes: [UInt8], for key: MapPictureKey)
}
