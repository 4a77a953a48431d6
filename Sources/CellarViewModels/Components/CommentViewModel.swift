import CellarModel
import CellarProperties

/// One comment, the same whether it has pictures or not.
public struct CommentViewModel: Sendable, Equatable, PropertyListing {
    /// A comment picture: its thumbnail links to the full picture.
    public struct Picture: Sendable, Equatable, PropertyListing {
        public let thumb: PictureViewModel
        public let fullURL: String
    }

    public let author: String
    /// The author's picture, shown small beside the name; `nil` → the default theme shows the
    /// author's first letter.
    public let avatar: PictureViewModel?
    public let rating: Common<StarRatingViewModel>
    /// Empty for a comment without text.
    public let content: String
    public let date: String?
    public let specification: String?
    /// The variant the specification names, as its option values ("Size: 1.5 L · Vintage: 2018");
    /// `nil` when it names none.
    public let variant: String?
    public let pictures: [Picture]
    public var hasPictures: Bool { !pictures.isEmpty }

    /// - Parameter variantNames: the names of the variants of the goods item `comment` is on.
    init(comment: Comment, variantNames: VariantNames, context: SiteContext, links: LinkBuilder) {
        let author = comment.author.flatMap { $0.isEmpty ? nil : $0 } ?? context.strings[.anonymous]
        self.author = author
        avatar = PictureViewModel(image: comment.avatar, alt: "", priority: .deferred, links: links)
        rating = context.starRating(comment.star)
        content = comment.content
        date = comment.createdAt.map(Self.text)
        specification = comment.specification
        variant = comment.specification.flatMap { specification in
            variantNames.variant(namedBy: specification).flatMap { variant in
                context.catalogue.goods(withID: comment.goodsID).map {
                    context.strings.optionValues($0.options, variant.values)
                }
            }
        }
        pictures = comment.pictures.enumerated().compactMap { offset, picture in
            let alt = context.strings.picture(offset + 1, by: author)
            guard let thumb = PictureViewModel(image: picture.thumb, alt: alt, priority: .deferred, links: links),
                let full = links.largeImageURL(picture.full)
            else { return nil }
            return Picture(thumb: thumb, fullURL: full)
        }
    }

    /// `2016-10-26 18:10`.
    static func text(_ time: Timestamp) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(time.year)-\(two(time.month))-\(two(time.day)) \(two(time.hour)):\(two(time.minute))"
    }
}
