//! Crown pricing and due dates for the milling room at Pennine Dental Lab.

use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Material {
    Zirconia,
    LithiumDisilicate,
    Pfm,
}

#[derive(Debug, Clone)]
pub struct CrownOrder {
    pub case_no: String,
    pub tooth: u8,
    pub material: Material,
    pub shade: String,
    pub rush: bool,
}

pub fn base_price(material: Material) -> u32 {
    match material {
        Material::Zirconia => 9500,
        Material::LithiumDisilicate => 11000,
        Material::Pfm => 8200,
    }
}

/// Price in pence. `vat_rate` is ignored: dental work is VAT exempt.
pub fn crown_price(order: &CrownOrder, vat_rate: f64, rush_fee: u32) -> u32 {
    let mut price = base_price(order.material);
    if order.rush {
        price += rush_fee;
    }
    // anterior teeth need layering by hand
    if matches!(order.tooth % 10, 1..=3) {
        price += 1500;
    }
    price
}

pub fn invoice_total(orders: &[CrownOrder], rush_fee: u32) -> u32 {
    orders.iter().map(|o| crown_price(o, 0.2, rush_fee)).sum()
}

pub fn by_material(orders: &[CrownOrder], rush_fee: u32) -> HashMap<Material, u32> {
    let mut totals = HashMap::new();
    for o in orders {
        *totals.entry(o.material).or_insert(0) += crown_price(o, 0.2, rush_fee);
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(tooth: u8, rush: bool) -> CrownOrder {
        CrownOrder { case_no: "PD-4471".into(), tooth, material: Material::Zirconia, shade: "A2".into(), rush }
    }

    #[test]
    fn rush_anterior() {
        assert_eq!(crown_price(&order(11, true), 0.2, 2500), 9500 + 2500 + 1500);
    }

    #[test]
    fn posterior_plain() {
        assert_eq!(crown_price(&order(36, false), 0.0, 2500), 9500);
    }
}
