#include "reports/report_model.h"

#include <algorithm>
#include <set>

#include "spec/element_type.h"
#include "spec/op_id.h"

namespace hlo_cts::reports {
namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// "dir/add.mlir::add_op_test_f32" -> {"add", "add_op_test_f32"}.
std::pair<std::string, std::string> fileStemAndFunction(const std::string& id) {
  const size_t split = id.rfind("::");
  std::string file = split == std::string::npos ? id : id.substr(0, split);
  std::string function = split == std::string::npos ? "" : id.substr(split + 2);
  if (size_t slash = file.rfind('/'); slash != std::string::npos) file = file.substr(slash + 1);
  if (file.ends_with(".mlir")) file.resize(file.size() - 5);
  return {file, function};
}

std::string subjectOp(const TestResult& result, const std::string& fileStem) {
  if (result.clause.op != OpId::kUnknown) return std::string(opName(result.clause.op));
  for (const char* dialect : {"stablehlo.", "chlo."})
    if (contains(result.ops, dialect + fileStem)) return dialect + fileStem;
  std::vector<std::string> computing;
  for (const std::string& op : result.ops)
    if (op != "stablehlo.constant") computing.push_back(op);
  if (computing.size() == 1) return computing.front();
  if (!computing.empty()) return kSeveralOps;
  return result.ops.empty() ? kUnknownSubject : result.ops.front();
}

std::string subjectType(const TestResult& result, const std::string& function) {
  // The last '_'-separated word of the function's name that is a type.
  size_t end = function.size();
  while (end > 0) {
    size_t start = function.rfind('_', end - 1);
    start = start == std::string::npos ? 0 : start + 1;
    std::string word = function.substr(start, end - start);
    if (std::optional<ElementType> type = parseElementTypeName(word)) {
      std::string name(elementTypeName(*type));
      if (contains(result.elementTypes, name)) return name;
    }
    if (start == 0) break;
    end = start - 1;
  }
  if (result.elementTypes.empty()) return kUnknownSubject;
  if (result.elementTypes.size() == 1) return result.elementTypes.front();
  std::vector<std::string> besidesI1;
  for (const std::string& type : result.elementTypes)
    if (type != "i1") besidesI1.push_back(type);
  return besidesI1.size() == 1 ? besidesI1.front() : kMixedTypes;
}

// Element types in the order of the type list (i1, si/ui ..., floats,
// complex), names the list does not know after them.
int typeRank(const std::string& name) {
  std::optional<ElementType> type = parseElementTypeName(name);
  return type ? static_cast<int>(*type) : kNumElementTypes;
}

}  // namespace

int64_t judgedCount(const RunSummary& summary) {
  int64_t judged = 0;
  for (int v = 0; v < kNumVerdicts; ++v) {
    const auto verdict = static_cast<Verdict>(v);
    // A file that could not be loaded judged no backend.
    if (verdict == Verdict::kLoadError) continue;
    if (verdict == Verdict::kPass || isFailure(verdict)) judged += summary.counts[v];
  }
  return judged;
}

std::optional<double> passRate(const RunSummary& summary) {
  const int64_t judged = judgedCount(summary);
  if (judged == 0) return std::nullopt;
  return static_cast<double>(summary.count(Verdict::kPass)) / static_cast<double>(judged);
}

TestSubject subjectOf(const TestResult& result) {
  auto [fileStem, function] = fileStemAndFunction(result.id);
  return {subjectOp(result, fileStem), subjectType(result, function)};
}

const RunSummary* OpTypeMatrix::cell(const std::string& op, const std::string& type) const {
  auto it = cells.find({op, type});
  return it == cells.end() ? nullptr : &it->second;
}

OpTypeMatrix opTypeMatrix(const std::vector<TestResult>& results) {
  OpTypeMatrix matrix;
  std::set<std::string> ops;
  std::set<std::string> types;
  for (const TestResult& result : results) {
    TestSubject subject = subjectOf(result);
    matrix.cells[{subject.op, subject.elementType}].add(result.verdict);
    ops.insert(subject.op);
    types.insert(subject.elementType);
  }
  matrix.ops.assign(ops.begin(), ops.end());
  matrix.types.assign(types.begin(), types.end());
  std::stable_sort(
      matrix.types.begin(), matrix.types.end(),
      [](const std::string& a, const std::string& b) { return typeRank(a) < typeRank(b); });
  return matrix;
}

std::vector<CrossRunRow> crossRunRows(const std::vector<const std::vector<TestResult>*>& runs) {
  std::map<std::string, CrossRunRow> rows;
  for (size_t run = 0; run < runs.size(); ++run) {
    for (const TestResult& result : *runs[run]) {
      CrossRunRow& row = rows[result.id];
      row.id = result.id;
      row.verdicts.resize(runs.size());
      row.verdicts[run] = result.verdict;
    }
  }
  std::vector<CrossRunRow> ordered;
  for (auto& entry : rows) {
    CrossRunRow& row = entry.second;
    const std::optional<Verdict>& first = row.verdicts[0];
    row.differs = std::any_of(row.verdicts.begin(), row.verdicts.end(),
                              [&](const std::optional<Verdict>& v) { return v != first; });
    ordered.push_back(std::move(row));
  }
  std::stable_partition(ordered.begin(), ordered.end(),
                        [](const CrossRunRow& row) { return row.differs; });
  return ordered;
}

}  // namespace hlo_cts::reports
