from lib import Case, sub

c = Case("bump_version-toml-cellar-crate", "Cargo.toml", "bump_version", "toml")
o = c.original
c.ins("terse", "cellar-ledger: next minor version")
c.ins("polite", "We're adding the tank-transfer feature, so could you bump cellar-ledger to its next minor version? Dependencies stay as they are.")
c.ins("declarative", "The crate's version should move up one minor release (0.8.3 is current).")
c.ins("other", "cellar-ledger のバージョンを次のマイナーバージョンに上げてください。依存関係はそのままで。")

V = 'version = "0.8.3"\nedition'
right = sub(o, V, 'version = "0.9.0"\nedition')
c.res("right", right, "package version 0.8.3 -> 0.9.0; the toml dependency (also 0.8.3) untouched")

w = sub(o, V, 'version = "0.8.4"\nedition')
c.res("wrong", w, "patch bump (0.8.4) instead of the next minor version")

w = sub(o, V, 'version = "0.9.3"\nedition')
c.res("wrong", w, "minor raised but the patch number not reset: 0.9.3 instead of 0.9.0")

w = sub(right, 'toml = "0.8.3"', 'toml = "0.9.0"')
c.res("wrong", w, "the toml dependency, which shared the version string 0.8.3, was bumped to 0.9.0 too")

w = sub(right, 'rust-version = "1.70"', 'rust-version = "1.74"')
c.res("wrong", w, "version bumped, but rust-version was also raised from 1.70 to 1.74")
c.write()
