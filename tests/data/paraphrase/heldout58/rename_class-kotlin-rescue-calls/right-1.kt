package uk.porthcarrow.station

import java.time.Instant

enum class Severity { ROUTINE, URGENT, MAYDAY }

data class CalloutRequest(
    val id: Long,
    val receivedAt: Instant,
    val vessel: String,
    val position: String,
    val personsOnBoard: Int,
    val severity: Severity,
)

class RescueCallQueue {
    private val calls = mutableListOf<CalloutRequest>()

    fun add(call: CalloutRequest) {
        calls.add(call)
        calls.sortWith(compareByDescending<CalloutRequest> { it.severity }.thenBy { it.receivedAt })
    }

    fun next(): CalloutRequest? = calls.removeFirstOrNull()

    fun pending(): List<CalloutRequest> = calls.toList()

    fun maydayCount(): Int = calls.count { it.severity == Severity.MAYDAY }
}

fun formatCall(call: CalloutRequest): String =
    "#${call.id} ${call.severity} ${call.vessel} at ${call.position} (POB ${call.personsOnBoard})"

fun main() {
    val queue = RescueCallQueue()
    queue.add(CalloutRequest(1, Instant.parse("2026-11-30T09:12:00Z"), "Morwenna", "2nm S of Gull Rock", 3, Severity.URGENT))
    queue.add(CalloutRequest(2, Instant.parse("2026-11-30T09:20:00Z"), "Kittiwake II", "Porthcarrow Bay", 1, Severity.MAYDAY))
    // RescueCallQueue keeps MAYDAY calls at the front
    println(queue.pending().joinToString("\n") { formatCall(it) })
}
