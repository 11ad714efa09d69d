#include <string>
#include <unordered_map>

#include "oracle/ops/families.h"

namespace hlo_cts::oracle {
namespace {

using HandlerMap = std::unordered_map<std::string_view, OpHandler>;

const HandlerMap& handlers() {
  static const HandlerMap map = [] {
    HandlerMap m;
    for (auto family : {elementwiseOps(), checkOps(), dataMovementOps(), indexingOps(),
                        controlFlowOps(), reductionOps(), collectiveOps()})
      for (const OpEntry& entry : family) m.emplace(entry.name, entry.handler);
    return m;
  }();
  return map;
}

}  // namespace

OpHandler findOpHandler(std::string_view name) {
  auto it = handlers().find(name);
  return it == handlers().end() ? nullptr : it->second;
}

std::vector<std::string_view> evaluatedOpNames() {
  std::vector<std::string_view> names;
  for (const auto& [name, handler] : handlers()) names.push_back(name);
  return names;
}

}  // namespace hlo_cts::oracle
