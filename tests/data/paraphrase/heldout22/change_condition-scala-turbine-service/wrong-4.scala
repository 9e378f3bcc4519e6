package windpark.maintenance

import java.time.LocalDate
import java.time.temporal.ChronoUnit

sealed trait Status
object Status {
  case object Active extends Status
  case object Curtailed extends Status
  case object Decommissioned extends Status
}

final case class Turbine(id: String, status: Status, lastService: LocalDate, hoursSinceService: Int)

object ServicePlanner {
  val ServiceIntervalDays = 182
  val ServiceIntervalHours = 2500

  def overdue(t: Turbine, today: LocalDate): Boolean =
    t.status != Status.Decommissioned &&
      ChronoUnit.DAYS.between(t.lastService, today) > ServiceIntervalDays

  def dueSoon(t: Turbine, today: LocalDate): Boolean =
    ChronoUnit.DAYS.between(t.lastService, today) > ServiceIntervalDays - 14 ||
      t.hoursSinceService > ServiceIntervalHours - 200

  def worklist(fleet: Seq[Turbine], today: LocalDate): Seq[String] =
    fleet.filter(overdue(_, today)).sortBy(_.lastService.toEpochDay).map(_.id)
}
