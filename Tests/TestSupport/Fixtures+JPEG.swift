import Foundation

extension Fixtures {
    /// A `width`×`height` JPEG made by ffmpeg's encoder from a test pattern with grain, its chroma
    /// as `pixelFormat` says (yuvj420p, yuvj422p, yuvj444p); 3000×3000 yuvj420p is `bigCover()`.
    public static func ffmpegJPEG(width: Int, height: Int, pixelFormat: String) throws -> String {
        try make("ffmpeg-\(width)x\(height)-\(pixelFormat).jpg") { path in
            // The pattern is made larger and cropped in RGB, so that odd sizes stay odd.
            let source = "testsrc2=size=\(width + width % 2 + 16)x\(height + height % 2 + 16):rate=1,"
                + "noise=alls=4:allf=t,format=rgb24,crop=\(width):\(height):0:0"
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", source, "-frames:v", "1",
                                        "-q:v", "2", "-pix_fmt", pixelFormat, path])
        }
    }

    /// A `width`×`height` JPEG written by libjpeg itself, as cjpeg would with these options:
    /// `gray`, `rgb` (an Adobe RGB JPEG), `progressive`, `arithmetic`, `restart=N` (MCUs),
    /// `sampling=HxV` (of luma; chroma is 1×1), `quality=Q`. The picture is colour bars,
    /// gradients and noise.
    public static func libjpegJPEG(width: Int, height: Int, options: [String] = []) throws -> String {
        let name = "libjpeg-\(width)x\(height)-\(options.joined(separator: "-")).jpg"
        let writer = try jpegWriter()
        return try make(name) { path in
            try run(writer, [path, "\(width)", "\(height)"] + options)
        }
    }

    /// The program behind `libjpegJPEG`, compiled once with the toolchain's clang.
    private static func jpegWriter() throws -> String {
        let hash = jpegWriterSource.utf8.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }
        let path = directory + "/jpeg-writer-" + String(hash, radix: 16)
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let source = path + "-\(UUID().uuidString).c", partial = path + ".part-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: source) }
        try jpegWriterSource.write(toFile: source, atomically: true, encoding: .utf8)
        try run("/usr/bin/env", ["clang", "-O1", "-o", partial, source, "-ljpeg"])
        _ = rename(partial, path)
        return path
    }

    private static let jpegWriterSource = #"""
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <jpeglib.h>

        /* jpeg-writer OUT WIDTH HEIGHT [options]: see Fixtures.libjpegJPEG. */
        int main(int argc, char **argv) {
            if (argc < 4) return 2;
            int width = atoi(argv[2]), height = atoi(argv[3]);
            unsigned char *pixels = malloc((size_t)width * height * 3);
            unsigned state = 12345;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    unsigned char *p = pixels + ((size_t)y * width + x) * 3;
                    int bar = x * 8 / width;
                    state = state * 1103515245u + 12345u;
                    int grain = (int)(state >> 16) % 17 - 8;
                    int base[3] = {(bar & 1) ? 230 : 30, (bar & 2) ? 200 : 40 + y * 160 / height,
                                   (bar & 4) ? 220 : x * 255 / width};
                    for (int c = 0; c < 3; c++) {
                        int v = base[c] + grain;
                        p[c] = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
                    }
                }
            }
            struct jpeg_compress_struct info;
            struct jpeg_error_mgr error;
            info.err = jpeg_std_error(&error);
            jpeg_create_compress(&info);
            FILE *out = fopen(argv[1], "wb");
            if (out == NULL) return 1;
            jpeg_stdio_dest(&info, out);
            info.image_width = (JDIMENSION)width;
            info.image_height = (JDIMENSION)height;
            info.input_components = 3;
            info.in_color_space = JCS_RGB;
            jpeg_set_defaults(&info);
            for (int i = 4; i < argc; i++) {
                if (strcmp(argv[i], "gray") == 0) jpeg_set_colorspace(&info, JCS_GRAYSCALE);
                if (strcmp(argv[i], "rgb") == 0) jpeg_set_colorspace(&info, JCS_RGB);
            }
            for (int i = 4; i < argc; i++) {
                int h, v;
                if (strcmp(argv[i], "progressive") == 0) jpeg_simple_progression(&info);
                else if (strcmp(argv[i], "arithmetic") == 0) info.arith_code = TRUE;
                else if (strncmp(argv[i], "restart=", 8) == 0) info.restart_interval = (unsigned)atoi(argv[i] + 8);
                else if (strncmp(argv[i], "quality=", 8) == 0) jpeg_set_quality(&info, atoi(argv[i] + 8), TRUE);
                else if (sscanf(argv[i], "sampling=%dx%d", &h, &v) == 2) {
                    info.comp_info[0].h_samp_factor = h;
                    info.comp_info[0].v_samp_factor = v;
                } else if (strcmp(argv[i], "gray") != 0 && strcmp(argv[i], "rgb") != 0) return 2;
            }
            jpeg_start_compress(&info, TRUE);
            while (info.next_scanline < info.image_height) {
                JSAMPROW row = pixels + (size_t)info.next_scanline * width * 3;
                jpeg_write_scanlines(&info, &row, 1);
            }
            jpeg_finish_compress(&info);
            jpeg_destroy_compress(&info);
            fclose(out);
            free(pixels);
            return 0;
        }
        """#
}
