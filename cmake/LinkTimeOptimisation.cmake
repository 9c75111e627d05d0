# Link-time optimisation for the command-line tool `rummy` only (option
# CR_LTO, on in the native-release preset; g++ only).
#
# The engine's objects are then compiled "fat": each holds its machine code
# and GCC's intermediate code. `rummy` links with -flto, so its engine code is
# optimised again across files (inlining between the solver, the bot and the
# game): self-play runs about 3.5% fewer instructions (callgrind, 200 games
# of `rummy selfplay contract-rummy --seed 1 --players 4`) and plays the same
# games. Every other target (the desktop game, the tests, bench_engine) links
# the ordinary machine code as before, so only one link pays for LTO.
option(CR_LTO "Link rummy with link-time optimisation (g++; engine objects carry LTO code too)" OFF)

set(CR_LTO_ACTIVE OFF)
if(CR_LTO AND NOT EMSCRIPTEN)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(CR_LTO_ACTIVE ON)
  else()
    message(STATUS "CR_LTO: only for g++ (this is ${CMAKE_CXX_COMPILER_ID}); rummy links without it")
  endif()
endif()

# The objects of library `target` carry LTO code beside their machine code.
# Every target linking it without cr_lto_link links with -fno-lto: g++ would
# otherwise run the link-time optimiser over fat objects at every link.
function(cr_lto_objects target)
  if(CR_LTO_ACTIVE)
    target_compile_options(${target} PRIVATE -flto=auto -ffat-lto-objects)
    target_link_options(${target} INTERFACE "$<$<NOT:$<BOOL:$<TARGET_PROPERTY:CR_LTO_LINK>>>:-fno-lto>")
  endif()
endfunction()

# `target` is optimised again at link time. (At that stage GCC 12 reports
# -Wstringop-overflow and -Wstringop-overread inside std::string's operator+
# for a size it cannot bound, false positives (cli.cpp's rulesets_dir:
# "reading 27 bytes from a region of size 16" for the 27-character assets
# path); the compile stage keeps both warnings on.)
function(cr_lto_link target)
  if(CR_LTO_ACTIVE)
    set_target_properties(${target} PROPERTIES CR_LTO_LINK ON)
    target_compile_options(${target} PRIVATE -flto=auto)
    target_link_options(${target} PRIVATE -flto=auto -Wno-stringop-overflow -Wno-stringop-overread)
  endif()
endfunction()
