from mk import Case
# ---------------- null_check c
orig = '''
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TRUCKS 24

struct truck {
    char plate[12];
    char pitch[32];
    double tank_litres;
    double fuel_per_hour;
    int generator_on;
};

struct fleet {
    struct truck trucks[MAX_TRUCKS];
    int n;
};

/* Hours of generator time left before the truck needs a refill. */
double hours_left(const struct truck *t)
{
    if (t->fuel_per_hour <= 0.0)
        return -1.0;
    return t->tank_litres / t->fuel_per_hour;
}

struct truck *find_truck(struct fleet *f, const char *plate)
{
    for (int i = 0; i < f->n; i++) {
        if (strcmp(f->trucks[i].plate, plate) == 0)
            return &f->trucks[i];
    }
    return NULL;
}

int refill_due(struct fleet *f, const char *plate, double threshold_hours)
{
    struct truck *t = find_truck(f, plate);
    double left = hours_left(t);
    return left >= 0.0 && left < threshold_hours;
}

void print_fleet(const struct fleet *f)
{
    for (int i = 0; i < f->n; i++) {
        const struct truck *t = &f->trucks[i];
        printf("%-10s %-20s %6.1f h\\n", t->plate, t->pitch, hours_left(t));
    }
}

int main(void)
{
    struct fleet f = {0};
    strcpy(f.trucks[0].plate, "HL-TACO-3");
    strcpy(f.trucks[0].pitch, "Quayside Market");
    f.trucks[0].tank_litres = 18.0;
    f.trucks[0].fuel_per_hour = 2.4;
    f.n = 1;
    print_fleet(&f);
    printf("refill due: %d\\n", refill_due(&f, "HL-CREPE-1", 3.0));
    return 0;
}
'''
c = Case("add_null_check-c-truck_refill", "refill.c", "add_null_check", "c", orig)
c.ins("terse", "refill_due: return 0 if find_truck gives NULL")
c.ins("polite", "refill_due crashes when the plate isn't in the fleet. Could you add a NULL check after find_truck that returns 0 in that case? Please don't change hours_left.")
c.ins("declarative", "refill_due should return 0 for an unknown plate instead of dereferencing a null truck.")
c.ins("other", "segfault with HL-CREPE-1 -> guard the find_truck result in refill_due (return 0)")
c.ins("other", "refill_due で find_truck が NULL を返したら 0 を返すようにしてください。他は変更しないで。")
F = ("    struct truck *t = find_truck(f, plate);\n    double left", "    struct truck *t = find_truck(f, plate);\n    if (t == NULL)\n        return 0;\n    double left", 1)
c.res("right", [F], "NULL check after find_truck returns 0; nothing else changed")
c.res("right", [("    struct truck *t = find_truck(f, plate);\n    double left", "    struct truck *t = find_truck(f, plate);\n    if (!t) {\n        return 0;\n    }\n    double left", 1)], "same guard written as if (!t) with braces")
c.res("wrong", [("    struct truck *t = find_truck(f, plate);\n    double left", "    if (plate == NULL)\n        return 0;\n    struct truck *t = find_truck(f, plate);\n    double left", 1)], "checks the plate argument for NULL instead of find_truck's result: an unknown plate still dereferences NULL")
c.res("wrong", [("    struct truck *t = find_truck(f, plate);\n    double left", "    struct truck *t = find_truck(f, plate);\n    if (t == NULL)\n        return 1;\n    double left", 1)], "unknown plate reports a refill as due (returns 1 instead of 0)")
c.res("wrong", [("    double left = hours_left(t);\n    return left", "    double left = hours_left(t);\n    if (t == NULL)\n        return 0;\n    return left", 1)], "check placed after hours_left(t) already dereferenced the null pointer")
c.res("wrong", [F, ("    return left >= 0.0 && left < threshold_hours;", "    return left >= 0.0 && left <= threshold_hours;", 1)], "guard right but < threshold_hours became <=")
c.write()

# ---------------- make_async javascript
orig = '''
const fs = require("fs");
const path = require("path");

const MENU_DIR = process.env.MENU_DIR || "./menus";

function loadMenu(truckId) {
  const file = path.join(MENU_DIR, `${truckId}.json`);
  const raw = fs.readFileSync(file, "utf8");
  const menu = JSON.parse(raw);
  if (!Array.isArray(menu.dishes)) {
    throw new Error(`menu for ${truckId} has no dishes`);
  }
  return menu;
}

function priceList(menu, currency) {
  return menu.dishes
    .filter((d) => !d.soldOut)
    .map((d) => `${d.name}: ${d.price.toFixed(2)} ${currency}`);
}

function cheapestDish(menu) {
  let best = null;
  for (const dish of menu.dishes) {
    if (dish.soldOut) continue;
    if (best === null || dish.price < best.price) best = dish;
  }
  return best;
}

function boardText(truckId, currency = "EUR") {
  const menu = loadMenu(truckId);
  const lines = priceList(menu, currency);
  const cheap = cheapestDish(menu);
  if (cheap) lines.push(`Today's saver: ${cheap.name}`);
  return lines.join("\\n");
}

module.exports = { loadMenu, priceList, cheapestDish, boardText };
'''
c = Case("make_async-javascript-truck_menu", "menuBoard.js", "make_async", "javascript", orig)
c.ins("terse", "loadMenu -> async with fs.promises.readFile; await it in boardText")
c.ins("polite", "Could you make loadMenu async, reading the file with fs.promises.readFile, and make boardText async too so it awaits it? priceList and cheapestDish should stay synchronous.")
c.ins("declarative", "loadMenu should read the menu file asynchronously (fs.promises) and boardText should await it.")
c.ins("other", "Kun je loadMenu async maken (fs.promises.readFile) en boardText aanpassen zodat die erop wacht?")
c.ins("other", "stop blocking the event loop in loadMenu: async + await, and its caller must await too")
L = [("function loadMenu(truckId) {", "async function loadMenu(truckId) {", 1),
     ('  const raw = fs.readFileSync(file, "utf8");', '  const raw = await fs.promises.readFile(file, "utf8");', 1)]
B = [('function boardText(truckId, currency = "EUR") {', 'async function boardText(truckId, currency = "EUR") {', 1),
     ("  const menu = loadMenu(truckId);", "  const menu = await loadMenu(truckId);", 1)]
c.res("right", L + B, "loadMenu async with fs.promises.readFile; boardText async and awaits it")
c.res("wrong", L + B[:1], "boardText made async but does not await loadMenu: menu is a Promise and menu.dishes is undefined")
c.res("wrong", L, "loadMenu async but boardText untouched: it uses the Promise as a menu")
c.res("wrong", [("function loadMenu(truckId) {", "async function loadMenu(truckId) {", 1)] + B, "loadMenu marked async but still calls readFileSync, so it still blocks")
c.res("wrong", L + [("  const menu = loadMenu(truckId);", "  const menu = await loadMenu(truckId);", 1)], "await used inside boardText which is not async: SyntaxError", breaks=True)
c.write()
