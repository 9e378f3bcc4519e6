/* Overhead line tension monitor: one reading per balance-weight sensor. */
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

#define TENSION_MIN_N 9000
#define TENSION_MAX_N 13500
#define SENSOR_COUNT 24

struct reading {
    char section[8];
    int sensor;
    int tension_n;
    bool heater_on;
};

static int alarms_raised;

static void raise_alarm(const struct reading *r, const char *why)
{
    alarms_raised++;
    fprintf(stderr, "ALARM %s/%02d: %s (%d N)\n", r->section, r->sensor, why, r->tension_n);
}

/* Raise an alarm when the contact wire tension is out of range. */
bool trip_alarm(const struct reading *r)
{
    if (r->tension_n < TENSION_MIN_N) {
        raise_alarm(r, "tension out of range");
        return true;
    }
    if (r->tension_n > TENSION_MAX_N) {
        raise_alarm(r, "tension out of range");
        return true;
    }
    return false;
}

void log_reading(FILE *out, const struct reading *r)
{
    if (r->tension_n < TENSION_MIN_N / 2) {
        fprintf(out, "%s/%02d: sensor fault suspected\n", r->section, r->sensor);
        return;
    }
    fprintf(out, "%s/%02d: %d N%s\n", r->section, r->sensor, r->tension_n,
            r->heater_on ? " (heater on)" : "");
}

int scan(const struct reading *readings, int n)
{
    int tripped = 0;
    for (int i = 0; i < n && i < SENSOR_COUNT; i++) {
        if (trip_alarm(&readings[i])) {
            tripped++;
        }
    }
    return tripped;
}

int alarms_so_far(void)
{
    return alarms_raised;
}
