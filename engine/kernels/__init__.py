"""redraft's own CPU kernels, in C, compiled for the machine on first use (build.py).

Only where every maintained library lost, with the measurement that shows it
(docs/benchmarks/2026-12-02-cpu-kernels-amd.md, 2026-12-03-cpu-gguf-blocks.md): blockq.c
multiplies GGUF Q4_K/Q5_0/Q8_0 blocks as they are stored, which no torch op, oneDNN or
onnxruntime kernel reads."""
