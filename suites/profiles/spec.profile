# spec: what the StableHLO spec itself allows, and nothing more that a
# backend documents. A fuzz campaign judges a finding under this profile to
# tell a spec violation (outside every result the spec allows: a bug) from a
# profile difference (allowed by the spec, outside the profile a backend
# claims). Where the spec leaves a choice open (FACTS §5), this profile
# takes the widest reading:
#   * accuracy of the transcendental ops: no guarantee, so a budget of 10^18
#     ulp (any finite result in formats up to 32 bits; f64 results within
#     2^59 ulp). NaN where a number is due, or a number where NaN is, stays
#     a violation;
#   * subnormals may be flushed, on input and on output;
#   * NaN sign and payload are not judged;
#   * dots and convolutions may use any precision_config's coarsest input
#     precision (one bf16 pass) and fast accumulation;
#   * results that depend on an order the spec leaves open are not judged.
# What the spec fixes (IEEE basic operations correctly rounded, exact data
# movement, the sign of zero, maximum/minimum, comparisons, conversions)
# keeps its budget of 0 ulp.
#
# Format: see the top of default.profile (and oracle/profile.h).

op=* type=* ulp=0 flush_subnormals=both nan_sign=ignore nan_payload=ignore zero_sign=match

op=exponential type=* ulp=1000000000000000000
op=exponential_minus_one type=* ulp=1000000000000000000
op=log type=* ulp=1000000000000000000
op=log_plus_one type=* ulp=1000000000000000000
op=logistic type=* ulp=1000000000000000000
op=sine type=* ulp=1000000000000000000
op=cosine type=* ulp=1000000000000000000
op=tan type=* ulp=1000000000000000000
op=tanh type=* ulp=1000000000000000000
op=rsqrt type=* ulp=1000000000000000000
op=cbrt type=* ulp=1000000000000000000
op=power type=* ulp=1000000000000000000
op=atan2 type=* ulp=1000000000000000000
op=chlo.* type=* ulp=1000000000000000000

op=dot_general type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=dot type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=convolution type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
op=dynamic_conv type=* default_precision=bf16 high_precision=bf16 highest_precision=bf16 fast_accumulation=allow
