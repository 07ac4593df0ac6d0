import Foundation
import Geo
import Testing
import TextUI
import TripModels
import TripStore

@testable import App
@testable import RouteMap

/// Long trips' map pictures kept in the user's cache folder: where the folder is, what a kept file
/// is, how many are kept, and a long trip opened twice drawing the same screen, the second time
/// from what the first kept.
@MainActor
@Suite("Map pictures kept in the cache folder")
struct MapPictureFolderTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A key of its own for each number.
  private static func key(_ number: Int) -> MapPictureKey {
    let map = RouteMap(coordinates: [Coordinate(latitude: Double(number % 80), longitude: 10)])
    return MapPictureKey(map: map, columns: 20, rows: 6, viewport: .fitted, selected: nil, ambiguous: .narrow)
  }

  @Test("The folder is $XDG_CACHE_HOME/roadtrip/map-pictures, else ~/.cache/roadtrip/map-pictures")
  func folderLocation() {
    #expect(
      MapPictureFolder.folder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])
        == "/c/roadtrip/map-pictures")
    #expect(
      MapPictureFolder.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h/"])
        == "/h/.cache/roadtrip/map-pictures", "a relative XDG_CACHE_HOME is ignored, as the spec says")
    #expect(MapPictureFolder.folder(environment: ["HOME": "/h"]) == "/h/.cache/roadtrip/map-pictures")
    #expect(MapPictureFolder.folder(environment: [:]) == nil)
  }

  @Test("A kept picture reads back whole, private to the user, with no temporary file left")
  func keepsAndReads() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let pictures = MapPictureFolder(path: folder.appendingPathComponent("a/b").path)
    #expect(pictures.picture(for: Self.key(1)) == nil)
    pictures.keep([1, 2, 3], for: Self.key(1))
    pictures.keep([4, 5], for: Self.key(2))
    pictures.keep([6], for: Self.key(1))
    #expect(pictures.picture(for: Self.key(1)) == [6])
    #expect(pictures.picture(for: Self.key(2)) == [4, 5])
    let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    #expect(names == [Self.key(1).name + ".map", Self.key(2).name + ".map"].sorted())
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: pictures.path)[.posixPermissions] as? Int
    let fileMode =
      try FileManager.default.attributesOfItem(atPath: pictures.path + "/" + names[0])[.posixPermissions]
      as? Int
    #expect(folderMode == 0o700 && fileMode == 0o600)
  }

  @Test("A file in the folder larger than any picture is not read: the map is drawn instead")
  func oversizedFileIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let pictures = MapPictureFolder(path: folder.path)
    let path = folder.appendingPathComponent(Self.key(3).name + MapPictureFolder.fileExtension).path
    #expect(
      FileManager.default.createFile(atPath: path, contents: Data(count: MapPictureFolder.largestPicture + 1))
    )
    #expect(pictures.picture(for: Self.key(3)) == nil)
    pictures.keep([7, 8], for: Self.key(3))
    #expect(pictures.picture(for: Self.key(3)) == [7, 8], "keeping a picture replaces the file")
  }

  @Test("Beyond 32 pictures, those kept longest ago are removed")
  func keepsAtMost32() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let pictures = MapPictureFolder(path: folder.path)
    for number in 0..<MapPictureFolder.capacity {
      pictures.keep([UInt8(number)], for: Self.key(number))
      // Kept a minute apart, oldest first (a file system's clock may not tell quick writes apart).
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: Double(number - 100) * 60)],
        ofItemAtPath: folder.appendingPathComponent(Self.key(number).name + ".map").path)
    }
    pictures.keep([99], for: Self.key(MapPictureFolder.capacity))
    pictures.keep([98], for: Self.key(MapPictureFolder.capacity + 1))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).count == MapPictureFolder.capacity)
    #expect(pictures.picture(for: Self.key(0)) == nil && pictures.picture(for: Self.key(1)) == nil)
    #expect(pictures.picture(for: Self.key(2)) == [2])
    #expect(pictures.picture(for: Self.key(MapPictureFolder.capacity + 1)) == [98])
  }

  @Test("A folder that cannot be made keeps nothing and says nothing")
  func unwritableFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data([0]).write(to: blocker)
    let pictures = MapPictureFolder(path: blocker.appendingPathComponent("pictures").path)
    pictures.keep([1], for: Self.key(1))
    #expect(pictures.picture(for: Self.key(1)) == nil)
  }

  @Test("A long trip opened again draws the same screen from the picture the first opening kept")
  func longTripOpenedTwice() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let storePath = folder.appendingPathComponent("trips.sqlite").path
    let stops = try (0..<MapCache.keptFrom).map { index in
      try Stop(
        name: "Stop \(index + 1)",
        coordinate: Coordinate(
          latitude: 32 + Double(index % 23) * 0.4, longitude: -121 + Double(index % 2003) * 0.01))
    }
    try SQLiteTripStore(path: storePath).importTrips([try Trip(name: "Long", stops: stops)])
    let home = folder.appendingPathComponent("home").path
    let pictures = home + "/.cache/roadtrip/map-pictures"
    var frames: [String] = []
    var files: [[String: Int]] = []
    for _ in 0..<2 {
      let app = try HeadlessSession(
        arguments: ["--store", storePath], environment: ["HOME": home], size: Size(width: 120, height: 40))
      try await app.open(link: "roadtrip://trips/1")
      frames.append(app.plainFrame)
      let names = try FileManager.default.contentsOfDirectory(atPath: pictures)
      files.append(
        try Dictionary(
          uniqueKeysWithValues: names.map { name in
            (
              name,
              try FileManager.default.attributesOfItem(atPath: pictures + "/" + name)[.systemFileNumber]
                as? Int ?? 0
            )
          }))
    }
    #expect(
      frames[0].contains("Roadtrips › Long") && frames[0].contains("Unlabelled: 3-2000, 2003-16384"),
      "the map is drawn")
    #expect(frames[1] == frames[0])
    #expect(files[0].count == 1)
    #expect(files[1] == files[0], "the second opening read the picture and wrote nothing")
  }
}
