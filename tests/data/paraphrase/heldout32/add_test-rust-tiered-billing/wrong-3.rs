//! Residential water tariff: a fixed standing charge plus rising blocks.

pub const STANDING_CHARGE_CENTS: u64 = 1250;

/// (upper bound of the block in litres, price per 1000 litres in cents)
pub const BLOCKS: [(u64, u64); 3] = [(10_000, 180), (25_000, 240), (u64::MAX, 390)];

/// Charge for one billing period in cents, rounded down to a whole cent.
pub fn period_charge(litres: u64) -> u64 {
    let mut remaining = litres;
    let mut lower = 0;
    let mut cents_milli = 0u64;
    for (upper, price) in BLOCKS {
        if remaining == 0 {
            break;
        }
        let in_block = remaining.min(upper - lower);
        cents_milli += in_block * price;
        remaining -= in_block;
        lower = upper;
    }
    STANDING_CHARGE_CENTS + cents_milli / 1000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_use_pays_standing_charge() {
        assert_eq!(period_charge(0), STANDING_CHARGE_CENTS);
    }

    #[test]
    fn first_block_boundary() {
        // exactly 10 m3: all of it in the first block
        assert_eq!(period_charge(10_000), 1250 + 1800);
    }
}
