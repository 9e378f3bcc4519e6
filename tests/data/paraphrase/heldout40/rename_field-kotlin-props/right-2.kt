package theatre.props

import java.io.File

data class PropItem(
    val tag: String,
    val description: String,
    var storageBay: String,
    val fragile: Boolean = false,
    val scenes: List<String> = emptyList(),
)

class PropsTable(private val items: MutableList<PropItem> = mutableListOf()) {

    fun add(item: PropItem) {
        require(items.none { it.tag == item.tag }) { "duplicate tag ${item.tag}" }
        items += item
    }

    fun moveTo(tag: String, storageBay: String) {
        val item = items.first { it.tag == tag }
        item.storageBay = storageBay
    }

    fun inBay(storageBay: String): List<PropItem> = items.filter { it.storageBay == storageBay }.sortedBy { it.tag }

    fun forScene(scene: String): List<String> =
        items.filter { scene in it.scenes }.map { "${it.tag} (${it.storageBay})" }

    fun fragileCount(): Int = items.count { it.fragile }

    /** CSV for the touring manifest; the column names are fixed by the freight company. */
    fun exportCsv(target: File) {
        target.printWriter().use { out ->
            out.println("tag,description,bay,fragile")
            for (item in items) {
                out.println("${item.tag},\"${item.description}\",${item.storageBay},${item.fragile}")
            }
        }
    }
}

fun main() {
    val table = PropsTable()
    table.add(PropItem("P-014", "Samovar, brass", "SL-2", fragile = true, scenes = listOf("1.1", "3.2")))
    table.add(PropItem("P-022", "Billiard cue", "SR-1", scenes = listOf("3.1")))
    table.moveTo("P-022", "SL-2")
    println(table.inBay("SL-2"))
}
