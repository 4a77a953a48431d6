import CVips
import CVipsShim
import Foundation

/// A photo's header as libvips reads it, checked as the build checks every photo before it
/// decodes one: a format the photo ladder takes (JPEG, PNG, WebP, GIF, TIFF; no SVG, PDF or
/// HEIF), and no more pixels than ``ImageSettings/pixelLimit``.
public struct PhotoHeader: Sendable, Equatable {
    /// The file name extension of the photo's format, without the dot (`jpg`, `png`, `webp`, `gif`, `tif`).
    public let fileExtension: String
    /// The size as shown, turned by the photo's EXIF orientation.
    public let width: Int
    public let height: Int
    public let hasAlpha: Bool

    /// The loaders the build takes, by libvips' class name, with their formats' file name extensions.
    private static let loaders = [
        "VipsForeignLoadJpegBuffer": "jpg", "VipsForeignLoadPngBuffer": "png", "VipsForeignLoadWebpBuffer": "webp",
        "VipsForeignLoadNsgifBuffer": "gif", "VipsForeignLoadTiffBuffer": "tif",
    ]

    /// Reads and checks the header of the photo in `data`; no pixel is decoded.
    public init(of data: Data, settings: ImageSettings = ImageSettings()) throws(ImageProblem) {
        guard Vips.isStarted else { throw ImageProblem("libvips did not start: \(Vips.takeError())") }
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(ImageProblem) in try PhotoHeader(of: buffer, settings: settings) }
        }
        self = try result.get()
    }

    init(of source: UnsafeRawBufferPointer, settings: ImageSettings) throws(ImageProblem) {
        guard let loader = cellar_vips_loader(source.baseAddress, source.count).map({ String(cString: $0) }) else {
            _ = Vips.takeError()
            throw ImageProblem("not an image libvips can read (take JPEG, PNG, WebP, GIF or TIFF)")
        }
        guard let fileExtension = Self.loaders[loader] else {
            let format = loader.replacingOccurrences(of: "VipsForeignLoad", with: "").replacingOccurrences(
                of: "Buffer", with: "")
            throw ImageProblem("unsupported image format (\(format)); take JPEG, PNG, WebP, GIF or TIFF")
        }
        guard let header = cellar_vips_header(source.baseAddress, source.count) else {
            throw ImageProblem("cannot read the image header: \(Vips.takeError())")
        }
        let storedWidth = Int(vips_image_get_width(header))
        let storedHeight = Int(vips_image_get_height(header))
        // Orientations 5 to 8 turn the stored pixels a quarter turn.
        let isTurned = cellar_vips_orientation(header) >= 5
        hasAlpha = vips_image_hasalpha(header) != 0
        g_object_unref(header)
        guard storedWidth.multipliedReportingOverflow(by: storedHeight).partialValue <= settings.pixelLimit,
            storedWidth <= settings.pixelLimit, storedHeight <= settings.pixelLimit
        else {
            throw ImageProblem(
                """
                \(storedWidth) × \(storedHeight) pixels is more than the limit of \(settings.pixelLimit.formatted()) \
                pixels
                """
            )
        }
        self.fileExtension = fileExtension
        width = isTurned ? storedHeight : storedWidth
        height = isTurned ? storedWidth : storedHeight
    }

    /// Checks the whole photo as the build will take it: its header, then every pixel decoded
    /// (shrunk on load to a 64-pixel thumbnail, so no full-size bitmap is made), so a truncated
    /// or corrupt file is refused as the build would refuse it.
    public static func checkingWhole(_ data: Data, settings: ImageSettings = ImageSettings()) throws(ImageProblem)
        -> PhotoHeader
    {
        let header = try PhotoHeader(of: data, settings: settings)
        let decoded = data.withUnsafeBytes { buffer in cellar_vips_upright_srgb(buffer.baseAddress, buffer.count, 64) }
        guard let decoded else { throw ImageProblem("cannot decode the image: \(Vips.takeError())") }
        g_object_unref(decoded)
        return header
    }
}
