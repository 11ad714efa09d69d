# strict: correct rounding everywhere. Every result must equal the oracle's
# correctly rounded reference bit for bit (0 ulp), subnormals are never
# flushed, and the sign of zero is judged. NaN sign and payload are not
# judged: the spec does not fix them for most ops (FACTS §5).
#
# Format (read by oracle/profile.h), one rule per line, '#' starts a comment:
#   [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="why"]
#   PATTERN: a name or a glob with '*'; a missing op/type means '*'; an op
#            pattern without a dialect also matches "stablehlo.<pattern>".
#   KEY:     ulp=N   flush_subnormals=none|inputs|outputs|both
#            nan_sign=ignore|match   nan_payload=ignore|match   zero_sign=ignore|match
# Each setting is resolved on its own: the last matching line that sets it
# wins, so write general lines first and specific ones after.
op=* type=* ulp=0 flush_subnormals=none nan_sign=ignore nan_payload=ignore zero_sign=match
