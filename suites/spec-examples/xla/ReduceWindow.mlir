// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "ReduceWindow": not a test.
// The example cannot be a test: it gives the computation (max over 2x3
// windows with stride 2x3, init value the lowest f32, VALID padding) on a
// 4x6 f32 input, but the input's values and the result are only in a
// figure that the seed does not contain.
