#include "tools/runner/reproducer.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "spec/text/printer.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {
namespace {

std::string commented(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "// " + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

// The id with every character a file name should not hold replaced.
std::string fileNameOf(const std::string& id) {
  std::string name;
  for (char c : id)
    name +=
        (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.') ? c : '_';
  return name.substr(0, 200);
}

// A private function without arguments returning `values` as constants
// (the exported tests' @inputs and @expected).
std::unique_ptr<Operation> constantsFunction(const std::string& name,
                                             const std::vector<Tensor>& values,
                                             const std::vector<Type>& types) {
  auto function = std::make_unique<Operation>("func.func");
  function->setProperty("sym_name", Attribute::string(name));
  function->setProperty("sym_visibility", Attribute::string("private"));
  function->setProperty("function_type", Attribute::type(Type::function({}, types)));
  Block* body = function->addRegion()->addBlock();
  auto ret = std::make_unique<Operation>("func.return");
  for (size_t i = 0; i < values.size(); ++i) {
    auto constant = std::make_unique<Operation>("stablehlo.constant");
    constant->setProperty("value", Attribute::denseElements(values[i], types[i]));
    ret->addOperand(constant->addResult(types[i]));
    body->append(std::move(constant));
  }
  body->append(std::move(ret));
  return function;
}

// The call of one of them, its results standing for `types`.
Operation* appendCall(Block& body, const std::string& callee, const std::vector<Type>& types) {
  auto call = std::make_unique<Operation>("func.call");
  call->setProperty("callee", Attribute::symbol({callee}));
  for (const Type& type : types) call->addResult(type);
  return body.append(std::move(call));
}

// custom_call @check.expect_eq, or @check.expect_close within the profile's
// budget where the oracle's value is correctly rounded.
std::unique_ptr<Operation> checkOf(Value* actual, Value* expected,
                                   const oracle::RuntimeValue& reference,
                                   const oracle::Profile& profile) {
  auto check = std::make_unique<Operation>("stablehlo.custom_call");
  const oracle::TensorExpectation* expectation = reference.expectation().get();
  const bool rounded = expectation && expectation->uniform() &&
                       expectation->rule(0) == oracle::ElementRule::kRounded;
  check->setProperty("call_target_name",
                     Attribute::string(rounded ? "check.expect_close" : "check.expect_eq"));
  check->setProperty("has_side_effect", Attribute::boolean(true));
  if (rounded) {
    const uint64_t ulp = profile.lookup(expectation->op(), reference.tensor().elementType()).ulp;
    check->attributes().push_back(
        {"max_ulp_difference", Attribute::integer(static_cast<int64_t>(ulp))});
  }
  check->addOperand(actual);
  check->addOperand(expected);
  return check;
}

std::string reproducerHeader(const suites::TestCase& test, const reports::TestResult& result) {
  std::string text =
      fmt::format("// hlo-cts reproducer of {}: {}{}\n", test.id, verdictName(result.verdict),
                  result.clause.empty() ? "" : " [" + result.clause.str() + "]");
  if (!result.tier.empty()) {
    text += commented(fmt::format("tier: {} ({})\nmechanism: {}", result.tier, result.decidedBy,
                                  result.mechanism));
    for (const std::string& escape : result.escapes) text += commented("weighed: " + escape);
  }
  return text + commented(result.message);
}

}  // namespace

Result<suites::TestCase> exportedTest(const suites::TestCase& test, const JudgeOptions& options,
                                      const std::string& function, const suites::TestMeta& meta) {
  Block* body = entryBody(test);
  if (!body) return makeError("a negative test has no values to write down");
  const oracle::Profile& profile = profileOf(options);
  Result<std::vector<oracle::RuntimeValue>> reference = oracleReference(test, options);
  if (!reference.ok()) return reference.takeError();

  EntryBuilder builder(test);
  std::vector<Type> inputTypes, outputTypes;
  for (const auto& argument : body->arguments()) inputTypes.push_back(argument->type);
  const Operation& ret = *body->terminator();
  std::vector<Tensor> expected;
  for (size_t i = 0; i < ret.numOperands(); ++i) {
    if (!(*reference)[i].isTensor()) return makeError("an output is not a tensor");
    outputTypes.push_back(ret.operand(i)->type);
    expected.push_back((*reference)[i].tensor());
  }
  // Helper names unique per test function, so that several tests can share
  // one module (a suite file with many tests in one split).
  const std::string prefix = function.empty() ? std::string() : function + "_";
  builder.addToModule(constantsFunction(prefix + "inputs", test.inputs, inputTypes));
  builder.addToModule(constantsFunction(prefix + "expected", expected, outputTypes));
  Operation* inputs = appendCall(*builder.body(), prefix + "inputs", inputTypes);
  for (size_t i = 0; i < body->numArguments(); ++i)
    builder.mapping()[body->argument(i)] = inputs->result(i);
  for (const auto& op : body->operations())
    if (op.get() != &ret) builder.clone(*op);
  Operation* expectedValues = appendCall(*builder.body(), prefix + "expected", outputTypes);
  for (size_t i = 0; i < ret.numOperands(); ++i) {
    builder.body()->append(checkOf(builder.mapped(ret.operand(i)), expectedValues->result(i),
                                   (*reference)[i], profile));
    builder.addOutput(ret.operand(i),
                      i < test.outputs.size() ? test.outputs[i] : suites::TestOutput{});
  }
  if (!meta.empty())
    builder.setEntryAttribute(std::string(suites::kTestMetaAttribute),
                              suites::testMetaAttribute(meta));
  return builder.finish(test.id, function);
}

Result<std::string> exportedReproducer(const suites::TestCase& test,
                                       const reports::TestResult& result,
                                       const JudgeOptions& options) {
  Result<suites::TestCase> exported = exportedTest(test, options);
  if (!exported.ok()) return exported.takeError();
  return reproducerHeader(test, result) +
         "// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,\n"
         "// not the constants of @expected, which are the oracle's values).\n" +
         exported->programText;
}

std::string reproducerText(const suites::TestCase& test, const reports::TestResult& result) {
  std::string text = reproducerHeader(test, result);
  if (test.negative) {
    text += "// The program breaks a constraint; a backend must reject it:\n";
    text += commented(test.violation.str());
  } else {
    std::vector<std::string> inputs;
    for (const Tensor& input : test.inputs)
      inputs.push_back(printAttribute(Attribute::denseElements(input, input.type())));
    text += fmt::format("// Run on the oracle: hlo-cts interpret FILE --args=\"[{}]\"\n",
                        fmt::join(inputs, ", "));
  }
  return text + test.programText;
}

std::string writeReproducer(const suites::TestCase& test, const reports::TestResult& result,
                            const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  const std::string path = dir + "/" + fileNameOf(test.id) + ".mlir";
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << reproducerText(test, result);
  return out.good() ? path : std::string();
}

}  // namespace hlo_cts::runner
