package ridgeline.quality

/** One cupper's score sheet for a lot, on the SCA 100-point form. */
final case class Cupping(lotCode: String, cupScore: Double, cupper: String, notes: List[String])

/** Green grading: defects counted in a 350 g sample. Lower is better. */
final case class GreenGrade(lotCode: String, primaryDefects: Int, secondaryDefects: Int) {
  def score: Int = primaryDefects * 5 + secondaryDefects
  def specialty: Boolean = primaryDefects == 0 && secondaryDefects <= 5
}

object Cuppings {
  val SpecialtyThreshold = 80.0

  def average(sheets: Seq[Cupping]): Option[Double] =
    if (sheets.isEmpty) None else Some(sheets.map(_.cupScore).sum / sheets.size)

  def byLot(sheets: Seq[Cupping]): Map[String, Double] =
    sheets.groupBy(_.lotCode).view.mapValues(s => average(s).getOrElse(0.0)).toMap

  /** Sheets that disagree with the table by more than `tolerance` points; they get re-cupped. */
  def outliers(sheets: Seq[Cupping], tolerance: Double = 2.0): Seq[Cupping] = {
    val mean = average(sheets).getOrElse(0.0)
    sheets.filter(c => math.abs(c.cupScore - mean) > tolerance)
  }

  def buyable(sheets: Seq[Cupping], grade: GreenGrade): Boolean =
    grade.specialty && average(sheets).exists(_ > SpecialtyThreshold) && grade.score < 8

  def label(c: Cupping): String = f"${c.lotCode} ${c.cupScore}%.2f by ${c.cupper}"

  val sample: Seq[Cupping] = Seq(
    Cupping("2026-ETH-GUJI-007", cupScore = 86.25, cupper = "Amara", notes = List("bergamot", "peach")),
    Cupping("2026-ETH-GUJI-007", cupScore = 85.5, cupper = "Tomasz", notes = List("jasmine")),
    Cupping("2026-COL-HUILA-012", cupScore = 83.75, cupper = "Amara", notes = List("panela", "red apple")),
  )
}
