// A fixture of tests/layering: an include down the layer order (allowed).
#pragma once

#include "spec/ir.h"
