// Memory-to-memory PNG and JPEG through libpng and libjpeg-turbo, with their longjmp error handling kept
// on the C side so Swift only ever sees return codes and a message.
#ifndef MOSAIC_CODECS_H
#define MOSAIC_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// What a call found out: the picture's size, and on failure why.
typedef struct {
  int width;
  int height;
  /// 0 success; 1 not this format; 2 damaged; 3 ends early; 4 out of memory or a buffer too small.
  int status;
  char message[160];
} mosaic_image_info;

/// Reads only the header: width and height, no pixels.
int mosaic_png_header(const uint8_t *data, size_t size, mosaic_image_info *info);
/// Decodes to 8-bit RGBA into `rgba`, which holds `capacity` bytes (width * height * 4).
int mosaic_png_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity, mosaic_image_info *info);
/// Decodes to 8-bit RGBA scaled by 1/`denominator` (any whole number from 1): each output pixel the average
/// of its `denominator`² block, read row by row, so memory holds one row and the output, never the whole
/// picture. `rgba` holds `capacity` bytes (ceil(width/denominator) * ceil(height/denominator) * 4); the size
/// written is in `info`. Interlaced pictures are averaged from their last pass (every other row).
int mosaic_png_decode_scaled(const uint8_t *data, size_t size, int denominator, uint8_t *rgba, size_t capacity,
                             mosaic_image_info *info);
/// Encodes 8-bit RGBA as PNG; `*output` is malloc'ed and the caller frees it with `mosaic_free`.
int mosaic_png_encode(const uint8_t *rgba, int width, int height, uint8_t **output, size_t *output_size,
                      mosaic_image_info *info);

int mosaic_jpeg_header(const uint8_t *data, size_t size, mosaic_image_info *info);
/// Decodes scaled by 1/`scale_denominator` (1, 2, 4 or 8) in the DCT to 8-bit RGBA; the size written is
/// in `info`. A premature end of data or a corrupt segment fails instead of being filled with gray.
int mosaic_jpeg_decode(const uint8_t *data, size_t size, int scale_denominator, uint8_t *rgba, size_t capacity,
                       mosaic_image_info *info);
/// Encodes 8-bit RGBA (alpha ignored) as a baseline or progressive JPEG.
int mosaic_jpeg_encode(const uint8_t *rgba, int width, int height, int quality, int progressive, uint8_t **output,
                       size_t *output_size, mosaic_image_info *info);

void mosaic_free(void *pointer);

#endif
