# Warnings on for every target of this project; clean is the rule.
add_library(cr_warnings INTERFACE)
target_compile_options(cr_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  $<$<BOOL:${CR_WERROR}>:-Werror>)
# GCC 12 reports -Wrestrict false positives inside std::string at -O2/-O3
# (GCC bug 105329, e.g. `"x" + std::string`): keep the warning off there.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12)
  target_compile_options(cr_warnings INTERFACE -Wno-restrict)
endif()
