#include "mosaic_codecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static void set_message(mosaic_image_info *info, int status, const char *message) {
  info->status = status;
  strncpy(info->message, message ? message : "", sizeof(info->message) - 1);
  info->message[sizeof(info->message) - 1] = 0;
}

/// libpng's simplified API reports a short file as a read error or as missing image data.
static int png_failure_status(const char *message) {
  if (message == NULL) return 2;
  if (strstr(message, "Read Error") || strstr(message, "Not enough") || strstr(message, "end of") ||
      strstr(message, "truncated") || strstr(message, "too short")) {
    return 3;
  }
  return 2;
}

int mosaic_png_header(const uint8_t *data, size_t size, mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  if (size < 8 || memcmp(data, png_signature, 8) != 0) {
    set_message(info, 1, "not a PNG signature");
    return info->status;
  }
  // The IHDR chunk comes first: 4 bytes length, "IHDR", width and height big-endian.
  if (size < 24) {
    set_message(info, 3, "the file ends inside its header");
    return info->status;
  }
  if (memcmp(data + 12, "IHDR", 4) != 0) {
    set_message(info, 2, "the first chunk is not IHDR");
    return info->status;
  }
  uint32_t width = ((uint32_t)data[16] << 24) | ((uint32_t)data[17] << 16) | ((uint32_t)data[18] << 8) | data[19];
  uint32_t height = ((uint32_t)data[20] << 24) | ((uint32_t)data[21] << 16) | ((uint32_t)data[22] << 8) | data[23];
  if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) {
    set_message(info, 2, "the header's size is out of range");
    return info->status;
  }
  info->width = (int)width;
  info->height = (int)height;
  return 0;
}

int mosaic_png_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity, mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  png_image image;
  memset(&image, 0, sizeof(image));
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    set_message(info, png_failure_status(image.message), image.message);
    png_image_free(&image);
    return info->status;
  }
  image.format = PNG_FORMAT_RGBA;
  info->width = (int)image.width;
  info->height = (int)image.height;
  if ((size_t)image.width * (size_t)image.height * 4 > capacity) {
    set_message(info, 4, "the buffer is smaller than the picture");
    png_image_free(&image);
    return info->status;
  }
  if (!png_image_finish_read(&image, NULL, rgba, 0, NULL)) {
    set_message(info, png_failure_status(image.message), image.message);
    png_image_free(&image);
    return info->status;
  }
  // A warning (a bad CRC, extra data) leaves a picture libpng accepted: keep it.
  return 0;
}

/// The bytes libpng reads from, and how far it got.
typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} png_memory_source;

/// Where a failed low-level read jumps back to, with libpng's words.
typedef struct {
  jmp_buf jump;
  char message[160];
} png_failure;

static void read_from_memory(png_structp png, png_bytep target, size_t count) {
  png_memory_source *source = (png_memory_source *)png_get_io_ptr(png);
  if (count > source->size - source->offset) {
    png_error(png, "Read Error: the file ends early");
  }
  memcpy(target, source->data + source->offset, count);
  source->offset += count;
}

static void on_png_error(png_structp png, png_const_charp message) {
  png_failure *failure = (png_failure *)png_get_error_ptr(png);
  strncpy(failure->message, message ? message : "", sizeof(failure->message) - 1);
  failure->message[sizeof(failure->message) - 1] = 0;
  longjmp(failure->jump, 1);
}

static void on_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// Adds one source row of 8-bit RGBA to the block sums of its output row.
static void add_row(const uint8_t *row, png_uint_32 width, int denominator, uint64_t *sums) {
  for (png_uint_32 x = 0; x < width; x++) {
    uint64_t *sum = sums + (size_t)(x / (png_uint_32)denominator) * 4;
    sum[0] += row[(size_t)x * 4];
    sum[1] += row[(size_t)x * 4 + 1];
    sum[2] += row[(size_t)x * 4 + 2];
    sum[3] += row[(size_t)x * 4 + 3];
  }
}

/// Writes output row `y` from the block sums over `rows` source rows (or copies the row above when none
/// came, as an interlaced picture's last pass may leave the bottom row out), then clears the sums.
static void flush_row(uint64_t *sums, png_uint_32 rows, png_uint_32 width, png_uint_32 out_width, int denominator,
                      uint8_t *rgba, png_uint_32 y) {
  uint8_t *target = rgba + (size_t)y * out_width * 4;
  if (rows == 0) {
    if (y > 0) memcpy(target, target - (size_t)out_width * 4, (size_t)out_width * 4);
    return;
  }
  for (png_uint_32 x = 0; x < out_width; x++) {
    png_uint_32 columns = width - x * (png_uint_32)denominator;
    if (columns > (png_uint_32)denominator) columns = (png_uint_32)denominator;
    uint64_t count = (uint64_t)columns * rows;
    for (int channel = 0; channel < 4; channel++) {
      target[(size_t)x * 4 + channel] = (uint8_t)((sums[(size_t)x * 4 + channel] + count / 2) / count);
      sums[(size_t)x * 4 + channel] = 0;
    }
  }
}

int mosaic_png_decode_scaled(const uint8_t *data, size_t size, int denominator, uint8_t *rgba, size_t capacity,
                             mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  if (size < 8 || memcmp(data, png_signature, 8) != 0) {
    set_message(info, 1, "not a PNG signature");
    return info->status;
  }
  if (denominator < 1) denominator = 1;
  png_failure failure;
  memset(&failure, 0, sizeof(failure));
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_png_error, on_png_warning);
  if (png == NULL) {
    set_message(info, 4, "out of memory");
    return info->status;
  }
  png_infop png_info = png_create_info_struct(png);
  uint64_t *volatile sums = NULL;
  uint8_t *volatile row = NULL;
  if (png_info == NULL || setjmp(failure.jump)) {
    free(sums);
    free(row);
    png_destroy_read_struct(&png, png_info ? &png_info : NULL, NULL);
    set_message(info, png_info ? png_failure_status(failure.message) : 4,
                png_info ? failure.message : "out of memory");
    return info->status;
  }
  png_memory_source source = {data, size, 0};
  png_set_read_fn(png, &source, read_from_memory);
  png_read_info(png, png_info);
  png_uint_32 width = png_get_image_width(png, png_info);
  png_uint_32 height = png_get_image_height(png, png_info);
  int depth = png_get_bit_depth(png, png_info);
  int color = png_get_color_type(png, png_info);
  int interlaced = png_get_interlace_type(png, png_info) != PNG_INTERLACE_NONE;
  // Whatever the file holds, 8-bit RGBA arrives: palettes, gray and 16-bit expanded or stripped, alpha added.
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, png_info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_strip_16(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  // An interlaced picture of one row has nothing in its last pass: it is read whole, unscaled, and libpng
  // puts its passes together (which it must be told before the row size is worked out).
  if (interlaced && height < 2) denominator = 1;
  if (interlaced && denominator == 1) png_set_interlace_handling(png);
  png_read_update_info(png, png_info);
  png_uint_32 out_width = (width + (png_uint_32)denominator - 1) / (png_uint_32)denominator;
  png_uint_32 out_height = (height + (png_uint_32)denominator - 1) / (png_uint_32)denominator;
  info->width = (int)out_width;
  info->height = (int)out_height;
  if (png_get_rowbytes(png, png_info) != (size_t)width * 4 ||
      (size_t)out_width * (size_t)out_height * 4 > capacity) {
    png_destroy_read_struct(&png, &png_info, NULL);
    set_message(info, 4, "the buffer is smaller than the picture");
    return info->status;
  }
  sums = calloc((size_t)out_width * 4, sizeof(uint64_t));
  row = malloc((size_t)width * 4);
  if (sums == NULL || row == NULL) png_error(png, "out of memory");
  png_uint_32 block = 0;
  png_uint_32 rows_in_block = 0;
  if (!interlaced || denominator == 1) {
    png_uint_32 passes = interlaced ? 7 : 1;
    for (png_uint_32 pass = 0; pass < passes; pass++) {
      for (png_uint_32 y = 0; y < height; y++) {
        // With interlace handling (unscaled only) every pass delivers every row, filled in place.
        uint8_t *target = denominator == 1 ? rgba + (size_t)y * width * 4 : row;
        png_read_row(png, target, NULL);
        if (denominator == 1) continue;
        add_row(row, width, denominator, sums);
        rows_in_block++;
        if ((y + 1) % (png_uint_32)denominator == 0 || y + 1 == height) {
          flush_row(sums, rows_in_block, width, out_width, denominator, rgba, block);
          block++;
          rows_in_block = 0;
        }
      }
    }
  } else {
    // Without interlace handling each pass arrives as its own smaller picture; the last pass (index 6) is
    // every odd row at full width, which is all a scaled picture needs.
    for (int pass = 0; pass < 7; pass++) {
      png_uint_32 rows = PNG_PASS_COLS(width, pass) == 0 ? 0 : PNG_PASS_ROWS(height, pass);
      for (png_uint_32 index = 0; index < rows; index++) {
        png_read_row(png, row, NULL);
        if (pass != 6) continue;
        png_uint_32 y = index * 2 + 1;
        while (block < y / (png_uint_32)denominator) {
          flush_row(sums, rows_in_block, width, out_width, denominator, rgba, block);
          block++;
          rows_in_block = 0;
        }
        add_row(row, width, denominator, sums);
        rows_in_block++;
      }
    }
    while (block < out_height) {
      flush_row(sums, rows_in_block, width, out_width, denominator, rgba, block);
      block++;
      rows_in_block = 0;
    }
  }
  free(sums);
  free(row);
  sums = NULL;
  row = NULL;
  png_destroy_read_struct(&png, &png_info, NULL);
  return 0;
}

int mosaic_png_encode(const uint8_t *rgba, int width, int height, uint8_t **output, size_t *output_size,
                      mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  *output = NULL;
  *output_size = 0;
  png_image image;
  memset(&image, 0, sizeof(image));
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGBA;
  png_alloc_size_t needed = 0;
  if (!png_image_write_to_memory(&image, NULL, &needed, 0, rgba, 0, NULL)) {
    set_message(info, 2, image.message);
    return info->status;
  }
  uint8_t *buffer = malloc(needed);
  if (buffer == NULL) {
    set_message(info, 4, "out of memory");
    return info->status;
  }
  if (!png_image_write_to_memory(&image, buffer, &needed, 0, rgba, 0, NULL)) {
    free(buffer);
    set_message(info, 2, image.message);
    return info->status;
  }
  *output = buffer;
  *output_size = needed;
  return 0;
}

void mosaic_free(void *pointer) { free(pointer); }
