import CellarFixtures
import CellarModel

/// The pictures `goods.json` names by URL, each once, with the places that name it: a goods
/// item's and its variants' `image`, `thumb` and `images` (a string, or an object's `src`).
struct RemotePictures {
    struct Picture: Sendable {
        let url: String
        /// Where goods.json names it (`goods.json[3] (id "tee").images[1]`), first first.
        var places: [String]
        /// The ids of the goods items that name it, each once.
        var goodsIDs: [String]
    }

    /// The http(s) pictures, in the order goods.json first names them.
    private(set) var fetchable: [Picture] = []
    /// Remote pictures that are not http(s) (`ftp:`, `data:`): left as they are.
    private(set) var unfetchable: [Picture] = []

    init(goodsFile bytes: [UInt8]) throws(FixtureError) {
        guard case .array(let goods) = try JSONValue.parse(bytes, file: "goods.json") else {
            throw FixtureError(file: "goods.json", problem: "must be an array of goods items")
        }
        var indices: [String: Int] = [:]
        var unfetchableIndices: [String: Int] = [:]
        func note(_ value: JSONValue?, at place: String, of goodsID: String?) {
            guard case .string(let text)? = value, case .remote(let url) = ImageReference(text) else { return }
            let lowered = url.lowercased()
            if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
                Self.note(url, at: place, of: goodsID, in: &fetchable, indices: &indices)
            } else if !url.hasPrefix("/") || url.hasPrefix("//") {
                // A path from the site's root (`/logo.png`) is the site's own; anything else is not fetched.
                Self.note(url, at: place, of: goodsID, in: &unfetchable, indices: &unfetchableIndices)
            }
        }
        func notePictures(of object: JSONObject, at base: String, of goodsID: String?) {
            for member in object.members {
                switch member.key {
                case "image", "thumb":
                    note(member.value, at: base + "." + member.key, of: goodsID)
                case "images":
                    guard case .array(let photos) = member.value else { continue }
                    for (index, photo) in photos.enumerated() {
                        let place = "\(base).images[\(index)]"
                        if case .object(let photo) = photo {
                            note(photo.members.first { $0.key == "src" }?.value, at: place + ".src", of: goodsID)
                        } else {
                            note(photo, at: place, of: goodsID)
                        }
                    }
                default:
                    continue
                }
            }
        }
        for (index, item) in goods.enumerated() {
            guard case .object(let object) = item else { continue }
            var base = "goods.json[\(index)]"
            var goodsID: String?
            if case .string(let id)? = object.members.first(where: { $0.key == "id" })?.value {
                base += " (id \(id.jsonStringLiteral))"
                goodsID = id
            }
            notePictures(of: object, at: base, of: goodsID)
            guard case .array(let variants)? = object.members.first(where: { $0.key == "variants" })?.value else {
                continue
            }
            for (number, variant) in variants.enumerated() {
                if case .object(let variant) = variant {
                    notePictures(of: variant, at: "\(base).variants[\(number)]", of: goodsID)
                }
            }
        }
    }
}

extension RemotePictures {
    /// Notes that `place` names the picture at `url`: a new one at the end of `pictures`, or
    /// one already there (found by `indices`, its index by URL).
    private static func note(
        _ url: String, at place: String, of goodsID: String?, in pictures: inout [Picture], indices: inout [String: Int]
    ) {
        guard let index = indices[url] else {
            indices[url] = pictures.count
            pictures.append(Picture(url: url, places: [place], goodsIDs: goodsID.map { [$0] } ?? []))
            return
        }
        pictures[index].places.append(place)
        if let goodsID, !pictures[index].goodsIDs.contains(goodsID) { pictures[index].goodsIDs.append(goodsID) }
    }
}
