package com.northline.dispatch

import org.slf4j.LoggerFactory
import java.time.Clock
import java.time.Duration
import java.time.Instant

data class Driver(val id: String, val name: String, val depot: String, val shiftEnds: Instant)

data class Job(val id: String, val depot: String, val estimated: Duration, val priority: Int)

class DispatchBoard(private val clock: Clock = Clock.systemUTC()) {

    private val log = LoggerFactory.getLogger(DispatchBoard::class.java)
    private val queue = mutableListOf<Job>()
    private val assigned = mutableMapOf<String, String>() // job id -> driver id

    fun submit(job: Job) {
        queue += job
        queue.sortByDescending { it.priority }
        log.debug("queued job {} (priority {})", job.id, job.priority)
    }

    fun assignNext(driver: Driver): Job? {
        val now = clock.instant()
        val left = Duration.between(now, driver.shiftEnds)
        val job = queue.firstOrNull { it.depot == driver.depot && it.estimated < left }
            ?: return null
        queue.remove(job)
        assigned[job.id] = driver.id
        log.info("assigned job {} to driver {} ({} left in shift)", job.id, driver.id, left)
        return job
    }

    fun release(jobId: String) {
        val driverId = assigned.remove(jobId) ?: return
        log.info("job {} released by driver {}", jobId, driverId)
    }

    fun pending(depot: String): List<Job> = queue.filter { it.depot == depot }
}
