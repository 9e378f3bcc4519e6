package fr.coteaurouge.harvest

/** Decides which blocks the crews pick tomorrow, from this evening's berry samples. */
object Readiness {

  final case class Sample(block: String, brix: Double, ph: Double, taGl: Double, seedsBrown: Boolean)

  final case class Target(brix: Double, maxPh: Double)

  val targets: Map[String, Target] = Map(
    "Pinot Noir" -> Target(23.5, 3.60),
    "Syrah"      -> Target(24.5, 3.75),
    "Chardonnay" -> Target(22.0, 3.45),
    "Riesling"   -> Target(20.5, 3.20)
  )

  val whites: Set[String] = Set("Chardonnay", "Riesling")

  def readyToPick(variety: String, s: Sample): Boolean = {
    val t = targets(variety)
    s.brix >= t.brix && s.ph <= t.maxPh && (s.seedsBrown || !whites.contains(variety))
  }

  /** Past the window: sugar well over target or acidity collapsing. */
  def overripe(variety: String, s: Sample): Boolean = {
    val t = targets(variety)
    s.brix > t.brix + 2.0 || s.ph > t.maxPh + 0.15
  }

  def pickList(samples: Seq[(String, Sample)]): Seq[String] =
    samples
      .filter { case (variety, s) => readyToPick(variety, s) || overripe(variety, s) }
      .sortBy { case (variety, s) => (!overripe(variety, s), -s.brix) }
      .map { case (_, s) => s.block }

  def main(args: Array[String]): Unit = {
    val evening = Seq(
      "Pinot Noir" -> Sample("Les Pierres", 23.8, 3.52, 6.9, seedsBrown = true),
      "Chardonnay" -> Sample("Haut Coteau", 22.4, 3.38, 7.8, seedsBrown = false),
      "Syrah"      -> Sample("La Source", 23.1, 3.61, 6.2, seedsBrown = true),
      "Riesling"   -> Sample("Terrasses Nord", 19.6, 3.05, 9.4, seedsBrown = false)
    )
    println(pickList(evening).mkString("pick tomorrow: ", ", ", ""))
  }
}
