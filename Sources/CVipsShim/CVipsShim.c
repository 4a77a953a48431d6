#include "CVipsShim.h"
#ifdef __GLIBC__
#include <malloc.h>
#endif

int cellar_vips_start(void) {
    if (VIPS_INIT("cellar")) return -1;
#ifdef __GLIBC__
    /* glibc raises its mmap threshold to the size of each large block freed (up to 32 MB), so
     * a photo's decoded lines and encode buffers were then kept in the heap after use, in
     * each thread's arena: 40 photos of 4000 x 3000 peaked at 378 MB, 235 MB with the
     * threshold fixed at its default (BENCHMARKS.md). Only builds with photos start libvips. */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    vips_block_untrusted_set(TRUE);
    return 0;
}

const char *cellar_vips_loader(const void *data, size_t length) {
    return vips_foreign_find_load_buffer(data, length);
}

VipsImage *cellar_vips_header(const void *data, size_t length) {
    return vips_image_new_from_buffer(data, length, "", NULL);
}

int cellar_vips_orientation(VipsImage *image) {
    return vips_image_get_orientation(image);
}

VipsImage *cellar_vips_upright_srgb(const void *data, size_t length, int width) {
    VipsImage *shrunk = NULL;
    /* libvips 8.14's thumbnail_buffer does not hand its own fail_on to the loader: the loader's
     * option string does. */
    if (vips_thumbnail_buffer((void *)data, length, &shrunk, width,
            "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, "option_string", "fail_on=truncated", NULL)) {
        return NULL;
    }
    VipsImage *srgb = shrunk;
    if (vips_image_guess_interpretation(shrunk) != VIPS_INTERPRETATION_sRGB) {
        if (vips_colourspace(shrunk, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) {
            g_object_unref(shrunk);
            return NULL;
        }
        g_object_unref(shrunk);
    }
    VipsImage *memory = vips_image_copy_memory(srgb);
    g_object_unref(srgb);
    return memory;
}

VipsImage *cellar_vips_resized(VipsImage *image, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(image, &out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL)) return NULL;
    return out;
}

int cellar_vips_encode(VipsImage *image, enum cellar_vips_format format, int quality, void **bytes, size_t *length) {
    switch (format) {
    case CELLAR_VIPS_WEBP:
        return vips_webpsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE, NULL);
    case CELLAR_VIPS_JPEG:
        return vips_jpegsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE,
            "optimize_coding", TRUE, "interlace", TRUE, NULL);
    case CELLAR_VIPS_PNG:
        /* zlib level 6: within 1% of level 9's size on photos with alpha, in about half its time. */
        return vips_pngsave_buffer(image, bytes, length, "strip", TRUE, "compression", 6, NULL);
    }
    return -1;
}

char *cellar_vips_take_error(void) {
    return vips_error_buffer_copy();
}

char *cellar_sha256(const void *data, size_t length) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, data, length);
}
