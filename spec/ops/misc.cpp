// Everything else: constant, tuples, tokens, infeed/outfeed, send/recv,
// custom_call, optimization_barrier, return.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// --- constant ------------------------------------------------------------------------------

// (C1) type(value) = type(output); a quantized output stores its values as
// the storage type.
Violation constant_c1(const OpView& v) {
  const Attribute* value = v.attr("value");
  const Type& out = v.type("output");
  if (!value || (value->kind() != Attribute::Kind::kDenseElements &&
                 value->kind() != Attribute::Kind::kDenseResource))
    return std::nullopt;
  Type expected = out.isQuantized() ? out.withElementType(out.elementType()) : out;
  const Type& actual = value->type();
  if (sameType(actual, expected) || (out.isQuantized() && sameType(actual, out)))
    return std::nullopt;
  return fmt::format("type(value) = {} but type(output) = {}", typeStr(actual), typeStr(out));
}

// --- tuple / get_tuple_element -----------------------------------------------------------------

Violation tuple_c1(const OpView& v) {
  const Type& result = v.type("result");
  std::vector<Type> values = v.types("val");
  if (result.kind() == Type::Kind::kTuple && result.elements().size() == values.size()) {
    bool ok = true;
    for (size_t i = 0; ok && i < values.size(); ++i) ok = sameType(values[i], result.elements()[i]);
    if (ok) return std::nullopt;
  }
  return fmt::format("result has type {}, expected tuple<{}>", typeStr(result), typesStr(values));
}

Result<std::vector<Type>> tuple_infer(const OpView& v) {
  return std::vector<Type>{Type::tuple(v.types("val"))};
}

Violation get_tuple_element_c1(const OpView& v) {
  auto index = v.integer("index");
  const Type& t = v.type("operand");
  if (!index || t.kind() != Type::Kind::kTuple) return std::nullopt;
  int64_t size = static_cast<int64_t>(t.elements().size());
  if (*index >= 0 && *index < size) return std::nullopt;
  return fmt::format("index = {} is outside [0, size(operand) = {})", *index, size);
}

Violation get_tuple_element_c2(const OpView& v) {
  auto index = v.integer("index");
  const Type& t = v.type("operand");
  if (!index || t.kind() != Type::Kind::kTuple || *index < 0 ||
      *index >= static_cast<int64_t>(t.elements().size()))
    return std::nullopt;
  const Type& expected = t.elements()[*index];
  if (sameType(v.type("result"), expected)) return std::nullopt;
  return fmt::format("type(result) = {} but tuple_element_types(operand)[{}] = {}",
                     typeStr(v.type("result")), *index, typeStr(expected));
}

Result<std::vector<Type>> get_tuple_element_infer(const OpView& v) {
  auto index = v.integer("index");
  const Type& t = v.type("operand");
  if (!index || t.kind() != Type::Kind::kTuple || *index < 0 ||
      *index >= static_cast<int64_t>(t.elements().size()))
    return makeError("get_tuple_element: index out of range");
  return std::vector<Type>{t.elements()[*index]};
}

// --- infeed / recv ---------------------------------------------------------------------------

Violation results_nonempty(const OpView& v) {
  if (v.types("results").empty()) return "size(results) = 0";
  return std::nullopt;
}

// is_empty(results[:-1]) or is_tensor(type(results[:-1])).
Violation results_leading_tensors(const OpView& v) {
  std::vector<Type> results = v.types("results");
  for (size_t i = 0; i + 1 < results.size(); ++i)
    if (!results[i].isTensor())
      return fmt::format("results[{}] has type {}, expected a tensor", i, typeStr(results[i]));
  return std::nullopt;
}

Violation results_end_with_token(const OpView& v) {
  std::vector<Type> results = v.types("results");
  if (results.empty() || results.back().isToken()) return std::nullopt;
  return fmt::format("the last result has type {}, expected !stablehlo.token",
                     typeStr(results.back()));
}

// --- send / recv channel types -----------------------------------------------------------------

// The channel_handle's type field: XLA's ChannelHandle::ChannelType.
std::string_view channelTypeName(int64_t type) {
  switch (type) {
    case 1:
      return "DEVICE_TO_DEVICE";
    case 2:
      return "DEVICE_TO_HOST";
    case 3:
      return "HOST_TO_DEVICE";
    default:
      return "CHANNEL_TYPE_INVALID";
  }
}

Violation channelTypeFor(const OpView& v, std::string_view hostType) {
  auto type = v.integer("channel_type");
  if (!type) return std::nullopt;
  bool host = v.flag("is_host_transfer").value_or(false);
  std::string_view expected = host ? hostType : "DEVICE_TO_DEVICE";
  if (channelTypeName(*type) == expected) return std::nullopt;
  return fmt::format("channel_type = {} ({}) but is_host_transfer = {} requires {}",
                     channelTypeName(*type), *type, host, expected);
}

Violation send_c1(const OpView& v) {
  return channelTypeFor(v, "DEVICE_TO_HOST");
}

Violation recv_c1(const OpView& v) {
  return channelTypeFor(v, "HOST_TO_DEVICE");
}

// --- optimization_barrier -------------------------------------------------------------------

Violation optimization_barrier_c1(const OpView& v) {
  size_t a = v.types("operand").size(), b = v.types("result").size();
  if (a != b) return fmt::format("{} results for {} operands", b, a);
  return pairwiseSameTypes(v, "result", "operand");
}

}  // namespace

void addMiscOps(std::vector<OpDef>& ops) {
  ops.push_back(OpDef{.name = "stablehlo.constant",
                      .family = "misc",
                      .summary = "a tensor constant",
                      .xlaNames = {{"ConstantLiteral"}, {"ConstantR0"}, {"ConstantR1"}},
                      .inputs = {attribute("value", "value", "constant")},
                      .outputs = {output("output", cat::kTensorOrQuantized)},
                      .constraints = {{"C1", "type(value) = type(output)", constant_c1}}});
  ops.push_back(OpDef{.name = "stablehlo.tuple",
                      .family = "misc",
                      .summary = "packs values into a tuple",
                      .xlaNames = {{"Tuple"}},
                      .inputs = {operand("val", cat::kAnyValue, Arity::kVariadic)},
                      .outputs = {output("result", cat::kTuple)},
                      .constraints = {{"C1",
                                       "result has type tuple<E0, ..., EN-1> where Ei = "
                                       "type(val[i])",
                                       tuple_c1}},
                      .infer = tuple_infer});
  ops.push_back(OpDef{.name = "stablehlo.get_tuple_element",
                      .family = "misc",
                      .summary = "extracts one element of a tuple",
                      .xlaNames = {{"GetTupleElement"}},
                      .inputs = {operand("operand", cat::kTuple),
                                 attribute("index", "index", "constant of type si32")},
                      .outputs = {output("result", cat::kAnyValue)},
                      .constraints = {{"C1", "0 <= index < size(operand)", get_tuple_element_c1},
                                      {"C2", "type(result) = tuple_element_types(operand)[index]",
                                       get_tuple_element_c2}},
                      .infer = get_tuple_element_infer});
  ops.push_back(OpDef{.name = "stablehlo.after_all",
                      .family = "misc",
                      .summary = "joins tokens: orders side effects",
                      .xlaNames = {{"AfterAll"}},
                      .inputs = {operand("inputs", cat::kToken, Arity::kVariadic)},
                      .outputs = {output("result", cat::kToken)}});
  ops.push_back(OpDef{.name = "stablehlo.create_token",
                      .origin = Origin::kMlir,
                      .family = "misc",
                      .summary = "a fresh token (legacy; after_all with no inputs)",
                      .xlaNames = {{"CreateToken"}},
                      .outputs = {output("output", cat::kToken)}});

  ops.push_back(OpDef{
      .name = "stablehlo.infeed",
      .family = "misc",
      .summary = "reads values from the infeed",
      .xlaNames = {{"Infeed"}, {"InfeedWithToken"}},
      .inputs = {operand("token", cat::kToken),
                 attribute("infeed_config", "infeed_config", "constant of type string", "\"\"")},
      .outputs = {output("results", cat::kTensorQuantOrToken, Arity::kVariadic)},
      .constraints = {{"C1", "0 < size(results)", results_nonempty},
                      {"C2", "is_empty(results[:-1]) or is_tensor(type(results[:-1]))",
                       results_leading_tensors},
                      {"C3", "is_token(type(results[-1]))", results_end_with_token}}});
  ops.push_back(OpDef{
      .name = "stablehlo.outfeed",
      .family = "misc",
      .summary = "writes inputs to the outfeed",
      .xlaNames = {{"Outfeed"}, {"OutfeedWithToken"}},
      .inputs = {operand("inputs", cat::kTensorOrQuantized, Arity::kVariadic),
                 operand("token", cat::kToken),
                 attribute("outfeed_config", "outfeed_config", "constant of type string", "\"\"")},
      .outputs = {output("result", cat::kToken)}});
  auto channelInputs = [](std::string_view types) {
    return std::vector<InputDef>{
        attribute("channel_id", "channel_handle.handle", "constant of type si64"),
        attribute("channel_type", "channel_handle.type", types),
        attribute("is_host_transfer", "is_host_transfer", "constant of type i1", "false")};
  };
  {
    OpDef def{.name = "stablehlo.send",
              .family = "misc",
              .summary = "sends inputs on a channel",
              .xlaNames = {{"Send"}, {"SendToHost"}},
              .inputs = {operand("inputs", cat::kTensorOrQuantized, Arity::kVariadic),
                         operand("token", cat::kToken)},
              .outputs = {output("result", cat::kToken)},
              .constraints = {{"C1",
                               "channel_type is DEVICE_TO_HOST if is_host_transfer = true, "
                               "DEVICE_TO_DEVICE otherwise",
                               send_c1}}};
    for (InputDef& in : channelInputs("enum of DEVICE_TO_DEVICE and DEVICE_TO_HOST"))
      def.inputs.push_back(in);
    ops.push_back(std::move(def));
  }
  {
    OpDef def{.name = "stablehlo.recv",
              .family = "misc",
              .summary = "receives values from a channel",
              .xlaNames = {{"Recv"}, {"RecvFromHost"}},
              .inputs = {operand("token", cat::kToken)},
              .outputs = {output("results", cat::kTensorQuantOrToken, Arity::kVariadic)},
              .constraints = {{"C1",
                               "channel_type is HOST_TO_DEVICE if is_host_transfer = true, "
                               "DEVICE_TO_DEVICE otherwise",
                               recv_c1},
                              {"C2", "0 < size(results)", results_nonempty},
                              {"C3", "is_empty(results[:-1]) or is_tensor(type(results[:-1]))",
                               results_leading_tensors},
                              {"C4", "is_token(type(results[-1]))", results_end_with_token}}};
    for (InputDef& in : channelInputs("enum of DEVICE_TO_DEVICE and HOST_TO_DEVICE"))
      def.inputs.push_back(in);
    ops.push_back(std::move(def));
  }

  ops.push_back(OpDef{
      .name = "stablehlo.custom_call",
      .family = "misc",
      .summary = "an implementation-defined operation named by call_target_name",
      .xlaNames = {{"CustomCall"}},
      .inputs = {operand("inputs", cat::kAnyValue, Arity::kVariadic),
                 attribute("call_target_name", "call_target_name", "constant of type string"),
                 attribute("has_side_effect", "has_side_effect", "constant of type i1", "false"),
                 attribute("backend_config", "backend_config", "constant of type string", "\"\""),
                 attribute("api_version", "api_version", "constant of type si32", "1"),
                 attribute("called_computations", "called_computations",
                           "variadic number of constants of type string", "[]")},
      .outputs = {output("results", cat::kAnyValue, Arity::kVariadic)},
      // What a call computes is the named target's business, on every type
      // (the oracle evaluates only its own check.* targets).
      .undefinedOn = {kAllClasses,
                      "implementation-defined: the spec gives custom_call no semantics beyond "
                      "calling call_target_name"}});
  ops.push_back(OpDef{
      .name = "stablehlo.optimization_barrier",
      .family = "misc",
      .summary = "prevents optimizations from moving ops across it",
      .xlaNames = {{"OptimizationBarrier"}},
      .inputs = {operand("operand", cat::kTensorPerTensorOrToken, Arity::kVariadic)},
      .outputs = {output("result", cat::kTensorPerTensorOrToken, Arity::kVariadic)},
      .constraints = {{"C1", "type(operand...) = type(result...)", optimization_barrier_c1}}});
  ops.push_back(OpDef{.name = "stablehlo.return",
                      .origin = Origin::kMlir,
                      .family = "misc",
                      .summary = "terminates a StableHLO region with its results",
                      .inputs = {operand("results", cat::kAnyValue, Arity::kVariadic)}});
}

}  // namespace hlo_cts::ops
