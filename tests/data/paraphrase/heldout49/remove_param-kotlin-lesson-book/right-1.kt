package stable.lessons

import java.time.LocalDateTime

data class Rider(val name: String, val level: Int)

data class Lesson(
    val horse: String,
    val rider: Rider,
    val start: LocalDateTime,
    val minutes: Int,
    val arena: String,
)

class LessonBook(private val arenas: List<String>) {
    private val lessons = mutableListOf<Lesson>()

    fun book(horse: String, rider: Rider, start: LocalDateTime, minutes: Int, arena: String): Lesson {
        require(arena in arenas) { "unknown arena $arena" }
        require(minutes in 30..90) { "lessons are 30 to 90 minutes" }
        val clash = lessons.any { it.horse == horse && overlaps(it, start, minutes) }
        check(!clash) { "$horse is already booked" }
        val lesson = Lesson(horse, rider, start, minutes, arena)
        lessons += lesson
        return lesson
    }

    private fun overlaps(lesson: Lesson, start: LocalDateTime, minutes: Int): Boolean {
        val end = start.plusMinutes(minutes.toLong())
        val otherEnd = lesson.start.plusMinutes(lesson.minutes.toLong())
        return start < otherEnd && lesson.start < end
    }

    fun forHorse(horse: String): List<Lesson> = lessons.filter { it.horse == horse }
}

fun main() {
    val book = LessonBook(listOf("indoor", "sand paddock"))
    val start = LocalDateTime.of(2026, 12, 12, 10, 0)
    book.book("Juniper", Rider("Ama", 2), start, 45, "indoor")
    book.book("Tansy", Rider("Leon", 1), start, 30, "sand paddock")
    println(book.forHorse("Juniper"))
}
