#include "tools/cli/command.h"

int main(int argc, char** argv) {
  return hlo_cts::cli::runMain(argc, argv);
}
