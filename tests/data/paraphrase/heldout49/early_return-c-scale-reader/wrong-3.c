/* Load-cell reader for bale scale S2 (Kesselbrook plant). */
#include <stdio.h>
#include <stdint.h>

#define CELLS 4
#define OVERLOAD_RAW 60000u

struct reading {
    uint16_t raw[CELLS];
    int valid;
};

static double raw_to_kg(uint16_t raw)
{
    return raw * 0.025;
}

/* Sum the four load cells; returns -1.0 when the reading cannot be used. */
double bale_weight(const struct reading *r)
{
    double total = 0.0;
    int i;

    if (r == NULL || !r->valid) {
        return -1.0;
    }
    for (i = 0; i < CELLS - 1; i++) {
        if (r->raw[i] >= OVERLOAD_RAW) {
            fprintf(stderr, "cell %d overloaded\n", i);
            return -1.0;
        }
        total += raw_to_kg(r->raw[i]);
    }
    return total;
}

int main(void)
{
    struct reading r = { { 5200, 5100, 4980, 5330 }, 1 };
    printf("%.1f kg\n", bale_weight(&r));
    return 0;
}
