#include "oracle/ops/choices.h"

#include <cstring>
#include <memory>

#include "oracle/expectation.h"

namespace hlo_cts::oracle {

std::vector<uint8_t> elementBytes(const Tensor& t, int64_t linear) {
  auto begin = t.bytes().begin() + static_cast<std::ptrdiff_t>(linear * t.elementBytes());
  return std::vector<uint8_t>(begin, begin + t.elementBytes());
}

RuntimeValue withChoices(Tensor tensor, ResultChoices choices, std::string_view op) {
  if (choices.empty()) return RuntimeValue::fromTensor(std::move(tensor));
  auto expectation = std::make_shared<TensorExpectation>(
      tensor, std::string(op),
      choices.wholeResultAnyValue ? ElementRule::kAny : ElementRule::kExact);
  if (!choices.wholeResultAnyValue) {
    // Slots: element i of a real tensor, part p of complex element i is 2i + p.
    const int parts = isComplex(tensor.elementType()) ? 2 : 1;
    // Undefined elements may be anything; elements whose set was too large to
    // enumerate are undetermined (Inconclusive unless the profile fixes the
    // order).
    for (int64_t element : choices.anyValue)
      for (int p = 0; p < parts; ++p) expectation->setRule(element * parts + p, ElementRule::kAny);
    Tensor one(tensor.type().withShape({}));
    for (const auto& [element, alternatives] : choices.anyOf)
      for (int p = 0; p < parts; ++p) {
        std::vector<uint64_t> allowed;
        for (const std::vector<uint8_t>& bytes : alternatives) {
          std::memcpy(one.mutableBytes().data(), bytes.data(), bytes.size());
          const uint64_t bits = one.partBits(0, p);
          if (std::find(allowed.begin(), allowed.end(), bits) == allowed.end())
            allowed.push_back(bits);
        }
        expectation->setAnyOf(element * parts + p, std::move(allowed));
      }
    for (const ResultChoices::Interval& i : choices.intervals)
      expectation->setInterval(i.element * parts + i.part, i.bounds);
    // Last: an undetermined element stays so whatever else was recorded.
    for (int64_t element : choices.unknown)
      for (int p = 0; p < parts; ++p)
        expectation->setRule(element * parts + p, ElementRule::kUndetermined);
  }
  RuntimeValue value = RuntimeValue::fromTensor(std::move(tensor));
  value.setExpectation(std::move(expectation));
  return value;
}

}  // namespace hlo_cts::oracle
