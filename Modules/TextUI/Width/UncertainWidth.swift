// MARK: - Glyphs terminals measure differently

extension DisplayWidth {
  /// Whether terminals disagree about how many cells `character` takes, so that a row holding it
  /// must be drawn in a way that cannot leave stale cells (see Terminal's frame encoder).
  ///
  /// A single scalar, and a scalar followed only by non-spacing or enclosing marks (`é` written
  /// with U+0301, Thai vowel marks), are measured alike everywhere: wcwidth gives the marks 0. A
  /// cluster holding anything else after its first scalar is not: a spacing mark (Devanagari's
  /// `ा`, counted 1 by wcwidth and 0 by us), a conjunct (`न्द`: a consonant after a virama), a
  /// joiner or non-joiner, a variation selector (`❤️`), a skin tone, a flag's second regional
  /// indicator, a tag — terminals such as tmux add up their scalars, others draw the cluster as
  /// one glyph of one or two cells.
  public static func isUncertain(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count > 1 else { return false }
    for scalar in scalars.dropFirst() {
      // Variation selectors are non-spacing marks, but VS15/VS16 switch text and emoji
      // presentation, and with it one cell or two in some terminals and not in others.
      if scalar.value == 0xFE0E || scalar.value == 0xFE0F { return true }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: continue
      default: return true
      }
    }
    return false
  }
}
