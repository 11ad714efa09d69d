// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "SelectAndScatter": not a test.
// The example cannot be a test: its operand, source and result are only in a
// figure that the seed does not contain (the text mentions just that a 9 is
// selected by two overlapping windows and gets 2 + 6 = 8).
