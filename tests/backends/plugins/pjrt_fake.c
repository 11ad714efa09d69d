/* A library that exports GetPjrtApi() but is no working PJRT plugin: its
 * table reports the API version PJRT_FAKE_MAJOR.PJRT_FAKE_MINOR and a size
 * of PJRT_FAKE_SIZE bytes, and every function slot is NULL. Built three
 * ways (tests/CMakeLists.txt) to test the pjrt: backend's version checks,
 * which must refuse it before calling anything. Only the head of the
 * PJRT_Api layout is declared: the version is all the checks read first. */
#include <stddef.h>

struct fake_api_version {
  size_t struct_size;
  void* extension_start;
  int major_version;
  int minor_version;
};

struct fake_api {
  size_t struct_size;
  void* extension_start;
  struct fake_api_version pjrt_api_version;
  void (*functions[128])(void);
};

__attribute__((visibility("default"))) const struct fake_api* GetPjrtApi(void) {
  static struct fake_api api;
  api.struct_size = PJRT_FAKE_SIZE;
  api.pjrt_api_version.struct_size = sizeof api.pjrt_api_version;
  api.pjrt_api_version.major_version = PJRT_FAKE_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_FAKE_MINOR;
  return &api;
}
