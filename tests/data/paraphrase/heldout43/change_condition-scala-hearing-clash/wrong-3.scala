package ashgrove.calendar

import java.time.{LocalDateTime, Duration}

final case class Hearing(caseNumber: String, courtroom: String, judge: String, start: LocalDateTime, minutes: Int) {
  def end: LocalDateTime = start.plusMinutes(minutes.toLong)
}

object Conflicts {
  /** Two hearings clash when they share a courtroom or a judge and their times overlap. */
  def clash(a: Hearing, b: Hearing): Boolean =
    (a.courtroom == b.courtroom || a.judge == b.judge) &&
      a.start.isBefore(b.end) && b.start.isBefore(a.end)

  /** Hearings closer than this in the same courtroom need a changeover warning. */
  val Changeover: Duration = Duration.ofMinutes(10)

  def tightChangeover(a: Hearing, b: Hearing): Boolean =
    a.courtroom == b.courtroom && !clash(a, b) &&
      Duration.between(a.end, b.start).abs.compareTo(Changeover) <= 0

  def allClashes(hearings: Seq[Hearing]): Seq[(Hearing, Hearing)] =
    for {
      (a, i) <- hearings.zipWithIndex
      b <- hearings.drop(i + 1)
      if clash(a, b)
    } yield (a, b)
}
