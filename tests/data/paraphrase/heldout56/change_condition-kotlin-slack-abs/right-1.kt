package tidal.maintenance

import java.time.Duration
import java.time.Instant
import java.time.ZoneOffset
import kotlin.math.abs

/** Predicted tidal current at one instant; positive on the flood, negative on the ebb. */
data class TidePrediction(val at: Instant, val currentMs: Double)

data class SlackWindow(val start: Instant, val end: Instant) {
    val length: Duration get() = Duration.between(start, end)
}

/** Current below which divers and ROVs may work. */
const val SLACK_LIMIT_MS = 0.5

fun slackWindows(predictions: List<TidePrediction>): List<SlackWindow> {
    val windows = mutableListOf<SlackWindow>()
    var openedAt: Instant? = null
    for (p in predictions) {
        if (abs(p.currentMs) < SLACK_LIMIT_MS) {
            if (openedAt == null) openedAt = p.at
        } else if (openedAt != null) {
            windows.add(SlackWindow(openedAt, p.at))
            openedAt = null
        }
    }
    val last = predictions.lastOrNull()
    if (openedAt != null && last != null) {
        windows.add(SlackWindow(openedAt, last.at))
    }
    return windows
}

fun usableWindows(windows: List<SlackWindow>, minHours: Long): List<SlackWindow> =
    windows.filter { it.length >= Duration.ofHours(minHours) }

fun daylightOnly(windows: List<SlackWindow>, sunrise: Int, sunset: Int): List<SlackWindow> =
    windows.filter { w ->
        val hour = w.start.atZone(ZoneOffset.UTC).hour
        hour >= sunrise && hour < sunset
    }
