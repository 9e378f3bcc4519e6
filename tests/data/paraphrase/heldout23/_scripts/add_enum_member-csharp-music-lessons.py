from edits import build

MEMBER = [("        Masterclass = 4\n    }", "        Masterclass = 4,\n        Ensemble = 5\n    }", 1)]
FEE = [("                    return 31.00m;\n                default:\n",
        "                    return 31.00m;\n                case LessonKind.Ensemble:\n                    return 7.50m;\n                default:\n", 1)]
build("add_enum_member-csharp-music-lessons", "LessonFees.cs", {
    "right-1.cs": MEMBER + FEE,
    "wrong-1.cs": MEMBER,
    "wrong-2.cs": MEMBER + FEE + [("case LessonKind.Group:\n                    return 9.50m;", "case LessonKind.Group:\n                    return 7.50m;", 1),
                                  ("case LessonKind.Ensemble:\n                    return 7.50m;", "case LessonKind.Ensemble:\n                    return 9.50m;", 1)],
    "wrong-3.cs": FEE + [("        Group = 3,\n        Masterclass = 4\n", "        Group = 3,\n        Ensemble = 4,\n        Masterclass = 5\n", 1)],
    "wrong-4.cs": FEE + [("        Masterclass = 4\n    }", "        Masterclass = 4\n        Ensemble = 5\n    }", 1)],
})
