import CellarModel
import CellarProperties

/// A goods page's photos: slides that scroll sideways (swiped, or moved by the keyboard's
/// arrows), each opening the photo large, and a thumbnail for each that brings its slide.
///
/// With variants, the slides are the goods item's photos and each variant's own, once each: the
/// chosen variant's own first, then the item's; the other variants' own are hidden until the
/// script shows them for their variant (``VariantListViewModel/Row/photoNumbers``).
public struct GalleryViewModel: Sendable, Equatable, PropertyListing {
    /// One photo: a slide and its thumbnail.
    public struct Photo: Sendable, Equatable, PropertyListing {
        /// Which photo it is among the page's: the goods item's own first, then each variant's.
        public let number: Int
        /// The slide's id, which its thumbnail links to: `photo-3`.
        public let slideID: String
        public let picture: PictureViewModel
        public let thumb: PictureViewModel
        /// The photo large (its share rendition, or the remote picture), which the slide opens.
        public let largeURL: String
        /// "Show photo: The back label": the thumbnail's accessible name.
        public let thumbLabel: String
        /// Whether it is another variant's than the chosen one's.
        public let isHidden: Bool
    }

    /// In the order the page opens on.
    public let photos: [Photo]
    /// The numbers of the goods item's own photos, in order, space-separated for the script.
    public let ownPhotoNumbers: String
    /// Whether it shows thumbnails: only with more than one photo.
    public let hasThumbs: Bool
    /// Each photo's number by its image string.
    private let numbers: [String: Int]

    /// - Returns: `nil` for a goods item with no photo its page can show.
    init?(goods: GoodsItem, chosen: Variant?, strings: InterfaceStrings, links: LinkBuilder) {
        var numbers: [String: Int] = [:]
        var photos: [GoodsImage] = []
        for photo in goods.everyPhoto where links.imageURL(photo.source) != nil {
            numbers[photo.source] = photos.count
            photos.append(photo)
        }
        let chosenNumbers = chosen.map { goods.gallery(of: $0).compactMap { numbers[$0.source] } } ?? []
        let ownNumbers = goods.gallery.compactMap { numbers[$0.source] }
        let shown = chosenNumbers + ownNumbers.filter { !chosenNumbers.contains($0) }
        let order = shown + photos.indices.filter { !shown.contains($0) }
        self.photos = order.compactMap { number in
            let photo = photos[number]
            let alt = photo.alt ?? goods.title
            guard
                let picture = PictureViewModel(
                    image: photo.source, alt: alt, priority: number == order[0] ? .main : .deferred, links: links),
                let thumb = PictureViewModel(image: photo.source, alt: "", priority: .eager, links: links),
                let largeURL = links.largeImageURL(photo.source)
            else { return nil }
            return Photo(
                number: number, slideID: "photo-\(number)", picture: picture, thumb: thumb, largeURL: largeURL,
                thumbLabel: strings.showPhoto(alt), isHidden: !shown.contains(number))
        }
        guard !self.photos.isEmpty else { return nil }
        ownPhotoNumbers = Self.text(ownNumbers)
        hasThumbs = self.photos.count > 1
        self.numbers = numbers
    }

    /// The numbers of the photos `variant` shows first, space-separated for the script; empty
    /// when it has none of its own.
    func photoNumbers(of variant: Variant, in goods: GoodsItem) -> String {
        Self.text(goods.gallery(of: variant).compactMap { numbers[$0.source] })
    }

    private static func text(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: " ")
    }
}
