package westholme.td

/** A berth on the signaller's train describer: the slot in front of a signal. */
final case class Berth(id: String, signal: String, line: String)

/** One step message from the Westholme train describer feed. */
final case class TdMessage(area: String, headcode: String, berth: String, time: Long)

object TrainDescriber {
  val CsvHeader = "area,headcode,berth,time"

  private val berths: Map[String, Berth] = Map(
    "0412" -> Berth("0412", "WH412", "Up Main"),
    "0414" -> Berth("0414", "WH414", "Up Main"),
    "0417" -> Berth("0417", "WH417", "Down Main"),
    "0421" -> Berth("0421", "WH421", "Down Relief")
  )

  def berth(id: String): Option[Berth] = berths.get(id)

  def parse(line: String): Option[TdMessage] =
    line.split(',').map(_.trim) match {
      case Array(area, headcode, b, t) if headcode.length == 4 => Some(TdMessage(area, headcode, b, t.toLong))
      case _                                                  => None
    }

  /** Where each train is now: the latest berth per headcode. */
  def positions(msgs: Seq[TdMessage]): Map[String, String] =
    msgs.sortBy(_.time).foldLeft(Map.empty[String, String]) { (acc, m) => acc.updated(m.headcode, m.berth) }

  def describe(m: TdMessage): String = {
    val signal = berth(m.berth).map(_.signal).getOrElse("?")
    s"${m.headcode} at berth ${m.berth} (signal $signal)"
  }

  def toCsv(m: TdMessage): String = s"${m.area},${m.headcode},${m.berth},${m.time}"
}
