import CellarProperties

/// A variant's option values as product data names them. An option named `Size` in goods.json
/// (whatever a market's translation calls it) is the
/// variant's size and one named `Color` (or `Colour`) its color, in Google's and Meta's feeds
/// and in schema.org alike; any other option (`Vintage`, `Pack`) is a detail under its own
/// name: a `product_detail` in the Google feed (https://support.google.com/merchants/answer/7052112),
/// part of `additional_variant_attribute` in the Meta feed, an `additionalProperty` in JSON-LD.
public struct VariantAttributes: Sendable, Equatable {
    /// An option's name and the variant's value for it.
    public struct Detail: Sendable, Hashable, PropertyListing {
        public let name: String
        public let value: String
    }

    public let size: String?
    public let color: String?
    /// The other options' values, in the goods item's option order.
    public let details: [Detail]

    /// - Parameters:
    ///   - options: the option names as the market shows them.
    ///   - values: one for each of `options`, in that order.
    ///   - fixtureOptions: the same options as goods.json names them, which tell which is the
    ///     size and which the color whatever a translation calls them; `options` when `nil`.
    init(options: [String], values: [String], fixtureOptions: [String]? = nil) {
        var size: String?
        var color: String?
        var details: [Detail] = []
        for (index, (option, value)) in zip(options, values).enumerated() {
            let meaning = fixtureOptions.map { $0.indices.contains(index) ? $0[index] : option } ?? option
            switch Self.property(ofOption: meaning) {
            case .size: size = value
            case .color: color = value
            case nil: details.append(Detail(name: option, value: value))
            }
        }
        self.size = size
        self.color = color
        self.details = details
    }

    /// The properties the feeds and schema.org share.
    enum Property: String {
        case size, color

        /// `https://schema.org/size`.
        var schemaURL: String { "https://schema.org/" + rawValue }
    }

    /// The shared property an option is, by its name in any case; `nil` for a detail.
    static func property(ofOption name: String) -> Property? {
        switch name.lowercased() {
        case "size": .size
        case "color", "colour": .color
        default: nil
        }
    }
}
