/* Conductivity probe readings for the seawater system, sampled every 30 s. */
#include <math.h>
#include <stdio.h>

#define TANK_COUNT 4
#define REF_TEMP_C 25.0

static double temp_compensation(double temp_c, double coeff);
static double salinity_psu(double conductivity_ms, double temp_c);

static const char *tank_names[TANK_COUNT] = {"Reef 1", "Reef 2", "Lagoon", "Quarantine"};

static double temp_compensation(double temp_c, double coeff)
{
    return 1.0 + coeff * (temp_c - REF_TEMP_C);
}

/* Rough practical salinity from conductivity in mS/cm, good between 30 and 60 mS/cm. */
static double salinity_psu(double conductivity_ms, double temp_c)
{
    double c25 = conductivity_ms / temp_compensation(temp_c, 0.0191);
    return 0.0120 + 0.6612 * c25 - 0.0021 * c25 * c25 / 10.0;
}

static int salinity_alarm(double psu)
{
    return psu < 32.0 || psu > 36.5;
}

int main(void)
{
    const double temps[TANK_COUNT] = {25.4, 25.1, 26.0, 24.2};
    const double conds[TANK_COUNT] = {53.1, 52.7, 54.0, 49.8};
    double total = 0.0;

    for (int i = 0; i < TANK_COUNT; i++) {
        double psu = salinity_psu(conds[i], temps[i]);
        total += psu;
        printf("%-10s %5.1f psu%s\n", tank_names[i], psu, salinity_alarm(psu) ? "  ALARM" : "");
    }
    printf("mean       %5.1f psu\n", total / TANK_COUNT);
    printf("top-up water: %5.1f psu\n", salinity_psu(REF_TEMP_C, 0.4));
    return 0;
}
