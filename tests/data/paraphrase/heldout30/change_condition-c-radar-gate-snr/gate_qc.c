/* Quality gate for single radar gates before they enter the composite.
 * Brandholm network, signal processor side. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#define MIN_SNR_DB 3.0
#define MAX_SPECTRUM_WIDTH 8.0
#define MIN_RHOHV 0.80

typedef struct {
    float dbz;
    float snr_db;
    float velocity;
    float spectrum_width;
    float rhohv;
    bool clutter;
} gate_t;

/* A gate is kept when it has enough signal, is not ground clutter and looks
 * meteorological (correlation coefficient high enough). */
bool gate_usable(const gate_t *g)
{
    if (g->clutter) {
        return false;
    }
    if (g->snr_db < MIN_SNR_DB) {
        return false;
    }
    if (g->rhohv < MIN_RHOHV && g->dbz < 45.0f) {
        return false;
    }
    return true;
}

bool velocity_usable(const gate_t *g)
{
    return gate_usable(g) && g->spectrum_width < MAX_SPECTRUM_WIDTH && fabsf(g->velocity) < 48.0f;
}

size_t count_usable(const gate_t *gates, size_t n)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        if (gate_usable(&gates[i])) {
            kept++;
        }
    }
    return kept;
}
