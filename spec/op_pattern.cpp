#include "spec/op_pattern.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include "spec/glob.h"

namespace hlo_cts {
namespace {

constexpr std::string_view kDefaultDialect = "stablehlo.";

// Names other libraries give these functions, and the op each is here.
struct Alias {
  std::string_view name;
  std::string_view op;
};
constexpr Alias kAliases[] = {
    {"exp", "stablehlo.exponential"},
    {"expm1", "stablehlo.exponential_minus_one"},
    {"log1p", "stablehlo.log_plus_one"},
    {"sin", "stablehlo.sine"},
    {"cos", "stablehlo.cosine"},
    {"pow", "stablehlo.power"},
    {"sigmoid", "stablehlo.logistic"},
    {"div", "stablehlo.divide"},
    {"mul", "stablehlo.multiply"},
    {"sub", "stablehlo.subtract"},
    {"max", "stablehlo.maximum"},
    {"min", "stablehlo.minimum"},
    {"neg", "stablehlo.negate"},
    {"erfinv", "chlo.erf_inv"},
    {"erf", "chlo.erf"},
    {"erfc", "chlo.erfc"},
    {"lgamma", "chlo.lgamma"},
    {"digamma", "chlo.digamma"},
    {"asin", "chlo.asin"},
    {"acos", "chlo.acos"},
    {"atan", "chlo.atan"},
    {"sinh", "chlo.sinh"},
    {"cosh", "chlo.cosh"},
    {"asinh", "chlo.asinh"},
    {"acosh", "chlo.acosh"},
    {"atanh", "chlo.atanh"},
    {"conv", "stablehlo.convolution"},
    {"matmul", "stablehlo.dot_general"},
};

size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), size_t{0});
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// `name` as a pattern in `pattern`'s style writes it: a stablehlo op without
// its dialect when the pattern has none.
std::string spelledLike(std::string_view pattern, std::string_view name) {
  if (pattern.find('.') == std::string_view::npos && name.starts_with(kDefaultDialect))
    return std::string(name.substr(kDefaultDialect.size()));
  return std::string(name);
}

}  // namespace

bool opPatternMatches(std::string_view pattern, std::string_view name) {
  if (globMatch(pattern, name)) return true;
  return name.starts_with(kDefaultDialect) && pattern.find('.') == std::string_view::npos &&
         globMatch(pattern, name.substr(kDefaultDialect.size()));
}

OpSet opsMatching(std::string_view pattern) {
  OpSet ops;
  for (OpId id : allOps())
    if (opPatternMatches(pattern, opName(id))) ops.set(static_cast<size_t>(id));
  return ops;
}

std::string suggestOpName(std::string_view pattern) {
  std::string word(pattern);
  std::erase(word, '*');
  if (word.empty()) return "";
  std::string_view bare = word;
  if (bare.starts_with(kDefaultDialect)) bare.remove_prefix(kDefaultDialect.size());
  for (const Alias& alias : kAliases)
    if (alias.name == bare) return spelledLike(pattern, alias.op);
  std::vector<std::string> names;
  for (OpId id : allOps()) names.push_back(spelledLike(pattern, opName(id)));
  std::string best;
  for (const std::string& name : names)
    if (name.starts_with(word) && (best.empty() || name.size() < best.size())) best = name;
  if (!best.empty()) return best;
  size_t bestDistance = std::max<size_t>(2, word.size() / 3) + 1;
  for (const std::string& name : names)
    if (const size_t d = editDistance(word, name); d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  return best;
}

}  // namespace hlo_cts
