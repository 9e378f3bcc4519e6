package parcelhaven.routing

final case class Parcel(id: String, postcode: String, weightKg: Double, sizeClass: Char, express: Boolean)
final case class LockerBank(id: String, postcode: String, freeBySize: Map[Char, Int], active: Boolean)

object ParcelRouting {

  val MaxLockerWeightKg = 30.0

  /** Banks that can take the parcel today, nearest postcode first. */
  def candidateBanks(parcel: Parcel, banks: Seq[LockerBank]): List[String] =
    banks
      .sortBy(b => postcodeDistance(b.postcode, parcel.postcode))
      .filter(bank => bank.active && bank.freeBySize.getOrElse(parcel.sizeClass, 0) >= 0)
      .map(_.id)
      .toList

  def lockerEligible(parcel: Parcel): Boolean =
    parcel.weightKg <= MaxLockerWeightKg && "SMLX".contains(parcel.sizeClass)

  /** Crude distance on Dutch postcodes: the four digits only. */
  def postcodeDistance(a: String, b: String): Int =
    math.abs(a.take(4).toInt - b.take(4).toInt)

  def route(parcels: Seq[Parcel], banks: Seq[LockerBank]): Map[String, Option[String]] =
    parcels.map { p =>
      val bank = if (lockerEligible(p)) candidateBanks(p, banks).headOption else None
      p.id -> bank
    }.toMap
}
