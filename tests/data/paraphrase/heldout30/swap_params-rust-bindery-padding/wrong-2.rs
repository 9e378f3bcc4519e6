//! Imposition helpers for the Quire Lane bindery: how many sheets to fold and
//! how many blank pages a text block needs to fill its last signature.

pub const PAGES_PER_SHEET_FOLIO: u32 = 4;
pub const PAGES_PER_SHEET_QUARTO: u32 = 8;
pub const PAGES_PER_SHEET_OCTAVO: u32 = 16;

/// Blank pages to add so `pages` fills whole signatures of `pages_per_signature`.
pub fn padding_pages(pages_per_signature: u32, pages: u32) -> u32 {
    let rem = pages % pages_per_signature;
    if rem == 0 {
        0
    } else {
        pages_per_signature - rem
    }
}

pub fn signatures(pages: u32, pages_per_signature: u32) -> u32 {
    (pages + padding_pages(pages_per_signature, pages)) / pages_per_signature
}

pub struct TextBlock {
    pub title: String,
    pub pages: u32,
    pub sheets_per_signature: u32,
    pub pages_per_sheet: u32,
}

impl TextBlock {
    pub fn pages_per_signature(&self) -> u32 {
        self.sheets_per_signature * self.pages_per_sheet
    }

    pub fn blanks(&self) -> u32 {
        padding_pages(self.pages_per_signature(), self.pages)
    }

    pub fn sheets_to_print(&self) -> u32 {
        signatures(self.pages, self.pages_per_signature()) * self.sheets_per_signature
    }
}

pub fn summary(block: &TextBlock) -> String {
    let per_sig = block.pages_per_signature();
    format!(
        "{}: {} pages in {} signatures of {}, {} blank",
        block.title,
        block.pages,
        signatures(block.pages, per_sig),
        per_sig,
        padding_pages(block.pages, per_sig)
    )
}
