// A fixture of tests/layering: an executor reaching into the oracle.
#pragma once

#include "oracle/evaluator.h"
