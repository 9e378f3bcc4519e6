/* Fog/misting control for the propagation compartment.
 * The nozzles run in pulses; a pulse lasts PULSE_MS and the pump needs
 * a pause between pulses so the line pressure can recover. */
#include <stdbool.h>
#include <stdio.h>

#define PULSE_MS 85
#define MIN_PAUSE_S 45

static const double TARGET_RH_PCT = 85.0; /* humidity set point, % RH */

typedef struct {
    double rh_pct;      /* relative humidity */
    double temp_c;
    double vpd_kpa;     /* vapour pressure deficit */
    int seconds_since_pulse;
} climate_t;

static bool too_humid(const climate_t *c)
{
    return c->rh_pct >= TARGET_RH_PCT;
}

static int pulses_needed(const climate_t *c)
{
    /* one pulse per 2 % RH below target, at most four */
    double gap = TARGET_RH_PCT - c->rh_pct;
    if (gap <= 0.0) {
        return 0;
    }
    int n = (int)(gap / 2.0) + 1;
    return n > 4 ? 4 : n;
}

int misting_step(const climate_t *c, int *pulse_ms_out)
{
    *pulse_ms_out = 0;
    if (too_humid(c) || c->seconds_since_pulse < MIN_PAUSE_S) {
        return 0;
    }
    if (c->vpd_kpa < 0.3) {
        return 0; /* leaves are not transpiring, misting only wets them */
    }
    int n = pulses_needed(c);
    *pulse_ms_out = n * PULSE_MS;
    return n;
}

void log_step(const climate_t *c, int pulses)
{
    printf("rh=%.1f%% temp=%.1fC vpd=%.2f pulses=%d\n",
           c->rh_pct, c->temp_c, c->vpd_kpa, pulses);
}
