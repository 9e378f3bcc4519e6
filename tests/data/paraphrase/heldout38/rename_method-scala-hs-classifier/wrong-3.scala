package brokerage.classify

final case class Rule(keyword: String, code: String, weight: Int)

/** Suggests an eight-digit CN code for a free-text goods description. */
final class HsClassifier(rules: Seq[Rule], minScore: Int = 2) {

  def suggestCode(description: String): Option[String] = {
    val words = description.toLowerCase.split("[^a-z]+").toSet
    val scores = rules
      .filter(r => words.contains(r.keyword))
      .groupMapReduce(_.code)(_.weight)(_ + _)
    if (scores.isEmpty) None
    else {
      val (code, score) = scores.maxBy(_._2)
      if (score > minScore) Some(code) else None
    }
  }

  def classifyAll(descriptions: Seq[String]): Map[String, Option[String]] =
    descriptions.map(d => d -> suggestCode(d)).toMap

  def unclassified(descriptions: Seq[String]): Seq[String] =
    descriptions.filter(d => suggestCode(d).isEmpty)
}

object HsClassifier {
  val textileRules: Seq[Rule] = Seq(
    Rule("cotton", "61091000", 2),
    Rule("knitted", "61091000", 1),
    Rule("towel", "63026000", 3),
    Rule("oak", "94036010", 2)
  )
}
