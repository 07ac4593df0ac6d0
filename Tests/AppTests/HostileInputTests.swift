import Foundation
import Testing

/// The hostile-input catalogue: for each way a file, a stream or a neighbour can attack or confuse
/// RoadTrip, the smallest case that shows it, with its message and exit status. Every case leaves
/// the store byte-for-byte as it was (unless it is meant to import), leaves no files behind, and
/// writes no control character to standard error.
@Suite("Hostile input: files, streams and neighbours")
struct HostileInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// What the case shows.
    var name: String
    /// Files written into the sandbox before the run.
    var files: [String: String] = [:]
    /// A shell command run before the store's bytes are taken (to damage it, say).
    var prepare: String?
    /// The shell command; `"$ROADTRIP"` is the executable, the store is `store.sqlite`.
    var command: String
    var status: Int32
    /// Text standard error must contain (nil: standard error may be empty).
    var message: String?
    /// Text standard output must contain.
    var stdout: String?
    /// Names the command itself creates in the sandbox.
    var creates: Set<String> = []
    /// Whether the store may change (a good file imported).
    var changesStore = false
    var testDescription: String { name }
  }

  static let store = #"--store store.sqlite"#

  static let cases: [Case] = [
    // A malformed GPX is refused whole, naming the line of the first error.
    Case(
      name: "stray end tag after a complete route",
      files: ["stray.gpx": "<gpx>\n<rte><rtept lat=\"1\" lon=\"2\"/></rte>\n</rtept>\n<rte/></gpx>"],
      command: #""$ROADTRIP" \#(store) import stray.gpx"#, status: 2,
      message: "cannot import stray.gpx line 3: </rtept> where </gpx> was expected"),
    Case(
      name: "route after </gpx>",
      files: ["after.gpx": "<gpx><rte><rtept lat=\"1\" lon=\"2\"/></rte></gpx>\n<rte/>"],
      command: #""$ROADTRIP" \#(store) import after.gpx"#, status: 2,
      message: "line 2: there is an element after the root element ended"),
    // 11 bytes that crashed Foundation's XML parser.
    Case(
      name: "processing instruction without data", files: ["pi.gpx": "<?x?><gpx/>"],
      command: #""$ROADTRIP" \#(store) import pi.gpx"#, status: 2,
      message: "line 1: processing instructions (<?x…?>) are not accepted in GPX"),
    Case(
      name: "UTF-7 declaration hiding a DOCTYPE",
      files: ["u7.gpx": "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE gpx+AD4-<gpx/>"],
      command: #""$ROADTRIP" \#(store) import u7.gpx"#, status: 2,
      message: "the file declares the encoding “UTF-7” — only UTF-8 is read"),
    // Ids: a stop id names one stop in the whole store; ids are read by one strict parser.
    Case(
      name: "a new trip that reuses a stored stop's id is refused whole",
      files: [
        "copy.json":
          #"{"trips":[{"id":"B0000000-0000-4000-8000-000000000001","name":"Copy","waypoints":[{"id":"A0000000-0000-4000-8000-000000000002","name":"Kyoto","location":{"latitude":35.02,"longitude":135.75}}]}]}"#
      ],
      command: #""$ROADTRIP" \#(store) import copy.json"#, status: 2,
      message:
        "cannot import copy.json: stop id A0000000-0000-4000-8000-000000000002 already belongs to the stored trip “Kansai”"
    ),
    Case(
      name: "a script's link with a lenient UUID spelling is refused, not read as another id",
      command:
        #"echo 'goto "roadtrip://trips/11111111-1111-4111-8111-1111111e-400"' | "$ROADTRIP" \#(store) --script -"#,
      status: 1, message: "“11111111-1111-4111-8111-1111111e-400” is not a trip id or number"),
    // File text in messages never reaches the terminal as control sequences.
    Case(
      name: "escape sequences in a JSON trip id",
      files: ["t.json": #"{"trips":[{"id":"\u001b]0;PWNED\u0007\u001b[2J","name":"x","waypoints":[]}]}"#],
      command: #""$ROADTRIP" \#(store) import t.json"#, status: 2,
      message: "at trips[0].id: “␛]0;PWNED␇␛[2J” is not a UUID"),
    Case(
      name: "C1 CSI from a GPX character reference",
      files: ["c1.gpx": "<gpx><wpt lat=\"&#x9B;31m\" lon=\"2\"/></gpx>"],
      command: #""$ROADTRIP" \#(store) import c1.gpx"#, status: 2,
      message: "lat “\u{FFFD}31m” is not a decimal number"),
    Case(
      name: "escape sequences in a file name",
      command: #""$ROADTRIP" \#(store) import "$(printf 'a\033]0;PWNED\007.json')""#,
      status: 2, message: "cannot read 'a␛]0;PWNED␇.json'"),
    // Numbers and ids are read strictly; CDATA is text.
    Case(
      name: "hex float latitude", files: ["hex.gpx": "<gpx><wpt lat=\"0x1p4\" lon=\"2\"/></gpx>"],
      command: #""$ROADTRIP" \#(store) import hex.gpx"#, status: 2,
      message: "lat “0x1p4” is not a decimal number"),
    Case(
      name: "id only a lenient UUID reader accepts",
      files: [
        "u.json": #"{"trips":[{"id":"A0000000-0000-4000-8000-1111111e-400","name":"x","waypoints":[]}]}"#
      ],
      command: #""$ROADTRIP" \#(store) import u.json"#, status: 2, message: "is not a UUID"),
    Case(
      name: "CDATA route name is imported",
      files: [
        "cdata.gpx": "<gpx><rte><name><![CDATA[Route A]]></name><rtept lat=\"1\" lon=\"2\"/></rte></gpx>"
      ],
      command:
        #""$ROADTRIP" \#(store) import cdata.gpx && "$ROADTRIP" \#(store) export | grep -c '"Route A"'"#,
      status: 0, stdout: "Imported “Route A” (1 stop)\n1", changesStore: true),
    // export -o never destroys what is at the path.
    Case(
      name: "export onto the store itself", command: #""$ROADTRIP" \#(store) export -o store.sqlite --force"#,
      status: 2, message: "'store.sqlite' is RoadTrip's store — choose another file name"),
    Case(
      name: "export onto a symbolic link to the store",
      command: #"ln -s store.sqlite link.json && "$ROADTRIP" \#(store) export -o link.json --force"#,
      status: 2,
      message: "'link.json' is a symbolic link", creates: ["link.json"]),
    Case(
      name: "export onto a FIFO", command: #"mkfifo f && "$ROADTRIP" \#(store) export -o f"#, status: 2,
      message: "'f' is not a regular file", creates: ["f"]),
    Case(
      name: "export onto a device", command: #""$ROADTRIP" \#(store) export -o /dev/null"#, status: 2,
      message: "'/dev/null' is not a regular file"),
    Case(
      name: "export onto an existing file without --force", files: ["out.json": "old"],
      command: #""$ROADTRIP" \#(store) export -o out.json < /dev/null; cat out.json"#, status: 0,
      message: "'out.json' already exists — add --force to replace it", stdout: "old"),
    Case(
      name: "export --force keeps the file's mode", files: ["out.json": "old"],
      command:
        #"chmod 600 out.json && "$ROADTRIP" \#(store) export -o out.json --force && stat -c %a out.json"#,
      status: 0, stdout: "600"),
    // Standard streams fail with a message and a status, never a trap.
    Case(
      name: "export to a full disk", command: #""$ROADTRIP" \#(store) export > /dev/full"#, status: 4,
      message: "cannot write to standard output: no space left on device"),
    Case(
      name: "export to a closed standard output", command: #""$ROADTRIP" \#(store) export >&-"#, status: 4,
      message: "cannot write to standard output: bad file descriptor"),
    Case(
      name: "a directory as standard input", command: #""$ROADTRIP" \#(store) --script - < ."#, status: 2,
      message: "cannot read script standard input: is a directory"),
    Case(
      name: "an error message to a full standard error",
      command: #"echo fly | "$ROADTRIP" \#(store) --script - 2>/dev/full; echo "status $?""#, status: 0,
      stdout: "status 1"),
    Case(
      name: "an endless script is refused at 16 MB, not read to its end",
      command: #"yes print | head -c 20000000 | "$ROADTRIP" \#(store) --script - > /dev/null"#, status: 2,
      message: "cannot read script standard input: it is larger than 16 MB — split it"),
    Case(
      name: "an endless import file is refused at 64 MB", command: #""$ROADTRIP" \#(store) import /dev/zero"#,
      status: 2, message: "cannot read '/dev/zero': it is larger than the 64 MB an import may be — split it"),
    Case(
      name: "a file larger than the import limit is refused from its size, before it is read",
      command: #"truncate -s 3G big.json && "$ROADTRIP" \#(store) import big.json"#,
      status: 2,
      message: "cannot read 'big.json': it is 3072 MB, more than the 64 MB an import may be — split it",
      creates: ["big.json"]),
    // The store: created private, damage and odd paths refused.
    Case(
      name: "a new store file is readable by its owner only",
      command: #""$ROADTRIP" --store new.sqlite export > /dev/null && stat -c %a new.sqlite"#, status: 0,
      stdout: "600", creates: ["new.sqlite"]),
    Case(
      name: "a dangling symbolic link as the store",
      command: #"ln -s gone/x.sqlite dangling.sqlite && "$ROADTRIP" --store dangling.sqlite export"#,
      status: 3,
      message: "it is a symbolic link to gone/x.sqlite, which does not exist", creates: ["dangling.sqlite"]),
    Case(
      name: "a store whose stop table page is damaged opens read-only; its export says so and fails",
      // Page 5 is the stop table's root (the schema is created in a fixed order).
      prepare:
        #"head -c 64 /dev/zero | tr '\0' '\245' | dd of=store.sqlite bs=1 seek=16384 conv=notrunc 2>/dev/null"#,
      command: #""$ROADTRIP" \#(store) export"#, status: 3, message: "is damaged",
      creates: ["store.sqlite-wal", "store.sqlite-shm"]),
    Case(
      name: "a damaged store opens read-only in a script: the warning first, its edit refused, not made",
      prepare:
        #"head -c 64 /dev/zero | tr '\0' '\245' | dd of=store.sqlite bs=1 seek=16384 conv=notrunc 2>/dev/null"#,
      command: #"printf 'press Add\ntype Kept\nkey enter\n' | "$ROADTRIP" \#(store) --script -"#, status: 1,
      message: "open read-only — nothing is saved; export what can be read",
      creates: ["store.sqlite-wal", "store.sqlite-shm"]),
    // A value changed in place, still a valid value (SQLite's checks pass): the row's checksum
    // no longer matches.
    Case(
      name:
        "a stop name changed behind RoadTrip's back: the export says the store is damaged, writes what it can, exits 3",
      prepare: #"LC_ALL=C sed -i 's/Osaka/Osakb/g' store.sqlite"#,
      command: #""$ROADTRIP" \#(store) export"#, status: 3, message: "does not match its checksum",
      stdout: "Osakb", creates: ["store.sqlite-wal", "store.sqlite-shm"]),
    Case(
      name:
        "a stop name changed behind RoadTrip's back: the store opens read-only, a script's edit is refused",
      prepare: #"LC_ALL=C sed -i 's/Osaka/Osakb/g' store.sqlite"#,
      command: #"printf 'press Add\ntype Kept\nkey enter\n' | "$ROADTRIP" \#(store) --script -"#, status: 1,
      message: "does not match its checksum) and open read-only — nothing is saved",
      creates: ["store.sqlite-wal", "store.sqlite-shm"]),
  ]

  @Test("case", arguments: cases)
  func hostile(_ testCase: Case) throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    try Self.makeStore(in: sandbox)
    for (name, text) in testCase.files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: sandbox.path(name)))
    }
    if let prepare = testCase.prepare {
      #expect(try sandbox.runShell(prepare).status == 0)
    }
    let storeBefore = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("store.sqlite")))
    let namesBefore = try Self.names(in: sandbox)

    let result = try sandbox.runShell(testCase.command)

    #expect(result.status == testCase.status, "\(result.stderr)")
    if let message = testCase.message {
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    if let stdout = testCase.stdout {
      #expect(result.stdout.contains(stdout), "\(result.stdout)")
    }
    for line in result.stderr.split(separator: "\n") {
      #expect(line.hasPrefix("roadtrip: "), "\(line)")
      #expect(line.components(separatedBy: "nothing was imported").count <= 2, "said twice: \(line)")
    }
    let controls = result.stderr.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}")
    }
    #expect(controls.isEmpty, "control characters on stderr: \(result.stderr.debugDescription)")
    #expect(!result.stderr.contains("NSXMLParserErrorDomain") && !result.stderr.contains("disappeared"))
    if !testCase.changesStore {
      let storeAfter = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("store.sqlite")))
      #expect(storeAfter == storeBefore, "the store changed")
    }
    let left = try Self.names(in: sandbox).subtracting(namesBefore).subtracting(testCase.creates)
    #expect(left.isEmpty, "left behind: \(left.sorted())")
  }

  /// A store with one trip of two stops (made by importing, so it is a real store).
  static func makeStore(in sandbox: RoadTripProcess) throws {
    let seed = sandbox.path("seed.json")
    try Data(
      #"""
      {"trips":[{"id":"A0000000-0000-4000-8000-000000000001","name":"Kansai","waypoints":[
       {"id":"A0000000-0000-4000-8000-000000000002","name":"Kyoto","location":{"latitude":35.02,"longitude":135.75}},
       {"id":"A0000000-0000-4000-8000-000000000003","name":"Osaka","location":{"latitude":34.69,"longitude":135.50}}]}]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: seed))
    let made = try sandbox.run(["--store", sandbox.path("store.sqlite"), "import", seed])
    #expect(made.status == 0, "\(made.stderr)")
    try FileManager.default.removeItem(atPath: seed)
  }

  static func names(in sandbox: RoadTripProcess) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path))
  }
}
