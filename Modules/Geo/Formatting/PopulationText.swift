/// How many people live in a place, shortened for result rows: "1.5M people", "342K people".
public enum PopulationText {
  /// "24.9M people", "1.5M people", "342K people", "15K people", "850 people", "1 person"; empty for
  /// 0 or less (unknown, as for a typed coordinate).
  public static func format(_ population: Int) -> String {
    guard population > 0 else { return "" }
    let count = Double(population)
    if count < 1_000 {
      return population == 1 ? "1 person" : "\(population) people"
    }
    let thousands = (count / 1_000).rounded()
    if thousands < 1_000 {
      return "\(NumberText.format(thousands, decimals: 0))K people"
    }
    let millions = count / 1_000_000
    let decimals = (millions * 10).rounded() / 10 < 100 ? 1 : 0
    return "\(NumberText.format(millions, decimals: decimals))M people"
  }

  /// The same without the word, for result rows: "24.9M", "1.5M", "114K", "850"; empty for 0 or
  /// less. Integer arithmetic (result rows format fifty of these per keystroke).
  public static func compact(_ population: Int) -> String {
    guard population > 0 else { return "" }
    if population < 1_000 { return String(population) }
    let thousands = (population + 500) / 1_000
    if thousands < 1_000 { return String(thousands) + "K" }
    let tenths = (population + 50_000) / 100_000
    if tenths < 1_000 { return String(tenths / 10) + "." + String(tenths % 10) + "M" }
    return String((population + 500_000) / 1_000_000) + "M"
  }
}
