# simd-cpu: what the built-in SIMD CPU executor claims, and is judged on.
# IEEE basic operations, conversions, rounding ops, integer and bit ops and
# data movement are exact. Transcendental functions come from SLEEF's _u10
# vector functions, whose documented bound is 1.0 ulp (erfc's _u15: 1.5);
# rsqrt and logistic are computed in a wider type (double for f32, the x87
# 80-bit type for f64) and rounded once. Formats narrower than f32 are
# computed in f32 and rounded to their own format after every op, so their
# transcendental results can be one rounding off the correctly rounded one.
# Complex transcendental functions go through std::complex<double>. Dots
# and convolutions accumulate in f32/f64 (Eigen), in an order of their
# own. Subnormals are neither flushed on input nor on output.
#
# Format: see strict.profile. The last matching line of each setting wins.

include strict.profile

# SLEEF _u10: ≤ 1.0 ulp.
op=exponential type=* ulp=1 reason="SLEEF expf/exp u10: 1.0 ulp"
op=exponential_minus_one type=* ulp=1 reason="SLEEF expm1 u10: 1.0 ulp"
op=log type=* ulp=1 reason="SLEEF log u10: 1.0 ulp"
op=log_plus_one type=* ulp=1 reason="SLEEF log1p u10: 1.0 ulp"
op=sine type=* ulp=1 reason="SLEEF sin u10: 1.0 ulp"
op=cosine type=* ulp=1 reason="SLEEF cos u10: 1.0 ulp"
op=tan type=* ulp=1 reason="SLEEF tan u10: 1.0 ulp"
op=tanh type=* ulp=1 reason="SLEEF tanh u10: 1.0 ulp"
op=cbrt type=* ulp=1 reason="SLEEF cbrt u10: 1.0 ulp"
op=power type=* ulp=1 reason="SLEEF pow u10: 1.0 ulp"
op=atan2 type=* ulp=1 reason="SLEEF atan2 u10: 1.0 ulp"
op=chlo.* type=* ulp=1 reason="SLEEF u10 functions: 1.0 ulp"
op=chlo.erfc type=* ulp=2 reason="SLEEF erfc u15: 1.5 ulp"
op=rsqrt type=* ulp=1 reason="computed in a wider type, rounded once"
op=chlo.sinh type=* ulp=1 reason="computed in a wider type, rounded once (SLEEF's overflows early)"
op=chlo.cosh type=* ulp=1 reason="computed in a wider type, rounded once (SLEEF's overflows early)"
op=chlo.lgamma type=* ulp=1 reason="the C library's lgamma in a wider type, rounded once"
op=logistic type=* ulp=1 reason="computed in a wider type, rounded once"
# digamma: no SLEEF function; series in the wider type (double for f32 and
# narrower, x87 80-bit for f64), a Taylor series around the positive zero.
# f64 measured 4 ulp worst over 350k inputs (uniform in [-60, 60], random
# bits, and within 2^-1..2^-50 of the positive zero). Near a negative zero
# the reflection cancels; where its terms exceed the result 64-fold, MPFR's
# correctly rounded digamma decides (checked by F64DigammaNearItsNegativeZeros).
op=chlo.digamma type=f64 ulp=4 reason="wider-type series, measured 4 ulp; MPFR near the negative zeros, where the reflection cancels"
# zeta and polygamma (order n ≥ 1): the Euler–Maclaurin series in the wider
# type with a rigorous error bound, rounded once where the bound proves it
# within an ulp, else the correctly rounding MPFR evaluation (chlo.* ulp=1
# above). Polygamma of order 0 is digamma, with digamma's f64 budget.
op=chlo.polygamma type=f64 ulp=4 reason="order 0 is digamma's wider-type series (4 ulp)"
op=chlo.broadcast_polygamma type=f64 ulp=4 reason="order 0 is digamma's wider-type series (4 ulp)"

# Complex transcendental functions: std::complex<long double> (x87), rounded
# per part; no documented bound.
op=* type=complex<f32> ulp=4 reason="std::complex<long double> functions, rounded to f32"
op=* type=complex<f64> ulp=4 reason="std::complex<long double> functions, rounded to f64"
# The sign of a zero part of a complex quotient or function depends on the
# formula (std::complex's and MPC's differ); the spec does not fix it.
op=divide type=complex* zero_sign=ignore reason="complex division: zero sign depends on the formula"
op=sqrt type=complex* zero_sign=ignore reason="std::complex sqrt"
op=rsqrt type=complex* zero_sign=ignore reason="std::complex 1/sqrt"
op=exponential type=complex* zero_sign=ignore reason="std::complex exp"
op=log type=complex* zero_sign=ignore reason="std::complex log"
op=logistic type=complex* zero_sign=ignore reason="complex logistic: the sign of an underflowed part follows the formula"
op=atan2 type=complex* zero_sign=ignore reason="complex atan2: -i log((x + iy) / |x + iy|) composed in MPC; the sign of a zero part follows the formula"
op=power type=complex* zero_sign=ignore reason="complex pow: exp(y log x) in long double within 1 ulp by a checked error bound, else MPC"
op=tanh type=complex* zero_sign=ignore reason="std::complex tanh"
op=tan type=complex* zero_sign=ignore reason="std::complex tan"
op=sine type=complex* zero_sign=ignore reason="std::complex sin"
op=cosine type=complex* zero_sign=ignore reason="std::complex cos"
op=exponential_minus_one type=complex* zero_sign=ignore reason="exp(z) - 1 through std::complex"
op=log_plus_one type=complex* zero_sign=ignore reason="log(1 + z) through std::complex"
op=chlo.* type=complex* zero_sign=ignore reason="std::complex functions"
# |z| of a complex<f64> is the C library's hypot, which is not always
# correctly rounded (1 ulp seen); complex<f32> goes through double. Real abs
# is exact and reads no budget.
op=abs type=f64 ulp=1 reason="complex magnitude: glibc hypot, within 1 ulp"
op=abs type=f32 ulp=1 reason="complex magnitude: hypot in double, rounded once"
