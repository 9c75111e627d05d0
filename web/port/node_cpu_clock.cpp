// The clock of src/cli/cpu_clock.hpp for the wasm build of the `rummy` tool,
// which runs under Node: process.cpuUsage(), user plus system time of every
// thread of the process (the engine's, the wasm compiler's, the garbage
// collector's), as getrusage counts natively. Emscripten's clock() counts
// wall-clock time there, which a busy machine inflates.
#include <emscripten.h>

#include "cli/cpu_clock.hpp"

EM_JS(double, cr_node_cpu_seconds, (), {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
});

namespace rummy::cli {

double cpu_seconds() { return cr_node_cpu_seconds(); }

}  // namespace rummy::cli
