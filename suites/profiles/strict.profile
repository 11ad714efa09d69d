# strict: correct rounding everywhere. Every result must equal the oracle's
# correctly rounded reference bit for bit (0 ulp), subnormals are never
# flushed, and the sign of zero is judged. NaN sign and payload are not
# judged: IEEE 754-2019 does not interpret the sign of a NaN (§6.3) and
# only recommends payload propagation (§6.2.3), and the StableHLO spec fixes
# neither for its ops. Dots and
# convolutions use their operands at their own precision whatever their
# precision_config says (only a dot algorithm attribute relaxes that), and
# accumulate in the result type.
#
# Format (read by oracle/profile.h), one rule per line, '#' starts a comment:
#   [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="why"]
#   include FILE   (FILE's lines in this place; relative to this file)
#   PATTERN: a name or a glob with '*'; a missing op/type means '*'; an op
#            pattern without a dialect also matches "stablehlo.<pattern>";
#            an op pattern that names no op is an error.
#   KEY:     ulp=N   flush_subnormals=none|inputs|outputs|both
#              (inputs: subnormal operands of arithmetic ops read as zero, DAZ;
#               outputs: subnormal results may be zero, FTZ)
#            nan_sign=ignore|match   nan_payload=ignore|match   zero_sign=ignore|match
#            default_precision=P high_precision=P highest_precision=P
#              (P = operand|bf16x6|bf16x3|tf32|bf16)   fast_accumulation=allow|forbid
#            rng_bits=any|xla   order=any|spec (order-dependent results: Inconclusive,
#              or judged against the spec's own schedule)
# Each setting is resolved on its own: the last matching line that sets it
# wins, so write general lines first and specific ones after.
op=* type=* ulp=0 flush_subnormals=none nan_sign=ignore nan_payload=ignore zero_sign=match
op=* type=* default_precision=operand high_precision=operand highest_precision=operand fast_accumulation=forbid
