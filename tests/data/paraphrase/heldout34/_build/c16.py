from lib import case
L = "    depthM: Double,\n    operators: Int\n)"
case("add_field-scala-layout-registry", "Layouts.scala", "add_field", "scala", [
    ("terse", "Layout: add needsPower: Boolean = true (last field)"),
    ("polite", "Could you add a needsPower: Boolean field to the Layout case class, as its last field with a default of true, so the existing Layout(...) calls still compile? TraderStand already has one; leave it as it is."),
    ("declarative", "Every Layout says whether it needs mains power: a final field needsPower: Boolean that defaults to true."),
    ("other", "Ajoute un champ needsPower: Boolean = true à la fin de la case class Layout (les appels existants ne changent pas)."),
], [
    ("right", "needsPower: Boolean = true appended after operators in Layout; the three Layout(...) calls compile unchanged",
     [(L, "    depthM: Double,\n    operators: Int,\n    needsPower: Boolean = true\n)", 1)]),
    ("wrong", "needsPower added without a default, so the three six-argument Layout(...) calls no longer compile",
     [(L, "    depthM: Double,\n    operators: Int,\n    needsPower: Boolean\n)", 1)]),
    ("wrong", "needsPower added with default false instead of true",
     [(L, "    depthM: Double,\n    operators: Int,\n    needsPower: Boolean = false\n)", 1)]),
    ("wrong", "needsPower inserted as the first field: the positional Layout(\"Hallerton Junction\", ...) calls now pass a String where a Boolean is expected",
     [("final case class Layout(\n    name: String,", "final case class Layout(\n    needsPower: Boolean = true,\n    name: String,", 1)]),
    ("wrong", "field added correctly, but the hall fit factor changed from 0.6 to 0.75",
     [(L, "    depthM: Double,\n    operators: Int,\n    needsPower: Boolean = true\n)", 1), ("hallAreaM2 * 0.6", "hallAreaM2 * 0.75", 1)]),
])
