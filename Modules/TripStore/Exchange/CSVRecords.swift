/// Splits CSV text (RFC 4180) into records of fields: fields separated by commas, a field in
/// double quotes may hold commas, line breaks and doubled quotes (`""`), records end at CR LF or
/// LF or CR alone. Stricter than spreadsheets on purpose: a quote inside an unquoted field, text after a
/// closing quote, or a quote never closed is an error naming its line.
struct CSVRecords {
  /// A problem at a line of the file.
  typealias Problem = XMLScanner.Failure

  /// One record and the line it starts on.
  struct Record {
    var fields: [String]
    var line: Int
  }

  /// The most fields a record may have (more is not a file of stops).
  static let maximumFields = 256

  /// Calls `body` with each record of `bytes` in order, as it is read (memory holds one record,
  /// whatever the file's length); a record of one empty field (a blank line) is left out. Stops at
  /// the first problem, the file's or `body`'s.
  static func forEachRecord(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Record) throws(Problem) -> Void
  ) throws(Problem) {
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var index = 0
    var quoted = false
    var afterQuote = false
    var recordQuoted = false

    func endRecord() throws(Problem) {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      // A blank line is no record; a line of one quoted empty field ("") is one.
      if !(fields.count == 1 && fields[0].isEmpty && !recordQuoted) {
        try body(Record(fields: fields, line: recordLine))
      }
      fields.removeAll(keepingCapacity: true)
      afterQuote = false
      recordQuoted = false
    }

    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            field.append(byte)
            index += 1
          } else {
            quoted = false
            afterQuote = true
          }
        } else {
          if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: ","):
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        afterQuote = false
        guard fields.count < maximumFields else {
          throw Problem(line: recordLine, message: "a row has more than \(maximumFields) fields")
        }
      case 0x0D, 0x0A:
        // CR LF, LF or CR alone (old Mac files) ends the record.
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        try endRecord()
        line += 1
        recordLine = line
      case UInt8(ascii: "\""):
        guard field.isEmpty, !afterQuote else {
          throw Problem(line: line, message: "a quote (\") inside a field that does not start with one")
        }
        quoted = true
        recordQuoted = true
      default:
        guard !afterQuote else {
          throw Problem(line: line, message: "text after a quoted field's closing quote")
        }
        field.append(byte)
      }
    }
    guard !quoted else {
      throw Problem(line: recordLine, message: "a quoted field is never closed (the file ends inside it)")
    }
    if !field.isEmpty || !fields.isEmpty || afterQuote { try endRecord() }
  }

  // MARK: - Writing

  /// `text` as one CSV field: quoted, quotes doubled, when it holds a comma, quote or line break.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    var result = "\""
    for character in text {
      if character == "\"" { result += "\"\"" } else { result.append(character) }
    }
    return result + "\""
  }
}
