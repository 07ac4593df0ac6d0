/// A parsed JSON value; object members keep their order.
enum JSONValue: Equatable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let left), .array(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }

  /// The JSON type's name, for messages ("expected a number, found a string").
  var typeName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
