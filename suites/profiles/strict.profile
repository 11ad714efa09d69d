# strict: correct rounding everywhere. Every result must equal the oracle's
# correctly rounded reference bit for bit (0 ulp), subnormals are never
# flushed, and the sign of zero is judged. NaN sign and payload are not
# judged: the spec does not fix them for most ops (FACTS §5). Dots and
# convolutions use their operands at their own precision whatever their
# precision_config says (only a dot algorithm attribute relaxes that), and
# accumulate in the result type.
#
# Format (read by oracle/profile.h), one rule per line, '#' starts a comment:
#   [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="why"]
#   PATTERN: a name or a glob with '*'; a missing op/type means '*'; an op
#            pattern without a dialect also matches "stablehlo.<pattern>".
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
