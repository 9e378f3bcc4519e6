package org.elmbridgemrc.exhibitions

/** A layout the club can bring to an exhibition. Sizes in metres. */
final case class Layout(
    name: String,
    scale: String,
    owner: String,
    lengthM: Double,
    depthM: Double,
    operators: Int,
    needsPower: Boolean = true
)

/** A trader stand; tables are the venue's standard 1.8 m trestles. */
final case class TraderStand(
    name: String,
    tables: Int,
    needsPower: Boolean
)

object LayoutRegistry {

  val layouts: List[Layout] = List(
    Layout("Hallerton Junction", "OO", "Geoff Brannigan", 6.2, 1.8, 3),
    Layout("Porthkennack Quay", "N", "Sheila Moynihan", 2.4, 0.6, 2),
    Layout("Rübeland Schmalspur", "H0e", "Dieter Kollwitz", 3.0, 1.2, 2)
  )

  /** Floor area including a 1 m operating well behind the layout. */
  def floorArea(l: Layout): Double = l.lengthM * (l.depthM + 1.0)

  def fitsHall(hallAreaM2: Double, chosen: List[Layout]): Boolean =
    chosen.map(floorArea).sum <= hallAreaM2 * 0.6

  def operatorsNeeded(chosen: List[Layout]): Int =
    chosen.map(_.operators).sum

  def byScale: Map[String, List[Layout]] =
    layouts.groupBy(_.scale)
}
