// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "CustomCall": not a test.
// The example cannot be a test: it calls a user-provided C function
// ("myfunc") whose body the seed elides ("// ..."): only z[0][0] = x[1] +
// y[1][0] = 42 is given, and no implementation (the oracle included) has
// "myfunc". Its inputs were x = f32[2] {1, 2} and
// y = f32[2x3] {{10, 20, 30}, {40, 50, 60}}, result shape f32[3x3]; in
// StableHLO it would be stablehlo.custom_call @myfunc(%x, %y).
