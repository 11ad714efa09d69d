// Glob matching with '*' (any run of characters, none included); every other
// character matches itself. Shared by the tolerance profiles (op and type
// patterns) and the expectations files (test id patterns).
#pragma once

#include <string_view>

namespace hlo_cts {

bool globMatch(std::string_view pattern, std::string_view text);

}  // namespace hlo_cts
