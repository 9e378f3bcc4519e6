from lib import SPLIT, apply, write_case

NAME = "loop_to_functional-scala-lockers"
FILE = "ParcelRouting.scala"
src = (SPLIT / NAME / FILE).read_text()

LOOP = """  def candidateBanks(parcel: Parcel, banks: Seq[LockerBank]): List[String] = {
    val result = ListBuffer[String]()
    for (bank <- banks.sortBy(b => postcodeDistance(b.postcode, parcel.postcode))) {
      if (bank.active && bank.freeBySize.getOrElse(parcel.sizeClass, 0) > 0) {
        result += bank.id
      }
    }
    result.toList
  }
"""
FUNC = """  def candidateBanks(parcel: Parcel, banks: Seq[LockerBank]): List[String] =
    banks
      .sortBy(b => postcodeDistance(b.postcode, parcel.postcode))
      .filter(bank => bank.active && bank.freeBySize.getOrElse(parcel.sizeClass, 0) > 0)
      .map(_.id)
      .toList
"""
IMPORT = ("import scala.collection.mutable.ListBuffer\n\n", "")
right1 = apply(src, [IMPORT, (LOOP, FUNC)])
right2 = apply(src, [(LOOP, """  def candidateBanks(parcel: Parcel, banks: Seq[LockerBank]): List[String] =
    banks.sortBy(b => postcodeDistance(b.postcode, parcel.postcode)).collect {
      case bank if bank.active && bank.freeBySize.getOrElse(parcel.sizeClass, 0) > 0 => bank.id
    }.toList
""")])
wrong1 = apply(right1, [("getOrElse(parcel.sizeClass, 0) > 0)", "getOrElse(parcel.sizeClass, 0) >= 0)")])
wrong2 = apply(right1, [(".filter(bank => bank.active && bank.freeBySize", ".filter(bank => bank.freeBySize")])
wrong3 = apply(right1, [("    banks\n      .sortBy(b => postcodeDistance(b.postcode, parcel.postcode))\n      .filter(", "    banks\n      .filter(")])
wrong4 = apply(right1, [("      .map(_.id)\n      .toList\n", "      .map(_.id)\n")])

write_case(NAME, FILE, "loop_to_functional", "scala", [
    ("terse", "candidateBanks: ListBuffer loop -> sortBy/filter/map"),
    ("polite", "Could you rewrite candidateBanks without the mutable ListBuffer, using collection operations (filter/map or collect) instead of the for loop? The result must be identical, nearest bank first."),
    ("declarative", "candidateBanks should be a single functional expression over banks with no mutable buffer; same banks, same order."),
    ("other", "get rid of the ListBuffer in candidateBanks, idiomatic scala please (filter + map), behaviour unchanged"),
], [
    ("right-1.scala", "right", "sortBy/filter/map/toList with the same condition and order; the now unused ListBuffer import removed", right1, False),
    ("right-2.scala", "right", "sortBy plus collect with a guard, same condition and order; the unused import left in place", right2, False),
    ("wrong-1.scala", "wrong", "condition became >= 0, so banks with no free compartment of that size are offered", wrong1, False),
    ("wrong-2.scala", "wrong", "the bank.active test was dropped from the filter", wrong2, False),
    ("wrong-3.scala", "wrong", "the sortBy was lost: banks are no longer nearest first", wrong3, False),
    ("wrong-4.scala", "wrong", "the .toList was dropped: a Seq[String] where List[String] is declared, does not compile", wrong4, True),
])
