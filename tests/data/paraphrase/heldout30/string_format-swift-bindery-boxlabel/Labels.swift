import Foundation

// Spine and box labels printed for finished commissions at the Quire Lane bindery.

struct FinishedBook {
    let orderId: String
    let title: String
    let copyNumber: Int
    let copies: Int
    let structure: String
    let heightMm: Int
}

func spineLabel(_ book: FinishedBook) -> String {
    return book.title.uppercased() + " \u{2022} " + book.orderId
}

func boxLabel(_ book: FinishedBook) -> String {
    return "Copy " + String(book.copyNumber) + " of " + String(book.copies) + " - " + book.title
}

func shelfNote(_ book: FinishedBook) -> String {
    let tall = book.heightMm > 300 ? "folio shelf" : "standard shelf"
    return "\(book.orderId): \(book.structure), \(tall)"
}
