#include "mosaic_codecs.h"

#include <png.h>
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
