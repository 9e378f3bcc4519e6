package meteo.alerts

import scala.concurrent.duration._

final case class AlertThresholds(
    frostC: Double = 0.0,
    heatC: Double = 35.0,
    gustKmh: Double = 90.0,
    rainMmPerHour: Double = 30.0,
    holdOff: FiniteDuration = 30.minutes
)

final case class Reading(station: String, airTempC: Double, gustKmh: Double, rainMmPerHour: Double)

object AlertRules {
  val default: AlertThresholds = AlertThresholds()

  /** Coastal stations see strong gusts every winter; they get a higher gust limit. */
  val coastal: AlertThresholds = AlertThresholds(gustKmh = 110.0)

  def alerts(r: Reading, t: AlertThresholds = default): List[String] = {
    val frost = if (r.airTempC <= t.frostC) List(s"${r.station}: frost") else Nil
    val heat = if (r.airTempC >= t.heatC) List(s"${r.station}: heat") else Nil
    val gust = if (r.gustKmh >= t.gustKmh) List(s"${r.station}: gusts ${r.gustKmh} km/h") else Nil
    val rain = if (r.rainMmPerHour >= t.rainMmPerHour) List(s"${r.station}: heavy rain") else Nil
    frost ++ heat ++ gust ++ rain
  }
}
