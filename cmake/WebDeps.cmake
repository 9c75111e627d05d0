# Emscripten build: SDL2, SDL2_image, SDL2_ttf and freetype are built from
# Debian's source packages by shell/wasm-deps into a cache outside the
# checkout (Emscripten ports cannot download here). Header-only libraries
# from Debian are reached through a folder of links, not all of /usr/include.
set(WASM_DEPS_PREFIX "$ENV{CR_WASM_DEPS}" CACHE PATH "Prefix holding SDL2 & co. built for wasm")
if(NOT WASM_DEPS_PREFIX)
  set(WASM_DEPS_PREFIX "$ENV{HOME}/.cache/contract-rummy/wasm-deps/current" CACHE PATH "" FORCE)
endif()

set(CR_HEADER_LINKS "${CMAKE_BINARY_DIR}/header-links")
file(MAKE_DIRECTORY "${CR_HEADER_LINKS}")
foreach(dir catch2 nlohmann)
  if(EXISTS "/usr/include/${dir}" AND NOT EXISTS "${CR_HEADER_LINKS}/${dir}")
    file(CREATE_LINK "/usr/include/${dir}" "${CR_HEADER_LINKS}/${dir}" SYMBOLIC)
  endif()
endforeach()

add_library(cr_header_only INTERFACE)
target_include_directories(cr_header_only SYSTEM INTERFACE "${CR_HEADER_LINKS}")

add_library(cr_sdl_web INTERFACE)
if(CR_BUILD_CLIENT)
  if(NOT EXISTS "${WASM_DEPS_PREFIX}/lib/libSDL2.a")
    message(FATAL_ERROR "SDL2 for wasm not found in ${WASM_DEPS_PREFIX}: run shell/wasm-deps first")
  endif()
  target_include_directories(cr_sdl_web SYSTEM INTERFACE
    "${WASM_DEPS_PREFIX}/include" "${WASM_DEPS_PREFIX}/include/SDL2")
  target_link_directories(cr_sdl_web INTERFACE "${WASM_DEPS_PREFIX}/lib")
  target_link_libraries(cr_sdl_web INTERFACE SDL2_ttf SDL2_image freetype SDL2)
endif()

# The first load is what a player waits for: the web build's game, bot worker
# and the engine they share are optimised for size (-Os keeps the bots'
# search fast enough; -Oz saves little more and costs speed) with link-time
# optimisation, and link without the runtime's assertions and with minified
# JS. The CLI (rummy.js) and the engine tests link the same engine.
function(cr_web_size target)
  get_target_property(type ${target} TYPE)
  # No RTTI: nothing uses typeid or dynamic_cast, and the type names are bytes.
  target_compile_options(${target} PRIVATE -Os -flto -fno-rtti)
  if(NOT type STREQUAL "STATIC_LIBRARY")
    target_link_options(${target} PRIVATE -Os -flto -sASSERTIONS=0)
  endif()
endfunction()
