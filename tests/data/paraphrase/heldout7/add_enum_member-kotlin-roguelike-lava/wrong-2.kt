package dev.example.roguelike.map

enum class Terrain(val glyph: Char, val walkable: Boolean, val moveCost: Int) {
    FLOOR('.', true, 1),
    GRASS('"', true, 1),
    MUD(',', true, 3),
    WATER('~', false, 0),
    WALL('#', false, 0),
    DOOR('+', true, 1),
    LAVA('^', true, 0);

    val blocksSight: Boolean
        get() = this == WALL || this == DOOR
}

data class Cell(val x: Int, val y: Int, val terrain: Terrain)

class TileMap(val width: Int, val height: Int, fill: Terrain = Terrain.WALL) {
    private val cells = Array(width * height) { fill }

    operator fun get(x: Int, y: Int): Terrain = cells[y * width + x]

    operator fun set(x: Int, y: Int, t: Terrain) {
        cells[y * width + x] = t
    }

    fun inBounds(x: Int, y: Int) = x in 0 until width && y in 0 until height

    fun neighbours(x: Int, y: Int): List<Cell> =
        listOf(0 to -1, 1 to 0, 0 to 1, -1 to 0)
            .map { (dx, dy) -> x + dx to y + dy }
            .filter { (nx, ny) -> inBounds(nx, ny) && this[nx, ny].walkable }
            .map { (nx, ny) -> Cell(nx, ny, this[nx, ny]) }
}

fun colourOf(t: Terrain): Int = when (t) {
    Terrain.FLOOR -> 0x9E9E9E
    Terrain.GRASS -> 0x4CAF50
    Terrain.MUD -> 0x795548
    Terrain.WATER -> 0x2196F3
    Terrain.WALL -> 0x424242
    Terrain.DOOR -> 0xFF9800
    Terrain.LAVA -> 0xFF5722
}

fun describe(t: Terrain): String = when (t) {
    Terrain.FLOOR, Terrain.GRASS -> "open ground"
    Terrain.MUD -> "sticky mud"
    Terrain.WATER -> "deep water"
    Terrain.WALL -> "solid rock"
    Terrain.DOOR -> "a wooden door"
    Terrain.LAVA -> "molten lava"
}
