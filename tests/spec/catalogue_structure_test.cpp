// The op catalogue's shape: every op of the seed spec with every numbered
// clause, well-formed ids and texts, XLA builder names, coverage points.
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <set>

#include "spec/ops/catalogue.h"
#include "spec/text/op_syntax.h"

namespace hlo_cts::ops {
namespace {
namespace HLO_CTS_UNITY_ID {

// The 97 ops of the seed spec (seeds/004) and their highest clause number.
const std::map<std::string, int> kSeedOps = {{"abs", 2},
                                             {"add", 1},
                                             {"after_all", 0},
                                             {"all_gather", 6},
                                             {"all_reduce", 7},
                                             {"all_to_all", 9},
                                             {"and", 1},
                                             {"atan2", 1},
                                             {"batch_norm_grad", 5},
                                             {"batch_norm_inference", 7},
                                             {"batch_norm_training", 7},
                                             {"bitcast_convert", 2},
                                             {"broadcast_in_dim", 6},
                                             {"case", 4},
                                             {"cbrt", 1},
                                             {"ceil", 1},
                                             {"cholesky", 3},
                                             {"clamp", 4},
                                             {"collective_broadcast", 3},
                                             {"collective_permute", 5},
                                             {"compare", 3},
                                             {"complex", 3},
                                             {"concatenate", 6},
                                             {"constant", 1},
                                             {"convert", 1},
                                             {"convolution", 33},
                                             {"cosine", 1},
                                             {"count_leading_zeros", 1},
                                             {"custom_call", 0},
                                             {"divide", 1},
                                             {"dot_general", 17},
                                             {"dynamic_slice", 5},
                                             {"dynamic_update_slice", 6},
                                             {"exponential", 1},
                                             {"exponential_minus_one", 1},
                                             {"fft", 5},
                                             {"floor", 1},
                                             {"gather", 14},
                                             {"get_dimension_size", 1},
                                             {"get_tuple_element", 2},
                                             {"if", 3},
                                             {"imag", 2},
                                             {"infeed", 3},
                                             {"iota", 1},
                                             {"is_finite", 1},
                                             {"log", 1},
                                             {"log_plus_one", 1},
                                             {"logistic", 1},
                                             {"map", 4},
                                             {"maximum", 1},
                                             {"minimum", 1},
                                             {"multiply", 1},
                                             {"negate", 1},
                                             {"not", 1},
                                             {"optimization_barrier", 1},
                                             {"or", 1},
                                             {"outfeed", 0},
                                             {"pad", 4},
                                             {"partition_id", 0},
                                             {"popcnt", 1},
                                             {"power", 1},
                                             {"real", 2},
                                             {"recv", 4},
                                             {"reduce", 8},
                                             {"reduce_precision", 3},
                                             {"reduce_scatter", 9},
                                             {"reduce_window", 16},
                                             {"remainder", 1},
                                             {"replica_id", 0},
                                             {"reshape", 3},
                                             {"reverse", 3},
                                             {"rng", 3},
                                             {"rng_bit_generator", 2},
                                             {"round_nearest_afz", 1},
                                             {"round_nearest_even", 1},
                                             {"rsqrt", 1},
                                             {"scatter", 17},
                                             {"select", 2},
                                             {"select_and_scatter", 12},
                                             {"send", 1},
                                             {"shift_left", 1},
                                             {"shift_right_arithmetic", 1},
                                             {"shift_right_logical", 1},
                                             {"sign", 1},
                                             {"sine", 1},
                                             {"slice", 5},
                                             {"sort", 5},
                                             {"sqrt", 1},
                                             {"subtract", 1},
                                             {"tanh", 1},
                                             {"transpose", 4},
                                             {"triangular_solve", 4},
                                             {"tuple", 1},
                                             {"uniform_dequantize", 2},
                                             {"uniform_quantize", 2},
                                             {"while", 3},
                                             {"xor", 1}};

TEST(CatalogueStructure, HasEverySeedOpWithEveryClause) {
  ASSERT_EQ(kSeedOps.size(), 97u);
  for (const auto& [mnemonic, maxClause] : kSeedOps) {
    const OpDef* def = lookupOp("stablehlo." + mnemonic);
    ASSERT_NE(def, nullptr) << mnemonic;
    EXPECT_EQ(def->origin, Origin::kSeedSpec) << mnemonic;
    for (int i = 1; i <= maxClause; ++i) {
      const Constraint* c = def->constraint("C" + std::to_string(i));
      ASSERT_NE(c, nullptr) << mnemonic << " C" << i;
      EXPECT_EQ(c->origin, Origin::kSeedSpec) << mnemonic << " C" << i;
    }
  }
}

TEST(CatalogueStructure, HasTheCurrentSpecAdditions) {
  for (std::string_view name :
       {"stablehlo.tan", "stablehlo.composite", "stablehlo.dynamic_broadcast_in_dim",
        "stablehlo.dynamic_conv", "stablehlo.dynamic_gather", "stablehlo.dynamic_iota",
        "stablehlo.dynamic_pad", "stablehlo.dynamic_reshape", "stablehlo.real_dynamic_slice",
        "stablehlo.async_start", "stablehlo.async_done", "chlo.erf", "chlo.top_k"})
    EXPECT_NE(lookupOp(name), nullptr) << name;
  EXPECT_EQ(lookupOp("stablehlo.no_such_op"), nullptr);
}

TEST(CatalogueStructure, NamesAreSortedUniqueAndPrefixed) {
  auto ops = catalogue();
  EXPECT_GE(ops.size(), 160u);
  for (size_t i = 0; i < ops.size(); ++i) {
    std::string_view n = ops[i].name;
    EXPECT_TRUE(n.starts_with("stablehlo.") || n.starts_with("chlo.")) << n;
    if (i > 0) {
      EXPECT_LT(ops[i - 1].name, n);
    }
    EXPECT_FALSE(ops[i].family.empty()) << n;
    EXPECT_FALSE(ops[i].summary.empty()) << n;
  }
}

bool isPlainEnglish(std::string_view text) {
  for (unsigned char c : text)
    if (c >= 0x80 || (c < 0x20 && c != '\n')) return false;
  return true;
}

TEST(CatalogueStructure, ConstraintIdsAreNumberedInOrderWithTexts) {
  std::regex id("C([0-9]+)");
  for (const OpDef& def : catalogue()) {
    for (size_t i = 0; i < def.constraints.size(); ++i) {
      const Constraint& c = def.constraints[i];
      std::string expected = "C" + std::to_string(i + 1);
      EXPECT_EQ(c.id, expected) << def.name << ": clauses must be C1, C2, ... in order";
      EXPECT_NE(c.check, nullptr) << def.name << " " << c.id;
      EXPECT_GT(c.text.size(), 5u) << def.name << " " << c.id;
      EXPECT_TRUE(isPlainEnglish(c.text)) << def.name << " " << c.id << ": " << c.text;
    }
  }
}

TEST(CatalogueStructure, InputsAreWellFormed) {
  for (const OpDef& def : catalogue()) {
    std::set<std::string_view> names;
    for (const InputDef& in : def.inputs) {
      EXPECT_TRUE(names.insert(in.name).second) << def.name << ": duplicate input " << in.name;
      EXPECT_TRUE(isPlainEnglish(in.text)) << def.name << " " << in.name;
      if (in.kind == InputKind::kAttribute) {
        EXPECT_FALSE(in.storage.empty()) << in.name;
      }
      if (in.kind == InputKind::kOperand) {
        EXPECT_FALSE(in.type.text.empty()) << in.name;
      }
    }
    for (const OutputDef& out : def.outputs)
      EXPECT_TRUE(names.insert(out.name).second) << def.name << ": output " << out.name;
    if (!def.inputs.empty()) {
      EXPECT_EQ(def.inputLabel(def.inputs.front()), "I1");
      EXPECT_EQ(def.inputLabel(def.inputs.back()), "I" + std::to_string(def.inputs.size()));
    }
  }
}

TEST(CatalogueStructure, XlaBuilderNamesMapOntoOps) {
  const std::map<std::string_view, std::string_view> expected = {
      {"Rev", "stablehlo.reverse"},
      {"ConcatInDim", "stablehlo.concatenate"},
      {"ConvertElementType", "stablehlo.convert"},
      {"Clz", "stablehlo.count_leading_zeros"},
      {"PopulationCount", "stablehlo.popcnt"},
      {"Collapse", "stablehlo.reshape"},
      {"Erf", "chlo.erf"},
      {"TopK", "chlo.top_k"},
      {"RngNormal", "stablehlo.rng"},
      {"RngUniform", "stablehlo.rng"},
      {"RngBernoulli", "stablehlo.rng"},
      {"SetDimensionSize", "stablehlo.set_dimension_size"},
      {"DotGeneral", "stablehlo.dot_general"},
      {"BatchNormTraining", "stablehlo.batch_norm_training"},
  };
  for (const auto& [xla, op] : expected) {
    auto found = lookupXlaName(xla);
    ASSERT_EQ(found.size(), 1u) << xla;
    EXPECT_EQ(found[0]->name, op) << xla;
  }
  // Names that map onto several ops say how.
  auto conditional = lookupXlaName("Conditional");
  ASSERT_EQ(conditional.size(), 2u);
  for (const OpDef* def : conditional)
    for (const XlaName& x : def->xlaNames)
      if (x.name == "Conditional") {
        EXPECT_FALSE(x.note.empty());
      }
  std::set<std::string_view> crs;
  for (const OpDef* def : lookupXlaName("CrossReplicaSum")) crs.insert(def->name);
  EXPECT_TRUE(crs.count("stablehlo.all_reduce"));
  // Implicit broadcasting maps onto the chlo.broadcast_* ops.
  bool broadcastAdd = false;
  for (const OpDef* def : lookupXlaName("Add")) broadcastAdd |= def->name == "chlo.broadcast_add";
  EXPECT_TRUE(broadcastAdd);
}

TEST(CatalogueStructure, GatherKeepsThePre2018FieldNames) {
  const OpDef* gather = lookupOp("stablehlo.gather");
  ASSERT_NE(gather, nullptr);
  const std::map<std::string_view, std::string_view> renamed = {
      {"offset_dims", "output_window_dims"},
      {"collapsed_slice_dims", "elided_window_dims"},
      {"start_index_map", "gather_dims_to_operand_dims"},
      {"slice_sizes", "window_bounds"}};
  for (const auto& [modern, legacy] : renamed) {
    const InputDef* in = gather->input(modern);
    ASSERT_NE(in, nullptr) << modern;
    EXPECT_EQ(in->legacyName, legacy);
  }
}

TEST(CatalogueStructure, CoveragePointsAreUniquePerOp) {
  size_t withPoints = 0;
  for (const OpDef& def : catalogue()) {
    std::set<std::string> ids;
    for (const CoveragePoint& p : def.coverage) {
      EXPECT_TRUE(ids.insert(p.id).second) << def.name << " " << p.id;
      if (p.kind != CoveragePoint::Kind::kSpecialValue) {
        EXPECT_NE(p.hit, nullptr) << p.id;
      }
    }
    withPoints += !def.coverage.empty();
  }
  EXPECT_GE(withPoints, catalogue().size() - 8);  // token/future-only ops have none
  const OpDef* add = lookupOp("stablehlo.add");
  bool nan = false;
  for (const CoveragePoint& p : add->coverage) nan |= p.id == "value:nan";
  EXPECT_TRUE(nan);
}

// The catalogue and the text format's op syntax table describe the same ops,
// and every attribute input lives in an attribute the syntax table knows.
TEST(CatalogueStructure, AgreesWithTheOpSyntaxTable) {
  for (const OpDef& def : catalogue()) {
    const OpSyntax* syntax = lookupOpSyntax(def.name);
    ASSERT_NE(syntax, nullptr) << def.name << " has no syntax row";
    for (const InputDef& in : def.inputs) {
      if (in.kind != InputKind::kAttribute) continue;
      std::string_view container = in.storage.substr(0, in.storage.find('.'));
      EXPECT_NE(syntax->attr(container), nullptr)
          << def.name << ": input " << in.name << " is stored in '" << container
          << "', which the syntax table does not list";
    }
  }
  for (const OpSyntax& row : allOpSyntax())
    if (row.dialect() == "stablehlo" || row.dialect() == "chlo") {
      EXPECT_NE(lookupOp(row.name), nullptr) << row.name << " has no catalogue entry";
    }
}

TEST(CatalogueStructure, CountsAreStable) {
  size_t constraints = 0, seedConstraints = 0;
  for (const OpDef& def : catalogue())
    for (const Constraint& c : def.constraints) {
      ++constraints;
      seedConstraints += c.origin == Origin::kSeedSpec;
    }
  size_t expectedSeed = 0;
  for (const auto& [op, n] : kSeedOps) expectedSeed += n;
  // Every seed clause is there; added batching/algorithm clauses come on top.
  EXPECT_EQ(seedConstraints, expectedSeed);
  EXPECT_GT(constraints, seedConstraints);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::ops

namespace hlo_cts::ops {
namespace {
namespace HLO_CTS_UNITY_ID {

// The spec's constant inputs that MLIR passes as operands: exactly the
// shapes, paddings and sizes of the dynamic ops and rng, found by position.
TEST(CatalogueStructure, ConstantOperandsAreTheShapeGivingOnes) {
  std::map<std::string, std::set<size_t>> expected = {
      {"stablehlo.rng", {2}},
      {"stablehlo.dynamic_broadcast_in_dim", {1}},
      {"stablehlo.dynamic_iota", {0}},
      {"stablehlo.dynamic_reshape", {1}},
      {"stablehlo.dynamic_pad", {2, 3, 4}},
      {"stablehlo.real_dynamic_slice", {1, 2, 3}},
      {"stablehlo.dynamic_gather", {2}},
      {"stablehlo.dynamic_conv", {2}},
  };
  for (OpId id : allOps()) {
    const OpDef* def = opDef(id);
    if (!def) continue;
    Operation op{std::string(opName(id))};
    std::set<size_t> found;
    for (size_t i = 0; i < 8; ++i)
      if (isConstantOperand(op, i)) found.insert(i);
    auto it = expected.find(op.name());
    EXPECT_EQ(found, it == expected.end() ? std::set<size_t>{} : it->second) << op.name();
  }
}

// Types the op definitions exclude, which a generated program must not
// use: ChloOps.td's SquareOp takes float or complex tensors only (XLA and
// IREE reject an integer square at parse), and rng (I3) takes its shape as a
// 1-dimensional tensor constant of type si64.
TEST(CatalogueStructure, OperandTypesFollowTheOpDefinitions) {
  const OpDef* square = opDef(OpId::kChloSquare);
  ASSERT_NE(square, nullptr);
  EXPECT_TRUE(square->inputs[0].type.matches(Type::tensor({2}, ElementType::kF32)));
  EXPECT_TRUE(square->inputs[0].type.matches(Type::tensor({2}, ElementType::kComplexF64)));
  for (ElementType e : {ElementType::kUI8, ElementType::kSI32, ElementType::kI1})
    EXPECT_FALSE(square->inputs[0].type.matches(Type::tensor({2}, e))) << elementTypeName(e);
  const OpDef* rng = opDef(OpId::kRng);
  ASSERT_NE(rng, nullptr);
  EXPECT_TRUE(rng->inputs[2].type.matches(Type::tensor({2}, ElementType::kSI64)));
  for (ElementType e : {ElementType::kUI8, ElementType::kUI32, ElementType::kSI32})
    EXPECT_FALSE(rng->inputs[2].type.matches(Type::tensor({2}, e))) << elementTypeName(e);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::ops
