#include "oracle/ops/families.h"

namespace hlo_cts::oracle {

std::span<const OpEntry> checkOps() {
  return {};
}

}  // namespace hlo_cts::oracle
