// The native clock of cpu_clock.hpp (the wasm build of the tool, under Node,
// uses web/port/node_cpu_clock.cpp instead).
#include "cpu_clock.hpp"

#include <ctime>

namespace rummy::cli {

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace rummy::cli
