package hollinslane.seedswap

final case class SeedPacket(variety: String, crop: String, sowByYear: Int, seeds: Int, donor: String)

object Calendar {
  /** Month (1-12) to start sowing a crop indoors. */
  def sowByMonth(crop: String): Int = crop match {
    case "tomato" | "pepper" => 3
    case "bean"              => 5
    case _                   => 4
  }
}

object SeedSwap {
  def stillViable(p: SeedPacket, year: Int): Boolean = p.sowByYear >= year

  def extendForRetest(p: SeedPacket, extraYears: Int): SeedPacket =
    p.copy(sowBy = p.sowByYear + extraYears)

  def table(packets: Seq[SeedPacket], year: Int): Seq[String] =
    packets
      .filter(stillViable(_, year))
      .sortBy(p => (p.crop, p.variety))
      .map(p => f"${p.variety}%-28s ${p.crop}%-10s sow by ${p.sowByYear} (from month ${Calendar.sowByMonth(p.crop)})")

  def toJson(p: SeedPacket): Map[String, Any] =
    Map("variety" -> p.variety, "crop" -> p.crop, "sowBy" -> p.sowByYear, "seeds" -> p.seeds, "donor" -> p.donor)

  def describe(p: SeedPacket): String = p match {
    case SeedPacket(v, c, year, n, _) if n < 10 => s"$v ($c): only $n seeds left, use by $year"
    case SeedPacket(v, c, year, _, d)           => s"$v ($c) from $d, use by $year"
  }
}
