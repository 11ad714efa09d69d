# default: what the spec requires plus the accuracy real backends document.
# IEEE basic operations (add, subtract, multiply, divide, sqrt), conversions,
# rounding ops and data movement are exact (0 ulp). Transcendental ops get
# the f32 error bounds CUDA documents for its (non-fast-math) functions
# (CUDA C++ Programming Guide, appendix "Mathematical Functions", table of
# single-precision functions' maximum ulp errors); the others get 4 ulp in
# f32 and f64, a placeholder that each peer's profile replaces with its
# measured figures (reports/accuracy/, tools/atlas-budgets.py). Formats of
# 16 bits or fewer get 1 ulp (backends evaluate them in f32 and round once).
# Subnormals are not flushed; NaN sign/payload are not judged; zero's sign is.
#
# Format: see strict.profile (and oracle/profile.h). The last matching line
# of each setting wins; `hlo-cts profile show default` prints the resolved
# rules.

include strict.profile

# Ops whose accuracy the spec leaves open: a placeholder budget first ...
op=exponential type=* ulp=4
op=exponential_minus_one type=* ulp=4
op=log type=* ulp=4
op=log_plus_one type=* ulp=4
op=logistic type=* ulp=4
op=sine type=* ulp=4
op=cosine type=* ulp=4
op=tan type=* ulp=4
op=tanh type=* ulp=4
op=rsqrt type=* ulp=4
op=cbrt type=* ulp=4
op=power type=* ulp=4
op=atan2 type=* ulp=4
op=chlo.* type=* ulp=4

# ... then the f32 figures CUDA documents (CUDA C++ Programming Guide,
# "Mathematical Functions") ...
op=exponential type=f32 ulp=2 reason="CUDA expf: 2 ulp"
op=log type=f32 ulp=1 reason="CUDA logf: 1 ulp"
op=sine type=f32 ulp=2 reason="CUDA sinf: 2 ulp"
op=tanh type=f32 ulp=2 reason="CUDA tanhf: 2 ulp"
op=power type=f32 ulp=4 reason="CUDA powf: 4 ulp"
op=rsqrt type=f32 ulp=2 reason="CUDA rsqrtf: 2 ulp"
op=chlo.erf type=f32 ulp=2 reason="CUDA erff: 2 ulp"
op=atan2 type=f32 ulp=3 reason="CUDA atan2f: 3 ulp"
op=cbrt type=f32 ulp=1 reason="CUDA cbrtf: 1 ulp"
op=log_plus_one type=f32 ulp=1 reason="CUDA log1pf: 1 ulp"
op=exponential_minus_one type=f32 ulp=1 reason="CUDA expm1f: 1 ulp"

# ... and 1 ulp for formats of 16 bits or fewer. Only elements the oracle
# marks "correctly rounded reference" read a budget, so these lines do not
# relax exact ops. Complex results are looked up as complex<f32>/complex<f64>
# and keep the placeholder above. (Careful with globs: f6* would match f64.)
type=f16 ulp=1
type=bf16 ulp=1
type=f8* ulp=1
type=f6E2M3FN ulp=1
type=f6E3M2FN ulp=1
type=f4E2M1FN ulp=1

# Dots and convolutions: the input precision each precision_config value may
# use. GPUs run f32 DEFAULT (and often HIGH) as TF32; TPUs run DEFAULT, HIGH
# and HIGHEST as 1, 3 and 6 bf16 passes (JAX's documentation of
# jax.lax.Precision and of jax_default_matmul_precision: DEFAULT is one
# bfloat16 pass on TPU and TF32 on Ampere and later GPUs, HIGH three
# passes or TF32, HIGHEST six passes, about f32). Each line accepts the
# coarsest of those. Complex operands are looked up by their part type.
op=dot_general type=f32 default_precision=bf16 high_precision=tf32 highest_precision=bf16x6 reason="TPU 1/3/6 bf16 passes, GPU TF32"
op=dot type=f32 default_precision=bf16 high_precision=tf32 highest_precision=bf16x6 reason="TPU 1/3/6 bf16 passes, GPU TF32"
op=convolution type=f32 default_precision=bf16 high_precision=tf32 highest_precision=bf16x6 reason="TPU 1/3/6 bf16 passes, GPU TF32"
op=dynamic_conv type=f32 default_precision=bf16 high_precision=tf32 highest_precision=bf16x6 reason="TPU 1/3/6 bf16 passes, GPU TF32"
# FP8 GEMMs with "fast accumulation" (cuBLASLt's
# CUBLASLT_MATMUL_DESC_FAST_ACCUM) keep about 14 bits of the accumulator
# (DeepSeek-V3 Technical Report, arXiv:2412.19437, §3.3.2, measured on H800).
type=f8* fast_accumulation=allow reason="FP8 fast accumulation"
