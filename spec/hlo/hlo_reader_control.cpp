// The HLO reader's functions for opcodes with computations (regions),
// windows, tuples and the remaining attribute-carrying ops.
#include <fmt/format.h>

#include "spec/hlo/hlo_reader_impl.h"
#include "spec/text/printer.h"

namespace hlo_cts::hlo {
namespace {

Result<Window> window(IR& r, size_t rank) {
  const HloAttribute* a = r.instr_.attribute("window");
  if (!a) return parseWindow("{}", rank, r.instr_.location);
  return parseWindow(a->value, rank, a->location);
}

// The optional window properties the text wrote.
void windowProperties(const Window& w, std::string_view strides, std::string_view lhsDilation,
                      std::string_view rhsDilation, std::vector<std::string>& props) {
  if (w.hasStride) props.push_back(fmt::format("{} = {}", strides, denseArray(w.stride)));
  if (w.hasLhsDilate) props.push_back(fmt::format("{} = {}", lhsDilation, denseArray(w.lhsDilate)));
  if (w.hasRhsDilate) props.push_back(fmt::format("{} = {}", rhsDilation, denseArray(w.rhsDilate)));
  if (w.hasPad) props.push_back("padding = " + paddingMatrix(w.padLow, w.padHigh));
}

Result<std::string> convDimensionNumbers(IR& r) {
  std::optional<std::string> labels = r.text("dim_labels");
  if (!labels) return instructionError(r.instr_, "expected 'dim_labels='");
  size_t underscore = labels->find('_'), arrow = labels->find("->");
  if (underscore == std::string::npos || arrow == std::string::npos || arrow < underscore)
    return instructionError(r.instr_, "expected dim_labels like b01f_01io->b01f");
  auto list = [](std::string_view part) {
    std::vector<std::string> items;
    for (char c : part) items.push_back(std::string(1, c));
    return fmt::format("[{}]", fmt::join(items, ", "));
  };
  std::string_view text = *labels;
  return fmt::format("#stablehlo.conv<{}x{}->{}>", list(text.substr(0, underscore)),
                     list(text.substr(underscore + 1, arrow - underscore - 1)),
                     list(text.substr(arrow + 2)));
}

}  // namespace

namespace {

// Whether every value of `from` is a value of `to` (a convert is exact).
bool holdsExactly(ElementType to, ElementType from) {
  if (to == from) return true;
  if (isInteger(from) && isInteger(to)) {
    if (isSignedInteger(from)) return isSignedInteger(to) && bitWidth(to) >= bitWidth(from);
    return bitWidth(to) > bitWidth(from) ||
           (!isSignedInteger(to) && bitWidth(to) == bitWidth(from));
  }
  const FloatFormat* toFormat = floatFormat(to);
  if (!toFormat) return false;
  if (isInteger(from))
    return toFormat->precision() >= bitWidth(from) - (isSignedInteger(from) ? 1 : 0);
  const FloatFormat* fromFormat = floatFormat(from);
  return fromFormat && toFormat->hasSign >= fromFormat->hasSign &&
         toFormat->precision() >= fromFormat->precision() &&
         toFormat->maxExponent() >= fromFormat->maxExponent() &&
         toFormat->minExponent() - toFormat->mantissaBits <=
             fromFormat->minExponent() - fromFormat->mantissaBits;
}

}  // namespace

namespace {

Result<std::vector<Rep>> sameOperandElementTypes(IR& r, std::vector<Rep> reps) {
  if (reps.size() < 2 || !reps[0].type.isTensor() || !reps[1].type.isTensor() ||
      !r.instr_.shape.isTensor())
    return reps;
  ElementType lhs = reps[0].type.elementType(), rhs = reps[1].type.elementType();
  if (lhs == rhs) return reps;
  // XLA's mixed-precision dot and convolution compute in the result type
  // (its preferred element type); StableHLO's take one operand type
  // (dot_general C13), so the operands are converted where that is exact:
  // to the result type, or else the narrower to the wider.
  ElementType result = r.instr_.shape.elementType();
  ElementType common = holdsExactly(result, lhs) && holdsExactly(result, rhs) ? result
                       : holdsExactly(lhs, rhs)                               ? lhs
                       : holdsExactly(rhs, lhs)                               ? rhs
                                                                              : ElementType::kI1;
  if (common == ElementType::kI1)
    return instructionError(
        r.instr_, fmt::format("operands of element types {} and {} have no common type that "
                              "holds both exactly, which StableHLO needs",
                              elementTypeName(lhs), elementTypeName(rhs)));
  for (size_t i = 0; i < 2; ++i) {
    if (reps[i].type.elementType() == common) continue;
    Type converted = Type::tensor(reps[i].type.shape(), common);
    Result<Rep> convert = r.emit({"stablehlo.convert", {reps[i]}, {}, {}, {converted}, false, {}});
    if (!convert.ok()) return convert.takeError();
    reps[i] = std::move(*convert);
  }
  return reps;
}

// `precision_config = [...]` from operand_precision={...}; PACKED_NIBBLE is refused.
Result<std::optional<std::string>> precisionConfig(IR& r) {
  std::optional<std::string> precision = r.text("operand_precision");
  if (!precision || precision->size() < 2) return std::optional<std::string>();
  std::string_view inner = std::string_view(*precision).substr(1, precision->size() - 2);
  std::vector<std::string> values;
  size_t start = 0;
  while (start <= inner.size()) {
    size_t comma = inner.find(',', start);
    std::string_view item = inner.substr(start, comma == inner.npos ? inner.npos : comma - start);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    if (upper(item) == "PACKED_NIBBLE")
      return instructionError(r.instr_,
                              "operand_precision=PACKED_NIBBLE (two 4-bit values packed in each "
                              "element) has no StableHLO meaning");
    values.push_back(fmt::format("#stablehlo<precision {}>", upper(item)));
    if (comma == inner.npos) break;
    start = comma + 1;
  }
  return std::optional<std::string>(
      fmt::format("precision_config = [{}]", fmt::join(values, ", ")));
}

}  // namespace

Result<Rep> emitContraction(IR& r, OpId id, std::vector<std::string> props) {
  Result<std::optional<std::string>> precision = precisionConfig(r);
  if (!precision.ok()) return precision.takeError();
  if (*precision) props.push_back(**precision);
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  Result<std::vector<Rep>> operands = sameOperandElementTypes(r, std::move(*reps));
  if (!operands.ok()) return operands.takeError();
  return r.emit(
      {std::string(opName(id)), std::move(*operands), std::move(props), {}, {}, false, {}});
}

namespace {

Result<int64_t> oneInt(IR& r, std::string_view key) {
  Result<std::vector<int64_t>> values = r.ints(key);
  if (!values.ok()) return values.takeError();
  if (values->size() != 1) return instructionError(r.instr_, fmt::format("expected one {}", key));
  return (*values)[0];
}

// The results of an op that returned a tuple shape's leaves, grouped as the shape is.
Result<Rep> regroup(IR& r, Result<Rep> flat) {
  if (!flat.ok()) return flat;
  size_t next = 0;
  return nestLeaves(r.instr_.shape, flat->elements, next);
}

Result<Rep> readWhile(IR& r) {
  Result<const HloComputation*> condition = r.reader_.computation(r.instr_, "condition");
  if (!condition.ok()) return condition.takeError();
  Result<const HloComputation*> body = r.reader_.computation(r.instr_, "body");
  if (!body.ok()) return body.takeError();
  Result<Rep> state = r.reader_.operand(r.instr_, 0, r.scope_);
  if (!state.ok()) return state.takeError();
  // StableHLO's while state is flat: a (nested) tuple travels as its leaves.
  bool tupled = state->type.isTuple();
  Result<std::vector<Rep>> operands = r.reader_.leaves(*state, r.instr_.location);
  if (!operands.ok()) return operands.takeError();
  auto params =
      tupled ? RegionSpec::Params::kTupleOfBlockArguments : RegionSpec::Params::kBlockArguments;
  Result<Rep> loop = r.emit({"stablehlo.while",
                             std::move(*operands),
                             {},
                             {},
                             leafTypes(r.instr_.shape),
                             tupled,
                             {RegionSpec{*condition, params, {}}, RegionSpec{*body, params, {}}}});
  return tupled ? regroup(r, std::move(loop)) : loop;
}

Result<Rep> readConditional(IR& r) {
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  if (reps->empty()) return instructionError(r.instr_, "expected a predicate or index operand");
  std::vector<const HloComputation*> branches;
  if (std::optional<std::string> list = r.text("branch_computations")) {
    std::string_view inner = *list;
    if (inner.size() >= 2) inner = inner.substr(1, inner.size() - 2);
    size_t start = 0;
    while (start < inner.size()) {
      size_t comma = inner.find(',', start);
      std::string name(inner.substr(start, comma == inner.npos ? inner.npos : comma - start));
      while (!name.empty() && name.front() == ' ') name.erase(0, 1);
      const HloComputation* found = r.reader_.lookup(name);
      if (!found) return instructionError(r.instr_, fmt::format("unknown computation '{}'", name));
      branches.push_back(found);
      if (comma == inner.npos) break;
      start = comma + 1;
    }
  } else {
    // A predicate picks true_computation on true: StableHLO's if has then, else.
    for (std::string_view key : {"true_computation", "false_computation"}) {
      Result<const HloComputation*> found = r.reader_.computation(r.instr_, key);
      if (!found.ok()) return found.takeError();
      branches.push_back(*found);
    }
  }
  bool isIf = !r.instr_.attribute("branch_computations");
  if (reps->size() != branches.size() + 1)
    return instructionError(r.instr_, "expected one operand per branch after the selector");
  std::vector<RegionSpec> regions;
  for (size_t i = 0; i < branches.size(); ++i)
    regions.push_back({branches[i], RegionSpec::Params::kSubstituted, {(*reps)[i + 1]}});
  // if/case results are flat: a (nested) tuple shape is returned as its leaves.
  bool tupled = r.instr_.shape.isTuple();
  Result<Rep> conditional = r.emit({isIf ? "stablehlo.if" : "stablehlo.case",
                                    {(*reps)[0]},
                                    {},
                                    {},
                                    leafTypes(r.instr_.shape),
                                    tupled,
                                    std::move(regions)});
  return tupled ? regroup(r, std::move(conditional)) : conditional;
}

Result<Rep> readRegionOp(IR& r, OpId id) {
  Result<const HloComputation*> body = r.reader_.computation(r.instr_, "to_apply");
  if (!body.ok()) return body.takeError();
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  std::vector<std::string> props;
  if (id == OpId::kSort) {
    Result<int64_t> dimension = oneInt(r, "dimensions");
    if (!dimension.ok()) return dimension.takeError();
    props.push_back(fmt::format("dimension = {} : i64", *dimension));
    r.writtenFlag("is_stable", props);
  } else if (id == OpId::kAllReduce || id == OpId::kReduceScatter) {
    const HloAttribute* groups = r.instr_.attribute("replica_groups");
    Result<std::vector<std::vector<int64_t>>> rows =
        groups ? parseIntGroups(groups->value, groups->location)
               : Result<std::vector<std::vector<int64_t>>>(std::vector<std::vector<int64_t>>{});
    if (!rows.ok()) return rows.takeError();
    props.push_back("replica_groups = " + matrix(*rows, rows->empty() ? 0 : rows->front().size()));
    if (std::optional<std::string> channel = r.text("channel_id"))
      props.push_back(fmt::format(
          "channel_handle = #stablehlo.channel_handle<handle = {}, type = 1>", *channel));
    if (r.flag("use_global_device_ids")) props.push_back("use_global_device_ids");
    if (id == OpId::kReduceScatter) {
      Result<int64_t> dimension = oneInt(r, "dimensions");
      if (!dimension.ok()) return dimension.takeError();
      props.push_back(fmt::format("scatter_dimension = {} : i64", *dimension));
    }
  } else {
    Result<std::vector<int64_t>> dims = r.ints("dimensions");
    if (!dims.ok()) return dims.takeError();
    props.push_back("dimensions = " + denseArray(*dims));
  }
  return r.emit({std::string(opName(id)),
                 std::move(*reps),
                 std::move(props),
                 {},
                 r.results(),
                 r.instr_.shape.isTuple(),
                 {r.region(*body)}});
}

}  // namespace

Result<Rep> readConvolution(IR& r) {
  Result<std::string> dims = convDimensionNumbers(r);
  if (!dims.ok()) return dims.takeError();
  std::optional<std::string> labels = r.text("dim_labels");
  size_t spatial = labels->find('_') >= 2 ? labels->find('_') - 2 : 0;
  Result<Window> w = window(r, spatial);
  if (!w.ok()) return w.takeError();
  std::vector<std::string> props;
  windowProperties(*w, "window_strides", "lhs_dilation", "rhs_dilation", props);
  if (w->hasReversal) {
    std::vector<std::string> flags;
    for (bool b : w->reversal) flags.push_back(b ? "true" : "false");
    props.push_back(fmt::format("window_reversal = array<i1: {}>", fmt::join(flags, ", ")));
  }
  props.push_back("dimension_numbers = " + *dims);
  for (std::string_view key : {"feature_group_count", "batch_group_count"}) {
    int64_t count = 1;
    if (r.instr_.attribute(key)) {
      Result<int64_t> value = oneInt(r, key);
      if (!value.ok()) return value.takeError();
      count = *value;
    }
    props.push_back(fmt::format("{} = {} : i64", key, count));
  }
  return emitContraction(r, OpId::kConvolution, std::move(props));
}

Result<Rep> readWindowed(IR& r, OpId id) {
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  if (reps->empty()) return instructionError(r.instr_, "expected operands");
  Result<Window> w = window(r, (*reps)[0].type.shape().size());
  if (!w.ok()) return w.takeError();
  std::vector<std::string> props{"window_dimensions = " + denseArray(w->size)};
  std::vector<RegionSpec> regions;
  if (id == OpId::kReduceWindow) {
    windowProperties(*w, "window_strides", "base_dilations", "window_dilations", props);
    Result<const HloComputation*> body = r.reader_.computation(r.instr_, "to_apply");
    if (!body.ok()) return body.takeError();
    regions.push_back(r.region(*body));
  } else {
    windowProperties(*w, "window_strides", "lhs_dilation", "rhs_dilation", props);
    for (std::string_view key : {"select", "scatter"}) {
      Result<const HloComputation*> body = r.reader_.computation(r.instr_, key);
      if (!body.ok()) return body.takeError();
      regions.push_back(r.region(*body));
    }
  }
  return r.emit({std::string(opName(id)),
                 std::move(*reps),
                 std::move(props),
                 {},
                 r.results(),
                 r.instr_.shape.isTuple(),
                 std::move(regions)});
}

Result<Rep> readCall(IR& r, std::string_view key) {
  Result<const HloComputation*> callee = r.reader_.computation(r.instr_, key);
  if (!callee.ok()) return callee.takeError();
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  const Type& root = (*callee)->root()->shape;
  Result<Rep> call = r.emit({"func.call",
                             std::move(*reps),
                             {"callee = " + symbolRef((*callee)->name)},
                             {},
                             functionResults(**callee),
                             root.isTuple(),
                             {}});
  if (!call.ok() || !root.isTuple()) return call;
  size_t next = 0;
  return nestLeaves(root, call->elements, next);
}

Result<Rep> readControl(IR& r, OpId id) {
  switch (id) {
    case OpId::kWhile:
      return readWhile(r);
    case OpId::kCase:
      return readConditional(r);
    case OpId::kReduce:
    case OpId::kSort:
    case OpId::kMap:
    case OpId::kAllReduce:
    case OpId::kReduceScatter:
      return readRegionOp(r, id);
    case OpId::kFuncCall:
      return readCall(r, "to_apply");
    case OpId::kTuple: {
      Result<std::vector<Rep>> reps = r.operands();
      if (!reps.ok()) return reps.takeError();
      Rep list;
      list.list = true;
      list.elements = std::move(*reps);
      std::vector<Type> types;
      for (const Rep& element : list.elements) types.push_back(element.type);
      list.type = Type::tuple(std::move(types));
      return list;
    }
    case OpId::kGetTupleElement: {
      Result<Rep> tuple = r.reader_.operand(r.instr_, 0, r.scope_);
      if (!tuple.ok()) return tuple.takeError();
      Result<int64_t> index = oneInt(r, "index");
      if (!index.ok()) return index.takeError();
      size_t size = tuple->type.isTuple() ? tuple->type.elements().size() : 0;
      if (*index < 0 || static_cast<size_t>(*index) >= size)
        return instructionError(r.instr_, fmt::format("index {} is outside the tuple", *index));
      if (tuple->list) return tuple->elements[*index];
      return r.emit({"stablehlo.get_tuple_element",
                     {*tuple},
                     {fmt::format("index = {} : i32", *index)},
                     {},
                     {},
                     false,
                     {}});
    }
    case OpId::kOptimizationBarrier: {
      Result<Rep> operand = r.reader_.operand(r.instr_, 0, r.scope_);
      if (!operand.ok()) return operand.takeError();
      Result<std::vector<Rep>> flat = r.reader_.flatten(*operand, r.instr_.location);
      if (!flat.ok()) return flat.takeError();
      return r.emit({"stablehlo.optimization_barrier",
                     std::move(*flat),
                     {},
                     {},
                     r.results(),
                     r.instr_.shape.isTuple(),
                     {}});
    }
    default:
      return instructionError(r.instr_, "not a control-flow opcode");
  }
}

}  // namespace hlo_cts::hlo
