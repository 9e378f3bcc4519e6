package festival.votes

import scala.collection.immutable.SortedMap

final case class BallotCard(filmId: String, stars: Int) {
  require(stars >= 1 && stars <= 5, s"stars out of range: $stars")
}

object BallotCard {
  def parse(line: String): Option[BallotCard] =
    line.split(',').map(_.trim) match {
      case Array(film, s) if s.forall(_.isDigit) => Some(BallotCard(film, s.toInt))
      case _                                     => None
    }
}

object BallotAward {
  def averages(cards: Seq[BallotCard]): SortedMap[String, Double] =
    SortedMap.from(cards.groupBy(_.filmId).view.mapValues(cs => cs.map(_.stars).sum.toDouble / cs.size))

  def winner(cards: Seq[BallotCard], minCards: Int = 50): Option[String] =
    averages(cards.groupBy(_.filmId).filter(_._2.size >= minCards).values.flatten.toSeq)
      .maxByOption(_._2)
      .map(_._1)
}
