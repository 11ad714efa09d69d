// The PJRT C API's values as hlo-cts reads and writes them: buffer types,
// create options, and errors taken apart.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "backends/pjrt/pjrt_c_api.h"
#include "spec/element_type.h"
#include "spec/result.h"

namespace hlo_cts::backends::pjrt {

// Our element types as PJRT buffer types and back; nullopt for the ones
// PJRT has no type for (f6, tf32, index).
std::optional<PJRT_Buffer_Type> bufferTypeOf(ElementType type);
std::optional<ElementType> elementTypeOf(PJRT_Buffer_Type type);

// "k=v&k=v" appended to `options`.
Status parseOptions(std::string_view text, std::string_view where,
                    std::vector<std::pair<std::string, std::string>>& options);
// The create options as PJRT_NamedValues; they point into `options`.
std::vector<PJRT_NamedValue> namedValues(
    const std::vector<std::pair<std::string, std::string>>& options);

// A PJRT_Error taken apart (and destroyed).
struct PjrtStatus {
  bool ok = true;
  PJRT_Error_Code code = PJRT_Error_Code_OK;
  std::string message;
};
PjrtStatus take(const PJRT_Api& api, PJRT_Error* error);
// Waits for `event` and destroys it; the error it carried, if any.
PjrtStatus awaitEvent(const PJRT_Api& api, PJRT_Event* event);

}  // namespace hlo_cts::backends::pjrt
