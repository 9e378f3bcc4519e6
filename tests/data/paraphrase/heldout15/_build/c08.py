from lib import case

C = r'''/* bms.c - cell monitoring for the Sunfield home battery (16S LiFePO4 pack). */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#define CELL_COUNT 16
#define CELL_MIN_MV 2800
#define CELL_MAX_MV 3650
#define BALANCE_DELTA_MV 30
#define PACK_CAPACITY_MAH 280000

typedef struct {
    uint16_t cell_mv[CELL_COUNT];
    int16_t temp_dc;          /* tenths of a degree C */
    int32_t current_ma;       /* positive = charging */
    uint32_t coulombs_mah;    /* charge counted since the last full charge */
    bool balancing[CELL_COUNT];
} pack_state;

typedef enum { PACK_OK, PACK_UNDERVOLT, PACK_OVERVOLT, PACK_HOT, PACK_COLD } pack_fault;

static uint16_t pack_min_cell(const pack_state *p);
static uint16_t pack_max_cell(const pack_state *p);
static int legacy_soc_from_voltage(uint32_t pack_mv);
int pack_soc_pct(const pack_state *p);
pack_fault pack_check(const pack_state *p);
void pack_update_balancing(pack_state *p);

static uint16_t pack_min_cell(const pack_state *p)
{
    uint16_t lo = p->cell_mv[0];
    for (int i = 1; i < CELL_COUNT; i++) {
        if (p->cell_mv[i] < lo) {
            lo = p->cell_mv[i];
        }
    }
    return lo;
}

static uint16_t pack_max_cell(const pack_state *p)
{
    uint16_t hi = p->cell_mv[0];
    for (int i = 1; i < CELL_COUNT; i++) {
        if (p->cell_mv[i] > hi) {
            hi = p->cell_mv[i];
        }
    }
    return hi;
}

static uint32_t pack_voltage_mv(const pack_state *p)
{
    uint32_t sum = 0;
    for (int i = 0; i < CELL_COUNT; i++) {
        sum += p->cell_mv[i];
    }
    return sum;
}

/* Old voltage-curve estimate from firmware 1.x. Replaced by coulomb counting;
 * kept only until the field units were updated. */
static int legacy_soc_from_voltage(uint32_t pack_mv)
{
    const uint32_t empty = CELL_COUNT * 3000u;
    const uint32_t full = CELL_COUNT * 3400u;
    if (pack_mv <= empty) {
        return 0;
    }
    if (pack_mv >= full) {
        return 100;
    }
    return (int)((pack_mv - empty) * 100u / (full - empty));
}

/* State of charge by coulomb counting, in percent. */
int pack_soc_pct(const pack_state *p)
{
    uint32_t used = p->coulombs_mah;
    if (used >= PACK_CAPACITY_MAH) {
        return 0;
    }
    return (int)(100u - used * 100u / PACK_CAPACITY_MAH);
}

pack_fault pack_check(const pack_state *p)
{
    if (pack_min_cell(p) < CELL_MIN_MV) {
        return PACK_UNDERVOLT;
    }
    if (pack_max_cell(p) > CELL_MAX_MV) {
        return PACK_OVERVOLT;
    }
    if (p->temp_dc > 550) {
        return PACK_HOT;
    }
    if (p->temp_dc < 0 && p->current_ma > 0) {
        return PACK_COLD; /* no charging below freezing */
    }
    return PACK_OK;
}

void pack_update_balancing(pack_state *p)
{
    uint16_t lo = pack_min_cell(p);
    for (int i = 0; i < CELL_COUNT; i++) {
        p->balancing[i] = p->current_ma > 0 && p->cell_mv[i] - lo > BALANCE_DELTA_MV;
    }
}

static const char *fault_name(pack_fault f)
{
    switch (f) {
    case PACK_OK: return "ok";
    case PACK_UNDERVOLT: return "undervolt";
    case PACK_OVERVOLT: return "overvolt";
    case PACK_HOT: return "hot";
    case PACK_COLD: return "cold";
    }
    return "?";
}

void pack_report(const pack_state *p, char *buf, size_t len)
{
    int balancing = 0;
    for (int i = 0; i < CELL_COUNT; i++) {
        balancing += p->balancing[i];
    }
    snprintf(buf, len, "pack %lu mV, soc %d%%, min %u mV, max %u mV, %d balancing, %s",
             (unsigned long)pack_voltage_mv(p), pack_soc_pct(p), pack_min_cell(p), pack_max_cell(p),
             balancing, fault_name(pack_check(p)));
}

int main(void)
{
    pack_state p;
    memset(&p, 0, sizeof p);
    for (int i = 0; i < CELL_COUNT; i++) {
        p.cell_mv[i] = 3310 + (i % 3) * 20;
    }
    p.temp_dc = 215;
    p.current_ma = 12000;
    p.coulombs_mah = 84000;
    pack_update_balancing(&p);
    char line[160];
    pack_report(&p, line, sizeof line);
    puts(line);
    return 0;
}
'''
PROTO = ("static int legacy_soc_from_voltage(uint32_t pack_mv);\n", "")
START = C.index("/* Old voltage-curve estimate")
END = C.index("/* State of charge by coulomb counting")
BODY = (C[START:END], "")
case("remove_function-c-battery-legacy-soc", "bms.c", "remove_function", "c", C, [
    ("terse", "delete legacy_soc_from_voltage (+ its prototype)"),
    ("polite", "Could you remove the unused legacy_soc_from_voltage function, together with its comment and its forward declaration? Please leave pack_voltage_mv and everything else in place."),
    ("declarative", "legacy_soc_from_voltage and its prototype should no longer exist in bms.c; nothing else changes."),
    ("other", "gcc warns legacy_soc_from_voltage is defined but not used, all field units are on 2.x now -> just drop it"),
    ("other", "Usuń funkcję legacy_soc_from_voltage razem z komentarzem i deklaracją, reszta bez zmian."),
], [
    ("right-1.c", "right", "function, its comment and its prototype removed; nothing else changed", [PROTO, BODY]),
    ("wrong-1.c", "wrong", "function removed but its prototype left behind (declared static, never defined)", [BODY]),
    ("wrong-2.c", "wrong", "removed the function and also pack_voltage_mv, which pack_report still calls (does not compile)", [PROTO, BODY, (C[C.index("static uint32_t pack_voltage_mv"):C.index("/* Old voltage-curve")], "")], True),
    ("wrong-3.c", "wrong", "removed pack_soc_pct (the coulomb-counting one) instead, keeping the legacy estimate; pack_report still calls pack_soc_pct", [("int pack_soc_pct(const pack_state *p);\n", ""), (C[END:C.index("pack_fault pack_check(const pack_state *p)\n{")], "")], True),
    ("wrong-4.c", "wrong", "function removed, but the cold-charging check now fires at temp_dc <= 0", [PROTO, BODY, ("if (p->temp_dc < 0 && p->current_ma > 0)", "if (p->temp_dc <= 0 && p->current_ma > 0)")]),
    ("wrong-5.c", "wrong", "function body removed but its comment block left dangling above pack_soc_pct", [PROTO, (C[C.index("static int legacy_soc_from_voltage(uint32_t pack_mv)\n{"):END], "")]),
])
