/* A plugin that breaks the ABI's rules on purpose, one way per config
 * string, to check that hlo-cts reports each as an error and never crashes:
 *   "unknown-names"  capabilities name an unknown op and element type
 *   "no-instance"    create returns OK without an instance
 *   "bytes"          an f32[2] output with 4 bytes instead of 8
 *   "high-bits"      an i4 output whose byte has bits above the 4
 *   "bad-type"       an output of element type "f33"
 *   "null-outputs"   execute returns OK without outputs
 *   "status"         compile returns the unknown status 42
 *   "intermediates"  claims intermediates: output 0 is result 0 of op 3
 *   anything else    a well-formed f32[2] output {1, 2}
 * It is not thread-safe (execute fails if it finds itself called
 * concurrently), so the host must serialize its calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlo_cts_backend.h"

struct hlo_cts_instance {
  char mode[32];
  hlo_cts_capabilities capabilities;
};
struct hlo_cts_executable {
  hlo_cts_instance* instance;
};

static const char* const unknown_ops[] = {"stablehlo.add", "stablehlo.frobnicate"};
static const char* const unknown_types[] = {"f32", "f33"};
static const int64_t dims[] = {2};
static const float floats[] = {1.0f, 2.0f};
static const unsigned char nibble[] = {0x1f};

static int32_t create(const char* config, size_t config_size, hlo_cts_instance** instance,
                      char* message, size_t message_size) {
  hlo_cts_instance* self = calloc(1, sizeof *self);
  (void)message, (void)message_size;
  if (config_size >= sizeof self->mode) config_size = sizeof self->mode - 1;
  memcpy(self->mode, config, config_size);
  if (strcmp(self->mode, "no-instance") == 0) {
    free(self);
    self = NULL;
  }
  *instance = self;
  return HLO_CTS_OK;
}

/* The capabilities are filled in on demand; not thread-safe (flags 0). */
static int32_t get_capabilities(hlo_cts_instance* self, const hlo_cts_capabilities** out,
                                char* message, size_t message_size) {
  hlo_cts_capabilities* caps = &self->capabilities;
  (void)message, (void)message_size;
  caps->struct_size = sizeof *caps;
  caps->name = "misbehaving";
  caps->version = "0";
  caps->profile = "strict";
  if (strcmp(self->mode, "unknown-names") == 0) {
    caps->ops = unknown_ops;
    caps->num_ops = 2;
    caps->element_types = unknown_types;
    caps->num_element_types = 2;
  }
  if (strcmp(self->mode, "intermediates") == 0) caps->flags = HLO_CTS_CAP_INTERMEDIATES;
  *out = caps;
  return HLO_CTS_OK;
}

static int32_t compile(hlo_cts_instance* instance, const char* program, size_t program_size,
                       const char* entry, int64_t timeout_ms, hlo_cts_executable** executable,
                       char* message, size_t message_size) {
  (void)program, (void)program_size, (void)entry, (void)timeout_ms, (void)message;
  (void)message_size;
  if (strcmp(instance->mode, "status") == 0) return 42;
  *executable = malloc(sizeof **executable);
  (*executable)->instance = instance;
  return HLO_CTS_OK;
}

static void release_executable(hlo_cts_executable* executable) {
  free(executable);
}

static int32_t execute(hlo_cts_executable* executable, const hlo_cts_tensor* inputs,
                       size_t num_inputs, int64_t timeout_ms, hlo_cts_outputs** outputs,
                       char* message, size_t message_size) {
  static volatile int busy; /* racy on purpose: it detects a missing lock */
  const char* mode = executable->instance->mode;
  hlo_cts_outputs* out;
  hlo_cts_tensor* tensor;
  int spin;
  (void)inputs, (void)num_inputs, (void)timeout_ms;
  if (busy) {
    snprintf(message, message_size, "called concurrently");
    return HLO_CTS_ERROR;
  }
  busy = 1;
  for (spin = 0; spin < 1000000; ++spin) (void)busy;
  busy = 0;
  out = calloc(1, sizeof *out + sizeof(hlo_cts_tensor));
  tensor = (hlo_cts_tensor*)(out + 1);
  tensor->element_type = "f32";
  tensor->rank = 1;
  tensor->dims = dims;
  tensor->data = floats;
  tensor->size_bytes = sizeof floats;
  if (strcmp(mode, "bytes") == 0) tensor->size_bytes = 4;
  if (strcmp(mode, "bad-type") == 0) tensor->element_type = "f33";
  if (strcmp(mode, "high-bits") == 0) {
    static const int64_t one[] = {1};
    tensor->element_type = "i4";
    tensor->dims = one;
    tensor->data = nibble;
    tensor->size_bytes = 1;
  }
  out->tensors = tensor;
  out->num_tensors = 1;
  if (strcmp(mode, "null-outputs") == 0) {
    free(out);
    out = NULL;
  }
  *outputs = out;
  return HLO_CTS_OK;
}

static int32_t execute_with_intermediates(hlo_cts_executable* executable,
                                          const hlo_cts_tensor* inputs, size_t num_inputs,
                                          int64_t timeout_ms, hlo_cts_outputs** outputs,
                                          char* message, size_t message_size) {
  static const int64_t op_indices[] = {3};
  static const int32_t result_indices[] = {0};
  int32_t status =
      execute(executable, inputs, num_inputs, timeout_ms, outputs, message, message_size);
  if (status == HLO_CTS_OK && *outputs) {
    (*outputs)->op_indices = op_indices;
    (*outputs)->result_indices = result_indices;
  }
  return status;
}

static void release_outputs(hlo_cts_outputs* outputs) {
  free(outputs);
}

static void destroy(hlo_cts_instance* instance) {
  free(instance);
}

HLO_CTS_BACKEND_EXPORT const hlo_cts_backend_api* hlo_cts_backend_get_api(
    uint32_t host_abi_version) {
  static const hlo_cts_backend_api api = {HLO_CTS_BACKEND_ABI_VERSION,
                                          sizeof(hlo_cts_backend_api),
                                          create,
                                          destroy,
                                          get_capabilities,
                                          compile,
                                          release_executable,
                                          execute,
                                          release_outputs,
                                          execute_with_intermediates};
  (void)host_abi_version;
  return &api;
}
