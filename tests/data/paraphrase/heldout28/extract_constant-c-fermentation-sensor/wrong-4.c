/* Tank probe driver: reads the DS18B20 temperature sensors on the
 * fermentation tanks over the one-wire bus and smooths the readings. */
#include <stdint.h>
#include <stdio.h>

#define MAX_PROBES 8
#define DS18B20_LSB_C 0.0625 /* degrees C per LSB */

typedef struct {
    uint8_t rom[8];
    int tank;
    double smoothed_c;
    int valid;
} probe_t;

/* provided by the one-wire layer */
extern int ow_read_scratchpad(const uint8_t rom[8], uint8_t out[9]);

static double raw_to_celsius(int16_t raw)
{
    return raw * DS18B20_LSB_C;
}

static double alarm_hysteresis(double setpoint_c)
{
    /* two LSB steps of slack so the alarm doesn't chatter */
    return setpoint_c - 2 * DS18B20_LSB_C;
}

int probe_update(probe_t *p)
{
    uint8_t pad[9];
    if (ow_read_scratchpad(p->rom, pad) != 0) {
        p->valid = 0;
        return -1;
    }
    int16_t raw = (int16_t)((pad[0] << 8) | pad[1]);
    double c = raw_to_celsius(raw);
    if (!p->valid) {
        p->smoothed_c = c;
        p->valid = 1;
    } else {
        /* exponential smoothing, alpha = 1/16 */
        p->smoothed_c += 0.0625 * (c - p->smoothed_c);
    }
    return 0;
}

int probe_over_limit(const probe_t *p, double limit_c, int alarm_on)
{
    double threshold = alarm_on ? alarm_hysteresis(limit_c) : limit_c;
    return p->valid && p->smoothed_c > threshold;
}

void probe_print(const probe_t *p)
{
    printf("tank %d: %.2f C (res %.4f)\n", p->tank, p->smoothed_c, DS18B20_LSB_C);
}
