/* Nacelle condition monitor for the Gorse Hill turbines (runs on the SCADA edge box). */
#include <stdio.h>
#include <string.h>

#define VIB_LIMIT_MM_S   7.1   /* ISO 10816-21 zone C/D boundary for the main bearing */
#define VIB_WARN_MM_S    4.5
#define OIL_LIMIT_C      80.0
#define OIL_WARN_C       72.0

enum level { LEVEL_OK = 0, LEVEL_WARN = 1, LEVEL_ALARM = 2 };

struct sample {
    char turbine[8];
    double vib_rms;   /* mm/s, main bearing */
    double oil_temp;  /* degC, gearbox sump */
};

static enum level vibration_level(double vib_rms)
{
    if (vib_rms >= VIB_LIMIT_MM_S)
        return LEVEL_ALARM;
    if (vib_rms >= VIB_WARN_MM_S)
        return LEVEL_WARN;
    return LEVEL_OK;
}

static enum level oil_level(double oil_temp)
{
    if (oil_temp > OIL_LIMIT_C)
        return LEVEL_ALARM;
    if (oil_temp > OIL_WARN_C)
        return LEVEL_WARN;
    return LEVEL_OK;
}

static const char *level_name(enum level l)
{
    static const char *names[] = { "ok", "warn", "ALARM" };
    return names[l];
}

int report(const struct sample *s, size_t n, FILE *out)
{
    int alarms = 0;
    for (size_t i = 0; i < n; i++) {
        enum level v = vibration_level(s[i].vib_rms);
        enum level o = oil_level(s[i].oil_temp);
        enum level worst = v > o ? v : o;
        fprintf(out, "%-6s vib=%.1f (%s) oil=%.1f (%s)\n", s[i].turbine,
                s[i].vib_rms, level_name(v), s[i].oil_temp, level_name(o));
        if (worst == LEVEL_ALARM)
            alarms++;
    }
    return alarms;
}
