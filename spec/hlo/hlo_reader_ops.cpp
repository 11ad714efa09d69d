// The HLO reader's per-opcode functions: each turns one instruction's
// operands and attributes into the StableHLO op's operands and properties.
#include <fmt/format.h>

#include <cctype>

#include "spec/hlo/hlo_attributes.h"
#include "spec/hlo/hlo_opcodes.h"
#include "spec/hlo/hlo_reader_impl.h"
#include "spec/text/printer.h"

namespace hlo_cts::hlo {
namespace {

Result<Rep> readConstant(IR& r) {
  if (!r.instr_.shape.isTensor()) return instructionError(r.instr_, "expected an array shape");
  if (r.instr_.shape.numElements() > kMaxHloElements)
    return makeError(fmt::format("a constant may have at most {} elements", kMaxHloElements),
                     r.instr_.location, DiagnosticKind::kLimit);
  const HloAttribute fake{"literal", r.instr_.literal, r.instr_.location};
  Result<Tensor> literal = parseLiteral(fake.value, r.instr_.shape, r.instr_.location);
  if (!literal.ok()) return literal.takeError();
  std::string value = printAttribute(Attribute::denseElements(*literal, r.instr_.shape));
  return r.emit({"stablehlo.constant", {}, {"value = " + value}, {}, {}, false, {}});
}

Result<Rep> readCompare(IR& r) {
  std::optional<std::string> direction = r.text("direction");
  if (!direction) return instructionError(r.instr_, "expected 'direction='");
  std::vector<std::string> props{
      fmt::format("comparison_direction = #stablehlo<comparison_direction {}>", *direction)};
  if (std::optional<std::string> type = r.text("type"))
    props.push_back(fmt::format("compare_type = #stablehlo<comparison_type {}>", *type));
  return r.emitWith(OpId::kCompare, std::move(props));
}

// An op whose attributes map one to one (HloForm::kRenamed).
Result<Rep> readRenamed(IR& r, const HloOpcode& opcode) {
  std::vector<std::string> props;
  for (const HloAttributeRename& a : opcode.renames()) {
    if (a.value == HloValue::kEnum) {
      std::optional<std::string> value = r.text(a.hlo);
      if (!value) return instructionError(r.instr_, fmt::format("expected '{}='", a.hlo));
      std::string_view v = *value;
      if (v.substr(0, a.prefix.size()) == a.prefix) v.remove_prefix(a.prefix.size());
      props.push_back(fmt::format("{} = #stablehlo<{} {}>", a.stablehlo, a.type, upper(v)));
      continue;
    }
    Result<std::vector<int64_t>> values = r.ints(a.hlo);
    if (!values.ok()) return values.takeError();
    if (a.value == HloValue::kIntList) {
      props.push_back(fmt::format("{} = {}", a.stablehlo, denseArray(*values)));
      continue;
    }
    if (values->size() != 1)
      return instructionError(r.instr_, fmt::format("expected one {}", a.hlo));
    props.push_back(fmt::format("{} = {} : {}", a.stablehlo, (*values)[0], a.type));
  }
  return r.emitWith(opcode.op, std::move(props));
}

Result<Rep> readSlice(IR& r) {
  std::optional<std::string> text = r.text("slice");
  if (!text) return instructionError(r.instr_, "expected 'slice='");
  Result<SliceRanges> ranges = parseSliceRanges(*text, r.instr_.attribute("slice")->location);
  if (!ranges.ok()) return ranges.takeError();
  return r.emitWith(OpId::kSlice, {"start_indices = " + denseArray(ranges->starts),
                                   "limit_indices = " + denseArray(ranges->limits),
                                   "strides = " + denseArray(ranges->strides)});
}

Result<Rep> readPad(IR& r) {
  const HloAttribute* a = r.instr_.attribute("padding");
  if (!a) return instructionError(r.instr_, "expected 'padding='");
  Result<PaddingConfig> padding =
      parsePadding(a->value, r.instr_.shape.shape().size(), a->location);
  if (!padding.ok()) return padding.takeError();
  return r.emitWith(OpId::kPad, {"edge_padding_low = " + denseArray(padding->low),
                                 "edge_padding_high = " + denseArray(padding->high),
                                 "interior_padding = " + denseArray(padding->interior)});
}

// Gather and scatter: dimension numbers as a struct of list fields.
Result<std::string> dimensionStruct(IR& r, std::string_view mnemonic,
                                    std::initializer_list<std::string_view> fields) {
  std::vector<std::string> parts;
  for (std::string_view field : fields) {
    if (!r.instr_.attribute(field)) continue;
    Result<std::vector<int64_t>> values = r.ints(field);
    if (!values.ok()) return values.takeError();
    if (field == "index_vector_dim") {
      if (values->size() != 1) return instructionError(r.instr_, "expected one index_vector_dim");
      parts.push_back(fmt::format("index_vector_dim = {}", (*values)[0]));
    } else {
      parts.push_back(fmt::format("{} = {}", field, listField(*values)));
    }
  }
  return fmt::format("#stablehlo.{}<{}>", mnemonic, fmt::join(parts, ", "));
}

Result<Rep> readGather(IR& r) {
  Result<std::string> dims =
      dimensionStruct(r, "gather",
                      {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                       "start_indices_batching_dims", "start_index_map", "index_vector_dim"});
  if (!dims.ok()) return dims.takeError();
  Result<std::vector<int64_t>> sizes = r.ints("slice_sizes");
  if (!sizes.ok()) return sizes.takeError();
  std::vector<std::string> props{"dimension_numbers = " + *dims,
                                 "slice_sizes = " + denseArray(*sizes)};
  r.writtenFlag("indices_are_sorted", props);
  return r.emitWith(OpId::kGather, std::move(props));
}

Result<Rep> readScatter(IR& r) {
  Result<std::string> dims = dimensionStruct(
      r, "scatter",
      {"update_window_dims", "inserted_window_dims", "input_batching_dims",
       "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"});
  if (!dims.ok()) return dims.takeError();
  Result<const HloComputation*> body = r.reader_.computation(r.instr_, "to_apply");
  if (!body.ok()) return body.takeError();
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  std::vector<std::string> props{"scatter_dimension_numbers = " + *dims};
  r.writtenFlag("indices_are_sorted", props);
  r.writtenFlag("unique_indices", props);
  return r.emit({"stablehlo.scatter",
                 std::move(*reps),
                 std::move(props),
                 {},
                 r.results(),
                 r.instr_.shape.isTuple(),
                 {r.region(*body)}});
}

Result<Rep> readDot(IR& r) {
  std::vector<std::string> parts;
  const std::pair<std::string_view, std::string_view> fields[] = {
      {"lhs_batch_dims", "lhs_batching_dimensions"},
      {"rhs_batch_dims", "rhs_batching_dimensions"},
      {"lhs_contracting_dims", "lhs_contracting_dimensions"},
      {"rhs_contracting_dims", "rhs_contracting_dimensions"}};
  for (const auto& [key, field] : fields) {
    Result<std::vector<int64_t>> values = r.ints(key, false);
    if (!values.ok()) return values.takeError();
    if (!values->empty()) parts.push_back(fmt::format("{} = {}", field, listField(*values)));
  }
  std::vector<std::string> props{
      fmt::format("dot_dimension_numbers = #stablehlo.dot<{}>", fmt::join(parts, ", "))};
  return emitContraction(r, OpId::kDotGeneral, std::move(props));
}

Result<Rep> readEnumOp(IR& r, OpId id, std::string_view key, std::string_view property,
                       std::string_view enumName, std::string_view prefix) {
  std::optional<std::string> value = r.text(key);
  if (!value) return instructionError(r.instr_, fmt::format("expected '{}='", key));
  std::string_view v = *value;
  if (v.substr(0, prefix.size()) == prefix) v.remove_prefix(prefix.size());
  std::string name = upper(v);
  std::vector<std::string> props{fmt::format("{} = #stablehlo<{} {}>", property, enumName, name)};
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  if (id == OpId::kRng) {  // StableHLO's rng takes the shape as an operand
    std::vector<int64_t> dims = r.instr_.shape.shape();
    std::string shapeValue = dims.empty() ? "dense<> : tensor<0xi64>"
                                          : fmt::format("dense<[{}]> : tensor<{}xi64>",
                                                        fmt::join(dims, ", "), dims.size());
    Result<Rep> shape =
        r.emit({"stablehlo.constant",
                {},
                {"value = " + shapeValue},
                {},
                {Type::tensor({static_cast<int64_t>(dims.size())}, ElementType::kSI64)},
                false,
                {}});
    if (!shape.ok()) return shape.takeError();
    reps->push_back(*shape);
  }
  return r.emit({std::string(opName(id)),
                 std::move(*reps),
                 std::move(props),
                 {},
                 r.results(),
                 r.instr_.shape.isTuple(),
                 {}});
}

Result<Rep> readCollective(IR& r, OpId id) {
  std::vector<std::string> props;
  if (id == OpId::kCollectivePermute) {
    const HloAttribute* pairs = r.instr_.attribute("source_target_pairs");
    if (!pairs) return instructionError(r.instr_, "expected 'source_target_pairs='");
    Result<std::vector<std::vector<int64_t>>> rows = parseIntGroups(pairs->value, pairs->location);
    if (!rows.ok()) return rows.takeError();
    props.push_back("source_target_pairs = " + matrix(*rows, 2));
  } else {
    const HloAttribute* groups = r.instr_.attribute("replica_groups");
    std::vector<std::vector<int64_t>> rows;
    if (groups) {
      Result<std::vector<std::vector<int64_t>>> parsed =
          parseIntGroups(groups->value, groups->location);
      if (!parsed.ok()) return parsed.takeError();
      rows = std::move(*parsed);
    }
    props.push_back("replica_groups = " + matrix(rows, rows.empty() ? 0 : rows.front().size()));
    Result<std::vector<int64_t>> dims = r.ints("dimensions");
    if (!dims.ok()) return dims.takeError();
    if (dims->size() != 1) return instructionError(r.instr_, "expected one dimension");
    if (id == OpId::kAllGather) {
      props.push_back(fmt::format("all_gather_dim = {} : i64", (*dims)[0]));
    } else {
      props.push_back(fmt::format("concat_dimension = {} : i64", (*dims)[0]));
      props.push_back(
          fmt::format("split_count = {} : i64", rows.empty() ? 1 : rows.front().size()));
      props.push_back(fmt::format("split_dimension = {} : i64", (*dims)[0]));
    }
  }
  if (std::optional<std::string> channel = r.text("channel_id"))
    props.push_back(
        fmt::format("channel_handle = #stablehlo.channel_handle<handle = {}, type = 1>", *channel));
  if (id == OpId::kAllGather && r.flag("use_global_device_ids"))
    props.push_back("use_global_device_ids");
  return r.emitWith(id, std::move(props));
}

std::string unquote(std::string_view text) {
  if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
    text = text.substr(1, text.size() - 2);
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) ++i;
    out += text[i];
  }
  return out;
}

// A string as the StableHLO text writes it.
std::string mlirString(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// custom-call: `check.*` targets with their attributes in backend_config
// are the check dialect's ops; anything else, a `check.*` target without
// one included (a stablehlo.custom_call @check.expect_eq, as exported tests
// and reproducers write their checks), is a stablehlo.custom_call.
Result<Rep> readCustomCall(IR& r) {
  std::optional<std::string> target = r.text("custom_call_target");
  if (!target) return instructionError(r.instr_, "expected 'custom_call_target='");
  std::string name = unquote(*target);
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  std::string config = unquote(r.text("backend_config").value_or("\"\""));
  bool noResults = r.instr_.shape.isTuple() && r.instr_.shape.elements().empty();
  if (name.rfind("check.", 0) == 0 && !config.empty()) {
    if (config.size() < 2 || config.front() != '{' || config.back() != '}')
      return instructionError(r.instr_,
                              "a check.* target takes its attributes as backend_config "
                              "{...}");
    return r.emit({name, std::move(*reps), {}, config.substr(1, config.size() - 2), {}, true, {}});
  }
  std::vector<std::string> props{"call_target_name = " + mlirString(name)};
  if (!config.empty()) props.push_back("backend_config = " + mlirString(config));
  if (r.flag("custom_call_has_side_effect")) props.push_back("has_side_effect = true");
  std::vector<Type> results = noResults ? std::vector<Type>{} : r.results();
  return r.emit({"stablehlo.custom_call",
                 std::move(*reps),
                 std::move(props),
                 {},
                 std::move(results),
                 noResults || r.instr_.shape.isTuple(),
                 {}});
}

Result<Rep> readLinalg(IR& r, OpId id) {
  std::vector<std::string> props;
  if (id == OpId::kCholesky) {
    r.writtenFlag("lower", props);
  } else if (id == OpId::kTriangularSolve) {
    for (std::string_view key : {"left_side", "lower", "unit_diagonal"})
      props.push_back(fmt::format("{} = {}", key, r.flag(key) ? "true" : "false"));
    props.push_back(fmt::format("transpose_a = #stablehlo<transpose {}>",
                                r.text("transpose_a").value_or("NO_TRANSPOSE")));
  } else if (id == OpId::kChloTopK) {
    Result<std::vector<int64_t>> k = r.ints("k");
    if (!k.ok()) return k.takeError();
    if (k->size() != 1) return instructionError(r.instr_, "expected one k");
    if (r.text("largest").value_or("true") != "true")
      return instructionError(r.instr_, "largest=false has no chlo.top_k form");
    props.push_back(fmt::format("k = {} : i64", (*k)[0]));
  } else {  // batch norm
    std::optional<std::string> epsilon = r.text("epsilon");
    if (!epsilon) return instructionError(r.instr_, "expected 'epsilon='");
    props.push_back(fmt::format("epsilon = {} : f32", *epsilon));
    Result<std::vector<int64_t>> feature = r.ints("feature_index");
    if (!feature.ok()) return feature.takeError();
    if (feature->size() != 1) return instructionError(r.instr_, "expected one feature_index");
    props.push_back(fmt::format("feature_index = {} : i64", (*feature)[0]));
  }
  Result<std::vector<Rep>> reps = r.operands();
  if (!reps.ok()) return reps.takeError();
  return r.emit({std::string(opName(id)),
                 std::move(*reps),
                 std::move(props),
                 {},
                 r.results(),
                 r.instr_.shape.isTuple(),
                 {}});
}

}  // namespace

Result<Rep> readOther(IR& r, OpId id) {
  switch (id) {
    case OpId::kRng:
      return readEnumOp(r, id, "distribution", "rng_distribution", "rng_distribution", "rng_");
    case OpId::kRngBitGenerator:
      return readEnumOp(r, id, "algorithm", "rng_algorithm", "rng_algorithm", "rng_");
    case OpId::kAllGather:
    case OpId::kAllToAll:
    case OpId::kCollectivePermute:
      return readCollective(r, id);
    case OpId::kCustomCall:
      return readCustomCall(r);
    case OpId::kCholesky:
    case OpId::kTriangularSolve:
    case OpId::kChloTopK:
    case OpId::kBatchNormGrad:
    case OpId::kBatchNormInference:
    case OpId::kBatchNormTraining:
      return readLinalg(r, id);
    default:
      return instructionError(r.instr_, "has no reader");
  }
}

Result<Rep> readInstruction(Reader& reader, const HloInstruction& instruction, Scope& scope) {
  if (isWrapperOpcode(instruction.opcode)) {
    InstructionReader r(reader, instruction, scope);
    return readWrapper(r);
  }
  const HloOpcode* opcode = lookupHloOpcode(instruction.opcode);
  if (!opcode)
    return makeError(fmt::format("unsupported HLO opcode '{}'", instruction.opcode),
                     instruction.location, DiagnosticKind::kSyntax);
  InstructionReader r(reader, instruction, scope);
  if (opcode->form == HloForm::kPlain) return r.emitWith(opcode->op, {});
  if (opcode->form == HloForm::kRenamed) return readRenamed(r, *opcode);
  switch (opcode->op) {
    case OpId::kConstant:
      return readConstant(r);
    case OpId::kCompare:
      return readCompare(r);
    case OpId::kSlice:
      return readSlice(r);
    case OpId::kPad:
      return readPad(r);
    case OpId::kGather:
      return readGather(r);
    case OpId::kScatter:
      return readScatter(r);
    case OpId::kDotGeneral:
      return readDot(r);
    case OpId::kConvolution:
      return readConvolution(r);
    case OpId::kReduceWindow:
    case OpId::kSelectAndScatter:
      return readWindowed(r, opcode->op);
    case OpId::kReduce:
    case OpId::kSort:
    case OpId::kMap:
    case OpId::kWhile:
    case OpId::kCase:
    case OpId::kFuncCall:
    case OpId::kTuple:
    case OpId::kGetTupleElement:
    case OpId::kOptimizationBarrier:
    case OpId::kAllReduce:
    case OpId::kReduceScatter:
      return readControl(r, opcode->op);
    default:
      return readOther(r, opcode->op);
  }
}

}  // namespace hlo_cts::hlo
