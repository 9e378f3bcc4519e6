"""onnxruntime's MatMulNBits (4-bit weights in 32-blocks, a scale and zero point per block;
accuracy_level 4 = int8 activations per block, its VNNI kernels) as a candidate CPU kernel:
row invariance (a row alone = within a batch) per zero-point kind and accuracy level, then one
model's layer matrices in sequence (one session per matrix) at 1 and 8 rows.
Not a dependency of redraft: run it in a separate venv
  python -m venv /tmp/ortenv && /tmp/ortenv/bin/pip install onnxruntime==1.32.0 onnx==1.23.2 numpy
  /tmp/ortenv/bin/python ort_probe.py 0.5|1.5
Report: docs/benchmarks/2026-12-02-cpu-kernels-amd.md"""
import numpy as np, onnxruntime as ort, time, sys
from onnx import helper, TensorProto, numpy_helper
def model(N, K, blk=32, zp_float=False, acc=4, L=1):
    nb = K // blk
    inits=[]; nodes=[]
    for l in range(L):
        q = np.random.randint(0, 256, (N, nb, blk // 2), dtype=np.uint8)
        s = (np.random.rand(N * nb).astype(np.float32) * 0.01)
        inits += [numpy_helper.from_array(q, f"B{l}"), numpy_helper.from_array(s, f"S{l}")]
        ins = ["A", f"B{l}", f"S{l}"]
        if zp_float:
            z = (np.random.rand(N * nb).astype(np.float32) * 0.01); inits.append(numpy_helper.from_array(z, f"Z{l}")); ins.append(f"Z{l}")
        else:
            z = np.random.randint(0, 256, (N * ((nb + 1) // 2),), dtype=np.uint8); inits.append(numpy_helper.from_array(z, f"Z{l}")); ins.append(f"Z{l}")
        nodes.append(helper.make_node("MatMulNBits", ins, [f"Y{l}"], domain="com.microsoft", K=K, N=N, bits=4, block_size=blk, accuracy_level=acc))
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("A", TensorProto.FLOAT, ["M", K])],
                          [helper.make_tensor_value_info(f"Y{l}", TensorProto.FLOAT, ["M", N]) for l in range(L)], initializer=inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
    so = ort.SessionOptions(); so.intra_op_num_threads = 2; so.inter_op_num_threads = 1
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    so.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"])
for zpf in (False, True):
    for acc in (0, 4):
        sess = model(512, 1536, zp_float=zpf, acc=acc)
        A = np.random.randn(8, 1536).astype(np.float32)
        y8 = sess.run(None, {"A": A})[0]
        y1 = sess.run(None, {"A": A[:1]})[0]
        y1b = sess.run(None, {"A": A[5:6]})[0]
        y3 = sess.run(None, {"A": A[3:6]})[0]
        print("zp_float", zpf, "acc", acc, "row0 M1==M8", np.array_equal(y1[0], y8[0]), "row5", np.array_equal(y1b[0], y8[5]), np.array_equal(y3[2], y8[5]), flush=True)
import os
H,I,L,KV = (1536,8960,28,256) if sys.argv[1:]==['1.5'] else (896,4864,24,128)
shapes=[(H+2*KV,H),(H,H),(2*I,H),(H,I)]
sess=[]
for l in range(L):
    for N,K in shapes: sess.append((K, model(N,K)))
sess.append((H, model(151936,H)))
def run(M):
    for K,s in sess:
        s.run(None, {"A": np.random.randn(M,K).astype(np.float32)})
for r in range(2):
    for M in (1,8):
        run(M); t=time.perf_counter()
        for _ in range(3): run(M)
        print('stack', H, 'M', M, '%.1f ms'%((time.perf_counter()-t)/3*1e3), flush=True)
