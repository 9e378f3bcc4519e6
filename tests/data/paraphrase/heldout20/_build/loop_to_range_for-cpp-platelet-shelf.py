from lib import Case, sub

c = Case("loop_to_range_for-cpp-platelet-shelf", "platelet_shelf.cpp", "loop_to_range_for", "cpp")
o = c.original
c.ins("terse", "markExpired: index loop -> range-based for")
c.ins("polite", "Could you rewrite the loop in markExpired as a range-based for loop? Only that function, please; the other loops can stay as they are.")
c.ins("declarative", "markExpired should iterate over the bags with a range-based for instead of an index.")
c.ins("other", "modernize markExpired's for loop (range-for), same behaviour")

A = """    for (std::size_t i = 0; i < bags.size(); ++i) {
        if (!bags[i].expired && bags[i].ageHours >= SHELF_LIFE_HOURS) {
            bags[i].expired = true;
            ++marked;
        }
    }
"""
def ranged(decl, cmp=">="):
    return f"""    for ({decl} : bags) {{
        if (!bag.expired && bag.ageHours {cmp} SHELF_LIFE_HOURS) {{
            bag.expired = true;
            ++marked;
        }}
    }}
"""
right = sub(o, A, ranged("auto& bag"))
c.res("right", right, "markExpired loops with for (auto& bag : bags), modifying the bags in place; the other loops unchanged")
c.res("right", sub(o, A, ranged("PlateletBag& bag")), "same, with the explicit type PlateletBag& instead of auto&")

w = sub(o, A, ranged("auto bag"))
c.res("wrong", w, "for (auto bag : bags) copies each bag, so expired is set on the copy and the shelf is never marked")

F_A = """    for (std::size_t i = 0; i < bags.size(); ++i) {
        bags[i].flagged = bags[i].tempC < MIN_TEMP_C || bags[i].tempC > MAX_TEMP_C;
    }
"""
F_B = """    for (auto& bag : bags) {
        bag.flagged = bag.tempC < MIN_TEMP_C || bag.tempC > MAX_TEMP_C;
    }
"""
w = sub(o, F_A, F_B)
c.res("wrong", w, "converted the loop in flagTemperature instead; markExpired still uses the index loop")

w = sub(o, A, ranged("const auto& bag"))
c.res("wrong", w, "const auto& bag: assigning bag.expired does not compile", breaks=True)

w = sub(o, A, ranged("auto& bag", ">"))
c.res("wrong", w, "range-for is right, but >= SHELF_LIFE_HOURS became >, so a bag exactly seven days old is not marked")
c.write()
