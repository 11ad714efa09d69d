/* hlo_cts_backend.h: the C ABI between hlo-cts and a backend in a shared
 * library (`hlo-cts run --backend plugin:/path/lib.so`). This header is the
 * whole contract; backends/PLUGIN.md explains it with an example, and
 * backends/examples/minimal_plugin/minimal_plugin.c is a complete plugin.
 *
 * Plain C99 (also valid C++); it includes only <stddef.h> and <stdint.h>.
 *
 * ENTRY POINT AND VERSIONING
 * A plugin exports one symbol, hlo_cts_backend_get_api(), returning a table
 * of function pointers that starts with abi_version and struct_size. One
 * entry point (rather than one exported symbol per function) because:
 *   - the host checks the version before it calls anything else, and a
 *     library is never half-usable (some symbols found, others missing);
 *   - compatible additions append members to the table; the host reads a
 *     member only when struct_size covers it, so an older plugin keeps
 *     working with a newer host and a newer plugin with an older host;
 *   - abi_version changes only on an incompatible change, and then the
 *     host refuses the library with a message naming both versions;
 *   - the host passes its own ABI version in, so a plugin may serve several.
 * The plain structs passed in arrays (hlo_cts_tensor) never grow within one
 * abi_version. The capability struct, filled by the plugin, also starts with
 * struct_size so it can grow compatibly.
 *
 * THREADING
 * The host never calls into one instance from two threads at once. It may
 * create several instances (one per runner thread) and call them
 * concurrently only if the instance sets HLO_CTS_CAP_THREAD_SAFE; otherwise
 * every call into the library is serialized by one host-side mutex.
 *
 * OWNERSHIP AND LIFETIMES
 *   - Every string and buffer the host passes in is valid only during the
 *     call; copy what you keep.
 *   - Capabilities: plugin-owned, valid until destroy(instance).
 *   - Executables: plugin-owned, released by release_executable(); the host
 *     releases every executable before destroying its instance.
 *   - Outputs of execute(): plugin-owned, valid until release_outputs(), which
 *     the host calls exactly once for every execute() that returned
 *     HLO_CTS_OK, after copying the tensors. On any other status *outputs must
 *     be left NULL and nothing is released.
 *   - Messages: every fallible function receives a host buffer `message` of
 *     `message_size` bytes (at least 256). Write a NUL-terminated, human-
 *     readable reason (truncate to fit) whenever you return something other
 *     than HLO_CTS_OK; the buffer starts as an empty string.
 * The library stays loaded while any instance lives. Do not let C++
 * exceptions, longjmp or signals escape a call: an in-process plugin that
 * crashes takes hlo-cts down with it (use the subprocess protocol for
 * isolation).
 *
 * TENSORS (the layout of hlo-cts's own Tensor)
 *   element_type: the StableHLO spelling: "i1", "i2", "i4", "i8", "i16",
 *       "i32", "i64" (signed), "ui2" ... "ui64", "index", "bf16", "f16",
 *       "f32", "f64", "tf32", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4",
 *       "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2",
 *       "f8E5M2FNUZ", "f8E8M0FNU", "complex<f32>", "complex<f64>".
 *   dims: rank extents, row-major (the last dimension varies fastest).
 *   data: size_bytes = product(dims) * ceil(bits / 8) bytes; each element is
 *       one storage unit of ceil(bits / 8) bytes, little-endian, holding the
 *       value's own bits in the low bits and zeros above (i4 -> 1 byte,
 *       tf32 -> 3 bytes, i1 -> 1 byte that is 0 or 1, index -> 8 bytes);
 *       complex values are the real part then the imaginary part, each in
 *       the layout of its part type. No padding between elements. A tensor
 *       with no elements may have data == NULL.
 * The host checks every output (type name, dims, byte size, unused bits)
 * and reports a mismatch as an error of the backend.
 */
#ifndef HLO_CTS_BACKEND_H_
#define HLO_CTS_BACKEND_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI this header describes. Incremented only on incompatible changes. */
#define HLO_CTS_BACKEND_ABI_VERSION 1u

/* Status codes (returned as int32_t so their size is fixed). */
#define HLO_CTS_OK 0
/* compile: the program is invalid; execute: a runtime error. */
#define HLO_CTS_ERROR 1
/* A valid program (op, type, feature) this backend does not support. */
#define HLO_CTS_NOT_SUPPORTED 2
/* The call gave up at its timeout_ms (optional; see compile/execute). */
#define HLO_CTS_TIMEOUT 3

/* Capability flags. */
#define HLO_CTS_CAP_THREAD_SAFE 1u   /* instances may be called concurrently */
#define HLO_CTS_CAP_INTERMEDIATES 2u /* execute_with_intermediates works */

/* Opaque plugin-defined handles. */
typedef struct hlo_cts_instance hlo_cts_instance;
typedef struct hlo_cts_executable hlo_cts_executable;

typedef struct hlo_cts_tensor {
  const char* element_type; /* "f32", "i8", "complex<f32>", ... */
  int64_t rank;
  const int64_t* dims; /* rank entries, each >= 0; may be NULL when rank 0 */
  const void* data;    /* layout above */
  size_t size_bytes;
} hlo_cts_tensor;

/* What execute() returns; plugin-owned until release_outputs(). A plugin
 * usually embeds it as the first member of its own allocation. */
typedef struct hlo_cts_outputs {
  const hlo_cts_tensor* tensors; /* one per result of the entry function */
  size_t num_tensors;
  /* execute_with_intermediates only (NULL otherwise): per tensor, the
   * pre-order position of the op in the entry function's body, and which of
   * that op's results it is. */
  const int64_t* op_indices;
  const int32_t* result_indices;
} hlo_cts_outputs;

typedef struct hlo_cts_capabilities {
  uint32_t struct_size;             /* sizeof(hlo_cts_capabilities) */
  const char* name;                 /* the backend's name, non-empty */
  const char* version;              /* free text: compiler version, commit, ... */
  const char* profile;              /* tolerance profile it claims ("strict", ...) */
  const char* const* ops;           /* op registry names ("stablehlo.add", "func.func") */
  size_t num_ops;                   /* 0: every op */
  const char* const* element_types; /* "f32", "i8", ... */
  size_t num_element_types;         /* 0: every element type */
  uint32_t flags;                   /* HLO_CTS_CAP_* */
} hlo_cts_capabilities;

typedef struct hlo_cts_backend_api {
  uint32_t abi_version; /* HLO_CTS_BACKEND_ABI_VERSION */
  uint32_t struct_size; /* sizeof(hlo_cts_backend_api) */

  /* A new instance configured by `config` (config_size bytes followed by a
   * NUL; the text of --backend-config, possibly empty). */
  int32_t (*create)(const char* config, size_t config_size, hlo_cts_instance** instance,
                    char* message, size_t message_size);
  void (*destroy)(hlo_cts_instance* instance);

  /* Points *capabilities at the instance's (plugin-owned) description. */
  int32_t (*get_capabilities)(hlo_cts_instance* instance, const hlo_cts_capabilities** capabilities,
                              char* message, size_t message_size);

  /* Compiles `program` (StableHLO text, program_size bytes followed by a
   * NUL) for calls of the function named `entry` ("main"). Returns
   * HLO_CTS_OK and sets *executable, or HLO_CTS_NOT_SUPPORTED (a valid
   * program it cannot run), HLO_CTS_ERROR (an invalid program: negative
   * tests expect this) or HLO_CTS_TIMEOUT. timeout_ms: 0 = none; a hint,
   * honour it where you can. */
  int32_t (*compile)(hlo_cts_instance* instance, const char* program, size_t program_size,
                     const char* entry, int64_t timeout_ms, hlo_cts_executable** executable,
                     char* message, size_t message_size);
  void (*release_executable)(hlo_cts_executable* executable);

  /* Runs `executable` on one input per entry argument, in order. Returns
   * HLO_CTS_OK and sets *outputs, or HLO_CTS_ERROR / NOT_SUPPORTED /
   * TIMEOUT with *outputs left NULL. */
  int32_t (*execute)(hlo_cts_executable* executable, const hlo_cts_tensor* inputs,
                     size_t num_inputs, int64_t timeout_ms, hlo_cts_outputs** outputs,
                     char* message, size_t message_size);
  void (*release_outputs)(hlo_cts_outputs* outputs);

  /* Optional (NULL unless HLO_CTS_CAP_INTERMEDIATES): like execute, but the
   * outputs are values of intermediate ops, with op_indices and
   * result_indices set. Released by release_outputs. */
  int32_t (*execute_with_intermediates)(hlo_cts_executable* executable,
                                        const hlo_cts_tensor* inputs, size_t num_inputs,
                                        int64_t timeout_ms, hlo_cts_outputs** outputs,
                                        char* message, size_t message_size);
  /* Members added by later minor revisions go here, at the end. */
} hlo_cts_backend_api;

/* The one exported symbol. Returns the plugin's table (static storage,
 * valid while the library is loaded), or NULL when the plugin cannot serve
 * a host of `host_abi_version`. */
#define HLO_CTS_BACKEND_ENTRY_POINT "hlo_cts_backend_get_api"
typedef const hlo_cts_backend_api* (*hlo_cts_backend_get_api_fn)(uint32_t host_abi_version);

#if defined(_WIN32)
#define HLO_CTS_BACKEND_EXPORT __declspec(dllexport)
#else
#define HLO_CTS_BACKEND_EXPORT __attribute__((visibility("default")))
#endif

HLO_CTS_BACKEND_EXPORT const hlo_cts_backend_api* hlo_cts_backend_get_api(
    uint32_t host_abi_version);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* HLO_CTS_BACKEND_H_ */
