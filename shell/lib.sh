# Shared by the scripts in shell/: paths, progress messages, installs.
# shellcheck shell=bash
set -euo pipefail

CR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CR_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/contract-rummy"
export NODE_PATH=/usr/share/nodejs
export EM_CACHE="$CR_CACHE/em-cache"
export CCACHE_BASEDIR="$CR_ROOT"
export CCACHE_DIR="${CCACHE_DIR:-$CR_CACHE/ccache}"
# Objects compiled with -g (the native and fuzz presets) are found again from
# another checkout too: by default ccache hashes the build directory into
# them, so a fresh clone at a new path (CI's) compiled every debug object
# again. The cost: a cached object's debug information names the directory
# it was first compiled in.
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Debian packages the project needs: native build, wasm build, fonts,
# browser tests, headless desktop screenshots.
CR_APT_PACKAGES=(cmake g++ make ninja-build pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
  catch2 nlohmann-json3-dev emscripten nodejs chromium fonts-dejavu-core fonttools
  python3 xvfb dpkg-dev curl ccache libboost-dev libsqlite3-dev)

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Install whatever of CR_APT_PACKAGES is missing (fast when all are there).
ensure_apt_packages() {
  local missing=() p
  for p in "${CR_APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  # npm comes with some Node.js builds (NodeSource) and separately with Debian's.
  command -v npm >/dev/null 2>&1 || missing+=(npm)
  [ ${#missing[@]} -eq 0 ] && return 0
  say "Installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Emscripten's shipped cache is read-only; work on a writable copy.
ensure_em_cache() {
  if [ ! -f "$EM_CACHE/.copied" ]; then
    say "Copying Emscripten's cache to $EM_CACHE"
    rm -rf "$EM_CACHE"; mkdir -p "$(dirname "$EM_CACHE")"
    cp -r /usr/share/emscripten/cache "$EM_CACHE"
    touch "$EM_CACHE/.copied"
  fi
}

# npm packages for the browser tests (playwright-core drives Debian's Chromium).
ensure_npm_packages() {
  local dir="$CR_ROOT/tests/browser"
  if [ ! -d "$dir/node_modules/playwright-core" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    say "Installing npm packages for the browser tests"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# Configure (once) and build one CMake preset: all its targets, or only
# the targets named after it (build_preset native engine_tests rummy).
build_preset() {
  local preset=$1 targets=(); shift
  [ $# -eq 0 ] || targets=(--target "$@")
  # configure a new build directory, and again when the presets changed; a
  # directory made by another generator (Makefiles before Ninja) starts anew
  local cache="$CR_ROOT/build/$preset/CMakeCache.txt"
  if [ -f "$cache" ] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$cache"; then
    say "Build directory build/$preset was made by another generator: configuring it anew for Ninja"
    rm -rf "$CR_ROOT/build/$preset/CMakeCache.txt" "$CR_ROOT/build/$preset/CMakeFiles"
  fi
  if [ ! -f "$cache" ] || [ "$CR_ROOT/CMakePresets.json" -nt "$cache" ]; then
    say "Configuring preset $preset"
    (cd "$CR_ROOT" && cmake --preset "$preset" >/dev/null)
  fi
  say "Building preset $preset"
  (cd "$CR_ROOT" && cmake --build --preset "$preset" "${targets[@]}" 2>&1 | grep -Ev '^\[ *[0-9]+%\] (Building|Linking|Built)|^\[[0-9]+/[0-9]+\] |^ninja: no work to do|^-- |Consolidate compiler|Scanning dependencies' || true)
  # Re-run for the exit status (a no-op when the first build succeeded).
  (cd "$CR_ROOT" && cmake --build --preset "$preset" "${targets[@]}" >/dev/null)
}
