/* Humidity/temperature polling for the Combe Noire cave controller.
 * Each vault has one SHT-type sensor on the I2C bus; the fan relay runs the
 * misting fan for a fixed burst when humidity drops below the set point. */
#include <stdint.h>
#include <stdio.h>

#define SENSOR_COUNT        3
#define SENSOR_TIMEOUT_MS   3000   /* give up on a sensor read after 3 s */
#define SENSOR_RETRIES      2
#define FAN_BURST_MS        3000   /* misting fan burst length */
#define RH_SET_POINT_X10    930    /* 93.0 % */

typedef struct {
    uint8_t  address;
    const char *vault;
    int16_t  rh_x10;     /* last reading, tenths of a percent */
    int16_t  temp_x10;   /* tenths of a degree C */
    uint8_t  failures;
} sensor_t;

static sensor_t sensors[SENSOR_COUNT] = {
    { 0x44, "vault-a", 0, 0, 0 },
    { 0x45, "vault-b", 0, 0, 0 },
    { 0x46, "washing-room", 0, 0, 0 },
};

/* provided by the board support package */
extern int i2c_read_measurement(uint8_t address, int16_t *rh_x10, int16_t *temp_x10, uint32_t timeout_ms);
extern void fan_relay_pulse(uint32_t duration_ms);

static int read_with_retry(sensor_t *s)
{
    for (int attempt = 0; attempt <= SENSOR_RETRIES; attempt++) {
        if (i2c_read_measurement(s->address, &s->rh_x10, &s->temp_x10, SENSOR_TIMEOUT_MS) == 0) {
            s->failures = 0;
            return 0;
        }
    }
    s->failures++;
    return -1;
}

void poll_all(void)
{
    for (int i = 0; i < SENSOR_COUNT; i++) {
        sensor_t *s = &sensors[i];
        if (read_with_retry(s) != 0) {
            printf("%s: no reading (%u failures)\n", s->vault, s->failures);
            continue;
        }
        if (s->rh_x10 < RH_SET_POINT_X10) {
            fan_relay_pulse(FAN_BURST_MS);
        }
    }
}

/* one-off read used by the commissioning menu */
int probe_sensor(uint8_t address)
{
    int16_t rh, t;
    return i2c_read_measurement(address, &rh, &t, 3000);
}
