// Random numbers: rng, rng_bit_generator.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

Violation rng_c1(const OpView& v) {
  return sameElementTypes(v, {"a", "b", "result"});
}

Violation rng_c2(const OpView& v) {
  if (v.enumValue("rng_distribution") != "NORMAL" || isFloatType(v.type("a"))) return std::nullopt;
  return fmt::format("rng_distribution = NORMAL needs a floating-point a, got {}",
                     typeStr(v.type("a")));
}

// (C3) shape(result) = shape: the length of `shape` is the rank, and its
// values (when it is a constant) the dimensions.
Violation rng_c3(const OpView& v) {
  const Type& result = v.type("result");
  auto values = v.integers("shape");
  if (auto i = values ? firstNegative(*values) : std::nullopt)
    return fmt::format("shape[{}] = {} is negative, so no result shape has it", *i, (*values)[*i]);
  if (result.unranked()) return std::nullopt;
  if (values) {
    if (shapesCompatible(*values, result.shape())) return std::nullopt;
    return fmt::format("shape(result) of {} but shape = {}", typeStr(result), listStr(*values));
  }
  auto size = v.listSize("shape");
  if (!size || *size == result.rank()) return std::nullopt;
  return fmt::format("size(shape) = {} but rank(result) = {}", *size, result.rank());
}

Violation rng_bit_generator_c1(const OpView& v) {
  return sameTypes(v, {"initial_state", "output_state"});
}

// (C2) size(initial_state) is 2 for THREE_FRY, 2 or 3 for PHILOX and
// implementation-defined for DEFAULT.
Violation rng_bit_generator_c2(const OpView& v) {
  auto algorithm = v.enumValue("rng_algorithm");
  auto size = v.listSize("initial_state");
  if (!algorithm || !size) return std::nullopt;
  if (*algorithm == "THREE_FRY" && *size != 2)
    return fmt::format("rng_algorithm = THREE_FRY needs size(initial_state) = 2, got {}", *size);
  if (*algorithm == "PHILOX" && *size != 2 && *size != 3)
    return fmt::format("rng_algorithm = PHILOX needs size(initial_state) = 2 or 3, got {}", *size);
  return std::nullopt;
}

}  // namespace

void addRandomOps(std::vector<OpDef>& ops) {
  ops.push_back(OpDef{
      .name = "stablehlo.rng",
      .family = "random",
      .summary = "random numbers of a uniform or normal distribution",
      .xlaNames = {{"RngUniform"},
                   {"RngNormal"},
                   {"RngBernoulli", "rng UNIFORM in [0, 1) compared against p, as XLA lowers it"}},
      .inputs = {operand("a", cat::kIntBoolFloatScalar), operand("b", cat::kIntBoolFloatScalar),
                 constantOperand("shape", cat::kSI64Vector),
                 attribute("rng_distribution", "rng_distribution", "enum of UNIFORM and NORMAL")},
      .outputs = {output("result", cat::kIntBoolFloat)},
      .constraints = {{"C1", "element_type(a) = element_type(b) = element_type(result)", rng_c1},
                      {"C2", "if rng_distribution = NORMAL, then is_float(a)", rng_c2},
                      {"C3", "shape(result) = shape", rng_c3}}});
  ops.push_back(OpDef{
      .name = "stablehlo.rng_bit_generator",
      .family = "random",
      .summary = "random bits and the next generator state",
      .xlaNames = {{"RngBitGenerator"}},
      .inputs = {attribute("rng_algorithm", "rng_algorithm",
                           "enum of DEFAULT, THREE_FRY and PHILOX"),
                 operand("initial_state", cat::kUI64Vector)},
      .outputs = {output("output_state", cat::kUI64Vector), output("output", cat::kIntOrFloat)},
      .constraints = {{"C1", "type(initial_state) = type(output_state)", rng_bit_generator_c1},
                      {"C2",
                       "size(initial_state) is implementation-defined for DEFAULT, 2 for "
                       "THREE_FRY and 2 or 3 for PHILOX",
                       rng_bit_generator_c2}}});
}

}  // namespace hlo_cts::ops
