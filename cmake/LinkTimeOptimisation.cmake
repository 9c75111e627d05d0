# Link-time optimisation for the command-line tool `rummy` only: natively
# with g++ (option CR_LTO, on in the native-release preset), and in the web
# build with LLVM for rummy.js, the tool under Node (always: it measures
# self-play speed in wasm and runs the soak there; players never download it).
#
# Natively the engine's objects are then compiled "fat": each holds its
# machine code and GCC's intermediate code. `rummy` links with -flto, so its
# engine code is optimised again across files (inlining between the solver,
# the bot and the game): self-play runs about 3.5% fewer instructions
# (callgrind, 200 games of `rummy selfplay contract-rummy --seed 1 --players
# 4`) and plays the same games. Every other target (the desktop game, the
# tests, bench_engine) links the ordinary machine code as before, so only one
# link pays for LTO.
#
# In the web build the objects handed to cr_lto_objects (engine_speed, the
# tool's own copy of the engine: engine/CMakeLists.txt) hold LLVM's
# intermediate code only, and rummy.js's link optimises them with the tool:
# self-play in Node 3-6% faster in paired runs, the same games. Emscripten's
# shipped cache holds the LTO builds of its system libraries, so nothing more
# is compiled. (The game's own engine is LTO-built for size: cr_web_size in
# WebDeps.cmake.)
option(CR_LTO "Link rummy with link-time optimisation (g++; engine objects carry LTO code too)" OFF)

set(CR_LTO_ACTIVE OFF)
if(EMSCRIPTEN)
  set(CR_LTO_ACTIVE ON)
elseif(CR_LTO)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(CR_LTO_ACTIVE ON)
  else()
    message(STATUS "CR_LTO: only for g++ (this is ${CMAKE_CXX_COMPILER_ID}); rummy links without it")
  endif()
endif()

# The objects of library `target` carry LTO code. Natively they keep their
# machine code beside it, and every target linking them without cr_lto_link
# links with -fno-lto: g++ would otherwise run the link-time optimiser over
# fat objects at every link.
function(cr_lto_objects target)
  if(NOT CR_LTO_ACTIVE)
    return()
  endif()
  if(EMSCRIPTEN)
    target_compile_options(${target} PRIVATE -flto)
  else()
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
  if(NOT CR_LTO_ACTIVE)
    return()
  endif()
  if(EMSCRIPTEN)
    target_compile_options(${target} PRIVATE -flto)
    target_link_options(${target} PRIVATE -flto)
  else()
    set_target_properties(${target} PROPERTIES CR_LTO_LINK ON)
    target_compile_options(${target} PRIVATE -flto=auto)
    target_link_options(${target} PRIVATE -flto=auto -Wno-stringop-overflow -Wno-stringop-overread)
  endif()
endfunction()
