package com.liftworks.car

enum class DoorState { OPEN, CLOSING, CLOSED, OPENING }

enum class Direction { UP, DOWN, IDLE, OBSTRUCTED }

data class DoorOutputs(val motorOn: Boolean, val reverse: Boolean, val chime: Boolean)

class DoorController(private val dwellMillis: Long = 4000) {
    var state: DoorState = DoorState.CLOSED
        private set

    fun outputsFor(state: DoorState): DoorOutputs = when (state) {
        DoorState.OPEN -> DoorOutputs(motorOn = false, reverse = false, chime = false)
        DoorState.CLOSING -> DoorOutputs(motorOn = true, reverse = false, chime = false)
        DoorState.CLOSED -> DoorOutputs(motorOn = false, reverse = false, chime = false)
        DoorState.OPENING -> DoorOutputs(motorOn = true, reverse = true, chime = true)
    }

    fun canMove(direction: Direction): Boolean = when (state) {
        DoorState.CLOSED -> direction != Direction.IDLE
        DoorState.OPEN, DoorState.CLOSING, DoorState.OPENING -> false
    }

    fun onSafetyEdge() {
        if (state == DoorState.CLOSING) {
            state = DoorState.OPENING
        }
    }

    fun tick(elapsedMillis: Long) {
        state = when (state) {
            DoorState.OPENING -> DoorState.OPEN
            DoorState.OPEN -> if (elapsedMillis >= dwellMillis) DoorState.CLOSING else DoorState.OPEN
            DoorState.CLOSING -> DoorState.CLOSED
            DoorState.CLOSED -> DoorState.CLOSED
        }
    }

    fun statusLabel(): String = "door ${state.name.lowercase()}"
}
