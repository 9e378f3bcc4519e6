/* Deck load check for the MV Corran Glen (Kellsound Ferries). */
#include <stdio.h>
#include <string.h>

struct lane_load {
    char lane;
    double axle_tonnes[24];
    int axles;
};

/* Returns the number of axles over the per-axle limit of the deck. */
int axles_over_limit(const struct lane_load *l)
{
    int over = 0;
    for (int i = 0; i < l->axles; i++) {
        if (l->axle_tonnes[i] > MAX_AXLE_TONNES) {
            over++;
        }
    }
    return over;
}

double lane_total(const struct lane_load *l)
{
    double total = 0.0;
    for (int i = 0; i < l->axles; i++) {
        total += l->axle_tonnes[i];
    }
    return total;
}

/* Lane C is over the stern ramp hinge; its axles get a tighter limit. */
int ramp_lane_ok(const struct lane_load *l)
{
    if (l->lane != 'C') {
        return 1;
    }
    for (int i = 0; i < l->axles; i++) {
        if (l->axle_tonnes[i] > 9.0) {
            return 0;
        }
    }
    return 1;
}

void print_lane(const struct lane_load *l)
{
    printf("lane %c: %d axles, %.1f t, %d over %.1f t%s\n", l->lane, l->axles, lane_total(l),
           axles_over_limit(l), MAX_AXLE_TONNES, ramp_lane_ok(l) ? "" : " (RAMP LIMIT)");
}
