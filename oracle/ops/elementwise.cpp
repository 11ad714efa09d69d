// The element-wise family's table: the sub-tables of elementwise_*.cpp
// joined once (each sub-family file lists its own ops, one line per op).
#include <vector>

#include "oracle/ops/elementwise_ops.h"
#include "oracle/ops/families.h"

namespace hlo_cts::oracle {

std::span<const OpEntry> elementwiseOps() {
  static const std::vector<OpEntry> table = [] {
    std::vector<OpEntry> all;
    for (auto part : {ew::arithmeticOps(), ew::bitwiseOps(), ew::compareOps(), ew::convertOps(),
                      ew::transcendentalOps(), ew::quantizationOps(), ew::chloOps()})
      all.insert(all.end(), part.begin(), part.end());
    return all;
  }();
  return table;
}

}  // namespace hlo_cts::oracle
