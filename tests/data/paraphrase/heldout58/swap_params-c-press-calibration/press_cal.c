/*
 * press_cal.c - ink key calibration for the SM74 at Harbourside Print Co.
 *
 * The spectro bar reads solid density in every ink zone after a make-ready
 * sheet; this file turns those readings into ink key openings (0-100 %).
 */

#include <math.h>
#include <stdio.h>
#include <string.h>

#define ZONES 23
#define UNITS 4
#define KEY_MIN 0
#define KEY_MAX 100

enum ink { CYAN, MAGENTA, YELLOW, BLACK };

static const char *ink_names[UNITS] = {"cyan", "magenta", "yellow", "black"};

/* target solid densities on coated stock (ISO 12647-2, PC1) */
static const double target_density[UNITS] = {1.45, 1.40, 1.00, 1.75};

struct ink_unit {
    enum ink ink;
    int keys[ZONES];
    double gain; /* key % per 0.1 density */
};

struct press {
    const char *name;
    struct ink_unit units[UNITS];
    int sheets_since_wash;
};

static int clamp_key(int value)
{
    if (value < KEY_MIN)
        return KEY_MIN;
    if (value > KEY_MAX)
        return KEY_MAX;
    return value;
}

/* Open or close one ink key. */
static void set_zone_key(struct ink_unit *unit, int zone, int key_pct)
{
    if (zone < 0 || zone >= ZONES)
        return;
    unit->keys[zone] = clamp_key(key_pct);
}

static int key_for_delta(const struct ink_unit *unit, int zone, double delta)
{
    int step = (int)lround(delta / 0.1 * unit->gain);
    return unit->keys[zone] + step;
}

/* Move each key towards the target density for its zone. */
static int calibrate_unit(struct ink_unit *unit, const double readings[ZONES])
{
    int moved = 0;
    double target = target_density[unit->ink];

    for (int zone = 0; zone < ZONES; zone++) {
        double delta = target - readings[zone];
        if (fabs(delta) < 0.03)
            continue;
        set_zone_key(unit, zone, key_for_delta(unit, zone, delta));
        moved++;
    }
    return moved;
}

/* Close the keys outside the sheet so no ink goes to the blanket edges. */
static void mask_outside(struct ink_unit *unit, int first_zone, int last_zone)
{
    for (int zone = 0; zone < ZONES; zone++) {
        if (zone < first_zone || zone > last_zone)
            set_zone_key(unit, zone, KEY_MIN);
    }
}

/* Preset from the plate image coverage before the first sheet. */
static void preset_from_coverage(struct ink_unit *unit, const double coverage[ZONES])
{
    for (int zone = 0; zone < ZONES; zone++) {
        int key = (int)lround(coverage[zone] * 0.8 + 6.0);
        set_zone_key(unit, zone, key);
    }
}

static double mean_key(const struct ink_unit *unit)
{
    int sum = 0;
    for (int zone = 0; zone < ZONES; zone++)
        sum += unit->keys[zone];
    return (double)sum / ZONES;
}

static int wash_due(const struct press *press)
{
    return press->sheets_since_wash >= 15000;
}

static void print_keys(const struct ink_unit *unit)
{
    printf("%-8s", ink_names[unit->ink]);
    for (int zone = 0; zone < ZONES; zone++)
        printf(" %3d", unit->keys[zone]);
    printf("  mean %.1f\n", mean_key(unit));
}

static void init_press(struct press *press, const char *name)
{
    memset(press, 0, sizeof *press);
    press->name = name;
    for (int u = 0; u < UNITS; u++) {
        press->units[u].ink = (enum ink)u;
        press->units[u].gain = u == BLACK ? 4.0 : 3.0;
    }
}

int main(void)
{
    struct press sm74;
    double coverage[ZONES];
    double readings[ZONES];

    init_press(&sm74, "SM74");
    for (int zone = 0; zone < ZONES; zone++) {
        coverage[zone] = 20.0 + (zone % 5) * 8.0;
        readings[zone] = 1.38 + (zone % 3) * 0.04;
    }

    for (int u = 0; u < UNITS; u++) {
        preset_from_coverage(&sm74.units[u], coverage);
        mask_outside(&sm74.units[u], 2, 20);
    }

    int moved = calibrate_unit(&sm74.units[MAGENTA], readings);
    set_zone_key(&sm74.units[BLACK], 11, 35);

    printf("%s after make-ready (%d magenta keys moved)\n", sm74.name, moved);
    for (int u = 0; u < UNITS; u++)
        print_keys(&sm74.units[u]);
    if (wash_due(&sm74))
        printf("blanket wash due\n");
    return 0;
}
