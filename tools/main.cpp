#include <malloc.h>

#include "tools/cli/command.h"

int main(int argc, char** argv) {
  // Tensors of megabytes are allocated and freed op after op. glibc serves
  // them with mmap and trims freed heap memory back to the kernel, so every
  // op's result would fault in fresh zeroed pages (a fifth of a chained
  // element-wise program's time); kept in the heap, a freed result's pages
  // serve the next one.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  return hlo_cts::cli::runMain(argc, argv);
}
