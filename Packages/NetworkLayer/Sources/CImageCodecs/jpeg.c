#include "mosaic_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager, extended with the jump back to the caller and the first warning seen.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  int warning_code;
  char message[JMSG_LENGTH_MAX];
} mosaic_jpeg_error;

static void on_error(j_common_ptr cinfo) {
  mosaic_jpeg_error *error = (mosaic_jpeg_error *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, error->message);
  longjmp(error->jump, 1);
}

static void on_message(j_common_ptr cinfo, int level) {
  mosaic_jpeg_error *error = (mosaic_jpeg_error *)cinfo->err;
  // Level -1 is a warning about damaged data (a premature end, a bad Huffman code): remember the first.
  if (level < 0 && error->warning_code == 0) {
    error->warning_code = cinfo->err->msg_code;
    (*cinfo->err->format_message)(cinfo, error->message);
  }
}

static void set_message(mosaic_image_info *info, int status, const char *message) {
  info->status = status;
  strncpy(info->message, message ? message : "", sizeof(info->message) - 1);
  info->message[sizeof(info->message) - 1] = 0;
}

static int failure_status(int code) {
  return code == JWRN_JPEG_EOF ? 3 : 2;
}

int mosaic_jpeg_header(const uint8_t *data, size_t size, mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
    set_message(info, 1, "not a JPEG signature");
    return info->status;
  }
  struct jpeg_decompress_struct cinfo;
  mosaic_jpeg_error error;
  memset(&error, 0, sizeof(error));
  cinfo.err = jpeg_std_error(&error.base);
  error.base.error_exit = on_error;
  error.base.emit_message = on_message;
  if (setjmp(error.jump)) {
    int code = error.base.msg_code;
    jpeg_destroy_decompress(&cinfo);
    set_message(info, code == JERR_INPUT_EOF ? 3 : 2, error.message);
    return info->status;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  info->width = (int)cinfo.image_width;
  info->height = (int)cinfo.image_height;
  jpeg_destroy_decompress(&cinfo);
  return 0;
}

int mosaic_jpeg_decode(const uint8_t *data, size_t size, int scale_denominator, uint8_t *rgba, size_t capacity,
                       mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  struct jpeg_decompress_struct cinfo;
  mosaic_jpeg_error error;
  memset(&error, 0, sizeof(error));
  cinfo.err = jpeg_std_error(&error.base);
  error.base.error_exit = on_error;
  error.base.emit_message = on_message;
  if (setjmp(error.jump)) {
    int code = error.base.msg_code;
    jpeg_destroy_decompress(&cinfo);
    set_message(info, code == JERR_INPUT_EOF ? 3 : 2, error.message);
    return info->status;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&cinfo);
    set_message(info, 1, "CMYK JPEG");
    return info->status;
  }
  cinfo.out_color_space = JCS_EXT_RGBA;
  cinfo.scale_num = 1;
  cinfo.scale_denom = (unsigned int)scale_denominator;
  jpeg_start_decompress(&cinfo);
  info->width = (int)cinfo.output_width;
  info->height = (int)cinfo.output_height;
  size_t row_bytes = (size_t)cinfo.output_width * 4;
  if (row_bytes * cinfo.output_height > capacity) {
    jpeg_destroy_decompress(&cinfo);
    set_message(info, 4, "the buffer is smaller than the picture");
    return info->status;
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = rgba + (size_t)cinfo.output_scanline * row_bytes;
    jpeg_read_scanlines(&cinfo, &row, 1);
    if (error.warning_code != 0) break;
  }
  if (error.warning_code != 0) {
    int code = error.warning_code;
    jpeg_destroy_decompress(&cinfo);
    set_message(info, failure_status(code), error.message);
    return info->status;
  }
  jpeg_finish_decompress(&cinfo);
  int code = error.warning_code;
  jpeg_destroy_decompress(&cinfo);
  if (code != 0) {
    set_message(info, failure_status(code), error.message);
    return info->status;
  }
  return 0;
}

int mosaic_jpeg_encode(const uint8_t *rgba, int width, int height, int quality, int progressive, uint8_t **output,
                       size_t *output_size, mosaic_image_info *info) {
  memset(info, 0, sizeof(*info));
  *output = NULL;
  *output_size = 0;
  struct jpeg_compress_struct cinfo;
  mosaic_jpeg_error error;
  memset(&error, 0, sizeof(error));
  cinfo.err = jpeg_std_error(&error.base);
  error.base.error_exit = on_error;
  unsigned char *buffer = NULL;
  unsigned long buffer_size = 0;
  if (setjmp(error.jump)) {
    jpeg_destroy_compress(&cinfo);
    free(buffer);
    set_message(info, 2, error.message);
    return info->status;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &buffer, &buffer_size);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = 4;
  cinfo.in_color_space = JCS_EXT_RGBA;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  if (progressive) jpeg_simple_progression(&cinfo);
  jpeg_start_compress(&cinfo, TRUE);
  size_t row_bytes = (size_t)width * 4;
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = (JSAMPROW)(rgba + (size_t)cinfo.next_scanline * row_bytes);
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  *output = buffer;
  *output_size = buffer_size;
  return 0;
}
