// The part of the PJRT C API (OpenXLA's plugin interface, the
// `GetPjrtApi()` every PJRT plugin exports) that the pjrt: backend calls,
// declared from the documented ABI of API version 0.113 (openxla/xla,
// xla/pjrt/c/pjrt_c_api.h); not a copy of that header.
//
// The rules of that ABI that this file relies on:
// * Every argument struct starts with `struct_size` and `extension_start`.
//   The caller sets struct_size to offsetof(last field) + sizeof(last
//   field) of the version it was written for; a plugin accepts any size at
//   least as large as the one it was built with, and refuses a smaller one
//   ("Unexpected PJRT_Client_Create_Args size: expected 88, got 72", the
//   CPU plugin of API 0.115 to a caller of API 0.33). So these layouts are
//   those of a recent version, and kArgsSize below computes that size.
// * Fields are only ever added at the end of a struct and of the function
//   table, within one major version; a plugin of a newer minor version
//   serves an older caller. The table below names every slot up to the last
//   one called (PJRT_Buffer_ToHostBuffer); a plugin whose table is shorter
//   than that is refused at open.
// * Enums are C enums (int).
#pragma once

#include <cstddef>
#include <cstdint>

namespace hlo_cts::backends::pjrt {

inline constexpr int kApiMajor = 0;
// The minor version these layouts are those of. A plugin reporting an older
// minor version than kMinMinor may not know the fields this file sets.
inline constexpr int kApiMinor = 113;
inline constexpr int kMinMinor = 40;

// offsetof(T, last) + sizeof(last): what `struct_size` says.
#define HLO_CTS_PJRT_ARGS_SIZE(T, last) (offsetof(T, last) + sizeof(T::last))

// The struct_size of each argument struct (specialized after each one).
template <class Args>
constexpr size_t kArgsSize = 0;
#define HLO_CTS_PJRT_STRUCT_SIZE(T, last) \
  template <>                             \
  inline constexpr size_t kArgsSize<T> = HLO_CTS_PJRT_ARGS_SIZE(T, last);

struct PJRT_Extension_Base {
  size_t struct_size;
  int type;
  PJRT_Extension_Base* next;
};

struct PJRT_Error;
struct PJRT_Event;
struct PJRT_Client;
struct PJRT_Device;
struct PJRT_Memory;
struct PJRT_Executable;
struct PJRT_LoadedExecutable;
struct PJRT_Buffer;

struct PJRT_Api_Version {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  int major_version;
  int minor_version;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Api_Version, minor_version)

// The status codes of absl::Status.
enum PJRT_Error_Code : int {
  PJRT_Error_Code_OK = 0,
  PJRT_Error_Code_CANCELLED = 1,
  PJRT_Error_Code_UNKNOWN = 2,
  PJRT_Error_Code_INVALID_ARGUMENT = 3,
  PJRT_Error_Code_DEADLINE_EXCEEDED = 4,
  PJRT_Error_Code_NOT_FOUND = 5,
  PJRT_Error_Code_ALREADY_EXISTS = 6,
  PJRT_Error_Code_PERMISSION_DENIED = 7,
  PJRT_Error_Code_RESOURCE_EXHAUSTED = 8,
  PJRT_Error_Code_FAILED_PRECONDITION = 9,
  PJRT_Error_Code_ABORTED = 10,
  PJRT_Error_Code_OUT_OF_RANGE = 11,
  PJRT_Error_Code_UNIMPLEMENTED = 12,
  PJRT_Error_Code_INTERNAL = 13,
  PJRT_Error_Code_UNAVAILABLE = 14,
  PJRT_Error_Code_DATA_LOSS = 15,
  PJRT_Error_Code_UNAUTHENTICATED = 16,
};

struct PJRT_Error_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Error* error;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Error_Destroy_Args, error)

struct PJRT_Error_Message_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const PJRT_Error* error;
  const char* message;  // out, lives as long as `error`
  size_t message_size;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Error_Message_Args, message_size)

struct PJRT_Error_GetCode_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const PJRT_Error* error;
  PJRT_Error_Code code;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Error_GetCode_Args, code)

enum PJRT_NamedValue_Type : int {
  PJRT_NamedValue_kString = 0,
  PJRT_NamedValue_kInt64 = 1,
  PJRT_NamedValue_kInt64List = 2,
  PJRT_NamedValue_kFloat = 3,
  PJRT_NamedValue_kBool = 4,
};

struct PJRT_NamedValue {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const char* name;
  size_t name_size;
  PJRT_NamedValue_Type type;
  union {
    const char* string_value;
    int64_t int64_value;
    const int64_t* int64_array_value;
    float float_value;
    bool bool_value;
  };
  size_t value_size;  // elements of a list or string; 1 for a scalar
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_NamedValue, value_size)

struct PJRT_Plugin_Initialize_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Plugin_Initialize_Args, extension_start)

struct PJRT_Plugin_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const PJRT_NamedValue* attributes;  // out, lives as long as the process
  size_t num_attributes;              // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Plugin_Attributes_Args, num_attributes)

struct PJRT_Event_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Event* event;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Event_Destroy_Args, event)

struct PJRT_Event_Await_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Event* event;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Event_Await_Args, event)

struct PJRT_Client_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const PJRT_NamedValue* create_options;
  size_t num_options;
  void* kv_get_callback;  // the key-value store of multi-process clients: unused
  void* kv_get_user_arg;
  void* kv_put_callback;
  void* kv_put_user_arg;
  PJRT_Client* client;  // out
  void* kv_try_get_callback;
  void* kv_try_get_user_arg;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_Create_Args, kv_try_get_user_arg)

struct PJRT_Client_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Client* client;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_Destroy_Args, client)

// PlatformName and PlatformVersion: a string owned by the client.
struct PJRT_Client_String_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Client* client;
  const char* value;  // out
  size_t value_size;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_String_Args, value_size)

struct PJRT_Client_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Client* client;
  PJRT_Device* const* addressable_devices;  // out, owned by the client
  size_t num_addressable_devices;           // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_AddressableDevices_Args, num_addressable_devices)

struct PJRT_Program {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  char* code;
  size_t code_size;
  const char* format;  // "mlir": StableHLO as MLIR text or bytecode
  size_t format_size;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Program, format_size)

struct PJRT_Client_Compile_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Client* client;
  const PJRT_Program* program;
  const char* compile_options;  // a serialized xla.CompileOptionsProto
  size_t compile_options_size;
  PJRT_LoadedExecutable* executable;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_Compile_Args, executable)

// XLA's PrimitiveType as the C API numbers it.
enum PJRT_Buffer_Type : int {
  PJRT_Buffer_Type_INVALID = 0,
  PJRT_Buffer_Type_PRED,
  PJRT_Buffer_Type_S8,
  PJRT_Buffer_Type_S16,
  PJRT_Buffer_Type_S32,
  PJRT_Buffer_Type_S64,
  PJRT_Buffer_Type_U8,
  PJRT_Buffer_Type_U16,
  PJRT_Buffer_Type_U32,
  PJRT_Buffer_Type_U64,
  PJRT_Buffer_Type_F16,
  PJRT_Buffer_Type_F32,
  PJRT_Buffer_Type_F64,
  PJRT_Buffer_Type_BF16,
  PJRT_Buffer_Type_C64,
  PJRT_Buffer_Type_C128,
  PJRT_Buffer_Type_F8E5M2,
  PJRT_Buffer_Type_F8E4M3FN,
  PJRT_Buffer_Type_F8E4M3B11FNUZ,
  PJRT_Buffer_Type_F8E5M2FNUZ,
  PJRT_Buffer_Type_F8E4M3FNUZ,
  PJRT_Buffer_Type_S4,
  PJRT_Buffer_Type_U4,
  PJRT_Buffer_Type_TOKEN,
  PJRT_Buffer_Type_S2,
  PJRT_Buffer_Type_U2,
  PJRT_Buffer_Type_F8E4M3,
  PJRT_Buffer_Type_F8E3M4,
  PJRT_Buffer_Type_F8E8M0FNU,
  PJRT_Buffer_Type_F4E2M1FN,
  PJRT_Buffer_Type_S1,
  PJRT_Buffer_Type_U1,
};

enum PJRT_HostBufferSemantics : int {
  PJRT_HostBufferSemantics_kImmutableOnlyDuringCall = 0,
  PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes = 1,
  PJRT_HostBufferSemantics_kImmutableZeroCopy = 2,
  PJRT_HostBufferSemantics_kMutableZeroCopy = 3,
};

enum PJRT_Buffer_MemoryLayout_Type : int {
  PJRT_Buffer_MemoryLayout_Type_Tiled = 0,
  PJRT_Buffer_MemoryLayout_Type_Strides = 1,
};

struct PJRT_Buffer_MemoryLayout_Tiled {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const int64_t* minor_to_major;
  size_t minor_to_major_size;
  const int64_t* tile_dims;
  const size_t* tile_dim_sizes;
  size_t num_tiles;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout_Tiled, num_tiles)

struct PJRT_Buffer_MemoryLayout_Strides {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  const int64_t* byte_strides;
  size_t num_byte_strides;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout_Strides, num_byte_strides)

struct PJRT_Buffer_MemoryLayout {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  union {
    PJRT_Buffer_MemoryLayout_Tiled tiled;
    PJRT_Buffer_MemoryLayout_Strides strides;
  };
  PJRT_Buffer_MemoryLayout_Type type;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout, type)

struct PJRT_Client_BufferFromHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Client* client;
  const void* data;
  PJRT_Buffer_Type type;
  const int64_t* dims;
  size_t num_dims;
  const int64_t* byte_strides;  // empty: dense, major to minor
  size_t num_byte_strides;
  PJRT_HostBufferSemantics host_buffer_semantics;
  PJRT_Device* device;
  PJRT_Memory* memory;
  PJRT_Buffer_MemoryLayout* device_layout;
  PJRT_Event* done_with_host_buffer;  // out
  PJRT_Buffer* buffer;                // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Client_BufferFromHostBuffer_Args, buffer)

struct PJRT_LoadedExecutable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_LoadedExecutable* executable;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Destroy_Args, executable)

struct PJRT_LoadedExecutable_GetExecutable_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_LoadedExecutable* loaded_executable;
  PJRT_Executable* executable;  // out, destroyed by the caller
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_GetExecutable_Args, executable)

// The devices a loaded executable runs on, in the order of its logical
// ids (replica-major: replica r, partition p is r * partitions + p), which is
// the order of Execute's argument_lists.
struct PJRT_LoadedExecutable_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_LoadedExecutable* executable;
  PJRT_Device* const* addressable_devices;  // out, owned by the executable
  size_t num_addressable_devices;           // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_AddressableDevices_Args, num_addressable_devices)

struct PJRT_Executable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Executable* executable;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Executable_Destroy_Args, executable)

struct PJRT_Executable_NumOutputs_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Executable* executable;
  size_t num_outputs;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Executable_NumOutputs_Args, num_outputs)

struct PJRT_ExecuteOptions {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  void** send_callbacks;
  void** recv_callbacks;
  size_t num_send_ops;
  size_t num_recv_ops;
  int launch_id;
  const int64_t* non_donatable_input_indices;
  size_t num_non_donatable_input_indices;
  void* context;
  const char* call_location;
  size_t num_tasks;
  int* task_ids;
  int64_t* incarnation_ids;
  void* multi_slice_config;
  bool use_major_to_minor_data_layout_for_callbacks;
  void* hlo_output_callbacks;
  size_t num_hlo_output_callbacks;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_ExecuteOptions, num_hlo_output_callbacks)

struct PJRT_LoadedExecutable_Execute_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_LoadedExecutable* executable;
  PJRT_ExecuteOptions* options;
  PJRT_Buffer* const* const* argument_lists;  // [num_devices][num_args]
  size_t num_devices;
  size_t num_args;
  PJRT_Buffer** const* output_lists;    // [num_devices][num_outputs], filled in
  PJRT_Event** device_complete_events;  // [num_devices], filled in
  PJRT_Device* execute_device;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Execute_Args, execute_device)

struct PJRT_Buffer_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Buffer* buffer;
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_Destroy_Args, buffer)

struct PJRT_Buffer_ElementType_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Buffer* buffer;
  PJRT_Buffer_Type type;  // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_ElementType_Args, type)

struct PJRT_Buffer_Dimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Buffer* buffer;
  const int64_t* dims;  // out, lives as long as `buffer`
  size_t num_dims;      // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_Dimensions_Args, num_dims)

struct PJRT_Buffer_ToHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Buffer* src;
  PJRT_Buffer_MemoryLayout* host_layout;  // nullptr: the buffer's own
  void* dst;                              // nullptr: only ask for the size
  size_t dst_size;                        // in/out
  PJRT_Event* event;                      // out
};
HLO_CTS_PJRT_STRUCT_SIZE(PJRT_Buffer_ToHostBuffer_Args, event)

template <class Args>
using PjrtFunction = PJRT_Error* (*)(Args*);
using PjrtUnused = void (*)();

// The function table, slot by slot in the ABI's order.
struct PJRT_Api {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Api_Version pjrt_api_version;

  void (*PJRT_Error_Destroy)(PJRT_Error_Destroy_Args*);
  void (*PJRT_Error_Message)(PJRT_Error_Message_Args*);
  PjrtFunction<PJRT_Error_GetCode_Args> PJRT_Error_GetCode;
  PjrtFunction<PJRT_Plugin_Initialize_Args> PJRT_Plugin_Initialize;
  PjrtFunction<PJRT_Plugin_Attributes_Args> PJRT_Plugin_Attributes;

  PjrtFunction<PJRT_Event_Destroy_Args> PJRT_Event_Destroy;
  PjrtUnused PJRT_Event_IsReady;
  PjrtUnused PJRT_Event_Error;
  PjrtFunction<PJRT_Event_Await_Args> PJRT_Event_Await;
  PjrtUnused PJRT_Event_OnReady;

  PjrtFunction<PJRT_Client_Create_Args> PJRT_Client_Create;
  PjrtFunction<PJRT_Client_Destroy_Args> PJRT_Client_Destroy;
  PjrtFunction<PJRT_Client_String_Args> PJRT_Client_PlatformName;
  PjrtUnused PJRT_Client_ProcessIndex;
  PjrtFunction<PJRT_Client_String_Args> PJRT_Client_PlatformVersion;
  PjrtUnused PJRT_Client_Devices;
  PjrtFunction<PJRT_Client_AddressableDevices_Args> PJRT_Client_AddressableDevices;
  PjrtUnused PJRT_Client_LookupDevice;
  PjrtUnused PJRT_Client_LookupAddressableDevice;
  PjrtUnused PJRT_Client_AddressableMemories;
  PjrtFunction<PJRT_Client_Compile_Args> PJRT_Client_Compile;
  PjrtUnused PJRT_Client_DefaultDeviceAssignment;
  PjrtFunction<PJRT_Client_BufferFromHostBuffer_Args> PJRT_Client_BufferFromHostBuffer;

  PjrtUnused PJRT_DeviceDescription_Id;
  PjrtUnused PJRT_DeviceDescription_ProcessIndex;
  PjrtUnused PJRT_DeviceDescription_Attributes;
  PjrtUnused PJRT_DeviceDescription_Kind;
  PjrtUnused PJRT_DeviceDescription_DebugString;
  PjrtUnused PJRT_DeviceDescription_ToString;

  PjrtUnused PJRT_Device_GetDescription;
  PjrtUnused PJRT_Device_IsAddressable;
  PjrtUnused PJRT_Device_LocalHardwareId;
  PjrtUnused PJRT_Device_AddressableMemories;
  PjrtUnused PJRT_Device_DefaultMemory;
  PjrtUnused PJRT_Device_MemoryStats;

  PjrtUnused PJRT_Memory_Id;
  PjrtUnused PJRT_Memory_Kind;
  PjrtUnused PJRT_Memory_DebugString;
  PjrtUnused PJRT_Memory_ToString;
  PjrtUnused PJRT_Memory_AddressableByDevices;

  PjrtFunction<PJRT_Executable_Destroy_Args> PJRT_Executable_Destroy;
  PjrtUnused PJRT_Executable_Name;
  PjrtUnused PJRT_Executable_NumReplicas;
  PjrtUnused PJRT_Executable_NumPartitions;
  PjrtFunction<PJRT_Executable_NumOutputs_Args> PJRT_Executable_NumOutputs;
  PjrtUnused PJRT_Executable_SizeOfGeneratedCodeInBytes;
  PjrtUnused PJRT_Executable_GetCostAnalysis;
  PjrtUnused PJRT_Executable_OutputMemoryKinds;
  PjrtUnused PJRT_Executable_OptimizedProgram;
  PjrtUnused PJRT_Executable_Serialize;

  PjrtFunction<PJRT_LoadedExecutable_Destroy_Args> PJRT_LoadedExecutable_Destroy;
  PjrtFunction<PJRT_LoadedExecutable_GetExecutable_Args> PJRT_LoadedExecutable_GetExecutable;
  PjrtFunction<PJRT_LoadedExecutable_AddressableDevices_Args>
      PJRT_LoadedExecutable_AddressableDevices;
  PjrtUnused PJRT_LoadedExecutable_Delete;
  PjrtUnused PJRT_LoadedExecutable_IsDeleted;
  PjrtFunction<PJRT_LoadedExecutable_Execute_Args> PJRT_LoadedExecutable_Execute;
  PjrtUnused PJRT_Executable_DeserializeAndLoad;
  PjrtUnused PJRT_LoadedExecutable_Fingerprint;

  PjrtFunction<PJRT_Buffer_Destroy_Args> PJRT_Buffer_Destroy;
  PjrtFunction<PJRT_Buffer_ElementType_Args> PJRT_Buffer_ElementType;
  PjrtFunction<PJRT_Buffer_Dimensions_Args> PJRT_Buffer_Dimensions;
  PjrtUnused PJRT_Buffer_UnpaddedDimensions;
  PjrtUnused PJRT_Buffer_DynamicDimensionIndices;
  PjrtUnused PJRT_Buffer_GetMemoryLayout;
  PjrtUnused PJRT_Buffer_OnDeviceSizeInBytes;
  PjrtUnused PJRT_Buffer_Device;
  PjrtUnused PJRT_Buffer_Memory;
  PjrtUnused PJRT_Buffer_Delete;
  PjrtUnused PJRT_Buffer_IsDeleted;
  PjrtUnused PJRT_Buffer_CopyToDevice;
  PjrtFunction<PJRT_Buffer_ToHostBuffer_Args> PJRT_Buffer_ToHostBuffer;
  // Later slots are not called.
};

// The table size a plugin must report for every slot above to be there.
inline constexpr size_t kApiSizeNeeded = HLO_CTS_PJRT_ARGS_SIZE(PJRT_Api, PJRT_Buffer_ToHostBuffer);

// The entry point every plugin exports.
inline constexpr const char* kGetApiSymbol = "GetPjrtApi";
using GetPjrtApiFunction = const PJRT_Api* (*)();

// An argument struct, zeroed, with its struct_size set.
template <class Args>
Args makeArgs() {
  static_assert(kArgsSize<Args> > 0, "no HLO_CTS_PJRT_STRUCT_SIZE for this struct");
  Args args{};
  args.struct_size = kArgsSize<Args>;
  return args;
}

}  // namespace hlo_cts::backends::pjrt
