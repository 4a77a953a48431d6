extension Goods {
    /// Reads `goods.json` one element at a time, as the parser hands them over, checking each.
    struct FixtureDecoder {
        /// Checked references (unless `nil`: the other file could not be read).
        let categoryIDs: IDRegistry?
        private(set) var ids = IDRegistry()
        private(set) var goods: [Goods] = []
        /// Every variant's SKU met so far, across the goods items: SKUs are unique in the catalogue.
        var skus = IDRegistry()

        init(categoryIDs: IDRegistry?) {
            self.categoryIDs = categoryIDs
        }

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            let warningCount = reader.warnings.count
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let title = reader.requiredString("title", in: object, at: base)
            let category = reader.requiredString("category", in: object, at: base)
            if let category {
                reader.checkReference(
                    category, at: base + ".category", in: categoryIDs, noun: "category", file: "categories.json")
            }
            let hasVariants = FieldReader.value("variants", in: object) != nil
            let price = hasVariants ? nil : reader.requiredMoney("price", in: object, at: base)
            var item = Goods(
                id: id ?? "", title: title ?? "", category: category ?? "", price: price ?? Money(cents: 0),
                marketPrice: hasVariants ? nil : reader.optionalMoney("marketPrice", in: object, at: base),
                brand: reader.facetValue("brand", in: object, at: base),
                manufacturer: reader.optionalString("manufacturer", in: object, at: base),
                origin: reader.facetValue("origin", in: object, at: base),
                scent: reader.facetValue("scent", in: object, at: base),
                specification: reader.optionalString("specification", in: object, at: base),
                stock: hasVariants ? 0 : reader.wholeNumber("stock", in: object, at: base),
                saleCount: reader.wholeNumber("saleCount", in: object, at: base),
                tags: reader.stringArray("tags", in: object, at: base),
                thumb: reader.image("thumb", in: object, at: base, required: false),
                image: reader.image("image", in: object, at: base, required: false),
                description: reader.optionalMarkdown("description", in: object, at: base),
                gtin: hasVariants ? nil : Self.readGTIN(in: object, at: base, reader: &reader)
            )
            var variantsRead = true
            if hasVariants {
                variantsRead = readVariants(of: &item, in: object, at: base, reader: &reader)
            } else if FieldReader.value("options", in: object) != nil {
                reader.report(base + ".options", "is set without variants: options name what a goods item's variants differ in")
            }
            if let id { reader.attributeWarnings(since: warningCount, toGoods: id) }
            if id != nil, title != nil, category != nil, price != nil || hasVariants, variantsRead {
                goods.append(item)
            }
        }

        /// A GTIN (UPC, EAN, ITF-14) is 8, 12, 13 or 14 digits whose last is the GS1 check digit.
        static func readGTIN(in object: JSONObject, at base: String, reader: inout FieldReader) -> String? {
            guard let gtin = reader.optionalString("gtin", in: object, at: base, nonEmpty: true) else { return nil }
            let digits = gtin.utf8.map { Int($0) - Int(UInt8(ascii: "0")) }
            guard [8, 12, 13, 14].contains(digits.count), digits.allSatisfy({ (0...9).contains($0) }) else {
                reader.report(base + ".gtin", "must be 8, 12, 13 or 14 digits (a GTIN), found \"\(gtin)\"")
                return nil
            }
            let expected = checkDigit(of: digits.dropLast())
            guard digits.last == expected else {
                reader.report(base + ".gtin", "has the wrong check digit: \"\(gtin)\" should end in \(expected)")
                return nil
            }
            return gtin
        }

        /// The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right.
        private static func checkDigit(of digits: some BidirectionalCollection<Int>) -> Int {
            let sum = digits.reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 3 : 1) }
            return (10 - sum % 10) % 10
        }
    }
}

