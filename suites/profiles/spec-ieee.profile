# spec-ieee: the StableHLO spec read literally, IEEE-754 where it names
# IEEE-754, and nothing a compiler does by design. It is the line between
# the tiers of a failure (tools/runner/grading.h): a result this profile
# allows is at most a profile difference; one it does not is graded by what
# the spec's escape clauses could excuse (its accuracy disclaimer,
# implementation-defined exceptions of non-standard ops, convert's TBD).
# Where the spec leaves the result open, this profile takes the widest
# reading:
#   * accuracy of the transcendental ops and of complex multiplication,
#     division, square root, abs and sign: the spec names no accuracy (they
#     are no IEEE basic operations), so a budget of 2^64 - 16 ulp (any
#     finite result). NaN where a number is due, or a number where NaN is,
#     stays outside it. The sign of a zero result of these ops is not judged
#     either;
#   * NaN sign and payload are not judged;
#   * dots and convolutions may use any precision_config's coarsest input
#     precision (one bf16 pass) and fast accumulation;
#   * results that depend on an order the spec leaves open are not judged.
# Subnormals are not flushed: the spec never mentions flushing, which is a
# transformation a backend's own profile declares (flush_subnormals), like
# fused multiply-add contraction (fma_contraction) and reciprocal division
# (reciprocal_division), none of which this profile allows.
# What the spec fixes (IEEE basic operations correctly rounded, exact data
# movement, the sign of zero, maximum/minimum, comparisons, conversions)
# keeps its budget of 0 ulp.
#
# Format: see the top of strict.profile (and oracle/profile.h).

include strict.profile

op=exponential type=* ulp=18446744073709551600 zero_sign=ignore
op=exponential_minus_one type=* ulp=18446744073709551600 zero_sign=ignore
op=log type=* ulp=18446744073709551600 zero_sign=ignore
op=log_plus_one type=* ulp=18446744073709551600 zero_sign=ignore
op=logistic type=* ulp=18446744073709551600 zero_sign=ignore
op=sine type=* ulp=18446744073709551600 zero_sign=ignore
op=cosine type=* ulp=18446744073709551600 zero_sign=ignore
op=tan type=* ulp=18446744073709551600 zero_sign=ignore
op=tanh type=* ulp=18446744073709551600 zero_sign=ignore
op=rsqrt type=* ulp=18446744073709551600 zero_sign=ignore
op=cbrt type=* ulp=18446744073709551600 zero_sign=ignore
op=power type=* ulp=18446744073709551600 zero_sign=ignore
op=atan2 type=* ulp=18446744073709551600
# Complex atan2 is -i·log((x + iy)/sqrt(x² + y²)) in the spec: the signs of
# its zero parts follow the rounding of those intermediates, not IEEE rules.
op=atan2 type=complex* ulp=18446744073709551600 zero_sign=ignore
op=chlo.* type=* ulp=18446744073709551600 zero_sign=ignore
op=sqrt type=complex* ulp=18446744073709551600 zero_sign=ignore
op=multiply type=complex* ulp=18446744073709551600 zero_sign=ignore
op=divide type=complex* ulp=18446744073709551600 zero_sign=ignore
# The modulus of a complex number (abs) and sign's z / |z| are not IEEE
# basic operations: sqrt(x² + y²) is computed with an implementation's own
# rounding (XLA:CPU's abs of complex<f32> was 1 ulp from the correctly
# rounded modulus, which this profile had called a spec violation). The
# modulus is real, so its budget is the real result type's; abs of a real
# number is exact and reads no budget.
op=abs type=* ulp=18446744073709551600
op=sign type=complex* ulp=18446744073709551600 zero_sign=ignore

op=dot_general type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=dot type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=convolution type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=dynamic_conv type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
