"""`redraft` with the prompt kernel off (blocks.PROMPT_KERNEL = False: every product on bq_linear, as
before it), for A/B runs: python no_prompt_kernel.py edit FILE -i ...  (the same arguments as redraft)."""
import sys

from redraft.app.cli import main
from redraft.engine.models import blocks

blocks.PROMPT_KERNEL = False
sys.exit(main(sys.argv[1:]))
