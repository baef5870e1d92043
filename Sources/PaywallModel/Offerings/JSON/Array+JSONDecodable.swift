/// An array is read element by element, each error naming the element's index in its JSON path.
extension Array: JSONDecodable where Element: JSONDecodable {
    init(json: JSONReader) throws {
        self = try json.decodeArray(Element.self)
    }
}
