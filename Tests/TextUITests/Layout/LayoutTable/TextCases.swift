import Testing

@testable import TextUI

/// Text: wrapping, hard breaks, line limits, truncation, CJK.
let textCases: [LayoutCase] = [
  LayoutCase(
    "text takes its ideal size when proposed nil", 10, 1, "Hello", size: Size(width: 5, height: 1),
    proposal: .unspecified
  ) { Text("Hello") },
  LayoutCase(
    "text wraps at word boundaries", 13, 4, "+-----------+\n|Hello brave|\n|new world  |\n+-----------+"
  ) {
    Text("Hello brave new world").border(.ascii)
  },
  LayoutCase(
    "a word longer than the line breaks inside the word", 10, 5,
    "+--------+\n|Supercal|\n|ifragili|\n|stic    |\n+--------+"
  ) { Text("Supercalifragilistic").border(.ascii) },
  LayoutCase("lineLimit(1) cuts the tail with an ellipsis", 10, 1, "Hello bra…") {
    Text("Hello brave world").lineLimit(1)
  },
  LayoutCase(
    "lineLimit(1) keeps the text's indentation and runs of spaces as they are", 16, 1, "  09:00     Cha…"
  ) {
    Text("  09:00     Chamonix-Mont-Blanc").lineLimit(1)
  },
  LayoutCase(
    "an indented text wraps with its first line indented, as SwiftUI keeps it", 9, 2, "  Monte\nRosa"
  ) {
    Text("  Monte Rosa")
  },
  LayoutCase(
    "lineLimit(1) keeps the indentation of a text whose first word does not fit after it", 19, 1,
    "  Chamonix-Mont-Bl…"
  ) {
    Text("  Chamonix-Mont-Blanc").lineLimit(1)
  },
  LayoutCase(
    "an indented word longer than the line breaks inside it after the indentation", 10, 3,
    "  Supercal\nifragilist\nic"
  ) {
    Text("  Supercalifragilistic")
  },
  LayoutCase("head truncation keeps the end", 10, 1, "…ave world") {
    Text("Hello brave world").lineLimit(1).truncationMode(.head)
  },
  LayoutCase("head truncation of one line keeps its run of spaces", 12, 1, "…c     09:00") {
    Text("Mont-Blanc     09:00").lineLimit(1).truncationMode(.head)
  },
  LayoutCase("middle truncation keeps both ends", 10, 1, "Hello…orld") {
    Text("Hello brave world").lineLimit(1).truncationMode(.middle)
  },
  LayoutCase("lineLimit(2) wraps, then cuts the last line", 9, 3, "one two\nthree fo…") {
    Text("one two three four five").lineLimit(2)
  },
  LayoutCase(
    "hard line breaks start new lines", 5, 3, "a\nbb", size: Size(width: 2, height: 2), proposal: .unspecified
  ) {
    Text("a\nbb")
  },
  LayoutCase(
    "CJK text wraps between any two ideographs, two cells each", 8, 5,
    "+------+\n|東京か|\n|ら京都|\n|まで  |\n+------+"
  ) { Text("東京から京都まで").border(.ascii) },
  LayoutCase(
    "mixed Latin and CJK text wraps at spaces and between ideographs", 9, 2, "Trip 東京\nto 京都",
    size: Size(width: 9, height: 2)
  ) { Text("Trip 東京 to 京都") },
  LayoutCase(
    "a text offered less height than it needs truncates its last visible line", 5, 1, "aa b…",
    size: Size(width: 5, height: 1)
  ) { Text("aa bb cc") },
  LayoutCase("environment lineLimit applies to every text inside", 6, 2, "ab cd…\nx y") {
    VStack(alignment: .leading) {
      Text("ab cd ef")
      Text("x y").lineLimit(nil)
    }
    .lineLimit(1)
  },
]
