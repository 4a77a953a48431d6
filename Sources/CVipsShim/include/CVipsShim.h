#ifndef CELLAR_VIPS_SHIM_H
#define CELLAR_VIPS_SHIM_H

#include <stddef.h>
#include <vips/vips.h>

/* Fixed-argument wrappers around the variadic libvips calls, which Swift cannot make. Each
 * returns NULL or non-zero on failure, with libvips' message in its error buffer
 * (cellar_vips_take_error). */

/* Starts libvips once per process: one worker thread per pipeline (the caller runs one
 * photo per core), no operation cache (each photo is processed once), the loaders libvips
 * marks untrusted (ImageMagick, PDF …) blocked, and (glibc) every allocation of 128 KB or more
 * mapped apart and given back when freed. Returns non-zero on failure. */
int cellar_vips_start(void);

/* The name of the loader libvips would pick for these bytes ("jpegload_buffer"), or NULL. */
const char *cellar_vips_loader(const void *data, size_t length);

/* Opens the image's header only: no pixel is decoded until one is asked for. */
VipsImage *cellar_vips_header(const void *data, size_t length);

/* The EXIF orientation (1 to 8; 1 when there is none). */
int cellar_vips_orientation(VipsImage *image);

/* Decodes the image once, turned upright by its EXIF orientation, converted to sRGB and
 * shrunk (never enlarged) to `width` pixels wide, into memory. A truncated or corrupt file
 * is an error. */
VipsImage *cellar_vips_upright_srgb(const void *data, size_t length, int width);

/* `image` shrunk to `width` pixels wide, keeping its aspect ratio. */
VipsImage *cellar_vips_resized(VipsImage *image, int width);

enum cellar_vips_format { CELLAR_VIPS_WEBP, CELLAR_VIPS_JPEG, CELLAR_VIPS_PNG };

/* Encodes `image` without metadata; the bytes are the caller's to g_free. */
int cellar_vips_encode(VipsImage *image, enum cellar_vips_format format, int quality, void **bytes, size_t *length);

/* libvips' error messages since the last call, which the caller must g_free; empties them. */
char *cellar_vips_take_error(void);

/* The SHA-256 of the bytes as 64 hex digits (GLib's); the caller must g_free it. */
char *cellar_sha256(const void *data, size_t length);

#endif
