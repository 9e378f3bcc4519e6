package eastbrook.pumps

import java.time.LocalDate

final case class PumpRun(station: String, pump: String, day: LocalDate, hours: Double, kw: Double)

object EnergyReport {

  val PeakTariffPerKwh = 0.31
  val OffPeakTariffPerKwh = 0.14

  def energyKwh(run: PumpRun): Double = run.hours * run.kw

  def costForStation(runs: Seq[PumpRun], station: String, offPeakShare: Double): Double = {
    val stationRuns = runs.filter(_.station == station)
    val totalKwh = stationRuns.map(energyKwh).sum
    val blendedTariff = offPeakShare * OffPeakTariffPerKwh + (1 - offPeakShare) * PeakTariffPerKwh
    BigDecimal(totalKwh * blendedTariff).setScale(2, BigDecimal.RoundingMode.HALF_EVEN).toDouble
  }

  def busiestPump(runs: Seq[PumpRun]): Option[(String, Double)] = {
    val totalKwh = runs.groupBy(r => s"${r.station}/${r.pump}").view.mapValues(_.map(energyKwh).sum).toMap
    totalKwh.maxByOption(_._2)
  }

  def summary(runs: Seq[PumpRun], offPeakShare: Double): String =
    runs.map(_.station).distinct.sorted
      .map(s => f"$s%-6s EUR ${costForStation(runs, s, offPeakShare)}%.2f")
      .mkString("\n")
}
