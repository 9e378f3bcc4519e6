package kestrel.roster

import java.time.LocalDate

final case class CrewMember(name: String, rank: String, certificateExpiry: Option[LocalDate])

final case class Watch(day: LocalDate, watch: String, hours: Double, crew: List[CrewMember])

object RosterText {

  def describeMember(m: CrewMember, today: LocalDate): String = {
    val cert = m.certificateExpiry match {
      case Some(d) if d.isBefore(today) => s"EXPIRED $d"
      case Some(d)                      => s"valid to $d"
      case None                         => "no certificate"
    }
    s"${m.name} (${m.rank}), $cert"
  }

  def describeWatch(w: Watch): String =
    w.day + " " + w.watch + " watch, " + w.hours + " h, " + w.crew.size + " crew"

  def emailSubject(vesselName: String, week: Int): String =
    s"$vesselName roster, week $week"

  def main(args: Array[String]): Unit = {
    val euan = CrewMember("Euan Macrae", "master", Some(LocalDate.of(2027, 4, 30)))
    val callum = CrewMember("Callum Ord", "deckhand", None)
    val w = Watch(LocalDate.of(2026, 7, 13), "early", 8.5, List(euan, callum))
    println(emailSubject("MV Corrie Bay", 29))
    println(describeWatch(w))
    w.crew.foreach(m => println(describeMember(m, LocalDate.of(2026, 7, 13))))
  }
}
