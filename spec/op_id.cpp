#include "spec/op_id.h"

#include <algorithm>
#include <string>
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

OpId broadcastBase(OpId id) {
  static const std::array<OpId, kNumOps> bases = [] {
    constexpr std::string_view kBroadcast = "chlo.broadcast_";
    std::array<OpId, kNumOps> table;
    for (size_t i = 0; i < kNumOps; ++i) {
      const std::string_view name = kOpInfos[i].name;
      table[i] = kOpInfos[i].id;
      if (!name.starts_with(kBroadcast)) continue;
      const std::string f(name.substr(kBroadcast.size()));
      const OpId stablehlo = opIdOf("stablehlo." + f);
      table[i] = stablehlo != OpId::kUnknown ? stablehlo : opIdOf("chlo." + f);
    }
    return table;
  }();
  return static_cast<size_t>(id) < kNumOps ? bases[static_cast<size_t>(id)] : id;
}

std::array<OpId, kNumOps> allOps() {
  std::array<OpId, kNumOps> ids;
  for (size_t i = 0; i < kNumOps; ++i) ids[i] = static_cast<OpId>(i);
  return ids;
}

}  // namespace hlo_cts
