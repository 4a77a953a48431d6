import CellarModel

extension Comment {
    /// Reads `comments.json` one element at a time, as the parser hands them over, checking each.
    struct FixtureDecoder {
        /// Checked references (unless `nil`: the other file could not be read, or is being read now).
        let goodsIDs: IDRegistry?
        /// The goods ids the comments name, each stored once (comments of one goods item share it).
        private(set) var referencedGoods = Set<String>()
        private(set) var ids = IDRegistry()
        private(set) var comments: [Comment] = []
        /// Avatar URLs seen so far: comments by one author share one copy.
        private var avatars = Set<String>()

        init(goodsIDs: IDRegistry?) {
            self.goodsIDs = goodsIDs
        }

        /// The comments read, handed over whole: the decoder keeps no reference, so the
        /// catalogue sorts them in place rather than in a copy.
        mutating func takeComments() -> [Comment] {
            var taken: [Comment] = []
            swap(&taken, &comments)
            return taken
        }

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let goods = reader.requiredString("goods", in: object, at: base)
            if let goods {
                reader.checkReference(goods, at: base + ".goods", in: goodsIDs, noun: "goods", file: "goods.json")
            }
            let star = readStar(in: object, at: base, reader: &reader)
            let avatar = reader.image("avatar", in: object, at: base, required: false)
            let comment = Comment(
                id: id ?? "",
                goodsID: goods.map { goodsIDs?.canonical($0) ?? referencedGoods.insert($0).memberAfterInsert } ?? "",
                author: reader.optionalString("author", in: object, at: base),
                avatar: avatar.map { avatars.insert($0).memberAfterInsert },
                star: star ?? 0,
                content: reader.optionalString("content", in: object, at: base) ?? "",
                createdAt: readCreatedAt(in: object, at: base, reader: &reader),
                specification: reader.optionalString("specification", in: object, at: base),
                pictures: readPictures(in: object, at: base, reader: &reader)
            )
            if id != nil, goods != nil, star != nil {
                comments.append(comment)
            }
        }
    }

    private static func readStar(in object: JSONObject, at base: String, reader: inout FieldReader) -> Double? {
        guard let value = FieldReader.value("star", in: object) else {
            reader.report(base + ".star", "is required")
            return nil
        }
        guard case .number(let number) = value else {
            reader.report(base + ".star", "must be a number from 0 to 5, found \(value.briefDescription)")
            return nil
        }
        guard (0...5).contains(number.value) else {
            reader.report(base + ".star", "must be from 0 to 5, found \(number.literal)")
            return nil
        }
        return number.value
    }

    private static func readCreatedAt(in object: JSONObject, at base: String, reader: inout FieldReader) -> Timestamp? {
        guard let value = FieldReader.value("createdAt", in: object) else { return nil }
        guard case .string(let text) = value, let timestamp = Timestamp(fixtureText: text) else {
            reader.report(base + ".createdAt", "must be YYYY-MM-DD HH:mm or ISO 8601, found \(value.briefDescription)")
            return nil
        }
        return timestamp
    }

    private static func readPictures(in object: JSONObject, at base: String, reader: inout FieldReader) -> [Picture] {
        guard let elements = reader.optionalArray("pictures", in: object, at: base) else { return [] }
        var pictures: [Picture] = []
        for (index, element) in elements.enumerated() {
            let place = "\(base).pictures[\(index)]"
            guard let picture = reader.object(element, at: place) else { continue }
            let thumb = reader.image("thumb", in: picture, at: place, required: true)
            let full = reader.image("full", in: picture, at: place, required: true)
            if let thumb, let full {
                pictures.append(Picture(thumb: thumb, full: full))
            }
        }
        return pictures
    }
}
