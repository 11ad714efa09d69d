// Rules for the ops around StableHLO: func.func / func.return / func.call,
// and the test corpus's check.* and interpreter.* ops.
#include <fmt/format.h>

#include "spec/checker/internal.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::checker {
namespace {

using ops::sameType;
using ops::typesStr;

std::vector<Type> operandTypes(const Operation& op) {
  std::vector<Type> types;
  for (const Value* v : op.operands()) types.push_back(v->type);
  return types;
}

std::vector<Type> resultTypes(const Operation& op) {
  std::vector<Type> types;
  for (const auto& v : op.results()) types.push_back(v->type);
  return types;
}

bool sameTypeLists(const std::vector<Type>& a, const std::vector<Type>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!sameType(a[i], b[i])) return false;
  return true;
}

void checkFunc(const Operation& op, std::vector<Diagnostic>& out) {
  const Attribute* type = op.attr("function_type");
  if (!type || type->kind() != Attribute::Kind::kType ||
      type->type().kind() != Type::Kind::kFunction) {
    out.push_back(opError(op, "", "function_type must be a function type"));
    return;
  }
  FunctionView f{const_cast<Operation*>(&op)};
  Block* body = f.body();
  if (!body) return;
  std::vector<Type> args;
  for (const auto& a : body->arguments()) args.push_back(a->type);
  if (!sameTypeLists(args, type->type().inputs()))
    out.push_back(opError(op, "",
                          fmt::format("@{}: entry block arguments ({}) do not match the function "
                                      "inputs ({})",
                                      f.name(), typesStr(args), typesStr(type->type().inputs()))));
  const Operation* term = body->terminator();
  if (!term || term->name() != "func.return")
    out.push_back(opError(op, "", fmt::format("@{}: body must end with func.return", f.name())));
}

void checkReturn(const Operation& op, std::vector<Diagnostic>& out) {
  const Operation* func = op.parentOp();
  if (!func || func->name() != "func.func") {
    out.push_back(opError(op, "", "func.return must be the terminator of a func.func body"));
    return;
  }
  if (op.parentBlock() && op.parentBlock()->terminator() != &op)
    out.push_back(opError(op, "", "func.return must be the last op of its block"));
  Type type = FunctionView{const_cast<Operation*>(func)}.functionType();
  if (!sameTypeLists(operandTypes(op), type.results()))
    out.push_back(opError(op, "",
                          fmt::format("returns ({}) but the function returns ({})",
                                      typesStr(operandTypes(op)), typesStr(type.results()))));
}

void checkCall(const Operation& op, const Module& module, std::vector<Diagnostic>& out) {
  const Attribute* callee = op.attr("callee");
  if (!callee || callee->kind() != Attribute::Kind::kSymbol) {
    out.push_back(opError(op, "", "callee must be a symbol reference"));
    return;
  }
  auto f = module.lookupFunction(callee->name());
  if (!f) {
    out.push_back(opError(op, "", fmt::format("callee @{} is not defined", callee->name())));
    return;
  }
  Type type = f->functionType();
  if (!sameTypeLists(operandTypes(op), type.inputs()))
    out.push_back(
        opError(op, "",
                fmt::format("operands ({}) do not match the inputs of @{} ({})",
                            typesStr(operandTypes(op)), callee->name(), typesStr(type.inputs()))));
  if (!sameTypeLists(resultTypes(op), type.results()))
    out.push_back(
        opError(op, "",
                fmt::format("results ({}) do not match the results of @{} ({})",
                            typesStr(resultTypes(op)), callee->name(), typesStr(type.results()))));
}

// check.expect_*_const %x, dense<...> : T compares against a constant of x's type.
void checkExpectConst(const Operation& op, std::vector<Diagnostic>& out) {
  if (op.numOperands() != 1) {
    out.push_back(opError(op, "", fmt::format("expected 1 operand, got {}", op.numOperands())));
    return;
  }
  const Attribute* value = op.attr("value");
  if (!value) {
    out.push_back(opError(op, "", "missing attribute 'value'"));
    return;
  }
  if (value->kind() == Attribute::Kind::kDenseElements &&
      !sameType(value->type(), op.operand(0)->type))
    out.push_back(
        opError(op, "",
                fmt::format("expected value has type {} but the operand has type {}",
                            ops::typeStr(value->type()), ops::typeStr(op.operand(0)->type))));
}

void checkExpectPair(const Operation& op, std::vector<Diagnostic>& out) {
  if (op.numOperands() != 2) {
    out.push_back(opError(op, "", fmt::format("expected 2 operands, got {}", op.numOperands())));
    return;
  }
  if (!sameType(op.operand(0)->type, op.operand(1)->type))
    out.push_back(opError(op, "",
                          fmt::format("compares {} with {}", ops::typeStr(op.operand(0)->type),
                                      ops::typeStr(op.operand(1)->type))));
}

// interpreter.probe records its operand and returns it: what reads the
// probe (the oracle, test extraction) relies on exactly that.
void checkProbe(const Operation& op, std::vector<Diagnostic>& out) {
  if (op.numOperands() != 1 || op.numResults() != 1) {
    out.push_back(opError(op, "",
                          fmt::format("expected 1 operand and 1 result, got {} and {}",
                                      op.numOperands(), op.numResults())));
    return;
  }
  if (!sameType(op.operand(0)->type, op.result(0)->type))
    out.push_back(opError(op, "",
                          fmt::format("returns {} but probes {}", ops::typeStr(op.result(0)->type),
                                      ops::typeStr(op.operand(0)->type))));
}

void checkRunParallel(const Operation& op, const Module& module, std::vector<Diagnostic>& out) {
  const Attribute* programs = op.attr("programs");
  if (!programs || programs->kind() != Attribute::Kind::kArray) {
    out.push_back(opError(op, "", "programs must be an array of arrays of symbols"));
    return;
  }
  for (const Attribute& row : programs->elements()) {
    if (row.kind() != Attribute::Kind::kArray) {
      out.push_back(opError(op, "", "programs must be an array of arrays of symbols"));
      return;
    }
    for (const Attribute& f : row.elements())
      if (f.kind() != Attribute::Kind::kSymbol || !module.lookupFunction(f.name()))
        out.push_back(opError(op, "", fmt::format("program @{} is not defined", f.name())));
  }
}

}  // namespace

bool checkHelperOp(const Operation& op, const Module& module, std::vector<Diagnostic>& out) {
  const std::string& n = op.name();
  if (n == "func.func") {
    checkFunc(op, out);
  } else if (n == "func.return") {
    checkReturn(op, out);
  } else if (n == "func.call") {
    checkCall(op, module, out);
  } else if (n == "check.expect_eq_const" || n == "check.expect_almost_eq_const" ||
             n == "check.expect_close_const") {
    checkExpectConst(op, out);
  } else if (n == "check.expect_eq" || n == "check.expect_almost_eq" || n == "check.expect_close") {
    checkExpectPair(op, out);
  } else if (n == "interpreter.probe") {
    checkProbe(op, out);
  } else if (n == "interpreter.run_parallel") {
    checkRunParallel(op, module, out);
  } else if (op.dialect() == "check" || op.dialect() == "interpreter") {
    // Other helpers (expect_serialized_eq, print) take any values.
  } else {
    return false;
  }
  return true;
}

}  // namespace hlo_cts::checker
