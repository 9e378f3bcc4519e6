package farm.brackenridge.forecast

/** Yield forecast for a fruiting room, in kilograms of fresh mushrooms. */
object HarvestForecast {

  final case class Room(id: String, bags: Int, wetKgPerBag: Double, moisture: Double, species: String)

  private val efficiency: Map[String, Double] = Map(
    "oyster_blue" -> 1.0,
    "lions_mane" -> 0.75,
    "shiitake" -> 0.8
  )

  private val flushShare = Vector(0.55, 0.3, 0.15)

  def dryKg(room: Room): Double = {
    val dryShare = 1 - room.moisture
    room.bags * room.wetKgPerBag * dryShare
  }

  def flushKg(room: Room, flush: Int): Double = {
    val be = efficiency.getOrElse(room.species, 0.6)
    val dryShare = 1 - room.moisture
    val dry = room.bags * room.wetKgPerBag * dryShare
    if (flush < 1 || flush > flushShare.size) 0.0
    else dry * be * flushShare(flush - 1)
  }

  def totalKg(room: Room): Double =
    (1 to flushShare.size).map(flushKg(room, _)).sum

  def main(args: Array[String]): Unit = {
    val f2 = Room("F2", 120, 4.5, 0.62, "lions_mane")
    println(f"${f2.id}: ${totalKg(f2)}%.1f kg over ${flushShare.size} flushes")
  }
}
