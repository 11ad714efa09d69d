# xla: an overlay for backends built on XLA, included after `default` (or
# `strict`): choices the spec leaves to the implementation, pinned to what
# XLA does, so that a deviation from XLA's own behaviour is reported.
#
# rng_bit_generator: the spec promises only determinism; XLA's THREE_FRY and
# PHILOX expansions are reproduced bit for bit (the seed spec's example:
# THREE_FRY, state [1, 2] gives state [1, 6]).
op=rng_bit_generator rng_bits=xla reason="XLA's RngBitGenerator expansion"
