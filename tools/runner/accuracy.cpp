#include "tools/runner/accuracy.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <numbers>
#include <random>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/oracle.h"
#include "spec/float_value.h"
#include "spec/ops/catalogue.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"
#include "tools/runner/accuracy_cache.h"

namespace hlo_cts::runner {
namespace {

namespace fs = std::filesystem;
using oracle::ElementRule;

// ---------------------------------------------------------------------------
// Inputs.

bool exhaustive(int arity, ElementType type) {
  return arity == 1 && isFloat(type) && bitWidth(type) <= 16;
}

std::vector<uint64_t> everyPattern(ElementType type) {
  std::vector<uint64_t> out(size_t{1} << bitWidth(type));
  for (size_t i = 0; i < out.size(); ++i) out[i] = i;
  return out;
}

// ±0, ±Inf, NaN of both signs, the smallest subnormal, the smallest normal
// and the largest finite value of both signs, as far as the format has them.
std::vector<uint64_t> specialValues(ElementType type) {
  const FloatFormat& f = *floatFormat(type);
  std::vector<uint64_t> out;
  auto both = [&](uint64_t bits) {
    out.push_back(bits);
    if (f.hasSign && (bits | f.signMask()) != bits) out.push_back(bits | f.signMask());
  };
  if (f.hasZero) both(0);
  if (f.hasInf) both(f.infBits());
  if (f.nan != NanEncoding::kNone) both(f.canonicalNanBits());
  if (f.hasSubnormals) both(1);
  both(uint64_t{1} << f.mantissaBits);  // the smallest normal
  both(f.maxFiniteBits());
  std::vector<uint64_t> unique;
  for (uint64_t b : out)
    if (std::find(unique.begin(), unique.end(), b) == unique.end()) unique.push_back(b);
  return unique;
}

// Points where functions have zeros, poles, branch points, overflow and
// underflow thresholds, or where range reduction is hard.
std::vector<double> interestingPoints(ElementType type) {
  const bool f32 = type == ElementType::kF32;
  const double maxFinite =
      f32 ? double(std::numeric_limits<float>::max()) : std::numeric_limits<double>::max();
  const double minNormal =
      f32 ? double(std::numeric_limits<float>::min()) : std::numeric_limits<double>::min();
  const double minSub = f32 ? double(std::numeric_limits<float>::denorm_min())
                            : std::numeric_limits<double>::denorm_min();
  std::vector<double> points = {1,
                                2,
                                0.5,
                                3,
                                10,
                                0.1,
                                std::log(maxFinite),
                                std::log(minNormal),
                                std::log(minSub),
                                std::log(2.0),
                                -2.4570247382208006,
                                -2.7476826467274127,  // lgamma zeros
                                -0.5040830082644554,  // digamma's first negative zero
                                1e22,
                                1e10,
                                1e100,
                                0.47693627620446987 /* erf_inv(0.5) */};
  for (int k = 1; k <= 8; ++k) points.push_back(k * std::numbers::pi / 4);
  for (int j = 4; j <= 1000; j += j < 64 ? 4 : 50)
    points.push_back(std::ldexp(std::numbers::pi, j));
  for (int n = 1; n <= 12; ++n) points.push_back(-n);
  points.push_back(-100);
  points.push_back(-100.5);
  std::vector<double> inRange;
  for (double p : points)
    if (std::isfinite(p) && std::abs(p) <= maxFinite) inRange.push_back(p);
  return inRange;
}

uint64_t bitsOf(double value, ElementType type) {
  return type == ElementType::kF32 ? std::bit_cast<uint32_t>(static_cast<float>(value))
                                   : std::bit_cast<uint64_t>(value);
}

// The stratified pool of a wide real format (f32, f64): see the header.
std::vector<uint64_t> stratifiedPool(ElementType type, int64_t size, std::mt19937_64& random) {
  const FloatFormat& f = *floatFormat(type);
  std::vector<uint64_t> out = specialValues(type);
  // Each point, its neighbours up to 3 ulp away, both signs.
  for (double point : interestingPoints(type)) {
    const uint64_t bits = bitsOf(std::abs(point), type);
    for (int64_t d = -3; d <= 3; ++d) {
      const uint64_t near = bits + static_cast<uint64_t>(d);
      if (near > f.maxFiniteBits()) continue;
      out.push_back(near);
      out.push_back(near | f.signMask());
    }
  }
  const int64_t binades = (int64_t{1} << f.exponentBits) - 1;  // exponent fields 0 .. max-1
  const int64_t perBinade =
      std::max<int64_t>(2, (size - static_cast<int64_t>(out.size())) / (2 * binades));
  for (int64_t e = 0; e < binades; ++e)
    for (uint64_t sign : {uint64_t{0}, f.signMask()})
      for (int64_t k = 0; k < perBinade; ++k) {
        uint64_t mantissa = k == 0   ? (e == 0 ? 1 : 0)
                            : k == 1 ? f.mantissaMask()
                                     : random() & f.mantissaMask();
        out.push_back(sign | static_cast<uint64_t>(e) << f.mantissaBits | mantissa);
      }
  // Random finite values up to the size the binades' equal shares missed.
  while (static_cast<int64_t>(out.size()) < size) {
    const uint64_t bits = random() & f.allBitsMask();
    if ((bits & f.exponentMask()) != f.exponentMask()) out.push_back(bits);
  }
  return out;
}

// A real format's pool of operand values: every value of a narrow format,
// the stratified sample of a wide one.
std::vector<uint64_t> valuePool(ElementType type, int64_t size, std::mt19937_64& random) {
  return bitWidth(type) <= 16 ? everyPattern(type) : stratifiedPool(type, size, random);
}

Tensor tensorOf(ElementType type, const std::vector<std::vector<uint64_t>>& parts) {
  Tensor t({static_cast<int64_t>(parts[0].size())}, type);
  for (size_t p = 0; p < parts.size(); ++p)
    for (size_t i = 0; i < parts[p].size(); ++i) t.setPartBits(i, static_cast<int>(p), parts[p][i]);
  return t;
}

std::string programText(const std::string& fullName, int arity, ElementType type, int64_t n);

// The first `count` elements of `t` from `from` on.
Tensor slice(const Tensor& t, int64_t from, int64_t count) {
  Tensor out({count}, t.elementType());
  const int parts = isComplex(t.elementType()) ? 2 : 1;
  for (int64_t i = 0; i < count; ++i)
    for (int p = 0; p < parts; ++p) out.setPartBits(i, p, t.partBits(from + i, p));
  return out;
}

// The oracle's expectation of every element, evaluated in chunks so that a
// function the oracle is slow on (a Ziv loop on hard cases, complex
// functions at extreme arguments) costs at most about `budget`: the
// elements evaluated by then are measured, the rest are not (the entry
// says how many inputs it has). An error when not even the first chunk
// could be evaluated.
Result<Truth> oracleTruth(const std::string& op, int arity, const std::vector<Tensor>& inputs,
                          std::chrono::seconds budget) {
  constexpr int64_t kChunk = 512;
  const ElementType type = inputs[0].elementType();
  const int64_t n = inputs[0].numElements();
  const int parts = isComplex(type) ? 2 : 1;
  const auto start = std::chrono::steady_clock::now();
  Truth truth;
  for (int64_t from = 0; from < n; from += kChunk) {
    const int64_t count = std::min(kChunk, n - from);
    const std::string text = programText(op, arity, type, count);
    Result<Module> module = parseModule(text, "<accuracy>");
    if (!module.ok()) return module.error();
    checker::Verification verification = checker::verify(*module);
    if (!verification.ok()) return verification.firstError();
    std::vector<oracle::RuntimeValue> arguments;
    for (const Tensor& t : inputs)
      arguments.push_back(oracle::RuntimeValue::fromTensor(slice(t, from, count)));
    oracle::EvalOptions options;
    options.deadline = start + 2 * budget;
    Result<std::vector<oracle::RuntimeValue>> results =
        oracle::evaluateFunction(*verification.verified, "main", arguments, options);
    if (!results.ok()) {
      if (from > 0 && results.error().kind == DiagnosticKind::kDeadline) break;
      return results.error();
    }
    const oracle::RuntimeValue& value = results->at(0);
    std::shared_ptr<const oracle::TensorExpectation> expectation =
        value.expectation() ? value.expectation()
                            : std::make_shared<oracle::TensorExpectation>(value.sharedTensor(), op);
    truth.chunks.emplace_back(static_cast<int64_t>(truth.rules.size()), expectation);
    for (int64_t s = 0; s < count * parts; ++s) {
      truth.rules.push_back(static_cast<uint8_t>(expectation->rule(s)));
      truth.reference.push_back(expectation->referenceBits(s));
    }
    if (std::chrono::steady_clock::now() - start > budget) break;
  }
  return truth;
}

// ---------------------------------------------------------------------------
// Scoring.

std::string valueText(uint64_t bits, ElementType type) {
  const int digits = type == ElementType::kF64 ? 17 : type == ElementType::kF32 ? 9 : 5;
  const int hexDigits = (bitWidth(type) + 3) / 4;
  return fmt::format("{:.{}g} (0x{:0{}X})", floatToDouble(bits, type), digits, bits, hexDigits);
}

std::string elementText(const Tensor& t, int64_t i) {
  const ElementType type = t.elementType();
  if (!isComplex(type)) return valueText(t.bits(i), type);
  const ElementType part = complexPartType(type);
  return fmt::format("({}, {})", valueText(t.partBits(i, 0), part),
                     valueText(t.partBits(i, 1), part));
}

std::string referenceText(const Truth& truth, int64_t i, ElementType type) {
  const int parts = isComplex(type) ? 2 : 1;
  const ElementType part = isComplex(type) ? complexPartType(type) : type;
  std::vector<std::string> texts;
  for (int p = 0; p < parts; ++p) {
    const auto rule = static_cast<ElementRule>(truth.rules[i * parts + p]);
    texts.push_back(rule == ElementRule::kAnyNaN ? std::string("NaN")
                    : rule == ElementRule::kAny  ? std::string("any value")
                                                 : valueText(truth.reference[i * parts + p], part));
  }
  return parts == 1 ? texts[0] : fmt::format("({}, {})", texts[0], texts[1]);
}

// Whether an operand of element `i` holds a value of one of `classes`.
bool holds(const std::vector<Tensor>& inputs, int64_t i,
           std::initializer_list<FloatClass> classes) {
  for (const Tensor& t : inputs) {
    const ElementType part =
        isComplex(t.elementType()) ? complexPartType(t.elementType()) : t.elementType();
    for (int p = 0; p < (isComplex(t.elementType()) ? 2 : 1); ++p)
      if (std::ranges::find(classes, classifyFloat(t.partBits(i, p), part)) != classes.end())
        return true;
  }
  return false;
}

// Past this distance a wrong result at a subnormal input is filed as the
// input read as zero (DAZ) rather than as an ulp figure: reading 2^-149 as
// 0 moves log's result to -Inf, rsqrt's to +Inf; a function flat near 0
// (exp, cos) moves by less, and then stays an ulp figure.
constexpr uint64_t kSubnormalReadAsZeroUlp = 16;

// One slot's judgement: correctly rounded or not, and either an ulp figure
// or a special-value mismatch (its kind non-empty).
struct SlotScore {
  bool correct = false;
  uint64_t ulp = 0;
  std::string_view special;
};

// What an element's operands hold, for filing a wrong result.
struct InputClass {
  bool special = false;    // an infinite or NaN part
  bool subnormal = false;  // a subnormal part
  bool zero = false;       // a ±0 part: its sign picks the side of a branch cut
};

SlotScore scoreSlot(const Truth& truth, int64_t slot, uint64_t actual, ElementType part,
                    const InputClass& input) {
  static const oracle::Tolerance kStrict{};
  const auto rule = static_cast<ElementRule>(truth.rules[slot]);
  const uint64_t reference = truth.reference[slot];
  const bool actualNaN = isNaNBits(actual, part);
  SlotScore score;
  switch (rule) {
    case ElementRule::kAny:
      score.correct = true;
      return score;
    case ElementRule::kAnyNaN:
      score.correct = actualNaN;
      if (!actualNaN) score.special = "a number where NaN is due";
      return score;
    case ElementRule::kExact:
    case ElementRule::kRounded:
      score.correct = actual == reference || (actualNaN && isNaNBits(reference, part));
      break;
    default: {
      // The chunk holding the slot: the last one starting at or before it.
      auto chunk = std::upper_bound(truth.chunks.begin(), truth.chunks.end(), slot,
                                    [](int64_t s, const auto& c) { return s < c.first; });
      score.correct =
          chunk != truth.chunks.begin() &&
          oracle::slotAllowed(rule, actual, reference, part, kStrict,
                              std::prev(chunk)->second.get(), slot - std::prev(chunk)->first);
      break;
    }
  }
  if (score.correct) return score;
  if (isNaNBits(reference, part)) {
    score.special = "a number where NaN is due";
  } else if (actualNaN) {
    score.special = "NaN where a number is due";
  } else {
    score.ulp = ulpDistance(actual, reference, part);
    const bool signs = isNegativeFloat(actual, part) != isNegativeFloat(reference, part);
    if (score.ulp == 0)
      score.special = "a zero of the wrong sign";
    else if (input.special)
      score.special = "wrong at an infinite or NaN input";
    else if (input.zero && signs && classifyFloat(actual, part) != FloatClass::kZero &&
             classifyFloat(reference, part) != FloatClass::kZero)
      // C Annex G: log(−4 − 0i) = log 4 − πi, sqrt(−4 − 0i) = −2i; a
      // backend that ignores the zero's sign lands on the other side.
      score.special = "the other side of a branch cut (a zero part's sign ignored)";
    else if (classifyFloat(reference, part) == FloatClass::kSubnormal &&
             classifyFloat(actual, part) == FloatClass::kZero)
      score.special = "a subnormal result flushed to zero";
    else if (input.subnormal && score.ulp > kSubnormalReadAsZeroUlp)
      score.special = "far off at a subnormal input (read as zero?)";
  }
  return score;
}

// The key that orders inputs by value along the plot's x axis.
int64_t orderKey(uint64_t bits, ElementType type) {
  const FloatFormat& f = *floatFormat(type);
  const int64_t magnitude = static_cast<int64_t>(bits & ~f.signMask());
  return isNegativeFloat(bits, type) ? -magnitude : magnitude;
}

constexpr size_t kPlotBins = 128;

reports::AtlasEntry score(const std::string& op, ElementType type,
                          const std::vector<Tensor>& inputs, const Tensor& actual,
                          const Truth& truth) {
  reports::AtlasEntry entry;
  entry.op = op;
  entry.type = std::string(elementTypeName(type));
  const int parts = isComplex(type) ? 2 : 1;
  const ElementType part = isComplex(type) ? complexPartType(type) : type;
  // The elements the oracle evaluated (all, unless it ran out of time).
  const int64_t n = static_cast<int64_t>(truth.rules.size()) / parts;
  entry.inputs = n;
  int64_t correct = 0, figures = 0;
  long double ulpSum = 0;
  std::vector<uint64_t> elementUlp(n, 0);
  std::vector<uint8_t> hasFigure(n, 0);
  struct Worst {
    uint64_t ulp;
    int64_t element;
  };
  std::vector<Worst> worst;
  auto inputText = [&](int64_t i) {
    std::string text;
    for (size_t k = 0; k < inputs.size(); ++k) text += (k ? ", " : "") + elementText(inputs[k], i);
    return text;
  };
  if (parts == 2) entry.maxUlpPerPart.assign(2, 0);
  for (int64_t i = 0; i < n; ++i) {
    const InputClass input{holds(inputs, i, {FloatClass::kInfinite, FloatClass::kNaN}),
                           holds(inputs, i, {FloatClass::kSubnormal}),
                           holds(inputs, i, {FloatClass::kZero})};
    bool elementCorrect = true;
    std::string_view special;
    uint64_t ulp = 0, partUlp[2] = {0, 0};
    for (int p = 0; p < parts; ++p) {
      const SlotScore s = scoreSlot(truth, i * parts + p, actual.partBits(i, p), part, input);
      elementCorrect &= s.correct;
      if (!s.special.empty() && special.empty()) special = s.special;
      partUlp[p] = s.ulp;
      ulp = std::max(ulp, s.ulp);
    }
    correct += elementCorrect;
    if (!special.empty()) {
      if (entry.specials.count++ < static_cast<int64_t>(reports::kMaxSpecialExamples))
        entry.specials.examples.push_back({inputText(i), elementText(actual, i),
                                           referenceText(truth, i, type), ulp,
                                           std::string(special)});
      continue;
    }
    elementUlp[i] = ulp;
    hasFigure[i] = 1;
    ++figures;
    ulpSum += ulp;
    entry.maxUlp = std::max(entry.maxUlp, ulp);
    for (int p = 0; p < parts && parts == 2; ++p)
      entry.maxUlpPerPart[p] = std::max(entry.maxUlpPerPart[p], partUlp[p]);
    if (ulp > 0 && (worst.size() < reports::kWorstInputs || ulp > worst.back().ulp)) {
      worst.push_back({ulp, i});
      std::stable_sort(worst.begin(), worst.end(),
                       [](const Worst& a, const Worst& b) { return a.ulp > b.ulp; });
      if (worst.size() > reports::kWorstInputs) worst.pop_back();
    }
  }
  entry.meanUlp = figures ? static_cast<double>(ulpSum / figures) : 0.0;
  entry.correctlyRounded = n ? static_cast<double>(correct) / static_cast<double>(n) : 0.0;
  for (const Worst& w : worst)
    entry.worst.push_back({inputText(w.element), elementText(actual, w.element),
                           referenceText(truth, w.element, type), w.ulp, ""});

  // The plot: elements with an ulp figure and a finite first operand (its
  // real part), in the value order of that input, in bins of equal count.
  const Tensor& x = inputs[0];
  std::vector<int64_t> order;
  for (int64_t i = 0; i < n; ++i)
    if (hasFigure[i] && std::isfinite(floatToDouble(x.partBits(i, 0), part))) order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return orderKey(x.partBits(a, 0), part) < orderKey(x.partBits(b, 0), part);
  });
  const size_t bins = std::min(kPlotBins, order.size());
  for (size_t b = 0; b < bins; ++b) {
    const size_t from = order.size() * b / bins, to = order.size() * (b + 1) / bins;
    reports::AtlasBin bin{floatToDouble(x.partBits(order[from], 0), part),
                          floatToDouble(x.partBits(order[to - 1], 0), part), 0};
    for (size_t k = from; k < to; ++k) bin.maxUlp = std::max(bin.maxUlp, elementUlp[order[k]]);
    entry.plot.push_back(bin);
  }
  return entry;
}

std::string programText(const std::string& fullName, int arity, ElementType type, int64_t n) {
  const std::string tensor = fmt::format("tensor<{}x{}>", n, elementTypeName(type));
  std::string parameters, operands, types;
  for (int i = 0; i < arity; ++i) {
    parameters += fmt::format("{}%x{}: {}", i ? ", " : "", i, tensor);
    operands += fmt::format("{}%x{}", i ? ", " : "", i);
    types += fmt::format("{}{}", i ? ", " : "", tensor);
  }
  return fmt::format(
      "func.func @main({0}) -> {3} {{\n  %r = \"{4}\"({1}) : ({2}) -> {3}\n  return %r : {3}\n}}\n",
      parameters, operands, types, tensor, fullName);
}

// Copies the entry or skip of (op, type) from an earlier atlas into `atlas`;
// false when it has neither (the pair is to be measured).
bool keptFromResume(const reports::Atlas* resume, const std::string& op, const std::string& type,
                    reports::Atlas& atlas) {
  if (!resume) return false;
  for (const reports::AtlasEntry& e : resume->entries)
    if (e.op == op && e.type == type) {
      atlas.entries.push_back(e);
      return true;
    }
  for (const reports::AtlasSkip& s : resume->skipped)
    if (s.op == op && s.type == type) {
      atlas.skipped.push_back(s);
      return true;
    }
  return false;
}

int arityOf(OpId op) {
  const ops::OpDef* def = ops::opDef(op);
  return def ? static_cast<int>(def->numOperandInputs()) : 1;
}

}  // namespace

std::vector<OpId> accuracyOps() {
  std::vector<OpId> out;
  for (OpId op : allOps()) {
    const OpInfo& info = opInfo(op);
    if (info.family != OpFamily::kElementwise || info.mathFn == MathFn::kNone) continue;
    if (info.mnemonic().starts_with("_")) continue;  // chlo._asin_acos_kernel: internal
    out.push_back(op);
  }
  return out;
}

std::vector<ElementType> accuracyTypes() {
  std::vector<ElementType> out;
  for (ElementType type : allElementTypes())
    if ((isFloat(type) && type != ElementType::kTF32) || isComplex(type)) out.push_back(type);
  return out;
}

std::string accuracyOpName(OpId op) {
  const OpInfo& info = opInfo(op);
  return info.dialect() == "stablehlo" ? std::string(info.mnemonic()) : std::string(info.name);
}

OpId accuracyOpByName(std::string_view name) {
  for (OpId op : accuracyOps())
    if (accuracyOpName(op) == name || opName(op) == name) return op;
  return OpId::kUnknown;
}

std::vector<Tensor> accuracyInputs(int arity, ElementType type, const AccuracyOptions& options) {
  std::mt19937_64 random(options.seed);
  if (exhaustive(arity, type)) return {tensorOf(type, {everyPattern(type)})};
  const bool complex = isComplex(type);
  const ElementType part = complex ? complexPartType(type) : type;
  const int slots = arity * (complex ? 2 : 1);  // scalars per element
  std::vector<uint64_t> pool = valuePool(part, options.sampleSize, random);
  if (slots == 1) return {tensorOf(type, {pool})};
  // Every pair of special values (over the first two scalars; the others
  // random), then random tuples from the pool up to the sample size.
  std::vector<std::vector<uint64_t>> columns(slots);
  const std::vector<uint64_t> specials = specialValues(part);
  for (uint64_t a : specials)
    for (uint64_t b : specials) {
      columns[0].push_back(a);
      columns[1].push_back(b);
      for (int s = 2; s < slots; ++s) columns[s].push_back(pool[random() % pool.size()]);
    }
  while (static_cast<int64_t>(columns[0].size()) < options.sampleSize)
    for (int s = 0; s < slots; ++s) columns[s].push_back(pool[random() % pool.size()]);
  std::vector<Tensor> out;
  const int perOperand = complex ? 2 : 1;
  for (int k = 0; k < arity; ++k)
    out.push_back(
        tensorOf(type, std::vector<std::vector<uint64_t>>(columns.begin() + k * perOperand,
                                                          columns.begin() + (k + 1) * perOperand)));
  return out;
}

std::string defaultAccuracyCacheDir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return (fs::path(xdg) / "hlo-cts" / "accuracy").string();
  if (const char* home = std::getenv("HOME"); home && *home)
    return (fs::path(home) / ".cache" / "hlo-cts" / "accuracy").string();
  return {};
}

reports::Atlas measureAccuracy(backends::Backend& backend, const AccuracyOptions& options) {
  reports::Atlas atlas;
  const std::vector<OpId> ops = options.ops.empty() ? accuracyOps() : options.ops;
  const std::vector<ElementType> types = options.types.empty() ? accuracyTypes() : options.types;
  const backends::Capabilities& capabilities = backend.capabilities();
  atlas.oracle = options.oracle.empty() ? oracleFingerprint() : options.oracle;
  for (OpId op : ops) {
    const std::string name = accuracyOpName(op);
    const std::string fullName(opName(op));
    const int arity = arityOf(op);
    for (ElementType type : types) {
      const std::string typeName(elementTypeName(type));
      auto skip = [&](std::string reason) {
        if (options.progress)
          options.progress(fmt::format("{} {}: skipped: {}", name, typeName, reason));
        atlas.skipped.push_back({name, typeName, std::move(reason)});
      };
      if (const ops::OpDef* def = ops::opDef(op))
        if (std::string_view why = def->undefinedSemantics(type); !why.empty()) {
          skip("not defined on the type: " + std::string(why));
          continue;
        }
      if (!capabilities.supportsOp(op) || !capabilities.supportsElementType(type)) {
        skip("the backend declares it unsupported");
        continue;
      }
      if (keptFromResume(options.resume, name, typeName, atlas)) continue;
      if (options.deadline && std::chrono::steady_clock::now() >= *options.deadline) {
        atlas.notReached.push_back({name, typeName});
        continue;
      }
      const auto started = std::chrono::steady_clock::now();
      const std::vector<Tensor> inputs = accuracyInputs(arity, type, options);
      const int64_t n = inputs[0].numElements();
      const std::string text = programText(fullName, arity, type, n);
      Result<Module> module = parseModule(text, "<accuracy>");
      if (!module.ok()) {
        skip("cannot build the program: " + module.error().str());
        continue;
      }
      // The backend gets the canonical text (what the runner sends): the
      // peers' adapters wrap it and expect its value names.
      const backends::Program program{&*module, printModule(*module), "main"};
      backends::CallResult<backends::CheckedProgram> checked = backends::checkProgram(program);
      if (!checked.ok()) {
        skip("not a valid program on the type: " + checked.message);
        continue;
      }
      // The backend's side: one compile (first: a backend that rejects the
      // program costs no oracle time), then one execution.
      backends::CallResult<std::unique_ptr<backends::Executable>> executable =
          backend.compile(program, options.call);
      if (!executable.ok()) {
        skip(fmt::format("compile: {}: {}", backends::callStatusName(executable.status),
                         executable.message));
        continue;
      }
      // The oracle's side, from the cache when an earlier run left it.
      // Sampled entries too: the sample is a function of the seed, and the
      // key holds the inputs' hash (the peers' atlases reuse simd-cpu's).
      const bool cacheable = !options.cacheDir.empty();
      const OracleCacheKey key{atlas.oracle, inputsHash(inputs)};
      const fs::path cache = cacheable ? oracleCachePath(options.cacheDir, name, type) : fs::path();
      std::optional<Truth> truth;
      if (cacheable)
        truth = readOracleCache(cache, key, static_cast<size_t>(n * (isComplex(type) ? 2 : 1)));
      if (!truth) {
        Result<Truth> computed = oracleTruth(fullName, arity, inputs, options.oracleBudget);
        if (!computed.ok()) {
          skip("the oracle cannot evaluate it: " + computed.error().str());
          continue;
        }
        truth = std::move(*computed);
        if (cacheable) writeOracleCache(cache, key, *truth);
      }
      backends::CallResult<std::vector<Tensor>> outputs =
          backend.execute(*executable.value, inputs, options.call);
      if (!outputs.ok()) {
        skip(fmt::format("execute: {}: {}", backends::callStatusName(outputs.status),
                         outputs.message));
        continue;
      }
      if (outputs.value.size() != 1 || outputs.value[0].elementType() != type ||
          outputs.value[0].numElements() != n) {
        skip("the backend returned results of another count, type or shape");
        continue;
      }
      reports::AtlasEntry entry = score(name, type, inputs, outputs.value[0], *truth);
      if (options.progress)
        options.progress(fmt::format(
            "{} {}: {} inputs, max {} ulp, mean {:.3g}, {:.2f}% correctly rounded, {} "
            "special-value mismatches ({:.1f} s)",
            name, typeName, entry.inputs, entry.maxUlp, entry.meanUlp, 100 * entry.correctlyRounded,
            entry.specials.count,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()));
      atlas.entries.push_back(std::move(entry));
      if (options.checkpoint) options.checkpoint(atlas);
    }
  }
  return atlas;
}

}  // namespace hlo_cts::runner
