#include "backends/pjrt/pjrt_values.h"

#include <fmt/format.h>

#include <charconv>

namespace hlo_cts::backends::pjrt {

// ---------------------------------------------------------------- types ---

// Our element types as PJRT buffer types; the ones PJRT has no type for
// (f6, tf32, index) are absent.
static constexpr std::pair<ElementType, PJRT_Buffer_Type> kBufferTypes[] = {
    {ElementType::kI1, PJRT_Buffer_Type_PRED},
    {ElementType::kSI2, PJRT_Buffer_Type_S2},
    {ElementType::kSI4, PJRT_Buffer_Type_S4},
    {ElementType::kSI8, PJRT_Buffer_Type_S8},
    {ElementType::kSI16, PJRT_Buffer_Type_S16},
    {ElementType::kSI32, PJRT_Buffer_Type_S32},
    {ElementType::kSI64, PJRT_Buffer_Type_S64},
    {ElementType::kUI2, PJRT_Buffer_Type_U2},
    {ElementType::kUI4, PJRT_Buffer_Type_U4},
    {ElementType::kUI8, PJRT_Buffer_Type_U8},
    {ElementType::kUI16, PJRT_Buffer_Type_U16},
    {ElementType::kUI32, PJRT_Buffer_Type_U32},
    {ElementType::kUI64, PJRT_Buffer_Type_U64},
    {ElementType::kF4E2M1FN, PJRT_Buffer_Type_F4E2M1FN},
    {ElementType::kF8E3M4, PJRT_Buffer_Type_F8E3M4},
    {ElementType::kF8E4M3, PJRT_Buffer_Type_F8E4M3},
    {ElementType::kF8E4M3FN, PJRT_Buffer_Type_F8E4M3FN},
    {ElementType::kF8E4M3FNUZ, PJRT_Buffer_Type_F8E4M3FNUZ},
    {ElementType::kF8E4M3B11FNUZ, PJRT_Buffer_Type_F8E4M3B11FNUZ},
    {ElementType::kF8E5M2, PJRT_Buffer_Type_F8E5M2},
    {ElementType::kF8E5M2FNUZ, PJRT_Buffer_Type_F8E5M2FNUZ},
    {ElementType::kF8E8M0FNU, PJRT_Buffer_Type_F8E8M0FNU},
    {ElementType::kBF16, PJRT_Buffer_Type_BF16},
    {ElementType::kF16, PJRT_Buffer_Type_F16},
    {ElementType::kF32, PJRT_Buffer_Type_F32},
    {ElementType::kF64, PJRT_Buffer_Type_F64},
    {ElementType::kComplexF32, PJRT_Buffer_Type_C64},
    {ElementType::kComplexF64, PJRT_Buffer_Type_C128},
};

std::optional<PJRT_Buffer_Type> bufferTypeOf(ElementType type) {
  for (const auto& [ours, theirs] : kBufferTypes)
    if (ours == type) return theirs;
  return std::nullopt;
}

std::optional<ElementType> elementTypeOf(PJRT_Buffer_Type type) {
  for (const auto& [ours, theirs] : kBufferTypes)
    if (theirs == type) return ours;
  return std::nullopt;
}

// ------------------------------------------------------------- the spec ---

static bool isInteger(std::string_view text, int64_t& value) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end && !text.empty();
}

// A number with a point or an exponent ("0.25", "1e-1"): XLA:GPU's
// memory_fraction is a float option.
static bool isReal(std::string_view text, float& value) {
  if (text.find_first_of(".eE") == std::string_view::npos) return false;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end && !text.empty();
}

// "k=v&k=v" appended to `options`.
Status parseOptions(std::string_view text, std::string_view where,
                    std::vector<std::pair<std::string, std::string>>& options) {
  while (!text.empty()) {
    const size_t amp = text.find('&');
    const std::string_view item = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view() : text.substr(amp + 1);
    if (item.empty()) continue;
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0)
      return makeError(fmt::format("pjrt: option '{}' in {} is not key=value", item, where), {},
                       DiagnosticKind::kIo);
    options.emplace_back(std::string(item.substr(0, eq)), std::string(item.substr(eq + 1)));
  }
  return Status::success();
}

// The create options as PJRT_NamedValues; they point into `options`.
std::vector<PJRT_NamedValue> namedValues(
    const std::vector<std::pair<std::string, std::string>>& options) {
  std::vector<PJRT_NamedValue> values;
  for (const auto& [key, value] : options) {
    PJRT_NamedValue named = makeArgs<PJRT_NamedValue>();
    named.name = key.c_str();
    named.name_size = key.size();
    named.value_size = 1;
    int64_t number = 0;
    float real = 0;
    if (isInteger(value, number)) {
      named.type = PJRT_NamedValue_kInt64;
      named.int64_value = number;
    } else if (isReal(value, real)) {
      named.type = PJRT_NamedValue_kFloat;
      named.float_value = real;
    } else if (value == "true" || value == "false") {
      named.type = PJRT_NamedValue_kBool;
      named.bool_value = value == "true";
    } else {
      named.type = PJRT_NamedValue_kString;
      named.string_value = value.c_str();
      named.value_size = value.size();
    }
    values.push_back(named);
  }
  return values;
}

// --------------------------------------------------------------- errors ---

PjrtStatus take(const PJRT_Api& api, PJRT_Error* error) {
  PjrtStatus status;
  if (!error) return status;
  status.ok = false;
  auto message = makeArgs<PJRT_Error_Message_Args>();
  message.error = error;
  api.PJRT_Error_Message(&message);
  status.message = message.message ? std::string(message.message, message.message_size) : "";
  auto code = makeArgs<PJRT_Error_GetCode_Args>();
  code.error = error;
  if (PJRT_Error* failed = api.PJRT_Error_GetCode(&code); failed == nullptr)
    status.code = code.code;
  else
    status.code = PJRT_Error_Code_UNKNOWN;  // (an error about an error: not destroyed, leaks)
  auto destroy = makeArgs<PJRT_Error_Destroy_Args>();
  destroy.error = error;
  api.PJRT_Error_Destroy(&destroy);
  if (status.message.empty()) status.message = fmt::format("error code {}", int(status.code));
  return status;
}

// Waits for `event` and destroys it; the error it carried, if any.
PjrtStatus awaitEvent(const PJRT_Api& api, PJRT_Event* event) {
  if (!event) return {};
  auto await = makeArgs<PJRT_Event_Await_Args>();
  await.event = event;
  PjrtStatus status = take(api, api.PJRT_Event_Await(&await));
  auto destroy = makeArgs<PJRT_Event_Destroy_Args>();
  destroy.event = event;
  take(api, api.PJRT_Event_Destroy(&destroy));
  return status;
}

}  // namespace hlo_cts::backends::pjrt
