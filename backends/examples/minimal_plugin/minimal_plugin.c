/* A minimal hlo-cts backend plugin: the starting point a vendor copies.
 *
 * It "compiles" programs whose entry function applies ONE element-wise
 * binary op (stablehlo.add, subtract, multiply, maximum, minimum) to f32
 * arguments and returns the result, and runs them on the CPU. A real
 * backend would hand the program text to its compiler in compile() and run
 * the result on its device in execute(); everything else (capabilities,
 * statuses, messages, ownership) stays as here. See backends/PLUGIN.md.
 *
 * Build: gcc -std=c99 -O2 -fPIC -shared -I<hlo-cts>/backends/include \
 *            minimal_plugin.c -o libhlo_cts_minimal_plugin.so
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlo_cts_backend.h"

/* The capabilities name exactly what compile() accepts; the binary ops come
 * first, in the order of enum binary_op. */
enum binary_op { OP_ADD, OP_SUBTRACT, OP_MULTIPLY, OP_MAXIMUM, OP_MINIMUM, NUM_OPS };
static const char* const supported_ops[] = {
    "stablehlo.add",     "stablehlo.subtract", "stablehlo.multiply", "stablehlo.maximum",
    "stablehlo.minimum", "builtin.module",     "func.func",          "func.return"};
static const char* const supported_types[] = {"f32"};

struct hlo_cts_instance {
  hlo_cts_capabilities capabilities;
};

/* The "compiled program": which op, and which argument feeds each operand. */
struct hlo_cts_executable {
  enum binary_op op;
  int operand_arg[2];
};

/* One result tensor, allocated in one block with its dims and data after
 * it; `base` comes first so release_outputs can free the block. */
typedef struct {
  hlo_cts_outputs base;
  hlo_cts_tensor tensor;
} minimal_outputs;

/* Writes the reason for a status other than HLO_CTS_OK. */
static int32_t fail(int32_t status, char* message, size_t size, const char* format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(message, size, format, args);
  va_end(args);
  return status;
}

static int32_t create(const char* config, size_t config_size, hlo_cts_instance** instance,
                      char* message, size_t message_size) {
  hlo_cts_instance* self;
  (void)config; /* this plugin takes no configuration */
  if (config_size != 0)
    return fail(HLO_CTS_ERROR, message, message_size, "minimal plugin takes no --backend-config");
  self = calloc(1, sizeof *self);
  if (!self) return fail(HLO_CTS_ERROR, message, message_size, "out of memory");
  self->capabilities.struct_size = sizeof self->capabilities;
  self->capabilities.name = "minimal-plugin";
  self->capabilities.version = "1.0";
  self->capabilities.profile = "strict"; /* IEEE f32 arithmetic is exact per op */
  self->capabilities.ops = supported_ops;
  self->capabilities.num_ops = sizeof supported_ops / sizeof *supported_ops;
  self->capabilities.element_types = supported_types;
  self->capabilities.num_element_types = 1;
  self->capabilities.flags = HLO_CTS_CAP_THREAD_SAFE; /* instances share no state */
  *instance = self;
  return HLO_CTS_OK;
}

static void destroy(hlo_cts_instance* instance) {
  free(instance);
}

static int32_t get_capabilities(hlo_cts_instance* instance, const hlo_cts_capabilities** out,
                                char* message, size_t message_size) {
  (void)message, (void)message_size;
  *out = &instance->capabilities;
  return HLO_CTS_OK;
}

/* Reads the SSA name (like "%arg0") at `p`, after spaces and ( , " ;
 * returns the position after it, or NULL when there is none. */
static const char* read_value(const char* p, char name[64]) {
  size_t n = 0;
  while (*p == ' ' || *p == '(' || *p == ',' || *p == '"') ++p;
  if (*p != '%') return NULL;
  while (n < 63 && (p[n] == '%' || p[n] == '_' || p[n] == '$' || p[n] == '.' ||
                    (p[n] >= '0' && p[n] <= '9') || ((p[n] | 32) >= 'a' && (p[n] | 32) <= 'z')))
    name[n] = p[n], ++n;
  name[n] = '\0';
  return p + n;
}

/* Every "tensor<...>" in the text must have element type f32. */
static int only_f32(const char* p) {
  while ((p = strstr(p, "tensor<")) != NULL) {
    const char *start = p + 7, *end = strchr(start, '>'), *type = start, *q;
    if (!end) return 0;
    for (q = start; q < end; ++q)
      if (*q == 'x') type = q + 1; /* the element type follows the last 'x' */
    if (end - type != 3 || strncmp(type, "f32", 3) != 0) return 0;
    p = end;
  }
  return 1;
}

/* The op at `p` (just after "stablehlo."): its index, or -1. */
static int op_at(const char* p) {
  int i;
  for (i = 0; i < NUM_OPS; ++i) {
    size_t len = strlen(supported_ops[i]) - 10; /* without "stablehlo." */
    if (strncmp(p, supported_ops[i] + 10, len) == 0 && strchr(" \"(", p[len]) && p[len]) return i;
  }
  return -1;
}

/* The whole "compiler": checks the program's shape and records which op to
 * apply to which arguments. Unsupported but valid -> NOT_SUPPORTED; a
 * program that cannot be right (no entry, undefined operand) -> ERROR. */
static int32_t compile(hlo_cts_instance* instance, const char* program, size_t program_size,
                       const char* entry, int64_t timeout_ms, hlo_cts_executable** executable,
                       char* message, size_t message_size) {
  char header[160], args[2][64], operands[2][64], result[64], returned[64];
  const char *func, *body, *found, *p, *op_text = NULL;
  int op = -1, i, commas = 0;
  hlo_cts_executable compiled;
  (void)instance, (void)program_size, (void)timeout_ms; /* compiling is instant */
  snprintf(header, sizeof header, "@%s(", entry);
  if (!(func = strstr(program, header)))
    return fail(HLO_CTS_ERROR, message, message_size, "the program has no entry function");
  if ((p = strstr(program, "func.func")) && strstr(p + 1, "func.func"))
    return fail(HLO_CTS_NOT_SUPPORTED, message, message_size, "only one function is supported");
  for (p = program; (found = strstr(p, "stablehlo.")) != NULL; p = found + 1) {
    if (op_text != NULL || (op = op_at(found + 10)) < 0)
      return fail(HLO_CTS_NOT_SUPPORTED, message, message_size,
                  "unsupported: '%.40s' (one add, subtract, multiply, maximum or minimum only)",
                  found);
    op_text = found + strlen(supported_ops[op]);
  }
  if (!op_text) return fail(HLO_CTS_NOT_SUPPORTED, message, message_size, "no supported op");
  if (!only_f32(program))
    return fail(HLO_CTS_NOT_SUPPORTED, message, message_size, "only f32 tensors are supported");
  /* (%a: tensor<...>, %b: tensor<...>): two arguments, so one comma. */
  body = strchr(func, ')');
  for (p = func; body && p < body; ++p) commas += *p == ',';
  if (!body || commas != 1 || !read_value(func + strlen(header), args[0]) ||
      !read_value(strchr(func, ',') + 1, args[1]))
    return fail(HLO_CTS_NOT_SUPPORTED, message, message_size, "the entry must take 2 arguments");
  /* "%r = stablehlo.op %x, %y" or "%r = "stablehlo.op"(%x, %y)", then "return %r". */
  for (p = op_text; p > program && p[-1] != '\n';) --p;
  while (*p == ' ') ++p;
  found = strstr(op_text, "return");
  if (!read_value(p, result) || !(p = read_value(op_text, operands[0])) ||
      !read_value(p, operands[1]) || !found || !(p = read_value(found + 6, returned)))
    return fail(HLO_CTS_ERROR, message, message_size, "cannot read the op or the return");
  if (strcmp(result, returned) != 0 || *p == ',')
    return fail(HLO_CTS_NOT_SUPPORTED, message, message_size, "must return the op's one result");
  compiled.op = (enum binary_op)op;
  for (i = 0; i < 2; ++i) {
    compiled.operand_arg[i] = strcmp(operands[i], args[0]) == 0   ? 0
                              : strcmp(operands[i], args[1]) == 0 ? 1
                                                                  : -1;
    if (compiled.operand_arg[i] < 0)
      return fail(HLO_CTS_ERROR, message, message_size, "operand %s is not an argument of @%s",
                  operands[i], entry);
  }
  if (!(*executable = malloc(sizeof compiled)))
    return fail(HLO_CTS_ERROR, message, message_size, "out of memory");
  **executable = compiled;
  return HLO_CTS_OK;
}

static void release_executable(hlo_cts_executable* executable) {
  free(executable);
}

/* StableHLO's maximum/minimum: NaN wins, and -0 < +0. */
static float apply(enum binary_op op, float a, float b) {
  if (op == OP_ADD) return a + b;
  if (op == OP_SUBTRACT) return a - b;
  if (op == OP_MULTIPLY) return a * b;
  if (isnan(a) || isnan(b)) return isnan(a) ? a : b;
  if (a == b) return (signbit(a) != 0) == (op == OP_MINIMUM) ? a : b;
  return (a > b) == (op == OP_MAXIMUM) ? a : b;
}

static int32_t execute(hlo_cts_executable* executable, const hlo_cts_tensor* inputs,
                       size_t num_inputs, int64_t timeout_ms, hlo_cts_outputs** outputs,
                       char* message, size_t message_size) {
  const hlo_cts_tensor *x, *y;
  minimal_outputs* out;
  int64_t* dims;
  float* data;
  size_t n = 1, i;
  int64_t d;
  (void)timeout_ms;
  if (num_inputs != 2) return fail(HLO_CTS_ERROR, message, message_size, "expected 2 inputs");
  x = &inputs[executable->operand_arg[0]];
  y = &inputs[executable->operand_arg[1]];
  if (strcmp(x->element_type, "f32") || strcmp(y->element_type, "f32") || x->rank != y->rank)
    return fail(HLO_CTS_ERROR, message, message_size, "inputs must be f32 of the same shape");
  for (d = 0; d < x->rank; ++d) {
    if (x->dims[d] != y->dims[d])
      return fail(HLO_CTS_ERROR, message, message_size, "inputs must have the same shape");
    n *= (size_t)x->dims[d];
  }
  /* sizeof *out is a multiple of 8, so the dims after it are aligned. */
  out = calloc(1, sizeof *out + sizeof(int64_t) * (size_t)x->rank + sizeof(float) * n);
  if (!out) return fail(HLO_CTS_ERROR, message, message_size, "out of memory");
  dims = (int64_t*)(out + 1);
  data = (float*)(dims + x->rank);
  for (i = 0; i < n; ++i) { /* memcpy: the inputs need not be float-aligned */
    float a, b;
    memcpy(&a, (const char*)x->data + 4 * i, 4);
    memcpy(&b, (const char*)y->data + 4 * i, 4);
    data[i] = apply(executable->op, a, b);
  }
  for (d = 0; d < x->rank; ++d) dims[d] = x->dims[d];
  out->tensor.element_type = "f32";
  out->tensor.rank = x->rank;
  out->tensor.dims = dims;
  out->tensor.data = data;
  out->tensor.size_bytes = 4 * n;
  out->base.tensors = &out->tensor;
  out->base.num_tensors = 1;
  *outputs = &out->base;
  return HLO_CTS_OK;
}

static void release_outputs(hlo_cts_outputs* outputs) {
  free(outputs); /* the block execute allocated: base is its first member */
}

/* The one exported symbol: the function table, checked by the host. */
HLO_CTS_BACKEND_EXPORT const hlo_cts_backend_api* hlo_cts_backend_get_api(
    uint32_t host_abi_version) {
  static const hlo_cts_backend_api api = {
      .abi_version = HLO_CTS_BACKEND_ABI_VERSION,
      .struct_size = sizeof(hlo_cts_backend_api),
      .create = create,
      .destroy = destroy,
      .get_capabilities = get_capabilities,
      .compile = compile,
      .release_executable = release_executable,
      .execute = execute,
      .release_outputs = release_outputs,
      .execute_with_intermediates = NULL, /* HLO_CTS_CAP_INTERMEDIATES not set */
  };
  return host_abi_version == HLO_CTS_BACKEND_ABI_VERSION ? &api : NULL;
}
