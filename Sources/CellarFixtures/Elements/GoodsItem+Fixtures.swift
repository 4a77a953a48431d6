import CellarModel
import Foundation

extension GoodsItem {
    /// Reads `goods.json` one element at a time, as the parser hands them over, checking each.
    struct FixtureDecoder {
        /// Checked references (unless `nil`: the other file could not be read).
        let categoryIDs: IDRegistry?
        private(set) var ids = IDRegistry()
        private(set) var goods: [GoodsItem] = []
        /// Each item's ``GoodsItem/contentWarnings``, aligned with `goods`, when the decoder was
        /// asked to keep them: found as each item is made, while its values are in the cache.
        private(set) var contentWarnings: [[ContentWarning]]?
        /// Every variant's SKU met so far, across the goods items: SKUs are unique in the catalogue.
        var skus = IDRegistry()

        init(categoryIDs: IDRegistry?, keepingContentWarnings: Bool = false) {
            self.categoryIDs = categoryIDs
            contentWarnings = keepingContentWarnings ? [] : nil
        }

        /// Makes room for `goodsCount` goods items with `variantCount` variants in all.
        mutating func reserveCapacity(goods goodsCount: Int, variants variantCount: Int) {
            ids.reserveCapacity(goodsCount)
            goods.reserveCapacity(goodsCount)
            contentWarnings?.reserveCapacity(goodsCount)
            skus.reserveCapacity(variantCount)
        }

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            let warningCount = reader.warnings.count
            let errorCount = reader.errors.count
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let title = reader.limited(
                reader.requiredString("title", in: object, at: base), to: TextLimits.title, at: base + ".title",
                what: "titles")
            let category = reader.requiredString("category", in: object, at: base)
            if let category {
                reader.checkReference(
                    category, at: base + ".category", in: categoryIDs, noun: "category", file: "categories.json",
                    subject: reader.goodsSubject(id))
            }
            let hasVariants = FieldReader.value("variants", in: object) != nil
            let price = hasVariants ? nil : reader.requiredMoney("price", in: object, at: base)
            var item = GoodsItem(
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
                gtin: hasVariants ? nil : Self.readGTIN(in: object, at: base, reader: &reader),
                paymentLink: hasVariants ? nil : reader.paymentLink("paymentLink", in: object, at: base)
            )
            item.images = reader.goodsImages(in: object, at: base)
            item.image = item.image ?? item.images.first?.source
            item.seoTitle = reader.optionalString("seoTitle", in: object, at: base).flatMap(Self.nonBlank)
            item.seoDescription = reader.optionalString("seoDescription", in: object, at: base).flatMap(Self.nonBlank)
            var variantsRead = true
            if hasVariants {
                variantsRead = readVariants(of: &item, in: object, at: base, reader: &reader)
            } else if FieldReader.value("options", in: object) != nil {
                reader.report(
                    base + ".options", "is set without variants: options name what a goods item's variants differ in")
            }
            if let id {
                reader.attributeWarnings(since: warningCount, toGoods: id)
                reader.nameGoods(id, at: base, inErrorsSince: errorCount)
            }
            if id != nil, title != nil, category != nil, price != nil || hasVariants, variantsRead {
                contentWarnings?.append(item.contentWarnings)
                goods.append(item)
            }
        }

        /// The text with spaces around it trimmed, or `nil` when that leaves nothing.
        private static func nonBlank(_ text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }

        /// A GTIN (UPC, EAN, ITF-14), checked by ``GTIN/problem(with:)``.
        static func readGTIN(in object: JSONObject, at base: String, reader: inout FieldReader) -> String? {
            guard let gtin = reader.optionalString("gtin", in: object, at: base, nonEmpty: true) else { return nil }
            if let problem = GTIN.problem(with: gtin) {
                reader.report(base + ".gtin", problem)
                return nil
            }
            return gtin
        }
    }
}
