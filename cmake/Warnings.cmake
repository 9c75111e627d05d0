# Warnings on for every target of this project; clean is the rule.
add_library(cr_warnings INTERFACE)
target_compile_options(cr_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  $<$<BOOL:${CR_WERROR}>:-Werror>)
