import TextUI

// MARK: - Tokens → keys

extension InputToken {
  /// The TextUI key this token is, or nil for tokens the terminal handles itself (Ctrl-Z).
  var key: Key? {
    switch self {
    case .character(let character): .character(character)
    case .enter: .enter
    case .escape: .escape
    case .tab: .tab
    case .backTab: .backTab
    case .backspace: .backspace
    case .delete: .delete
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .home: .home
    case .end: .end
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .interrupt: .ctrlC
    case .paste(let text): .paste(text)
    case .ctrl(let letter): .ctrl(letter)
    case .meta(let character): .meta(character)
    case .metaBackspace: .metaBackspace
    case .wordLeft: .wordLeft
    case .wordRight: .wordRight
    case .f1: .f1
    case .suspend: nil
    }
  }
}
