#include "tools/runner/coverage.h"

#include <algorithm>
#include <utility>

#include "generators/program.h"
#include "oracle/interpret.h"
#include "spec/float_value.h"
#include "spec/ops/catalogue.h"
#include "tools/runner/intermediates.h"
#include "tools/runner/runner.h"

namespace hlo_cts::runner {
namespace {

using reports::ClauseCoverage;
using reports::OpCoverage;

// Which instances of an op a clause speaks about, read from how the spec
// words its condition: "if the operation uses quantized tensors: ..." says
// nothing about a float instance, so a float test does not exercise it.
enum class Applies : uint8_t { kAny, kQuantized, kPerAxis, kPerTensor, kNonQuantized };

Applies appliesFromText(std::string_view text) {
  auto startsWith = [&](std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
  };
  if (startsWith("if the operation uses quantized") || startsWith("if is_quantized"))
    return Applies::kQuantized;
  if (startsWith("if is_per_axis_quantized")) return Applies::kPerAxis;
  if (startsWith("if is_per_tensor_quantized")) return Applies::kPerTensor;
  if (startsWith("if the operation uses non-quantized") ||
      text.find("for non-quantized tensors") != std::string_view::npos)
    return Applies::kNonQuantized;
  return Applies::kAny;
}

std::string_view appliesName(Applies applies) {
  switch (applies) {
    case Applies::kAny:
      return "any instance";
    case Applies::kQuantized:
      return "instances with quantized tensors";
    case Applies::kPerAxis:
      return "instances with per-axis quantized tensors";
    case Applies::kPerTensor:
      return "instances with per-tensor quantized tensors";
    case Applies::kNonQuantized:
      return "instances without quantized tensors";
  }
  return "any instance";
}

struct InstanceQuantization {
  bool quantized = false, perAxis = false, perTensor = false;
};

InstanceQuantization quantizationOf(const Operation& op) {
  InstanceQuantization q;
  auto note = [&](const Type& type) {
    if (!type.isQuantized()) return;
    q.quantized = true;
    (type.quantized()->perAxis() ? q.perAxis : q.perTensor) = true;
  };
  for (const Value* operand : op.operands()) note(operand->type);
  for (const auto& result : op.results()) note(result->type);
  return q;
}

bool applies(Applies applies, const InstanceQuantization& q) {
  switch (applies) {
    case Applies::kAny:
      return true;
    case Applies::kQuantized:
      return q.quantized;
    case Applies::kPerAxis:
      return q.perAxis;
    case Applies::kPerTensor:
      return q.perTensor;
    case Applies::kNonQuantized:
      return !q.quantized;
  }
  return true;
}

std::vector<std::string> versionNames(uint8_t versions) {
  std::vector<std::string> names;
  for (ops::SpecVersion version : {ops::SpecVersion::kSeed, ops::SpecVersion::kCurrent})
    if (ops::holdsIn(versions, version)) names.emplace_back(ops::specVersionName(version));
  return names;
}

std::string_view pointKindName(ops::CoveragePoint::Kind kind) {
  switch (kind) {
    case ops::CoveragePoint::Kind::kElementClass:
      return "element class";
    case ops::CoveragePoint::Kind::kSpecialValue:
      return "special value";
    case ops::CoveragePoint::Kind::kAttributeFeature:
      return "attribute feature";
  }
  return "";
}

size_t elementTypeOrder(const std::string& name) {
  const auto all = allElementTypes();
  for (size_t i = 0; i < all.size(); ++i)
    if (elementTypeName(all[i]) == name) return i;
  return all.size();
}

OpCoverage opEntry(const ops::OpDef& def, const std::vector<ElementType>& common) {
  OpCoverage op{.name = std::string(def.name),
                .family = std::string(def.family),
                .origin = std::string(ops::originName(def.origin))};
  for (const ops::Constraint& c : def.constraints)
    op.constraints.push_back({.id = std::string(c.id),
                              .text = std::string(c.text),
                              .origin = std::string(ops::originName(c.origin)),
                              .inSeedSpec = c.origin == ops::Origin::kSeedSpec &&
                                            ops::holdsIn(c.versions, ops::SpecVersion::kSeed),
                              .versions = versionNames(c.versions),
                              .appliesTo = std::string(appliesName(appliesFromText(c.text)))});
  // The element types the category of its first operand admits, as a tensor
  // of the category's rank.
  if (const ops::TypeCategory* category = ops::primaryCategory(def))
    for (ElementType type : allElementTypes()) {
      // The spec's TensorElementType has no index (the IR uses it for shape
      // operands only), so no op is expected to be tested on it.
      if (type == ElementType::kIndex) continue;
      const Type tensor =
          Type::tensor(std::vector<int64_t>(std::max<int>(category->rank, 1), 1), type);
      const Type scalar = Type::tensor({}, type);
      if (!category->matches(tensor) && !category->matches(scalar)) continue;
      op.elementTypes.push_back(
          {.type = std::string(elementTypeName(type)),
           .accepted = true,
           .common = std::find(common.begin(), common.end(), type) != common.end(),
           .undefined = std::string(def.undefinedSemantics(type)),
           .unrealizable = std::string(def.unrealizable(type))});
    }
  for (const ops::CoveragePoint& point : def.coverage)
    op.points.push_back(
        {.id = point.id, .text = point.text, .kind = std::string(pointKindName(point.kind))});
  return op;
}

// Which special values a tensor holds, as the catalogue's point ids.
std::set<std::string> specialValuesIn(const Tensor& tensor) {
  std::set<std::string> found;
  const ElementType type = tensor.elementType();
  const bool complex = isComplex(type);
  const ElementType part = complex ? complexPartType(type) : type;
  if (!floatFormat(part)) return found;
  // Enough to find what a test's inputs hold without scanning huge tensors.
  const int64_t elements = std::min<int64_t>(tensor.numElements(), int64_t{1} << 20);
  for (int64_t i = 0; i < elements; ++i)
    for (int p = 0; p < (complex ? 2 : 1); ++p) {
      const uint64_t bits = tensor.partBits(i, p);
      switch (classifyFloat(bits, part)) {
        case FloatClass::kNaN:
          found.insert("value:nan");
          break;
        case FloatClass::kInfinite:
          found.insert("value:inf");
          break;
        case FloatClass::kSubnormal:
          found.insert("value:subnormal");
          break;
        case FloatClass::kZero:
          if (isNegativeFloat(bits, part)) found.insert("value:negative_zero");
          break;
        case FloatClass::kNormal:
          break;
      }
    }
  return found;
}

bool hasSpecialValuePoints(const ops::OpDef& def) {
  return std::any_of(def.coverage.begin(), def.coverage.end(), [](const ops::CoveragePoint& p) {
    return p.kind == ops::CoveragePoint::Kind::kSpecialValue;
  });
}

}  // namespace

bool countsAsRun(Verdict verdict) {
  return verdict == Verdict::kPass || verdict == Verdict::kFail ||
         verdict == Verdict::kAcceptedInvalid;
}

std::vector<std::string> countedVerdictNames() {
  std::vector<std::string> names;
  for (int i = 0; i < kNumVerdicts; ++i)
    if (countsAsRun(static_cast<Verdict>(i)))
      names.emplace_back(verdictName(static_cast<Verdict>(i)));
  return names;
}

CoverageCollector::CoverageCollector(CoverageOptions options) : options_(std::move(options)) {
  const std::vector<ElementType> common = generators::defaultElementTypes();
  for (const ops::OpDef& def : ops::catalogue()) {
    opIndex_[def.id] = report_.ops.size();
    report_.ops.push_back(opEntry(def, common));
  }
  for (const ops::TypeClause& c : ops::typeClauses())
    report_.typeClauses.push_back({.id = std::string(c.id),
                                   .text = std::string(c.text),
                                   .subject = std::string(c.type),
                                   .origin = "spec types section",
                                   .inSeedSpec = ops::holdsIn(c.versions, ops::SpecVersion::kSeed),
                                   .versions = versionNames(c.versions),
                                   .appliesTo = "every quantized tensor type a program defines"});
  if (options_.ran) report_.countedVerdicts = countedVerdictNames();
}

void CoverageCollector::addTest(const suites::TestCase& test) {
  if (options_.ran && !options_.ran->count(test.id)) {
    ++report_.tests.notRun;
    return;
  }
  if (test.negative) {
    addNegative(test);
  } else if (test.program) {
    addPositive(test);
    if (options_.evaluateValues) addSpecialValues(test);
  }
}

void CoverageCollector::addUnloadable(const std::string& what) {
  ++report_.tests.unloadable;
  report_.errors.push_back(what);
}

void CoverageCollector::addNegative(const suites::TestCase& test) {
  ++report_.tests.negative;
  const ClauseRef& clause = test.violation.clause;
  if (clause.op != OpId::kUnknown) {
    auto at = opIndex_.find(clause.op);
    if (at == opIndex_.end()) return;
    for (ClauseCoverage& c : report_.ops[at->second].constraints)
      if (c.id == clause.id) c.negative.add(test.id);
    return;
  }
  for (ClauseCoverage& c : report_.typeClauses)
    if (c.subject == clause.subject && c.id == clause.id) c.negative.add(test.id);
}

// Every op of the program the backend is given (the functions the test
// reaches, nested regions included), each seen through its OpDef.
void CoverageCollector::addPositive(const suites::TestCase& test) {
  ++report_.tests.positive;
  ops::OpContext context;
  context.module = test.program.get();
  walk(test.program->op.get(), [&](Operation* op) {
    const ops::OpDef* def = ops::opDef(op->id());
    auto at = opIndex_.find(op->id());
    if (!def || at == opIndex_.end()) return;
    Result<ops::OpView> view = ops::OpView::make(*op, *def, &context);
    if (!view.ok()) return;
    OpCoverage& entry = report_.ops[at->second];
    entry.tests.add(test.id);
    const InstanceQuantization quantization = quantizationOf(*op);
    for (size_t i = 0; i < def->constraints.size(); ++i)
      if (applies(appliesFromText(def->constraints[i].text), quantization))
        entry.constraints[i].positive.add(test.id);
    if (const Type* type = ops::primaryType(*view);
        type && type->isTensor() && !type->isQuantized()) {
      const std::string name(elementTypeName(type->elementType()));
      auto used =
          std::find_if(entry.elementTypes.begin(), entry.elementTypes.end(),
                       [&](const reports::ElementTypeCoverage& t) { return t.type == name; });
      if (used == entry.elementTypes.end()) {
        reports::ElementTypeCoverage unlisted;  // used, though the category does not accept it
        unlisted.type = name;
        used = entry.elementTypes.insert(entry.elementTypes.end(), std::move(unlisted));
      }
      used->tests.add(test.id);
    }
    for (size_t i = 0; i < def->coverage.size(); ++i)
      if (def->coverage[i].hit && def->coverage[i].hit(*view)) entry.points[i].tests.add(test.id);
  });
}

// The special-value points of the entry's ops: which values reached their
// operands when the oracle ran the test on its inputs, within the budget.
void CoverageCollector::addSpecialValues(const suites::TestCase& test) {
  std::optional<FunctionView> entry = test.program->lookupFunction(test.entry);
  if (!entry || !entry->body()) return;
  std::vector<const Operation*> candidates;
  for (const auto& op : entry->body()->operations())
    if (const ops::OpDef* def = ops::opDef(op->id()); def && hasSpecialValuePoints(*def))
      candidates.push_back(op.get());
  if (candidates.empty()) return;
  JudgeOptions judge;
  judge.eval.deadline = std::chrono::steady_clock::now() + options_.valueBudget;
  Result<ValueTensors> values = oracleIntermediates(test, judge);
  if (!values.ok()) {
    ++report_.tests.valuesNotEvaluated;
    return;
  }
  ++report_.tests.valuesEvaluated;
  for (const Operation* op : candidates) {
    std::set<std::string> found;
    for (const Value* operand : op->operands())
      if (auto tensor = values->find(operand); tensor != values->end())
        found.merge(specialValuesIn(tensor->second));
    const ops::OpDef& def = *ops::opDef(op->id());
    OpCoverage& coverage = report_.ops[opIndex_.at(op->id())];
    for (size_t i = 0; i < def.coverage.size(); ++i)
      if (found.count(def.coverage[i].id)) coverage.points[i].tests.add(test.id);
  }
}

reports::CoverageReport CoverageCollector::finish() && {
  for (OpCoverage& op : report_.ops)
    std::stable_sort(
        op.elementTypes.begin(), op.elementTypes.end(),
        [](const reports::ElementTypeCoverage& a, const reports::ElementTypeCoverage& b) {
          return elementTypeOrder(a.type) < elementTypeOrder(b.type);
        });
  return std::move(report_);
}

Result<reports::CoverageReport> computeCoverage(const std::vector<std::string>& paths,
                                                const CoverageOptions& options) {
  RunConfig config;
  config.paths = paths;
  config.extract.specVersion = std::nullopt;  // each clause in the version that has it
  Result<LoadedTests> loaded = loadTests(config);
  if (!loaded.ok()) return loaded.takeError();
  CoverageCollector collector(options);
  for (const suites::TestCase& test : loaded->tests) collector.addTest(test);
  for (const reports::TestResult& file : loaded->unloadable)
    collector.addUnloadable(file.id + ": " + file.message);
  for (const std::string& entry : loaded->skipped) collector.addUnloadable(entry);
  reports::CoverageReport report = std::move(collector).finish();
  report.inputs = paths;
  return report;
}

std::set<std::string> testsThatRan(const std::vector<reports::TestResult>& results) {
  std::set<std::string> ids;
  for (const reports::TestResult& result : results)
    if (countsAsRun(result.verdict)) ids.insert(result.id);
  return ids;
}

}  // namespace hlo_cts::runner
