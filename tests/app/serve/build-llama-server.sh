#!/usr/bin/env bash
# llama.cpp's llama-server for the real-peer test (tests/app/serve/test_llama_server.py), built from
# the copy the llama-cpp-python sdist on PyPI vendors (a package registry is all it needs), once:
# cached under ~/.cache/redraft-peers/ (REDRAFT_PEERS_DIR), keyed by the version and this CPU's
# flags (a native build may not run on another CPU). Prints the binary's path on stdout.
# Exit 0: built or cached; 3: cannot be built here (no C/C++ compiler, or no cmake and no pip to
# get it): the test skips and says so; anything else: the build failed (the test fails).
#   make llama-server   (make test runs it); bash tests/app/serve/build-llama-server.sh
set -euo pipefail
VER=${LLAMA_CPP_PYTHON_VERSION:-0.3.36}
PY=${PYTHON:-python3}
case $PY in */*) PY="$(cd "$(dirname "$PY")" && pwd)/$(basename "$PY")" ;; esac  # the build cds away
ROOT=${REDRAFT_PEERS_DIR:-$HOME/.cache/redraft-peers}
FLAGS_KEY=$( (grep -m1 '^flags' /proc/cpuinfo 2>/dev/null || uname -m) | cksum | cut -d' ' -f1)
DEST=$ROOT/llama.cpp-$VER-$FLAGS_KEY
BIN=$DEST/build/bin/llama-server
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi

for cc in cc c++; do
  if ! command -v "$cc" >/dev/null; then echo "no $cc: llama-server cannot be built here" >&2; exit 3; fi
done
if ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
  "$PY" -m pip install -q cmake ninja >&2 || { echo "no cmake/ninja and pip could not install them" >&2; exit 3; }
  PATH="$("$PY" -c 'import sysconfig; print(sysconfig.get_path("scripts"))'):$PATH"
fi
mkdir -p "$DEST"
cd "$DEST"
[ -f "llama_cpp_python-$VER.tar.gz" ] || "$PY" -m pip download -q --no-deps --no-binary :all: "llama-cpp-python==$VER" -d . >&2
[ -d "llama_cpp_python-$VER" ] || tar xzf "llama_cpp_python-$VER.tar.gz"
CFLAGS=""
# llama.cpp's AMX path crashes with SIGILL in this version: built without it on such Xeons
# (as ../shared/tools/build-llamacpp.sh does).
if grep -q amx_tile /proc/cpuinfo 2>/dev/null; then CFLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"; fi
cmake -S "llama_cpp_python-$VER/vendor/llama.cpp" -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON \
  -DGGML_CUDA=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CFLAGS" >&2
cmake --build build -j"$(nproc 2>/dev/null || echo 2)" --target llama-server >&2
echo "$BIN"
