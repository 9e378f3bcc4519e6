/* Energy accumulation for the single-phase smart meter (metrology MCU). */

#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#define SAMPLES_PER_CYCLE   64u
#define CYCLES_PER_SECOND   50u
#define WH_PULSE_CONSTANT   1000u   /* impulses per kWh on the test LED */
#define CREEP_THRESHOLD_MW  2500    /* below 2.5 W we do not count energy */

typedef struct {
    int64_t  energy_mws;      /* accumulated active energy, milliwatt-seconds */
    int64_t  export_mws;      /* accumulated exported energy */
    uint32_t pulse_residual;  /* energy not yet emitted as an LED pulse */
    uint32_t tamper_events;
} meter_state_t;

static meter_state_t g_meter;

/* Scale raw ADC products to milliwatts with the calibration gain (Q16). */
static int32_t scale_power(int64_t raw_vi, uint32_t gain_q16)
{
    return (int32_t)((raw_vi * (int64_t)gain_q16) >> 16);
}

/* Add the energy of one second; power_mw is signed, negative means export. */
static void accumulate(meter_state_t *m, uint32_t seconds, int32_t power_mw)
{
    if (power_mw > -CREEP_THRESHOLD_MW && power_mw < CREEP_THRESHOLD_MW) {
        return;
    }
    if (power_mw >= 0) {
        m->energy_mws += (int64_t)power_mw * seconds;
    } else {
        m->export_mws += (int64_t)(-power_mw) * seconds;
    }
}

static bool pulse_due(int32_t power_mw, meter_state_t *m)
{
    const uint32_t mws_per_pulse = 3600000000u / WH_PULSE_CONSTANT;
    if (power_mw <= 0) {
        return false;
    }
    m->pulse_residual += (uint32_t)power_mw;
    if (m->pulse_residual >= mws_per_pulse) {
        m->pulse_residual -= mws_per_pulse;
        return true;
    }
    return false;
}

void meter_init(void)
{
    memset(&g_meter, 0, sizeof g_meter);
}

/* Called once per second from the metrology ISR with the summed V*I products. */
bool meter_tick(int64_t raw_vi_sum, uint32_t gain_q16, bool cover_open)
{
    int32_t power_mw = scale_power(raw_vi_sum / (SAMPLES_PER_CYCLE * CYCLES_PER_SECOND), gain_q16);
    if (cover_open) {
        g_meter.tamper_events++;
    }
    accumulate(&g_meter, 1u, power_mw);
    return pulse_due(&g_meter, power_mw);
}

/* After a power failure the RTC tells how long we were off; power is assumed zero. */
void meter_resume(uint32_t seconds_off, int32_t last_power_mw)
{
    (void)last_power_mw;
    accumulate(&g_meter, seconds_off, 0);
}

int64_t meter_import_wh(void)
{
    return g_meter.energy_mws / 3600000;
}

int64_t meter_export_wh(void)
{
    return g_meter.export_mws / 3600000;
}
