from mk import Case
# ---------------- loop_to_map scala
orig = '''
object LoanFees {
  case class Loan(accession: String, borrower: String, weeks: Int, international: Boolean)

  val WeeklyFee = 85.0
  val InternationalSurcharge = 400.0

  def fee(loan: Loan): Double = {
    val base = loan.weeks * WeeklyFee
    if (loan.international) base + InternationalSurcharge else base
  }

  def invoiceLines(loans: List[Loan]): List[String] = {
    var lines = List.empty[String]
    for (loan <- loans) {
      lines = lines :+ f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
    lines
  }

  def total(loans: List[Loan]): Double = loans.map(fee).sum

  def main(args: Array[String]): Unit = {
    val loans = List(
      Loan("HM.1962.118", "Tiverton Textile Museum", 8, international = false),
      Loan("HM.2001.067", "Rijksmuseum Boerhaave", 12, international = true)
    )
    invoiceLines(loans).foreach(println)
    println(f"total ${total(loans)}%.2f")
  }
}
'''
c = Case("loop_to_map-scala-loan_fees", "LoanFees.scala", "loop_to_map", "scala", orig)
c.ins("terse", "invoiceLines: replace the var + for loop with loans.map")
c.ins("polite", "Could you rewrite invoiceLines without the mutable var, using loans.map? The line format must stay exactly the same.")
c.ins("declarative", "invoiceLines should be a single map over loans instead of appending to a var in a loop.")
c.ins("other", "no vars please - turn the loop in invoiceLines into a map (same output)")
c.ins("other", "Przepisz invoiceLines tak, żeby używało loans.map zamiast pętli z var.")
LOOP = '''    var lines = List.empty[String]
    for (loan <- loans) {
      lines = lines :+ f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
    lines
'''
c.res("right", [(LOOP, '''    loans.map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
''', 1)], "loop replaced by loans.map with the same format string")
c.res("right", [("  def invoiceLines(loans: List[Loan]): List[String] = {\n" + LOOP + "  }\n", '''  def invoiceLines(loans: List[Loan]): List[String] =
    loans.map(loan => f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f")
''', 1)], "written as a one-expression method body (free style choice)")
c.res("wrong", [(LOOP, '''    loans.map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.1f"
    }
''', 1)], "fee printed with one decimal (%9.1f) instead of two")
c.res("wrong", [(LOOP, '''    loans.filter(!_.international).map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
''', 1)], "international loans silently filtered out of the invoice")
c.res("wrong", [(LOOP, '''    loans.reverse.map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
''', 1)], "lines come out in reverse order")
c.res("wrong", [(LOOP, '''    loans.map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.2f"
    }
    lines
''', 1)], "map added but the old `lines` return left behind: lines is undefined", breaks=True)
c.write()

# ---------------- typescript add_field
orig = '''
export type SheetId = "A" | "B";

export interface Session {
  id: string;
  sheet: SheetId;
  start: string;
  end: string;
  capacity: number;
}

export interface SessionBooking {
  sessionId: string;
  skaterName: string;
  skateHire: boolean;
  paidPence: number;
}

export function remainingPlaces(session: Session, bookings: SessionBooking[]): number {
  const taken = bookings.filter((b) => b.sessionId === session.id).length;
  return Math.max(session.capacity - taken, 0);
}

export function hireCount(bookings: SessionBooking[]): number {
  return bookings.filter((b) => b.skateHire).length;
}

export function newBooking(sessionId: string, skaterName: string, skateHire: boolean): SessionBooking {
  return {
    sessionId,
    skaterName,
    skateHire,
    paidPence: skateHire ? 950 : 700,
  };
}
'''
c = Case("add_field-typescript-skate_booking", "sessions.ts", "add_field", "typescript", orig)
c.ins("terse", "SessionBooking: add optional bootSize?: number, pass it through newBooking")
c.ins("polite", "Could you add an optional bootSize?: number to SessionBooking, and an optional bootSize parameter at the end of newBooking that is copied into the result? Session itself doesn't need it.")
c.ins("declarative", "A booking may carry a boot size (bootSize?: number) for skate hire; newBooking takes it as an optional last argument and stores it.")
c.ins("other", "Pourrais-tu ajouter un champ optionnel bootSize?: number à SessionBooking et le passer via newBooking (dernier paramètre, optionnel) ?")
F = ("  paidPence: number;\n}", "  paidPence: number;\n  bootSize?: number;\n}", 1)
P = ("export function newBooking(sessionId: string, skaterName: string, skateHire: boolean): SessionBooking {", "export function newBooking(sessionId: string, skaterName: string, skateHire: boolean, bootSize?: number): SessionBooking {", 1)
B = ("    paidPence: skateHire ? 950 : 700,\n", "    paidPence: skateHire ? 950 : 700,\n    bootSize,\n", 1)
c.res("right", [F, P, B], "optional field added to SessionBooking, optional last parameter copied into the result")
c.res("wrong", [F, P], "parameter accepted but never stored in the returned booking")
c.res("wrong", [("  capacity: number;\n}", "  capacity: number;\n  bootSize?: number;\n}", 1), P, B], "field added to Session instead of SessionBooking: the returned object literal has an unknown property")
c.res("wrong", [("  paidPence: number;\n}", "  paidPence: number;\n  bootSize: number;\n}", 1), P, B], "field declared required (bootSize: number) instead of optional")
c.res("wrong", [F, P, B, ("paidPence: skateHire ? 950 : 700,", "paidPence: skateHire ? 700 : 950,", 1)], "field added but the hire and no-hire prices swapped")
c.write()
