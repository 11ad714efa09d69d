// The checker on IR built in C++ (no parser involved): op-level clauses,
// structure, type categories and the whole-program rules.
#include <gtest/gtest.h>

#include "spec/checker/checker.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

Type f32(std::vector<int64_t> shape) {
  return Type::tensor(std::move(shape), ElementType::kF32);
}

// A module with one function @main(args) -> results whose body the test fills.
struct Builder {
  Module module;
  Operation* func = nullptr;
  Block* body = nullptr;
  int line = 1;

  Builder(std::vector<Type> args, std::vector<Type> results) {
    module.op = std::make_unique<Operation>("builtin.module");
    Block* top = module.op->addRegion()->addBlock();
    auto f = std::make_unique<Operation>("func.func");
    f->setProperty("sym_name", Attribute::string("main"));
    f->setProperty("function_type", Attribute::type(Type::function(args, results)));
    body = f->addRegion()->addBlock();
    for (size_t i = 0; i < args.size(); ++i) body->addArgument(args[i], "%arg" + std::to_string(i));
    func = top->append(std::move(f));
  }

  Value* arg(size_t i) { return body->argument(i); }

  Operation* op(std::string name, std::vector<Value*> operands, std::vector<Type> results,
                Block* block = nullptr) {
    auto o = std::make_unique<Operation>(std::move(name));
    for (Value* v : operands) o->addOperand(v);
    for (Type& t : results) o->addResult(t);
    o->location = {"test.mlir", ++line, 3};
    return (block ? block : body)->append(std::move(o));
  }

  void ret(std::vector<Value*> values) { op("func.return", std::move(values), {}); }
};

std::vector<std::string> clauses(const std::vector<Diagnostic>& ds) {
  std::vector<std::string> out;
  for (const Diagnostic& d : ds)
    if (d.severity == Diagnostic::Severity::kError)
      out.push_back(d.clause.empty() ? d.message : d.clause.str());
  return out;
}

TEST(CheckerIr, CleanAddPasses) {
  Builder b({f32({4}), f32({4})}, {f32({4})});
  Operation* add = b.op("stablehlo.add", {b.arg(0), b.arg(1)}, {f32({4})});
  b.ret({add->result(0)});
  EXPECT_TRUE(clauses(checker::checkModule(b.module)).empty());
}

TEST(CheckerIr, AddTypeMismatchCitesC1) {
  Builder b({f32({4}), Type::tensor({4}, ElementType::kF64)}, {f32({4})});
  Operation* add = b.op("stablehlo.add", {b.arg(0), b.arg(1)}, {f32({4})});
  b.ret({add->result(0)});
  auto ds = checker::checkModule(b.module);
  ASSERT_EQ(clauses(ds), std::vector<std::string>{"stablehlo.add (C1)"});
  EXPECT_EQ(ds[0].str(),
            "test.mlir:2:3: error: stablehlo.add (C1): baseline_type(lhs) = tensor<4xf32> but "
            "baseline_type(rhs) = tensor<4xf64>");
}

TEST(CheckerIr, DynamicDimsAreCompatible) {
  Builder b({f32({-1}), f32({4})}, {f32({4})});
  Operation* add = b.op("stablehlo.add", {b.arg(0), b.arg(1)}, {f32({4})});
  b.ret({add->result(0)});
  EXPECT_TRUE(clauses(checker::checkModule(b.module)).empty());
}

TEST(CheckerIr, OperandCategoryCitesInputLabel) {
  Type u32 = Type::tensor({4}, ElementType::kUI32);
  Builder b({u32}, {u32});
  Operation* abs = b.op("stablehlo.abs", {b.arg(0)}, {u32});
  b.ret({abs->result(0)});
  EXPECT_EQ(clauses(checker::checkModule(b.module)),
            (std::vector<std::string>{"stablehlo.abs (I1)", "stablehlo.abs (O1)"}));
}

TEST(CheckerIr, WrongOperandCountIsStructural) {
  Builder b({f32({4})}, {f32({4})});
  Operation* add = b.op("stablehlo.add", {b.arg(0)}, {f32({4})});
  b.ret({add->result(0)});
  auto ds = checker::checkModule(b.module);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_TRUE(ds[0].clause.empty());
  EXPECT_EQ(ds[0].message, "stablehlo.add: expected 2 operands, got 1");
}

TEST(CheckerIr, UseBeforeDefinitionIsReported) {
  Builder b({f32({4})}, {f32({4})});
  auto later = std::make_unique<Operation>("stablehlo.negate");
  later->addOperand(b.arg(0));
  Value* early = later->addResult(f32({4}));
  Operation* user = b.op("stablehlo.abs", {early}, {f32({4})});
  b.body->append(std::move(later));
  b.ret({user->result(0)});
  auto ds = checker::checkModule(b.module);
  ASSERT_EQ(checker::countErrors(ds), 1u);
  EXPECT_NE(ds[0].message.find("does not dominate"), std::string::npos) << ds[0].message;
}

TEST(CheckerIr, ReturnTypeMustMatchFunction) {
  Builder b({f32({4})}, {f32({2})});
  b.ret({b.arg(0)});
  auto ds = checker::checkModule(b.module);
  ASSERT_EQ(checker::countErrors(ds), 1u);
  EXPECT_NE(ds[0].message.find("but the function returns"), std::string::npos) << ds[0].message;
}

TEST(CheckerIr, CompareTypeMustFitElementType) {
  Type i32 = Type::tensor({4}, ElementType::kSI32);
  Builder b({i32, i32}, {Type::tensor({4}, ElementType::kI1)});
  Operation* cmp =
      b.op("stablehlo.compare", {b.arg(0), b.arg(1)}, {Type::tensor({4}, ElementType::kI1)});
  cmp->setProperty("comparison_direction",
                   Attribute::enumeration("stablehlo", "comparison_direction", "LT"));
  cmp->setProperty("compare_type", Attribute::enumeration("stablehlo", "comparison_type", "FLOAT"));
  b.ret({cmp->result(0)});
  EXPECT_EQ(clauses(checker::checkModule(b.module)),
            std::vector<std::string>{"stablehlo.compare (C3)"});
}

TEST(CheckerIr, MissingRequiredAttributeIsStructural) {
  Type i32 = Type::tensor({4}, ElementType::kSI32);
  Builder b({i32, i32}, {Type::tensor({4}, ElementType::kI1)});
  Operation* cmp =
      b.op("stablehlo.compare", {b.arg(0), b.arg(1)}, {Type::tensor({4}, ElementType::kI1)});
  b.ret({cmp->result(0)});
  auto ds = checker::checkModule(b.module);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].message, "stablehlo.compare: missing attribute 'comparison_direction'");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
