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
            let ids = goodsID.map { [$0] } ?? []
            guard case .string(let text)? = value, case .remote(let url) = ImageReference(text) else { return }
            let lowered = url.lowercased()
            if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
                if let index = indices[url] {
                    fetchable[index].note(place, of: goodsID)
                } else {
                    indices[url] = fetchable.count
                    fetchable.append(Picture(url: url, places: [place], goodsIDs: ids))
                }
            } else if !url.hasPrefix("/") || url.hasPrefix("//") {
                // A path from the site's root (`/logo.png`) is the site's own; anything else is not fetched.
                if let index = unfetchableIndices[url] {
                    unfetchable[index].note(place, of: goodsID)
                } else {
                    unfetchableIndices[url] = unfetchable.count
                    unfetchable.append(Picture(url: url, places: [place], goodsIDs: ids))
                }
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

extension RemotePictures.Picture {
    mutating func note(_ place: String, of goodsID: String?) {
        places.append(place)
        if let goodsID, !goodsIDs.contains(goodsID) { goodsIDs.append(goodsID) }
    }
}
