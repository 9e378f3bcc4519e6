package kestrel.timetable

import java.time.{LocalDate, LocalTime}

final case class Sailing(
    id: String,
    route: String,
    vessel: String,
    date: LocalDate,
    departs: LocalTime,
    tidalRestricted: Boolean = false,
    cancelled: Boolean = false
)

object Timetable {
  def parse(line: String): Sailing = {
    val cols = line.split(';').map(_.trim)
    Sailing(
      id = cols(0),
      route = cols(1),
      vessel = cols(2),
      date = LocalDate.parse(cols(3)),
      departs = LocalTime.parse(cols(4))
    )
  }

  def board(sailings: Seq[Sailing], day: LocalDate): Seq[String] =
    sailings
      .filter(_.date == day)
      .sortBy(_.departs)
      .map(s => f"${s.departs}%s ${s.route}%-28s ${if (s.cancelled) "CANCELLED" else s.vessel}")
}
