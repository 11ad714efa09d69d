// Complex functions with a slow path for simd-cpu. x^y: exp(y·log x) in complex<long double> where
// a rigorous bound on that computation's error stays under one unit in the last place of each
// result part, MPC otherwise (a Ziv-style slow path, as correctly rounded libms have). Complex
// atan2 through MPC alone.
#pragma once

#include <complex>

namespace hlo_cts::backends::simd_cpu {

std::complex<float> complexPower(std::complex<float> x, std::complex<float> y);
std::complex<double> complexPower(std::complex<double> x, std::complex<double> y);

// logistic(z) = 1/(1 + e^−z): its asymptotics for |Re z| > 1000 (the
// oracle's, numerics/complex_asymptotics.h); long double where a
// bound on the cancellation of Re(1 + e^−z) (near the poles, and along a
// curve in every x < 0) keeps each part within an ulp; MPC otherwise.
std::complex<float> complexLogistic(std::complex<float> z);
std::complex<double> complexLogistic(std::complex<double> z);

// atan2(y, x) = −i·log((x + i·y) / sqrt(x² + y²)) (CHLO's definition for
// complex operands), composed in MPC far above the part's precision and
// rounded once per part. No faster path: its real part cancels near the
// branch cut, which a long double attempt got wrong by far more than its
// claimed ulps; complex atan2 is rare enough for MPC's speed.
std::complex<float> complexAtan2(std::complex<float> y, std::complex<float> x);
std::complex<double> complexAtan2(std::complex<double> y, std::complex<double> x);

}  // namespace hlo_cts::backends::simd_cpu
