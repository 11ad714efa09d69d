#include "spec/op_id.h"

#include <algorithm>
#include <unordered_map>

namespace hlo_cts {
namespace {

constexpr OpInfo kOpInfos[] = {
#define HLO_CTS_OP(id, name, family, flags, math_fn) \
  {OpId::k##id, name, OpFamily::family, flags, MathFn::math_fn},
#include "spec/op_list.def"
#undef HLO_CTS_OP
    {OpId::kUnknown, "unknown", OpFamily::kMisc, kNoFlags, MathFn::kNone},
};
static_assert(std::size(kOpInfos) == kNumOps + 1);

}  // namespace

std::string_view familyName(OpFamily family) {
  switch (family) {
    case OpFamily::kElementwise:
      return "elementwise";
    case OpFamily::kDataMovement:
      return "data_movement";
    case OpFamily::kIndexing:
      return "indexing";
    case OpFamily::kControlFlow:
      return "control_flow";
    case OpFamily::kReduction:
      return "reduction";
    case OpFamily::kLinalg:
      return "linalg";
    case OpFamily::kCollective:
      return "collectives";
    case OpFamily::kRandom:
      return "random";
    case OpFamily::kQuantization:
      return "quantization";
    case OpFamily::kMisc:
      return "misc";
    case OpFamily::kStructure:
      return "structure";
    case OpFamily::kTestHelper:
      return "test_helper";
  }
  return "?";
}

const OpInfo& opInfo(OpId id) {
  return kOpInfos[std::min(static_cast<size_t>(id), kNumOps)];
}

OpId opIdOf(std::string_view name) {
  static const std::unordered_map<std::string_view, OpId> byName = [] {
    std::unordered_map<std::string_view, OpId> m;
    for (size_t i = 0; i < kNumOps; ++i) m.emplace(kOpInfos[i].name, kOpInfos[i].id);
    m.emplace("return", OpId::kFuncReturn);
    m.emplace("call", OpId::kFuncCall);
    return m;
  }();
  auto it = byName.find(name);
  return it == byName.end() ? OpId::kUnknown : it->second;
}

std::array<OpId, kNumOps> allOps() {
  std::array<OpId, kNumOps> ids;
  for (size_t i = 0; i < kNumOps; ++i) ids[i] = static_cast<OpId>(i);
  return ids;
}

}  // namespace hlo_cts
