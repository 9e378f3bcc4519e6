package linden.choir.tuning

/** Pitch helpers for the rehearsal tuner app (the one on the piano iPad). */
object Tuning {
  val ConcertA: Double = 440.0
  private val Ln2: Double = math.log(2.0)
  private val NoteNames = Vector("C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")

  /** How far `freq` is from `reference`, in cents (100 cents = one semitone). */
  def centsOff(freq: Double, reference: Double): Double = {
    require(freq > 0 && reference > 0, "frequencies must be positive")
    1200.0 * math.log(freq / reference) / Ln2
  }

  /** Beats per second heard when two close pitches sound together. */
  def beatRate(a: Double, b: Double): Double = {
    val ratio = a / b
    if (ratio > 1.06 || ratio < 0.94) 0.0 else math.abs(a - b)
  }

  /** Equal-tempered frequency of a MIDI note number. */
  def frequencyOf(midi: Int, a4: Double = ConcertA): Double =
    a4 * math.pow(2.0, (midi - 69) / 12.0)

  /** Nearest note name and octave, e.g. 262.0 -> "C4". */
  def nearestNote(freq: Double, a4: Double = ConcertA): String = {
    val midi = math.round(69 + 12 * math.log(freq / a4) / Ln2).toInt
    NoteNames(Math.floorMod(midi, 12)) + (midi / 12 - 1).toString
  }

  /** A singer is "in tune" within 15 cents of the target. */
  def inTune(freq: Double, target: Double, toleranceCents: Double = 15.0): Boolean =
    math.abs(centsOff(freq, target)) <= toleranceCents
}
