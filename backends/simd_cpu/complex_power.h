// Complex x^y for simd-cpu: exp(y·log x) in complex<long double> where a
// rigorous bound on that computation's error stays under one unit in the
// last place of each result part, MPC otherwise (a Ziv-style slow path, as
// correctly rounded libms have).
#pragma once

#include <complex>

namespace hlo_cts::backends::simd_cpu {

std::complex<float> complexPower(std::complex<float> x, std::complex<float> y);
std::complex<double> complexPower(std::complex<double> x, std::complex<double> y);

}  // namespace hlo_cts::backends::simd_cpu
