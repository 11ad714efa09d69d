/* A plugin built against a future, incompatible ABI (version 99). */
#include "hlo_cts_backend.h"

HLO_CTS_BACKEND_EXPORT const hlo_cts_backend_api* hlo_cts_backend_get_api(
    uint32_t host_abi_version) {
  static hlo_cts_backend_api api;
  (void)host_abi_version;
  api.abi_version = 99;
  api.struct_size = sizeof api;
  return &api;
}
