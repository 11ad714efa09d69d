// How the element-wise ops state what the spec allows beyond their flowing
// value, in the expectation model of oracle/expectation.h.
#include <fmt/format.h>

#include "oracle/expectation.h"
#include "oracle/ops/elementwise_ops.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::oracle::ew {

// A type the op's first operand may not have is the program's error (the
// checker rejects it before evaluation; a handler called directly sees it);
// one the catalogue allows but this handler cannot compute is the oracle's
// gap, NotSupported.
Diagnostic unsupportedType(const Operation& op, const Tensor& operand) {
  const ops::OpDef* def = ops::opDef(op.id());
  const std::string_view undefined =
      def ? def->undefinedSemantics(operand.elementType()) : std::string_view{};
  const std::string message = undefined.empty()
                                  ? fmt::format("element type {} is not supported by this op",
                                                elementTypeText(operand.type()))
                                  : fmt::format("element type {}: the semantics are undefined ({})",
                                                elementTypeText(operand.type()), undefined);
  const bool allowed = def && !def->inputs.empty() && def->inputs[0].type.matches(operand.type());
  return allowed ? notSupported(op, message)
                 : opError(op, message, {}, DiagnosticKind::kConstraint);
}

RuntimeValue withOpenElements(Tensor tensor, OpenElements open) {
  if (open.empty()) return RuntimeValue::fromTensor(std::move(tensor));
  RuntimeValue value = RuntimeValue::fromTensor(std::move(tensor));
  auto expectation =
      std::make_shared<TensorExpectation>(value.sharedTensor(), "", ElementRule::kExact);
  // Integer and real results only: element i is slot i.
  for (int64_t element : open.anyValue) expectation->setRule(element, ElementRule::kAny);
  for (auto& [element, allowed] : open.anyOf) expectation->setAnyOf(element, std::move(allowed));
  value.setExpectation(std::move(expectation));
  return value;
}

RuntimeValue withCorrectlyRounded(Tensor tensor, std::string_view opName, OpenElements open) {
  RuntimeValue value = RuntimeValue::fromTensor(std::move(tensor));
  auto expectation = std::make_shared<TensorExpectation>(value.sharedTensor(), std::string(opName),
                                                         ElementRule::kRounded);
  for (int64_t element : open.anyValue) expectation->setRule(element, ElementRule::kAny);
  for (auto& [element, bounds] : open.intervals) expectation->setInterval(element, bounds);
  value.setExpectation(std::move(expectation));
  return value;
}

}  // namespace hlo_cts::oracle::ew
