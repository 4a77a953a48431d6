import CellarModel

extension GoodsItem.FixtureDecoder {
    /// Reads a goods item's `options` and `variants` into `item`, which has read its other
    /// fields: its price becomes the lowest variant price and its stock theirs added up.
    /// Every problem is noted, those in a variant naming the goods item and the variant.
    ///
    /// - Returns: Whether they were read without a problem.
    mutating func readVariants(
        of item: inout GoodsItem, in object: JSONObject, at base: String, reader: inout FieldReader
    ) -> Bool {
        let errorCount = reader.errors.count
        for key in ["price", "marketPrice", "stock", "gtin", "paymentLink"]
        where FieldReader.value(key, in: object) != nil {
            reader.report(base + "." + key, "is set on a goods item with variants: each variant has its own \(key)")
        }
        let options = readOptions(in: object, at: base, reader: &reader)
        guard let elements = reader.optionalArray("variants", in: object, at: base) else { return false }
        if elements.isEmpty {
            reader.report(
                base + ".variants",
                "must not be empty: list the ways the item is sold, or leave out variants and options")
        } else if elements.count > Variant.maximumCount {
            reader.report(
                base + ".variants",
                """
                has \(elements.count) variants; a goods item may have at most \(Variant.maximumCount) (split it into \
                several goods items)
                """
            )
        }
        var ids = IDRegistry()
        var combinations: [[String]: String] = [:]
        var variants: [Variant] = []
        variants.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let place = "\(base).variants[\(index)]"
            let variantErrorCount = reader.errors.count
            let variantWarningCount = reader.warnings.count
            guard let variantObject = reader.object(element, at: place) else { continue }
            let sku = reader.optionalString("sku", in: variantObject, at: place, nonEmpty: true)
            let id = readVariantID(in: variantObject, sku: sku, at: place, registry: &ids, reader: &reader)
            if let sku, let first = skus.register(sku, at: place) {
                reader.report(place + ".sku", "SKU \"\(sku)\" is used twice in the catalogue (first at \(first))")
            }
            let values = options.flatMap { readValues(in: variantObject, options: $0, at: place, reader: &reader) }
            if let options, let values {
                if let first = combinations[values] {
                    let combination = zip(options, values).map { "\($0): \($1)" }.joined(separator: ", ")
                    reader.report(
                        place + ".values",
                        "has the same options as \(first) (\(combination)); each variant needs its own combination")
                } else {
                    combinations[values] = place
                }
            }
            let price = reader.requiredMoney("price", in: variantObject, at: place)
            let ownImage = reader.image("image", in: variantObject, at: place, required: false)
            let ownImages = reader.goodsImages(in: variantObject, at: place)
            var variant = Variant(
                id: id ?? "", sku: sku, values: values ?? [], price: price ?? Money(cents: 0),
                marketPrice: reader.optionalMoney("marketPrice", in: variantObject, at: place),
                stock: reader.wholeNumber("stock", in: variantObject, at: place),
                gtin: Self.readGTIN(in: variantObject, at: place, reader: &reader),
                thumb: reader.image("thumb", in: variantObject, at: place, required: false) ?? item.thumb,
                image: ownImage ?? ownImages.first?.source ?? item.image,
                specification: reader.optionalString("specification", in: variantObject, at: place)
                    ?? item.specification,
                paymentLink: reader.paymentLink("paymentLink", in: variantObject, at: place)
            )
            variant.images = ownImages
            reader.nameVariant(
                id, ofGoods: item.id, inProblemsSinceErrors: variantErrorCount, warnings: variantWarningCount)
            variants.append(variant)
        }
        checkPaymentLinks(of: variants, elements: elements, at: base, reader: &reader)
        guard reader.errors.count == errorCount, let options else { return false }
        let read = item
        item = GoodsItem(
            id: item.id, title: item.title, category: item.category, options: options, variants: variants,
            brand: item.brand, manufacturer: item.manufacturer, origin: item.origin, scent: item.scent,
            specification: item.specification, saleCount: item.saleCount, tags: item.tags, thumb: item.thumb,
            image: item.image, description: item.description)
        (item.images, item.seoTitle, item.seoDescription) = (read.images, read.seoTitle, read.seoDescription)
        return true
    }

    /// A goods item sells through Stripe Payment Links only when every variant has its own
    /// link: each link charges one price, so a variant without one has nothing to open.
    private func checkPaymentLinks(
        of variants: [Variant], elements: [JSONValue], at base: String, reader: inout FieldReader
    ) {
        let linked = elements.filter { element in
            guard case .object(let object) = element else { return false }
            return FieldReader.value("paymentLink", in: object) != nil
        }.count
        guard linked > 0, linked < elements.count else { return }
        for (index, element) in elements.enumerated() {
            guard case .object(let object) = element, FieldReader.value("paymentLink", in: object) == nil else {
                continue
            }
            reader.report(
                "\(base).variants[\(index)].paymentLink",
                """
                is missing: other variants of this goods item have a Stripe Payment Link, and each variant needs its \
                own (one link charges one price)
                """
            )
        }
    }

    /// The goods item's option names, 1 to 3 distinct plain texts; `nil` after noting why not.
    private func readOptions(in object: JSONObject, at base: String, reader: inout FieldReader) -> [String]? {
        let place = base + ".options"
        guard FieldReader.value("options", in: object) != nil else {
            reader.report(
                place,
                """
                is required with variants: name the 1 to \(Variant.maximumOptionCount) options they differ in, as \
                [\"Size\", \"Vintage\"]
                """
            )
            return nil
        }
        guard let elements = reader.optionalArray("options", in: object, at: base) else { return nil }
        if elements.isEmpty {
            reader.report(place, "must name 1 to \(Variant.maximumOptionCount) options the variants differ in")
        } else if elements.count > Variant.maximumOptionCount {
            reader.report(
                place,
                """
                names \(elements.count) options; at most \(Variant.maximumOptionCount) are allowed (as Shopify and \
                Google allow)
                """
            )
        }
        var names: [String] = []
        var firstPlaces: [String: String] = [:]
        var allRead = true
        for (index, element) in elements.enumerated() {
            let namePlace = "\(place)[\(index)]"
            guard let name = reader.plainText(element, at: namePlace) else {
                allRead = false
                continue
            }
            if let first = firstPlaces[name.lowercased()] {
                reader.report(namePlace, "option \"\(name)\" is named twice (first at \(first))")
                allRead = false
            } else {
                firstPlaces[name.lowercased()] = namePlace
            }
            names.append(name)
        }
        // Values are still checked against more than three names, so their problems show too.
        return allRead && !names.isEmpty ? names : nil
    }

    /// The variant's explicit id, or the one made from its SKU, registered in `registry`;
    /// `nil` after noting why there is none.
    private func readVariantID(
        in object: JSONObject, sku: String?, at place: String, registry: inout IDRegistry, reader: inout FieldReader
    ) -> String? {
        let id: String
        let idPlace: String
        if let explicit = reader.optionalString("id", in: object, at: place, nonEmpty: true) {
            guard Variant.isValidID(explicit) else {
                reader.report(
                    place + ".id",
                    "must be 1 to \(Variant.maximumIDLength) ASCII letters, digits, \"-\", \"_\" or \".\" "
                        + "(it is in URLs, carts and feeds), found \(JSONValue.string(explicit).briefDescription)")
                return nil
            }
            (id, idPlace) = (explicit, place + ".id")
        } else if FieldReader.value("id", in: object) != nil {
            return nil
        } else if let sku {
            guard let made = Variant.id(fromSKU: sku) else {
                reader.report(
                    place + ".sku", "has no letter or digit to make the variant's id from; give the variant an \"id\"")
                return nil
            }
            (id, idPlace) = (made, place + ".sku")
        } else {
            if FieldReader.value("sku", in: object) == nil {
                reader.report(place, "needs an \"id\" or a \"sku\" (the id is then made from the SKU)")
            }
            return nil
        }
        if let first = registry.register(id, at: place) {
            let source = idPlace.hasSuffix(".sku") ? ", made from its SKU" : ""
            reader.report(idPlace, "duplicate variant id \"\(id)\"\(source) (first at \(first))")
        }
        return id
    }

    /// The variant's value for each option, in the options' order; `nil` after noting a
    /// missing value, a value that is not plain text or one for an option the item lacks.
    private func readValues(in object: JSONObject, options: [String], at place: String, reader: inout FieldReader)
        -> [String]?
    {
        let valuesPlace = place + ".values"
        guard let value = FieldReader.value("values", in: object) else {
            reader.report(valuesPlace, "is required: a value for each option (\(options.joined(separator: ", ")))")
            return nil
        }
        guard let valuesObject = reader.object(value, at: valuesPlace) else { return nil }
        var byOption: [String: String] = [:]
        /// Options whose value is there but wrong (already noted).
        var wrong: Set<String> = []
        var allRead = true
        for member in valuesObject.members {
            let option = FacetValue.normalized(member.key)
            guard options.contains(option) else {
                reader.report(
                    valuesPlace + "." + member.key,
                    "is not an option of the goods item (its options are \(options.joined(separator: ", ")))")
                allRead = false
                continue
            }
            if case .null = member.value { continue }
            if let text = reader.plainText(member.value, at: valuesPlace + "." + member.key) {
                byOption[option] = text
            } else {
                wrong.insert(option)
                allRead = false
            }
        }
        var values: [String] = []
        for option in options {
            guard let text = byOption[option] else {
                if !wrong.contains(option) { reader.report(valuesPlace, "has no value for option \"\(option)\"") }
                allRead = false
                continue
            }
            values.append(text)
        }
        return allRead ? values : nil
    }
}

extension FieldReader {
    /// An option name or value: a non-empty string, spaces around it dropped and put in NFC as
    /// a filter value is (with a warning when that changed it), and without markup, since it is
    /// a filter, a URL and a feed attribute too. `nil` after noting why not.
    mutating func plainText(_ value: JSONValue, at place: String) -> String? {
        guard let normalized = facetText(value, at: place) else { return nil }
        if let tag = Self.markup(in: normalized) {
            report(place, "must be plain text, found markup \(JSONValue.string(tag).briefDescription)")
            return nil
        }
        return normalized
    }

    /// The first thing in `text` that reads as an HTML tag, comment or declaration (`<b`,
    /// `</`, `<!`, `<?`), or `nil`.
    private static func markup(in text: String) -> String? {
        let bytes = Array(text.utf8)
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1]
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20) || next == UInt8(ascii: "/")
                || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
            {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
                return String(decoding: bytes[index..<min(end, index + 40)], as: UTF8.self)
            }
        }
        return nil
    }
}
