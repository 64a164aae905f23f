import CJPEGPreview
import Glibc

/// Decodes a baseline JPEG at 1/8 of its size (one pixel per 8×8 block) with the C decoder of
/// CJPEGPreview, which needs only the blocks' DC coefficients and shares the Huffman decoding
/// between two threads; its pixels are libjpeg-turbo's at that scale. Anything it does not
/// handle (progressive, restart markers, CMYK…) or finds broken is left to libjpeg.
enum JPEGPreviewDecoder {
    /// What became of one decode.
    struct Outcome {
        enum Status: Equatable {
            case decoded, unsupported, corrupt
            /// The size asked for needs more than 1/8 of the picture.
            case notEighth
        }

        let status: Status
        let picture: DecodedPicture?
        /// How many threads decoded the entropy-coded data (1 or 2).
        let threads: Int
        /// The picture's MCUs, the one from which the second thread's work was used (0: none),
        /// and how many MCUs that thread gave.
        let mcus: Int, syncedMCU: Int, adoptedMCUs: Int
    }

    /// How many threads may decode: two only where the data is large enough, or always one or two.
    enum Threads: Int32 {
        case automatic = 0, one = 1, two = 2
    }

    /// Decodes `bytes` if `minimumSide` leads to 1/8 (as in JPEGDecoder.decode).
    static func decode(_ bytes: ArraySlice<UInt8>, minimumSide: Int, threads: Threads = .automatic) -> Outcome {
        var preview = pd_jpeg_preview()
        let code = bytes.withUnsafeBufferPointer { data in
            pd_jpeg_preview_decode(data.baseAddress, data.count, Int32(clamping: minimumSide), threads.rawValue, &preview)
        }
        defer { free(preview.pixels) }
        var picture: DecodedPicture?
        if Int(code) == PD_JPEG_PREVIEW_OK, let pixels = preview.pixels, preview.width > 0, preview.height > 0 {
            let width = Int(preview.width), height = Int(preview.height)
            let rgba = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
            picture = DecodedPicture(image: RawImage(width: width, height: height, stride: width * 4, format: "rgba", bytes: rgba),
                                     originalWidth: Int(preview.original_width), originalHeight: Int(preview.original_height))
        }
        let status: Outcome.Status = switch Int(code) {
        case PD_JPEG_PREVIEW_OK: picture == nil ? .corrupt : .decoded
        case PD_JPEG_PREVIEW_NOT_EIGHTH: .notEighth
        case PD_JPEG_PREVIEW_UNSUPPORTED: .unsupported
        default: .corrupt
        }
        return Outcome(status: status, picture: picture, threads: Int(preview.threads), mcus: preview.mcus,
                       syncedMCU: preview.synced_mcu, adoptedMCUs: preview.adopted_mcus)
    }
}
