from lib import E, case

ORIG = '''package farm.brackenridge.forecast

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
'''

OLD = '''    val dryShare = 1 - room.moisture
    val dry = room.bags * room.wetKgPerBag * dryShare
'''

case(
    "inline_variable-scala-dry-share", "HarvestForecast.scala", "inline_variable", "scala", ORIG,
    [
        ("terse", "flushKg: inline dryShare"),
        ("polite", "In flushKg, could you inline the `dryShare` val into the `dry` calculation? Please keep `dryKg`, which has its own dryShare, exactly as it is."),
        ("declarative", "flushKg should compute dry directly from 1 - room.moisture without the intermediate dryShare val."),
        ("other", "nit from review: dryShare in flushKg is used once, just inline it. dryKg stays"),
    ],
    [
        ("right-1.scala", "right", "dryShare removed from flushKg and inlined as (1 - room.moisture); dryKg untouched",
         [E(OLD, "    val dry = room.bags * room.wetKgPerBag * (1 - room.moisture)\n")]),
        ("wrong-1.scala", "wrong", "inlined without parentheses: room.bags * room.wetKgPerBag * 1 - room.moisture computes something else",
         [E(OLD, "    val dry = room.bags * room.wetKgPerBag * 1 - room.moisture\n")]),
        ("wrong-2.scala", "wrong", "dryKg's dryShare was inlined as well",
         [E(OLD, "    val dry = room.bags * room.wetKgPerBag * (1 - room.moisture)\n"),
          E("    val dryShare = 1 - room.moisture\n    room.bags * room.wetKgPerBag * dryShare\n", "    room.bags * room.wetKgPerBag * (1 - room.moisture)\n")]),
        ("wrong-3.scala", "wrong", "the efficiency val be was inlined instead of dryShare",
         [E('''    val be = efficiency.getOrElse(room.species, 0.6)
''', ""), E("    else dry * be * flushShare(flush - 1)", "    else dry * efficiency.getOrElse(room.species, 0.6) * flushShare(flush - 1)")]),
        ("wrong-4.scala", "wrong", "inlined, but the default efficiency for unknown species changed from 0.6 to 0.75",
         [E(OLD, "    val dry = room.bags * room.wetKgPerBag * (1 - room.moisture)\n"), E("efficiency.getOrElse(room.species, 0.6)", "efficiency.getOrElse(room.species, 0.75)")]),
    ],
)
