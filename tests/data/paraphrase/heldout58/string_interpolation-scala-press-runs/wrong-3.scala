package harbourside.press

case class PressRun(ticket: String, press: String, sheets: Int, speedSph: Int, makeReadyMin: Int)

object RunReport {
  def durationMinutes(run: PressRun): Int =
    run.makeReadyMin + math.ceil(run.sheets * 60.0 / run.speedSph).toInt

  def line(run: PressRun): String =
    s"Ticket ${run.ticket} on ${run.press}: ${run.sheets} sheets, ${durationMinutes(run)} min"

  def header(date: String): String =
    s"Press schedule for $date"

  def report(date: String, runs: Seq[PressRun]): String =
    (header(date) +: runs.sortBy(_.press).map(line)).mkString("\n")
}
