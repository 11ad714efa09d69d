// Control flow and function-like ops: if, case, while, map, sort,
// composite, async_start / async_done.
#include <fmt/format.h>

#include <numeric>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

std::string signatureStr(const RegionSignature& sig) {
  return fmt::format("({}) -> ({})", typesStr(sig.inputs), typesStr(sig.outputs));
}

bool sameTypeLists(const std::vector<Type>& a, const std::vector<Type>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!sameType(a[i], b[i])) return false;
  return true;
}

// Branch regions take no arguments.
Violation branchesTakeNoInputs(const OpView& v, std::string_view name) {
  auto regions = v.regions(name);
  for (size_t i = 0; i < regions.size(); ++i) {
    RegionSignature sig = regionSignature(*regions[i]);
    if (!sig.inputs.empty())
      return fmt::format("{}{} has input types ({}), expected none", name,
                         regions.size() > 1 ? fmt::format("[{}]", i) : std::string(),
                         typesStr(sig.inputs));
  }
  return std::nullopt;
}

Violation resultsMatchRegion(const OpView& v, const Region* region, std::string_view regionName) {
  if (!region) return std::nullopt;
  RegionSignature sig = regionSignature(*region);
  std::vector<Type> results = v.types("results");
  if (sameTypeLists(results, sig.outputs)) return std::nullopt;
  return fmt::format("type(results...) = ({}) but output_types({}) = ({})", typesStr(results),
                     regionName, typesStr(sig.outputs));
}

// --- if --------------------------------------------------------------------------------

Violation if_c1(const OpView& v) {
  if (auto r = branchesTakeNoInputs(v, "true_branch")) return r;
  return branchesTakeNoInputs(v, "false_branch");
}

Violation if_c2(const OpView& v) {
  const Region* t = v.region("true_branch");
  const Region* f = v.region("false_branch");
  if (!t || !f) return std::nullopt;
  RegionSignature st = regionSignature(*t), sf = regionSignature(*f);
  if (sameTypeLists(st.outputs, sf.outputs)) return std::nullopt;
  return fmt::format("output_types(true_branch) = ({}) but output_types(false_branch) = ({})",
                     typesStr(st.outputs), typesStr(sf.outputs));
}

Violation if_c3(const OpView& v) {
  return resultsMatchRegion(v, v.region("true_branch"), "true_branch");
}

// --- case ------------------------------------------------------------------------------

Violation case_c1(const OpView& v) {
  if (v.regions("branches").empty()) return "size(branches) = 0";
  return std::nullopt;
}

Violation case_c2(const OpView& v) {
  return branchesTakeNoInputs(v, "branches");
}

Violation case_c3(const OpView& v) {
  auto regions = v.regions("branches");
  if (regions.empty()) return std::nullopt;
  RegionSignature first = regionSignature(*regions[0]);
  for (size_t i = 1; i < regions.size(); ++i) {
    RegionSignature sig = regionSignature(*regions[i]);
    if (!sameTypeLists(sig.outputs, first.outputs))
      return fmt::format("output_types(branches[{}]) = ({}) but output_types(branches[0]) = ({})",
                         i, typesStr(sig.outputs), typesStr(first.outputs));
  }
  return std::nullopt;
}

Violation case_c4(const OpView& v) {
  auto regions = v.regions("branches");
  if (regions.empty()) return std::nullopt;
  return resultsMatchRegion(v, regions[0], "branches[0]");
}

// --- while -----------------------------------------------------------------------------

Violation while_c1(const OpView& v) {
  return regionHasSignature(v, "cond", v.types("operand"), {Type::tensor({}, ElementType::kI1)});
}

Violation while_c2(const OpView& v) {
  std::vector<Type> t = v.types("operand");
  return regionHasSignature(v, "body", t, t);
}

Violation while_c3(const OpView& v) {
  size_t a = v.types("results").size(), b = v.types("operand").size();
  if (a != b) return fmt::format("{} results for {} operands", a, b);
  return pairwiseSameTypes(v, "results", "operand");
}

// --- map -------------------------------------------------------------------------------

Violation map_c1(const OpView& v) {
  std::vector<Type> inputs = v.types("inputs");
  const Type& result = v.type("result");
  for (size_t i = 0; i < inputs.size(); ++i)
    if (!sameShape(inputs[i], result))
      return fmt::format("shape(inputs[{}]) of {} differs from shape(result) of {}", i,
                         typeStr(inputs[i]), typeStr(result));
  return std::nullopt;
}

Violation map_c2(const OpView& v) {
  if (v.operands("inputs").empty()) return "size(inputs) = 0";
  return std::nullopt;
}

Violation map_c3(const OpView& v) {
  auto dims = v.integers("dimensions");
  auto inputs = v.operands("inputs");
  if (!dims || inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  std::vector<int64_t> range(inputs[0]->type.rank());
  std::iota(range.begin(), range.end(), 0);
  if (*dims == range) return std::nullopt;
  return fmt::format("dimensions = {} but range(rank(inputs[0])) = {}", listStr(*dims),
                     listStr(range));
}

Violation map_c4(const OpView& v) {
  std::vector<Type> in;
  for (const Type& t : v.types("inputs")) in.push_back(scalarTensorOf(t.elementTypeAsType()));
  return regionHasSignature(v, "computation", in,
                            {scalarTensorOf(v.type("result").elementTypeAsType())});
}

// --- sort ------------------------------------------------------------------------------

Violation sort_c1(const OpView& v) {
  if (v.operands("inputs").empty()) return "size(inputs) = 0";
  return std::nullopt;
}

Violation sort_c2(const OpView& v) {
  size_t a = v.types("inputs").size(), b = v.types("results").size();
  if (a != b) return fmt::format("{} results for {} inputs", b, a);
  return pairwiseSameTypes(v, "results", "inputs");
}

Violation sort_c3(const OpView& v) {
  std::vector<Type> all = v.types("inputs");
  for (const Type& t : v.types("results")) all.push_back(t);
  for (size_t i = 1; i < all.size(); ++i)
    if (!sameShape(all[0], all[i]))
      return fmt::format("shapes differ: {} vs {}", typeStr(all[0]), typeStr(all[i]));
  return std::nullopt;
}

Violation sort_c4(const OpView& v) {
  auto d = v.integer("dimension");
  auto inputs = v.operands("inputs");
  if (!d || inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  int64_t r = inputs[0]->type.rank();
  if (*d >= -r && *d < r) return std::nullopt;
  return fmt::format("dimension = {} is outside [-{}, {})", *d, r, r);
}

Violation sort_c5(const OpView& v) {
  std::vector<Type> in;
  for (const Type& t : v.types("inputs")) {
    Type e = scalarTensorOf(t.elementTypeAsType());
    in.push_back(e);
    in.push_back(e);
  }
  return regionHasSignature(v, "comparator", in, {Type::tensor({}, ElementType::kI1)});
}

bool hitsStable(const OpView& v) {
  return v.flag("is_stable").value_or(false);
}

bool hitsMultiInput(const OpView& v) {
  return v.operands("inputs").size() > 1;
}

// --- composite ---------------------------------------------------------------------------

// (C1) is_namespaced_op_name(name): "dialect.op" with non-empty parts.
Violation composite_c1(const OpView& v) {
  const Attribute* name = v.attr("name");
  if (!name || name->kind() != Attribute::Kind::kString) return std::nullopt;
  const std::string& n = name->str();
  size_t dot = n.find('.');
  if (dot != std::string::npos && dot > 0 && dot + 1 < n.size()) return std::nullopt;
  return fmt::format("name = \"{}\" is not a namespaced op name (dialect.op)", n);
}

std::optional<FunctionView> decomposition(const OpView& v) {
  const Attribute* d = v.attr("decomposition");
  if (!d || d->kind() != Attribute::Kind::kSymbol || !v.context() || !v.context()->module)
    return std::nullopt;
  return v.context()->module->lookupFunction(d->name());
}

Violation composite_c2(const OpView& v) {
  const Attribute* d = v.attr("decomposition");
  if (!d || d->kind() != Attribute::Kind::kSymbol || !v.context() || !v.context()->module)
    return std::nullopt;
  if (decomposition(v)) return std::nullopt;
  return fmt::format("decomposition @{} is not defined in the module", d->name());
}

Violation composite_c3(const OpView& v) {
  auto f = decomposition(v);
  if (!f) return std::nullopt;
  std::vector<Type> in = v.types("inputs");
  if (sameTypeLists(in, f->functionType().inputs())) return std::nullopt;
  return fmt::format("types(inputs...) = ({}) but input_types(@{}) = ({})", typesStr(in), f->name(),
                     typesStr(f->functionType().inputs()));
}

Violation composite_c4(const OpView& v) {
  auto f = decomposition(v);
  if (!f) return std::nullopt;
  std::vector<Type> out = v.types("results");
  if (sameTypeLists(out, f->functionType().results())) return std::nullopt;
  return fmt::format("types(results...) = ({}) but output_types(@{}) = ({})", typesStr(out),
                     f->name(), typesStr(f->functionType().results()));
}

// --- async_start / async_done --------------------------------------------------------------

Violation async_start_c1(const OpView& v) {
  const Region* body = v.region("body");
  if (!body) return std::nullopt;
  RegionSignature sig = regionSignature(*body);
  std::vector<Type> in = v.types("inputs");
  if (sameTypeLists(in, sig.inputs)) return std::nullopt;
  return fmt::format("body has type {} but the inputs are ({})", signatureStr(sig), typesStr(in));
}

Violation async_start_c2(const OpView& v) {
  const Region* body = v.region("body");
  const Type& future = v.type("result");
  if (!body || future.kind() != Type::Kind::kFuture) return std::nullopt;
  RegionSignature sig = regionSignature(*body);
  if (sameTypeLists(future.elements(), sig.outputs)) return std::nullopt;
  return fmt::format("result {} does not hold output_types(body) = ({})", typeStr(future),
                     typesStr(sig.outputs));
}

// (C3) the body wraps one asynchronous op (a collective or a slice) and
// returns its results.
Violation async_start_c3(const OpView& v) {
  const Region* body = v.region("body");
  if (!body || !body->front()) return std::nullopt;
  static const std::string_view kWrappable[] = {
      "stablehlo.all_gather",         "stablehlo.all_reduce",
      "stablehlo.all_to_all",         "stablehlo.collective_broadcast",
      "stablehlo.collective_permute", "stablehlo.collective_reduce",
      "stablehlo.reduce_scatter",     "stablehlo.slice",
      "stablehlo.dynamic_slice"};
  const auto& ops = body->front()->operations();
  if (ops.size() == 2)
    for (std::string_view w : kWrappable)
      if (ops[0]->name() == w) return std::nullopt;
  return fmt::format(
      "body must hold exactly one collective or slice op and stablehlo.return, "
      "holds {} ops{}",
      ops.size(), ops.empty() ? "" : " starting with " + ops[0]->name());
}

Violation async_done_c1(const OpView& v) {
  const Type& future = v.type("future");
  if (future.kind() != Type::Kind::kFuture) return std::nullopt;
  std::vector<Type> out = v.types("results");
  if (sameTypeLists(out, future.elements())) return std::nullopt;
  return fmt::format("type(results...) = ({}) but the future holds ({})", typesStr(out),
                     typesStr(future.elements()));
}

TypeCategory loopValue() {
  TypeCategory c = cat::kTensorQuantOrToken;
  c.kinds |= kBufferValue;
  c.text = "tensor, quantized tensor, token or buffer";
  return c;
}

}  // namespace

void addControlFlowOps(std::vector<OpDef>& ops) {
  ops.push_back(OpDef{
      .name = "stablehlo.if",
      .family = "control_flow",
      .summary = "runs one of two branches",
      .xlaNames = {{"Conditional", "with a boolean predicate"}},
      .inputs = {operand("pred", cat::kI1Scalar), region("true_branch"), region("false_branch")},
      .outputs = {output("results", cat::kTensorQuantOrToken, Arity::kVariadic)},
      .constraints = {{"C1", "input_types(true_branch) = input_types(false_branch) = []", if_c1},
                      {"C2", "output_types(true_branch) = output_types(false_branch)", if_c2},
                      {"C3", "type(results...) = output_types(true_branch)", if_c3}}});
  ops.push_back(
      OpDef{.name = "stablehlo.case",
            .family = "control_flow",
            .summary = "runs the branch selected by index (the last one when out of range)",
            .xlaNames = {{"Conditional", "with an integer branch index"}},
            .inputs = {operand("index", cat::kSI32Scalar), region("branches", Arity::kVariadic)},
            .outputs = {output("results", cat::kTensorQuantOrToken, Arity::kVariadic)},
            .constraints = {{"C1", "0 < size(branches)", case_c1},
                            {"C2", "input_types(branches...) = []", case_c2},
                            {"C3", "same(output_types(branches...))", case_c3},
                            {"C4", "type(results...) = output_types(branches[0])", case_c4}}});
  ops.push_back(OpDef{
      .name = "stablehlo.while",
      .family = "control_flow",
      .summary = "runs body while cond holds",
      .xlaNames = {{"While"}},
      .inputs = {operand("operand", loopValue(), Arity::kVariadic), region("cond"), region("body")},
      .outputs = {output("results", loopValue(), Arity::kVariadic)},
      .constraints = {
          {"C1", "cond has type (T0, ..., TN-1) -> tensor<i1> where Ti = type(operand[i])",
           while_c1},
          {"C2",
           "body has type (T0, ..., TN-1) -> (T0, ..., TN-1) where Ti = "
           "type(operand[i])",
           while_c2},
          {"C3", "type(results...) = type(operand...)", while_c3}}});
  ops.push_back(OpDef{
      .name = "stablehlo.map",
      .family = "control_flow",
      .summary = "applies computation elementwise over inputs",
      .xlaNames = {{"Map"}},
      .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                 attribute("dimensions", "dimensions",
                           "1-dimensional tensor constant of type si64"),
                 region("computation")},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {{"C1", "shape(inputs...) = shape(result)", map_c1},
                      {"C2", "0 < size(inputs) = N", map_c2},
                      {"C3", "dimensions = range(rank(inputs[0]))", map_c3},
                      {"C4",
                       "computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'> where "
                       "Ei = element_type(inputs[i]) and E' = element_type(result)",
                       map_c4}}});
  {
    OpDef def{.name = "stablehlo.sort",
              .family = "control_flow",
              .summary = "sorts inputs together along dimension using comparator",
              .xlaNames = {{"Sort"}},
              .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                         attribute("dimension", "dimension", "constant of type si64", "-1"),
                         attribute("is_stable", "is_stable", "constant of type i1", "false"),
                         region("comparator")},
              .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)},
              .constraints = {{"C1", "0 < size(inputs)", sort_c1},
                              {"C2", "type(inputs...) = type(results...)", sort_c2},
                              {"C3", "same(shape(inputs...) + shape(results...))", sort_c3},
                              {"C4", "-R <= dimension < R where R = rank(inputs[0])", sort_c4},
                              {"C5",
                               "comparator has type (tensor<E0>, tensor<E0>, ..., tensor<EN-1>, "
                               "tensor<EN-1>) -> tensor<i1> where Ei = element_type(inputs[i])",
                               sort_c5}}};
    addDefaultCoverage(def);
    def.coverage.push_back(
        {"attr:stable", "is_stable = true", CoveragePoint::Kind::kAttributeFeature, hitsStable});
    def.coverage.push_back({"attr:multi_input", "more than one input",
                            CoveragePoint::Kind::kAttributeFeature, hitsMultiInput});
    ops.push_back(std::move(def));
  }
  ops.push_back(OpDef{
      .name = "stablehlo.composite",
      .origin = Origin::kCurrentSpec,
      .family = "control_flow",
      .summary = "an op made of other ops: behaves as a call of its decomposition",
      .xlaNames = {{"CompositeCall"}},
      .inputs = {operand("inputs", cat::kAnyValue, Arity::kVariadic),
                 attribute("name", "name", "constant of type string"),
                 attribute("composite_attributes", "composite_attributes", "attribute dictionary",
                           "{}"),
                 attribute("decomposition", "decomposition", "constant of type string"),
                 attribute("version", "version", "constant of type si32", "0")},
      .outputs = {output("results", cat::kAnyValue, Arity::kVariadic)},
      .constraints = {{"C1", "is_namespaced_op_name(name)", composite_c1, Origin::kCurrentSpec},
                      {"C2", "is_defined_in_parent_scope(decomposition)", composite_c2,
                       Origin::kCurrentSpec, true},
                      {"C3", "types(inputs...) = input_types(decomposition)", composite_c3,
                       Origin::kCurrentSpec, true},
                      {"C4", "types(results...) = output_types(decomposition)", composite_c4,
                       Origin::kCurrentSpec, true}}});
  ops.push_back(OpDef{
      .name = "stablehlo.async_start",
      .origin = Origin::kMlir,
      .family = "control_flow",
      .summary = "starts an asynchronous collective or slice; its result is a future",
      .inputs = {operand("inputs", cat::kAnyValue, Arity::kVariadic), region("body")},
      .outputs = {output("result", cat::kFuture)},
      .constraints = {{"C1", "input_types(body) = type(inputs...)", async_start_c1, Origin::kMlir},
                      {"C2", "result = !stablehlo.future<output_types(body)...>", async_start_c2,
                       Origin::kMlir},
                      {"C3",
                       "body holds exactly one collective or slice op followed by "
                       "stablehlo.return",
                       async_start_c3, Origin::kMlir}}});
  ops.push_back(OpDef{.name = "stablehlo.async_done",
                      .origin = Origin::kMlir,
                      .family = "control_flow",
                      .summary = "waits for a future and yields its values",
                      .inputs = {operand("future", cat::kFuture)},
                      .outputs = {output("results", cat::kAnyValue, Arity::kVariadic)},
                      .constraints = {{"C1", "type(results...) = the types the future holds",
                                       async_done_c1, Origin::kMlir}}});
}

}  // namespace hlo_cts::ops
