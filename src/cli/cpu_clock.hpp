// The processor time this process has used, in seconds: the figure
// `rummy selfplay` reports as cpu_seconds. Natively std::clock()
// (cpu_clock.cpp); in the wasm build under Node process.cpuUsage()
// (web/port/node_cpu_clock.cpp).
#pragma once

namespace rummy::cli {

double cpu_seconds();

}  // namespace rummy::cli
