import Foundation

/// A parsed JSON value, converted from `JSONSerialization`'s output so documents are `Sendable`.
enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The deepest nesting `init(foundationObject:)` converts; `JSONSerialization` itself refuses
    /// more than 512 levels, so this is only a second line of defence.
    static let maximumNesting = 1024

    /// Parses `data` with `JSONSerialization`.
    ///
    /// - Throws: ``TokenError/invalidJSON(reason:)`` with `JSONSerialization`'s own explanation
    ///   (its `NSDebugDescription`, such as "Invalid value around character 6.").
    init(parsing data: Data) throws(TokenError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let nsError = error as NSError
            let reason = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
            throw .invalidJSON(reason: reason)
        }
        try self.init(foundationObject: object, depth: 0)
    }

    /// Converts one value of `JSONSerialization`'s output.
    init(foundationObject object: Any, depth: Int) throws(TokenError) {
        guard depth <= JSONValue.maximumNesting else {
            throw .invalidJSON(reason: "more than \(JSONValue.maximumNesting) nested arrays or objects")
        }
        switch object {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            if type(of: number) == type(of: NSNumber(value: true)) {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let dictionary as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, value) in dictionary {
                members[key] = try JSONValue(foundationObject: value, depth: depth + 1)
            }
            self = .object(members)
        case let array as [Any]:
            var elements: [JSONValue] = []
            for value in array {
                elements.append(try JSONValue(foundationObject: value, depth: depth + 1))
            }
            self = .array(elements)
        default:
            throw .invalidJSON(reason: "unsupported value of type \(type(of: object))")
        }
    }

    /// The kind of value with its article, for messages: "a string", "an object", "null", ….
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
