# stablehlo-interpreter: the StableHLO reference interpreter inside jaxlib
# (backends/adapters/stablehlo_interpreter.py), judged on what the spec
# allows plus what it was measured to do where the spec leaves the choice
# open (reports/peers/README.md has the runs): default.profile, then the
# measured lines below, which win. Nothing here relaxes a result the spec
# fixes: a deviation from the spec stays a failure.
#
# Format: see the top of strict.profile (and oracle/profile.h);
# `hlo-cts profile show stablehlo-interpreter` prints the resolved rules.

include default.profile

# ---- measured on the interpreter of jaxlib 0.10.2 (StableHLO 1.17.0) ----
# Subnormals are kept (the default above): the interpreter computes with
# C++ float/double and APFloat, no flushing (measured on ceil, floor,
# maximum, minimum and subtract of subnormals).
# Complex arithmetic is std::complex: division 1 ulp off the correctly
# rounded quotient, power (exp(y*log(x))) 38 ulp (measured on complex<f64>).
op=divide type=complex* ulp=2 reason="std::complex division: 1 ulp measured on complex<f64>"
op=power type=complex* ulp=38 reason="std::pow on complex: 38 ulp measured on complex<f64>"
# atan2 on complex: the imaginary part of an exactly real result came out
# +0 where the correctly rounded value is -0; the accuracy (and so the sign
# of a zero within it) of transcendental ops is left open by the spec.
op=atan2 type=complex* zero_sign=ignore reason="sign of an exact-zero imaginary part (measured)"
# No rewrites: the interpreter evaluates op by op (measured with
# suites/rewrites/: every probe passes under strict rounding).
