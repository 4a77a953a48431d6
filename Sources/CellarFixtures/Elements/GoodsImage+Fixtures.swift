import CellarModel
import Foundation

extension FieldReader {
    /// The `images` of a goods item or a variant: each a picture's string, or an object with
    /// its `src` and its `alt` text (blank alt text reads as none); a picture listed twice is
    /// noted, as is a list of more than ``GoodsImage/maximumCount``.
    mutating func goodsImages(in object: JSONObject, at base: String) -> [GoodsImage] {
        guard let elements = optionalArray("images", in: object, at: base) else { return [] }
        if elements.count > GoodsImage.maximumCount {
            report(
                base + ".images",
                "has \(elements.count) photos; a goods item or variant may have at most \(GoodsImage.maximumCount)")
            return []
        }
        var images: [GoodsImage] = []
        var places: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let place = "\(base).images[\(index)]"
            let read: GoodsImage?
            switch element {
            case .string:
                read = string(element, at: place, nonEmpty: true)
                    .flatMap { checkedImage($0, at: place) }.map { GoodsImage(source: $0) }
            case .object(let photo):
                let alt = optionalString("alt", in: photo, at: place)?.trimmingCharacters(in: .whitespacesAndNewlines)
                read = image("src", in: photo, at: place, required: true)
                    .map { GoodsImage(source: $0, alt: alt?.isEmpty == false ? alt : nil) }
            default:
                report(
                    place,
                    """
                    must be a picture's path or URL, or an object with `src` and `alt`, found \
                    \(element.briefDescription)
                    """
                )
                read = nil
            }
            guard let read else { continue }
            if let first = places[read.source] {
                report(place, "names \(read.source.jsonStringLiteral) again (first at \(first))")
                continue
            }
            places[read.source] = place
            images.append(read)
        }
        return images
    }
}
