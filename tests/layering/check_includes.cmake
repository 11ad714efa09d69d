# The layering test (`layering.includes`): every project include in the
# library folders must point down the layer order or stay in its own folder.
#
#   cmake -DSOURCE_DIR=<repository root> -P tests/layering/check_includes.cmake
#
# The layers, lowest first. A folder may include its own files and those of
# any lower layer; folders of one layer do not include each other.
#   0  spec                                     the IR, types, the checker
#   1  numerics                                 MPFR/MPC numbers, special functions
#   2  oracle                                   the reference evaluator
#   3  generators  suites  backends  reports    users of the oracle, side by side
#   4  tools                                    the runner and the subcommands
#   5  fuzz  bench                              programs over everything
# (tests/ may include anything.)
#
# Inside backends/, the executors and their shared code sit below the
# backend interface and beside each other:
#   - backends/simd_cpu, backends/cuda and backends/common include nothing
#     of oracle/: what they need of high precision is numerics/;
#   - backends/common, the code both executors compile, includes neither
#     executor, and neither executor includes the other;
#   - the backend interface (backends/backend.h, backend.cpp) includes no
#     concrete backend: they are listed in backends/builtin_backends.cpp.
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  set(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/../..")
endif()
get_filename_component(SOURCE_DIR "${SOURCE_DIR}" ABSOLUTE)

set(layer_spec 0)
set(layer_numerics 1)
set(layer_oracle 2)
set(layer_generators 3)
set(layer_suites 3)
set(layer_backends 3)
set(layer_reports 3)
set(layer_tools 4)
set(layer_fuzz 5)
set(layer_bench 5)
set(folders spec numerics oracle generators suites backends reports tools fuzz bench)

# Sub-folder rules: "<folder prefix>|<forbidden include prefix>".
set(forbidden
    "backends/simd_cpu/|oracle/"
    "backends/cuda/|oracle/"
    "backends/common/|oracle/"
    "backends/common/|backends/simd_cpu/"
    "backends/common/|backends/cuda/"
    "backends/cuda/|backends/simd_cpu/"
    "backends/simd_cpu/|backends/cuda/"
    "backends/backend.|backends/simd_cpu/"
    "backends/backend.|backends/cuda/"
    "backends/backend.|backends/pjrt/"
    "backends/backend.|backends/oracle_backend"
    "backends/backend.|backends/plugin_backend"
    "backends/backend.|backends/subprocess_backend")

set(violations "")
set(checked 0)
foreach(folder IN LISTS folders)
  if(NOT IS_DIRECTORY "${SOURCE_DIR}/${folder}")
    continue()
  endif()
  file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}"
       "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp" "${SOURCE_DIR}/${folder}/*.cu"
       "${SOURCE_DIR}/${folder}/*.inc" "${SOURCE_DIR}/${folder}/*.c")
  foreach(file IN LISTS files)
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${SOURCE_DIR}/${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*$" "\\1" target "${line}")
      if(NOT target MATCHES "^([a-z_]+)/")
        continue()
      endif()
      set(to "${CMAKE_MATCH_1}")
      if(NOT DEFINED layer_${to})
        continue()  # not a library folder (a system or third-party path)
      endif()
      if(NOT to STREQUAL folder AND NOT layer_${to} LESS layer_${folder})
        list(APPEND violations
             "${file}: includes \"${target}\" (${folder} is layer ${layer_${folder}}, ${to} is layer ${layer_${to}})")
      endif()
      foreach(rule IN LISTS forbidden)
        string(REPLACE "|" ";" rule "${rule}")
        list(GET rule 0 from_prefix)
        list(GET rule 1 to_prefix)
        string(FIND "${file}" "${from_prefix}" at_from)
        string(FIND "${target}" "${to_prefix}" at_to)
        if(at_from EQUAL 0 AND at_to EQUAL 0)
          list(APPEND violations "${file}: includes \"${target}\" (${from_prefix} may not include ${to_prefix})")
        endif()
      endforeach()
    endforeach()
  endforeach()
endforeach()

if(violations)
  list(LENGTH violations count)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "${count} include(s) against the layer order:\n  ${text}")
endif()
message(STATUS "layering: ${checked} files, every include runs down the layer order")
