// The HLO writer's per-op attribute functions (ops without regions).
#include <fmt/format.h>

#include <set>

#include <cctype>

#include "spec/float_value.h"
#include "spec/hlo/hlo_attributes.h"
#include "spec/hlo/hlo_opcodes.h"
#include "spec/hlo/hlo_writer_impl.h"
#include "spec/text/printer.h"

namespace hlo_cts::hlo {
namespace {

using Text = InstructionText;

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::optional<int64_t> intAttr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a || a->kind() != Attribute::Kind::kInteger) return std::nullopt;
  return a->intValue();
}

// `key=true|false` when the op has the flag at all.
void addWrittenFlag(InstructionText& text, const Operation& op, std::string_view name) {
  if (const Attribute* a = op.attr(name); a && a->kind() == Attribute::Kind::kBool)
    text.attributes.push_back(fmt::format("{}={}", name, a->boolValue() ? "true" : "false"));
}

bool boolAttr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  return a && (a->kind() == Attribute::Kind::kUnit ||
               (a->kind() == Attribute::Kind::kBool && a->boolValue()));
}

std::string enumAttr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  return a && a->kind() == Attribute::Kind::kEnum ? a->enumValue() : std::string();
}

std::vector<int64_t> fieldList(const Attribute* structure, std::string_view field) {
  const Attribute* a = structure ? structure->get(field) : nullptr;
  if (!a) return {};
  if (a->kind() == Attribute::Kind::kInteger) return {a->intValue()};
  return a->asI64List().value_or(std::vector<int64_t>{});
}

std::vector<std::vector<int64_t>> rows(const Attribute* a) {
  std::vector<std::vector<int64_t>> out;
  if (!a || a->kind() != Attribute::Kind::kDenseElements || a->tensor().rank() != 2) return out;
  const Tensor& t = a->tensor();
  for (int64_t i = 0; i < t.shape()[0]; ++i) {
    std::vector<int64_t> row;
    for (int64_t j = 0; j < t.shape()[1]; ++j) row.push_back(t.intValue(i * t.shape()[1] + j));
    out.push_back(std::move(row));
  }
  return out;
}

void addList(Text& text, std::string_view key, const std::vector<int64_t>& values) {
  text.attributes.push_back(fmt::format("{}={}", key, formatIntList(values)));
}

Result<Text> constantText(const Operation& op) {
  const Attribute* value = op.attr("value");
  if (op.numResults() != 1 || !value || value->kind() != Attribute::Kind::kDenseElements ||
      value->type() != op.result(0)->type)
    return cannotExpress(op, "a constant needs a dense value of its result type");
  Text text{"constant", 0, {}, formatLiteral(value->tensor()), {}, false};
  return text;
}

void addDimensionNumbers(const Operation& op, Text& text, std::string_view attribute,
                         std::initializer_list<std::string_view> fields) {
  const Attribute* dims = op.attr(attribute);
  for (std::string_view field : fields) {
    std::vector<int64_t> values = fieldList(dims, field);
    if (field == "index_vector_dim")
      text.attributes.push_back(fmt::format("index_vector_dim={}", values.empty() ? 0 : values[0]));
    else if (!values.empty())
      addList(text, field, values);
  }
}

void gatherAttributes(const Operation& op, Text& text) {
  addDimensionNumbers(op, text, "dimension_numbers",
                      {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                       "start_indices_batching_dims", "start_index_map", "index_vector_dim"});
  addList(text, "slice_sizes", intList(op, "slice_sizes"));
  addWrittenFlag(text, op, "indices_are_sorted");
}

void scatterAttributes(const Operation& op, Text& text) {
  addDimensionNumbers(
      op, text, "scatter_dimension_numbers",
      {"update_window_dims", "inserted_window_dims", "input_batching_dims",
       "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"});
  addWrittenFlag(text, op, "indices_are_sorted");
  addWrittenFlag(text, op, "unique_indices");
}

Result<Text> dotText(const Operation& op) {
  Text text{"dot", SIZE_MAX, {}, {}, {}, false};
  const Attribute* dims = op.attr("dot_dimension_numbers");
  const std::pair<std::string_view, std::string_view> fields[] = {
      {"lhs_batch_dims", "lhs_batching_dimensions"},
      {"lhs_contracting_dims", "lhs_contracting_dimensions"},
      {"rhs_batch_dims", "rhs_batching_dimensions"},
      {"rhs_contracting_dims", "rhs_contracting_dimensions"}};
  for (const auto& [key, field] : fields)
    if (std::vector<int64_t> values = fieldList(dims, field); !values.empty())
      addList(text, key, values);
  if (op.attr("algorithm")) return cannotExpress(op, "a dot algorithm has no HLO text form here");
  return text;
}

std::string precisionText(const Operation& op) {
  const Attribute* config = op.attr("precision_config");
  if (!config || config->kind() != Attribute::Kind::kArray) return {};
  std::vector<std::string> values;
  for (const Attribute& p : config->elements()) values.push_back(lowerCase(p.enumValue()));
  return fmt::format("operand_precision={{{}}}", fmt::join(values, ","));
}

Result<Text> convolutionText(const Operation& op) {
  const Attribute* dims = op.attr("dimension_numbers");
  if (!dims || dims->kind() != Attribute::Kind::kStruct)
    return cannotExpress(op, "a convolution needs dimension numbers");
  auto labels = [&](size_t rank, std::string_view first, char firstLabel, std::string_view second,
                    char secondLabel, std::string_view spatial) {
    std::string out(rank, '?');
    std::vector<int64_t> a = fieldList(dims, first), b = fieldList(dims, second);
    std::vector<int64_t> s = fieldList(dims, spatial);
    if (!a.empty() && a[0] >= 0 && a[0] < static_cast<int64_t>(rank)) out[a[0]] = firstLabel;
    if (!b.empty() && b[0] >= 0 && b[0] < static_cast<int64_t>(rank)) out[b[0]] = secondLabel;
    for (size_t i = 0; i < s.size() && i < 10; ++i)
      if (s[i] >= 0 && s[i] < static_cast<int64_t>(rank)) out[s[i]] = static_cast<char>('0' + i);
    return out;
  };
  if (op.numOperands() < 2) return cannotExpress(op, "a convolution takes two operands");
  size_t rank = op.operand(0)->type.shape().size();
  if (rank < 2)
    return cannotExpress(op, "a convolution's operands have a batch and a feature dimension");
  if (rank > 11) return cannotExpress(op, "dim_labels name at most 9 spatial dimensions");
  std::string label = labels(rank, "input_batch_dimension", 'b', "input_feature_dimension", 'f',
                             "input_spatial_dimensions") +
                      "_" +
                      labels(rank, "kernel_input_feature_dimension", 'i',
                             "kernel_output_feature_dimension", 'o', "kernel_spatial_dimensions") +
                      "->" +
                      labels(rank, "output_batch_dimension", 'b', "output_feature_dimension", 'f',
                             "output_spatial_dimensions");
  // Dimension numbers that do not name every dimension of the operand's
  // rank exactly once (a program the checker rejects) have no dim_labels:
  // written anyway, a label would be dropped or left as '?'.
  auto hasEach = [&](std::string_view part, char first, char second) {
    std::set<char> seen(part.begin(), part.end());
    return seen.size() == rank && seen.count(first) && seen.count(second) && !seen.count('?');
  };
  if (!hasEach(std::string_view(label).substr(0, rank), 'b', 'f') ||
      !hasEach(std::string_view(label).substr(rank + 1, rank), 'i', 'o') ||
      !hasEach(std::string_view(label).substr(2 * rank + 3), 'b', 'f'))
    return cannotExpress(op, "the dimension numbers do not name each dimension once");
  size_t spatial = rank - 2;
  Window w;
  w.size = std::vector<int64_t>(op.operand(1)->type.shape().size() > 0 ? spatial : 0);
  std::vector<int64_t> kernelSpatial = fieldList(dims, "kernel_spatial_dimensions");
  for (size_t i = 0; i < spatial && i < kernelSpatial.size(); ++i)
    w.size[i] = op.operand(1)->type.shape()[kernelSpatial[i]];
  auto orDefault = [&](std::string_view name, int64_t v) {
    std::vector<int64_t> values = intList(op, name);
    return values.empty() ? std::vector<int64_t>(spatial, v) : values;
  };
  w.stride = orDefault("window_strides", 1);
  w.lhsDilate = orDefault("lhs_dilation", 1);
  w.rhsDilate = orDefault("rhs_dilation", 1);
  std::vector<std::vector<int64_t>> padding = rows(op.attr("padding"));
  for (size_t i = 0; i < spatial; ++i) {
    w.padLow.push_back(i < padding.size() ? padding[i][0] : 0);
    w.padHigh.push_back(i < padding.size() ? padding[i][1] : 0);
  }
  const Attribute* reversal = op.attr("window_reversal");
  for (size_t i = 0; i < spatial; ++i)
    w.reversal.push_back(reversal && reversal->kind() == Attribute::Kind::kDenseArray &&
                         static_cast<int64_t>(i) < reversal->tensor().numElements() &&
                         reversal->tensor().bits(static_cast<int64_t>(i)) != 0);
  Text text{"convolution", SIZE_MAX, {}, {}, {}, false};
  w.hasStride = op.attr("window_strides") != nullptr;
  w.hasLhsDilate = op.attr("lhs_dilation") != nullptr;
  w.hasRhsDilate = op.attr("rhs_dilation") != nullptr;
  w.hasPad = op.attr("padding") != nullptr;
  w.hasReversal = reversal != nullptr;
  if (spatial > 0) text.attributes.push_back("window=" + formatWindow(w));
  text.attributes.push_back("dim_labels=" + label);
  for (std::string_view key : {"feature_group_count", "batch_group_count"})
    if (int64_t count = intAttr(op, key).value_or(1); count != 1)
      text.attributes.push_back(fmt::format("{}={}", key, count));
  return text;
}

Result<Text> collectiveText(const Operation& op, std::string_view opcode) {
  Text text{std::string(opcode), SIZE_MAX, {}, {}, {}, false};
  if (op.id() == OpId::kCollectivePermute) {
    text.attributes.push_back("source_target_pairs=" +
                              formatIntGroups(rows(op.attr("source_target_pairs"))));
  } else {
    text.attributes.push_back("replica_groups=" + formatIntGroups(rows(op.attr("replica_groups"))));
    if (op.id() == OpId::kAllGather)
      addList(text, "dimensions", {intAttr(op, "all_gather_dim").value_or(0)});
    if (op.id() == OpId::kReduceScatter)
      addList(text, "dimensions", {intAttr(op, "scatter_dimension").value_or(0)});
    if (op.id() == OpId::kAllToAll) {
      int64_t split = intAttr(op, "split_dimension").value_or(0);
      if (split != intAttr(op, "concat_dimension").value_or(0))
        return cannotExpress(op, "HLO's array all-to-all splits and concatenates one dimension");
      addList(text, "dimensions", {split});
    }
  }
  if (const Attribute* channel = op.attr("channel_handle")) {
    // HLO's channel_id is the handle; the reader gives it type 1 (DEVICE_TO_DEVICE).
    const Attribute* handle = channel->get("handle");
    const Attribute* type = channel->get("type");
    if (!handle || !type || type->intValue() != 1)
      return cannotExpress(op, "HLO's channel_id has no channel type other than 1");
    text.attributes.push_back(fmt::format("channel_id={}", handle->intValue()));
  }
  if (boolAttr(op, "use_global_device_ids"))
    text.attributes.push_back("use_global_device_ids=true");
  return text;
}

Result<Text> customCallText(const Operation& op) {
  Text text{"custom-call", SIZE_MAX, {}, {}, {}, false};
  if (op.dialect() == "check") {
    // The check dialect's assertions travel as custom-calls whose
    // backend_config holds the op's attributes.
    std::vector<NamedAttribute> entries = op.properties();
    entries.insert(entries.end(), op.attributes().begin(), op.attributes().end());
    text.attributes.push_back("custom_call_target=" + quoted(op.name()));
    text.attributes.push_back("backend_config=" +
                              quoted(printAttribute(Attribute::dictionary(std::move(entries)))));
    text.tupleResult = true;
    return text;
  }
  std::string target = customCallTarget(op);
  text.attributes.push_back("custom_call_target=" + quoted(target));
  if (boolAttr(op, "has_side_effect"))
    text.attributes.push_back("custom_call_has_side_effect=true");
  if (const Attribute* config = op.attr("backend_config")) {
    if (config->kind() != Attribute::Kind::kString)
      return cannotExpress(op, "only a string backend_config has an HLO form");
    if (!config->str().empty())
      text.attributes.push_back("backend_config=" + quoted(config->str()));
  }
  text.tupleResult = op.numResults() != 1;
  return text;
}

std::string floatAttrText(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a || a->kind() != Attribute::Kind::kFloat) return "0";
  return printFloatLiteral(a->floatBits(), a->type().elementType());
}

}  // namespace

Diagnostic cannotExpress(const Operation& op, std::string why) {
  return makeError(fmt::format("{}: HLO cannot express this op: {}", op.name(), why), op.location);
}

std::vector<int64_t> intList(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) return {};
  if (a->kind() == Attribute::Kind::kInteger) return {a->intValue()};
  return a->asI64List().value_or(std::vector<int64_t>{});
}

std::string lowerCase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The attributes of an op that maps them one to one (HloForm::kRenamed).
void addRenamedAttributes(const Operation& op, const HloOpcode& opcode, Text& text) {
  for (const HloAttributeRename& a : opcode.renames()) {
    switch (a.value) {
      case HloValue::kIntList:
      case HloValue::kIntInList:
        addList(text, a.hlo, intList(op, a.stablehlo));
        break;
      case HloValue::kInt:
        text.attributes.push_back(
            fmt::format("{}={}", a.hlo, intAttr(op, a.stablehlo).value_or(0)));
        break;
      case HloValue::kEnum: {
        const std::string value = enumAttr(op, a.stablehlo);
        text.attributes.push_back(fmt::format(
            "{}={}", a.hlo, a.prefix.empty() ? value : std::string(a.prefix) + lowerCase(value)));
        break;
      }
    }
  }
}

Result<InstructionText> instructionFor(const Operation& op) {
  if (op.dialect() == "check") return customCallText(op);
  const HloOpcode* opcode = lookupHloOpcode(op.id());
  if (!opcode) return cannotExpress(op, "it has no HLO opcode");
  Text text{std::string(opcode->opcode), SIZE_MAX, {}, {}, {}, opcode->form == HloForm::kMultiple};
  auto add = [&](std::string attribute) { text.attributes.push_back(std::move(attribute)); };
  addRenamedAttributes(op, *opcode, text);
  switch (op.id()) {
    case OpId::kConstant:
      return constantText(op);
    case OpId::kCompare:
      add("direction=" + enumAttr(op, "comparison_direction"));
      if (std::string type = enumAttr(op, "compare_type"); !type.empty() && type != "NOTYPE")
        add("type=" + type);
      break;
    case OpId::kSlice:
      add("slice=" + formatSliceRanges({intList(op, "start_indices"), intList(op, "limit_indices"),
                                        intList(op, "strides")}));
      break;
    case OpId::kPad:
      add("padding=" +
          formatPadding({intList(op, "edge_padding_low"), intList(op, "edge_padding_high"),
                         intList(op, "interior_padding")}));
      break;
    case OpId::kGather:
      gatherAttributes(op, text);
      break;
    case OpId::kDotGeneral: {
      Result<Text> dot = dotText(op);
      if (!dot.ok()) return dot;
      text = std::move(*dot);
      break;
    }
    case OpId::kConvolution: {
      Result<Text> conv = convolutionText(op);
      if (!conv.ok()) return conv;
      text = std::move(*conv);
      break;
    }
    case OpId::kRng:
      text.numOperands = 2;
      add("distribution=rng_" + lowerCase(enumAttr(op, "rng_distribution")));
      break;
    case OpId::kRngBitGenerator:
      add("algorithm=rng_" + lowerCase(enumAttr(op, "rng_algorithm")));
      break;
    case OpId::kCholesky:
      addWrittenFlag(text, op, "lower");
      break;
    case OpId::kTriangularSolve:
      for (std::string_view key : {"left_side", "lower", "unit_diagonal"})
        add(fmt::format("{}={}", key, boolAttr(op, key) ? "true" : "false"));
      add("transpose_a=" + enumAttr(op, "transpose_a"));
      break;
    case OpId::kChloTopK:
      add(fmt::format("k={}", intAttr(op, "k").value_or(0)));
      text.tupleResult = true;
      break;
    case OpId::kBatchNormGrad:
    case OpId::kBatchNormInference:
    case OpId::kBatchNormTraining:
      add("epsilon=" + floatAttrText(op, "epsilon"));
      add(fmt::format("feature_index={}", intAttr(op, "feature_index").value_or(0)));
      break;
    case OpId::kAllGather:
    case OpId::kAllToAll:
    case OpId::kCollectivePermute:
      return collectiveText(op, opcode->opcode);
    case OpId::kCustomCall:
      return customCallText(op);
    case OpId::kAllReduce:
      return collectiveText(op, "all-reduce");
    case OpId::kReduceScatter:
      return collectiveText(op, "reduce-scatter");
    case OpId::kTuple:
      break;
    case OpId::kGetTupleElement:
      add(fmt::format("index={}", intAttr(op, "index").value_or(0)));
      break;
    case OpId::kScatter:
      scatterAttributes(op, text);
      break;
    default:
      if (opcode->form != HloForm::kPlain && opcode->form != HloForm::kRenamed)
        return cannotExpress(op, "the writer has no rule for it");
      break;
  }
  if (op.id() == OpId::kDotGeneral || op.id() == OpId::kConvolution)
    if (std::string precision = precisionText(op); !precision.empty()) add(precision);
  return text;
}

}  // namespace hlo_cts::hlo
