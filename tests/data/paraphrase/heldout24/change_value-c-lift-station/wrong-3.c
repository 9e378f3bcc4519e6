/*
 * Lead/lag control for the sewage lift stations feeding the Brennmoor WWTP.
 * Runs on the station RTU every 500 ms. Levels are wet-well levels above the
 * well floor, in millimetres, from the hydrostatic probe.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define LEAD_START_MM      1950
#define LEAD_STOP_MM        450
#define LAG_START_MM       1850
#define LAG_STOP_MM         600
#define HIGH_ALARM_MM      2300
#define OVERFLOW_MM        2750

#define PUMP_MIN_RUN_S      120
#define PUMP_MAX_STARTS_H    12

typedef struct {
    const char *name;
    int32_t sensor_offset_mm; /* probe height above the well floor */
    uint8_t lead_pump;        /* 0 or 1, swapped every night at 02:00 */
} station_cfg_t;

static const station_cfg_t STATIONS[] = {
    { "PS-02 Auwiese",   210, 0 },
    { "PS-04 Muehlweg", 1850, 1 },
    { "PS-07 Bahnhof",   175, 0 },
};

typedef struct {
    bool running;
    uint32_t run_s;
    uint8_t starts_this_hour;
} pump_t;

static int32_t level_mm(const station_cfg_t *cfg, int32_t raw_mm)
{
    return raw_mm + cfg->sensor_offset_mm;
}

static void start_pump(pump_t *p)
{
    if (!p->running && p->starts_this_hour < PUMP_MAX_STARTS_H) {
        p->running = true;
        p->run_s = 0;
        p->starts_this_hour++;
    }
}

static void stop_pump(pump_t *p)
{
    if (p->running && p->run_s >= PUMP_MIN_RUN_S) {
        p->running = false;
    }
}

/* One control step; returns a bit mask of alarms (1 = high level, 2 = overflow). */
int control_step(const station_cfg_t *cfg, pump_t pumps[2], int32_t raw_mm)
{
    int32_t level = level_mm(cfg, raw_mm);
    pump_t *lead = &pumps[cfg->lead_pump];
    pump_t *lag = &pumps[1 - cfg->lead_pump];
    int alarms = 0;

    if (level >= LEAD_START_MM) {
        start_pump(lead);
    } else if (level <= LEAD_STOP_MM) {
        stop_pump(lead);
    }
    if (level >= LAG_START_MM) {
        start_pump(lag);
    } else if (level <= LAG_STOP_MM) {
        stop_pump(lag);
    }

    if (level >= HIGH_ALARM_MM) {
        alarms |= 1;
    }
    if (level >= OVERFLOW_MM) {
        alarms |= 2;
    }
    return alarms;
}

int main(void)
{
    pump_t pumps[2] = { { false, 0, 0 }, { false, 0, 0 } };
    int32_t samples[] = { 300, 900, 1300, 1900, 2400, 1500, 500 };
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        int alarms = control_step(&STATIONS[0], pumps, samples[i]);
        printf("%s level %d: pumps %d/%d alarms %d\n", STATIONS[0].name, (int)samples[i],
               pumps[0].running, pumps[1].running, alarms);
    }
    return 0;
}
