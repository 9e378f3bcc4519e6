package com.kestrelline.stowage

// Container entries on a vessel's stowage manifest, and the weight checks
// the planner runs before the bay plan is sent to the terminal.

final case class ContainerEntry(
    containerNo: String,
    isoType: String,
    emptyWeightKg: Int,
    grossKg: Int,
    bay: Int,
    reefer: Boolean = false
) {
  def cargoKg: Int = grossKg - emptyWeightKg
}

final case class WeightPolicy(maxGrossKg: Int, tareKgTolerance: Int)

object StowageManifest {

  val DefaultPolicy: WeightPolicy = WeightPolicy(maxGrossKg = 32500, tareKgTolerance = 150)

  // Nominal tare weights per ISO type, from the lessor's fleet list.
  val NominalTare: Map[String, Int] = Map(
    "22G1" -> 2200,
    "42G1" -> 3750,
    "45G1" -> 3900,
    "45R1" -> 4800
  )

  def checkEntry(e: ContainerEntry, policy: WeightPolicy = DefaultPolicy): List[String] = {
    val overweight =
      if (e.grossKg > policy.maxGrossKg) List(s"${e.containerNo}: gross ${e.grossKg} kg over ${policy.maxGrossKg}")
      else Nil
    val tareMismatch = NominalTare.get(e.isoType) match {
      case Some(nominal) if math.abs(e.emptyWeightKg - nominal) > policy.tareKgTolerance =>
        List(s"${e.containerNo}: declared tare ${e.emptyWeightKg} kg, nominal $nominal kg")
      case _ => Nil
    }
    val negativeCargo =
      if (e.cargoKg < 0) List(s"${e.containerNo}: gross below tare") else Nil
    overweight ++ tareMismatch ++ negativeCargo
  }

  def bayWeights(entries: Seq[ContainerEntry]): Map[Int, Int] =
    entries.groupBy(_.bay).map { case (bay, boxes) => bay -> boxes.map(_.grossKg).sum }

  def sample: Seq[ContainerEntry] = Seq(
    ContainerEntry("KSTU4812073", "45G1", emptyWeightKg = 3900, grossKg = 24110, bay = 14),
    ContainerEntry("KSTU5520918", "45R1", emptyWeightKg = 4810, grossKg = 29870, bay = 14, reefer = true),
    ContainerEntry("TGHU3107745", "22G1", emptyWeightKg = 2400, grossKg = 21005, bay = 22)
  )
}
