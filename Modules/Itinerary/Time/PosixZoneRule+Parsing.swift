// MARK: - Parsing

extension PosixZoneRule {
  /// Reads a POSIX `TZ` string as TZif footers write it; nil when it is malformed or empty (a zone
  /// whose footer is empty has no rule past its table).
  init?(_ text: String) {
    var reader = Reader(bytes: Array(text.utf8))
    guard let standardName = reader.name(), let standardWest = reader.offset() else { return nil }
    standard = ZoneOffset(seconds: -standardWest, abbreviation: standardName, isDaylightSaving: false)
    guard !reader.isAtEnd else {
      daylight = nil
      return
    }
    guard let daylightName = reader.name() else { return nil }
    var daylightSeconds = standard.seconds + 3_600
    if let west = reader.offset() { daylightSeconds = -west }
    let offset = ZoneOffset(seconds: daylightSeconds, abbreviation: daylightName, isDaylightSaving: true)
    // Without a rule, POSIX leaves the dates to the implementation; the tz code uses the US rule.
    var start = Transition(day: .monthWeekDay(month: 3, week: 2, weekday: 0), seconds: 7_200)
    var end = Transition(day: .monthWeekDay(month: 11, week: 1, weekday: 0), seconds: 7_200)
    if reader.take(UInt8(ascii: ",")) {
      guard let first = reader.transition(), reader.take(UInt8(ascii: ",")),
        let second = reader.transition()
      else { return nil }
      start = first
      end = second
    }
    guard reader.isAtEnd else { return nil }
    daylight = Daylight(offset: offset, start: start, end: end)
  }

  /// A cursor over the rule's bytes.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// `<+03>` or three or more letters.
    mutating func name() -> String? {
      let start = index
      if take(UInt8(ascii: "<")) {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        guard index < bytes.count, index - start > 1 else { return nil }
        index += 1
        return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
      }
      while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
      guard index - start >= 3 else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, or nil when no number is next.
    mutating func offset() -> Int? {
      var sign = 1
      if take(UInt8(ascii: "-")) {
        sign = -1
      } else {
        _ = take(UInt8(ascii: "+"))
      }
      guard let hours = number(maxDigits: 3) else { return nil }
      var seconds = hours * 3_600
      if take(UInt8(ascii: ":")) {
        guard let minutes = number(maxDigits: 2) else { return nil }
        seconds += minutes * 60
        if take(UInt8(ascii: ":")) {
          guard let extra = number(maxDigits: 2) else { return nil }
          seconds += extra
        }
      }
      return sign * seconds
    }

    /// `date[/time]`.
    mutating func transition() -> Transition? {
      let day: DayRule
      if take(UInt8(ascii: "M")) {
        guard let month = number(maxDigits: 2), take(UInt8(ascii: ".")),
          let week = number(maxDigits: 1), take(UInt8(ascii: ".")), let weekday = number(maxDigits: 1),
          (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
        else { return nil }
        day = .monthWeekDay(month: month, week: week, weekday: weekday)
      } else if take(UInt8(ascii: "J")) {
        guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
        day = .julianNoLeap(n)
      } else {
        guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
        day = .zeroBased(n)
      }
      var seconds = 7_200
      if take(UInt8(ascii: "/")) {
        guard let time = offset() else { return nil }
        seconds = time
      }
      return Transition(day: day, seconds: seconds)
    }

    private mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      var digits = 0
      while index < bytes.count, digits < maxDigits,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
      {
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
      }
      return digits == 0 ? nil : value
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
  }
}
