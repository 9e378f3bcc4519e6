"""The model store: named models, their GGUF parts joined and verified, the conversion to a
model folder (with its int4 codes), the manifest and the integrity checks; no torch."""
