//! Small checksum helpers used by the replay file format.

const MOD_ADLER: u32 = 65_520;
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// Adler-32 as used by zlib.
pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + byte as u32) % MOD_ADLER;
        b = (b + a) % MOD_ADLER;
    }
    (b << 16) | a
}

/// 64-bit FNV-1a hash.
pub fn fnv1a(data: &[u8]) -> u64 {
    let mut hash = FNV_OFFSET;
    for &byte in data {
        hash ^= byte as u64;
        hash = hash.wrapping_mul(FNV_PRIME);
    }
    hash
}

pub struct Digest {
    adler: u32,
    fnv: u64,
}

impl Digest {
    pub fn of(data: &[u8]) -> Self {
        Digest {
            adler: adler32(data),
            fnv: fnv1a(data),
        }
    }

    pub fn matches(&self, other: &Digest) -> bool {
        self.adler == other.adler && self.fnv == other.fnv
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adler_of_wikipedia() {
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn fnv_of_empty_is_offset() {
        assert_eq!(fnv1a(b""), FNV_OFFSET);
    }
}
