import CVips
import CVipsShim
import Foundation

/// Turns a photo's bytes into its ladder with libvips: the header is read and checked first
/// (format, pixel count), then the photo is decoded once, upright, in sRGB and shrunk to the
/// ladder's widest width, and every rendition is resized and encoded from that one image.
struct PhotoEncoder: Sendable {
    let settings: ImageSettings

    /// The ladder and each rendition's bytes.
    func encode(_ source: Data) throws(ImageProblem) -> (ladder: ImageLadder, files: [ImageLadder.Rendition: Data]) {
        guard Vips.isStarted else { throw ImageProblem("libvips did not start: \(Vips.takeError())") }
        let result = source.withUnsafeBytes { buffer in
            Result { () throws(ImageProblem) in try encode(buffer) }
        }
        return try result.get()
    }

    private func encode(_ source: UnsafeRawBufferPointer) throws(ImageProblem) -> (
        ladder: ImageLadder, files: [ImageLadder.Rendition: Data]
    ) {
        let header = try PhotoHeader(of: source, settings: settings)
        let (width, height, hasAlpha) = (header.width, header.height, header.hasAlpha)
        let widths = settings.ladder(forWidth: width)
        let shareWidth = min(settings.shareWidth, width)
        guard let decoded = cellar_vips_upright_srgb(source.baseAddress, source.count, Int32(widths.last!)) else {
            throw ImageProblem("cannot decode the image: \(Vips.takeError())")
        }
        defer { g_object_unref(decoded) }
        let fallback: ImageFormat = hasAlpha ? .png : .jpeg
        var encoded: [ImageFormat: [Int: ImageLadder.Rendition]] = [:]
        var files: [ImageLadder.Rendition: Data] = [:]
        // Widest first: each smaller width is resized from the decoded image, not from the one before.
        for target in Set(widths + [shareWidth]).sorted(by: >) {
            let resized = target == widths.last! ? decoded : try resize(decoded, to: target)
            defer { if resized != decoded { g_object_unref(resized) } }
            let size = (width: Int(vips_image_get_width(resized)), height: Int(vips_image_get_height(resized)))
            for format in widths.contains(target) ? [settings.modernFormat, fallback] : [fallback] {
                let bytes = try encode(resized, as: format)
                let rendition = ImageLadder.Rendition(
                    format: format, width: size.width, height: size.height, contentHash: Vips.sha256(bytes))
                files[rendition] = bytes
                encoded[format, default: [:]][target] = rendition
            }
        }
        let renditions = [settings.modernFormat, fallback].flatMap { format in widths.map { encoded[format]![$0]! } }
        let ladder = ImageLadder(
            width: width, height: height, hasAlpha: hasAlpha, renditions: renditions,
            share: encoded[fallback]![shareWidth]!)
        return (ladder, files)
    }

    private func resize(_ image: UnsafeMutablePointer<VipsImage>, to width: Int) throws(ImageProblem)
        -> UnsafeMutablePointer<VipsImage>
    {
        guard let resized = cellar_vips_resized(image, Int32(width)) else {
            throw ImageProblem("cannot resize the image to \(width) px: \(Vips.takeError())")
        }
        return resized
    }

    private func encode(_ image: UnsafeMutablePointer<VipsImage>, as format: ImageFormat) throws(ImageProblem) -> Data {
        var bytes: UnsafeMutableRawPointer?
        var length = 0
        let code: cellar_vips_format =
            switch format {
            case .webp: CELLAR_VIPS_WEBP
            case .jpeg: CELLAR_VIPS_JPEG
            case .png: CELLAR_VIPS_PNG
            }
        guard cellar_vips_encode(image, code, Int32(settings.quality), &bytes, &length) == 0, let bytes else {
            throw ImageProblem("cannot encode the image as \(format.rawValue): \(Vips.takeError())")
        }
        defer { g_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}
