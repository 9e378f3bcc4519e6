"""The by-row attention's thread invariance and cost, alone (docs/benchmarks/2026-12-02-cpu-buckets-amd.md): one row on one
thread against the same row among 8 on two threads, bitwise, at 300, 700 and 1,000 keys (Qwen2.5-0.5B's
attention shapes: 2 key/value heads, 7 query heads each, head size 64, bf16).

    python docs/benchmarks/cpu-quant/attn_threads.py
"""
import torch, time
import torch.nn.functional as F
torch.manual_seed(0)
KV,g,D=2,7,64
def by_row(q,kc,vc,bias):
    n,A=q.shape[0],kc.shape[1]
    mask=bias.to(q.dtype)[:,None,None,:]
    return F.scaled_dot_product_attention(q.view(n,KV,g,D),kc[None].expand(n,KV,A,D),vc[None].expand(n,KV,A,D),attn_mask=mask,scale=D**-0.5).reshape(n,KV*g*D)
for A in (300, 700, 1000):
    kc=torch.randn(KV,A,D).bfloat16(); vc=torch.randn(KV,A,D).bfloat16()
    q=torch.randn(8,KV*g,D).bfloat16()
    pos=torch.arange(A-8,A)
    bias=torch.where(torch.arange(A)[None,:]<=pos[:,None],0.0,float('-inf'))
    torch.set_num_threads(1)
    alone=[by_row(q[i:i+1],kc,vc,bias[i:i+1]) for i in range(8)]
    t=time.perf_counter()
    for _ in range(50): o1=by_row(q,kc,vc,bias)
    t1=(time.perf_counter()-t)/50*1e6
    torch.set_num_threads(2)
    t=time.perf_counter()
    for _ in range(50): o2=by_row(q,kc,vc,bias)
    t2=(time.perf_counter()-t)/50*1e6
    for n in (2,3,5):
        o3=by_row(q[:n],kc,vc,bias[:n])
        assert torch.equal(o3, o1[:n])
    same=all(torch.equal(alone[i][0],o2[i]) for i in range(8)) and torch.equal(o1,o2)
    t=time.perf_counter()
    for _ in range(50): by_row(q[:1],kc,vc,bias[:1])
    t3=(time.perf_counter()-t)/50*1e6
    torch.set_num_threads(1)
    t=time.perf_counter()
    for _ in range(50): by_row(q[:1],kc,vc,bias[:1])
    t4=(time.perf_counter()-t)/50*1e6
    print(A, f"8 rows 1thr {t1:.0f}us 2thr {t2:.0f}us | 1 row 2thr {t3:.0f} 1thr {t4:.0f} | bitwise same {same}")
