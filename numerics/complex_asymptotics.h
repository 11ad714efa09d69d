// Complex functions decided from their asymptotics where MPC's composition
// would work at a precision as large as an exponent gap between the parts
// (seconds to minutes per element). Shared by the oracle and simd-cpu's
// slow path, which both composed 1/(1 + e^−z) in MPC before.
#pragma once

#include <optional>

#include "numerics/mpfr_number.h"
#include "spec/element_type.h"

namespace hlo_cts {
inline namespace numerics {

// logistic(x + iy) = 1/(1 + e^−z) for finite parts with |x| > 1000, each
// part correctly rounded into `part` (f32 or f64): Re rounds to 1 from the
// side of cos y and Im is e^−x sin y for x > 1000; both parts are e^x
// (cos y, sin y) for x < −1000 (see the .cpp for the error bounds). The
// imaginary part of a real z is +0, as the composition's division gives.
// nullopt: not in that regime, or a part is not finite.
std::optional<ComplexBits> saturatedLogistic(ComplexBits z, ElementType part);

}  // namespace numerics
}  // namespace hlo_cts
