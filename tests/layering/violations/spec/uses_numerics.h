// A fixture of tests/layering: the lowest layer including one above it.
#pragma once

#include "numerics/mpfr_number.h"
