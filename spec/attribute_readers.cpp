#include "spec/attribute_readers.h"

#include <optional>
#include <utility>

namespace hlo_cts {

std::vector<int64_t> dimsAttrOr(const Operation& op, std::string_view name,
                                std::vector<int64_t> fallback) {
  const Attribute* a = op.attr(name);
  if (!a) return fallback;
  std::optional<std::vector<int64_t>> dims = a->asI64List();
  return dims ? *dims : fallback;
}

int64_t intAttrOr(const Operation& op, std::string_view name, int64_t fallback) {
  const Attribute* a = op.attr(name);
  return a && a->kind() == Attribute::Kind::kInteger ? a->intValue() : fallback;
}

bool boolAttrOr(const Operation& op, std::string_view name, bool fallback) {
  const Attribute* a = op.attr(name);
  if (!a) return fallback;
  if (a->kind() == Attribute::Kind::kUnit) return true;
  if (a->kind() == Attribute::Kind::kBool || a->kind() == Attribute::Kind::kInteger)
    return a->intValue() != 0;
  return fallback;
}

int64_t structIntOr(const Attribute& s, std::string_view field, int64_t fallback) {
  const Attribute* a = s.get(field);
  return a && a->kind() == Attribute::Kind::kInteger ? a->intValue() : fallback;
}

}  // namespace hlo_cts
