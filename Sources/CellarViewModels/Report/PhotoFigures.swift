import CellarModel
import CellarPlurals

/// The catalogue report's figures about the goods' photos: for each goods item, what its
/// photos lack for shoppers and for Google Shopping, and how many goods lack each.
///
/// A goods item's photos are those its page shows (``GoodsItem/everyPhoto``, safe ones only):
/// its gallery and its variants' own, each source once. A photo without alt text is one the
/// fixtures give none (the page then shows the title as its alt). Sizes are the photo ladder's
/// upright size of each local photo (``PublishedImage``, as pages give `width` and `height`);
/// a remote photo or an SVG file has no size the build knows, and is not judged for size.
struct PhotoFigures: Sendable {
    /// What one goods item's photos lack; only goods that lack something have one.
    struct Shortfall: Sendable {
        let goodsIndex: Int
        /// Photos without alt text.
        let withoutAlt: Int
        /// How many photos it has, when fewer than ``CatalogueReportViewModel/minimumPhotos``.
        let fewPhotos: Int?
        /// Photos narrower or lower than ``googleMinimumSide``.
        let underGoogleMinimum: Int
        /// Photos at least ``googleMinimumSide`` but narrower or lower than ``googleApparelMinimumSide``.
        let underApparelMinimum: Int
    }

    /// Google Shopping refuses a product photo smaller than this many pixels a side
    /// (https://support.google.com/merchants/answer/6324350).
    static let googleMinimumSide = 100
    /// Google wants this many pixels a side of an apparel product's photos. Cellar has no product
    /// category, so the report says a photo under it is too small if Google files the goods as apparel.
    static let googleApparelMinimumSide = 250

    /// In goods order.
    let shortfalls: [Shortfall]
    /// How many goods have a photo without alt text, fewer photos than the minimum, a photo
    /// under ``googleMinimumSide``.
    let goodsWithoutAlt: Int
    let goodsWithFewPhotos: Int
    let goodsUnderGoogleMinimum: Int

    init(catalogue: Catalogue, links: LinkBuilder) {
        var shortfalls: [Shortfall] = []
        for index in catalogue.goods.indices {
            let photos = catalogue.goods[index].everyPhoto.filter { links.imageURL($0.source) != nil }
            let sides = photos.compactMap { links.publishedImage($0.source).map { min($0.width, $0.height) } }
            let shortfall = Shortfall(
                goodsIndex: index,
                withoutAlt: photos.count { $0.alt == nil },
                fewPhotos: photos.count < CatalogueReportViewModel.minimumPhotos ? photos.count : nil,
                underGoogleMinimum: sides.count { $0 < Self.googleMinimumSide },
                underApparelMinimum: sides.count {
                    (Self.googleMinimumSide..<Self.googleApparelMinimumSide).contains($0)
                }
            )
            if shortfall.withoutAlt > 0 || shortfall.fewPhotos != nil || shortfall.underGoogleMinimum > 0
                || shortfall.underApparelMinimum > 0
            {
                shortfalls.append(shortfall)
            }
        }
        self.shortfalls = shortfalls
        goodsWithoutAlt = shortfalls.count { $0.withoutAlt > 0 }
        goodsWithFewPhotos = shortfalls.count { $0.fewPhotos != nil }
        goodsUnderGoogleMinimum = shortfalls.count { $0.underGoogleMinimum > 0 }
    }
}

extension PhotoFigures.Shortfall {
    /// What the goods item's photos lack, in the store's language, one part a rule: "2 photos
    /// without alt text; 1 photo, fewer than 3; 1 photo under 100×100 px, too small for Google Shopping".
    func text(in strings: InterfaceStrings) -> String {
        var parts: [String] = []
        if withoutAlt > 0 {
            parts.append(
                strings.fill(.reportPhotosWithoutAltPattern, count: withoutAlt, ["n": NumberText.grouped(withoutAlt)]))
        }
        if let count = fewPhotos {
            parts.append(
                strings.fill(
                    .reportPhotoCountPattern, count: count,
                    ["n": NumberText.grouped(count), "minimum": String(CatalogueReportViewModel.minimumPhotos)]))
        }
        if underGoogleMinimum > 0 {
            parts.append(
                strings.fill(
                    .reportPhotosUnderGooglePattern, count: underGoogleMinimum,
                    ["n": NumberText.grouped(underGoogleMinimum), "side": String(PhotoFigures.googleMinimumSide)]))
        }
        if underApparelMinimum > 0 {
            parts.append(
                strings.fill(
                    .reportPhotosUnderApparelPattern, count: underApparelMinimum,
                    [
                        "n": NumberText.grouped(underApparelMinimum),
                        "side": String(PhotoFigures.googleApparelMinimumSide),
                    ]))
        }
        return parts.joined(separator: "; ")
    }
}
