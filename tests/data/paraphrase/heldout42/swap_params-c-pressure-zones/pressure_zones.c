/* pressure_zones.c - pressure limits for the Ashby district metered areas */
#include <stdio.h>

#define ZONE_COUNT 4

static const double zone_min_kpa[ZONE_COUNT] = {150.0, 180.0, 150.0, 200.0};
static const double zone_max_kpa[ZONE_COUNT] = {600.0, 650.0, 550.0, 700.0};

int zone_pressure_ok(double kpa, int zone_id);

int zone_pressure_ok(double kpa, int zone_id)
{
    if (zone_id < 0 || zone_id >= ZONE_COUNT)
        return 0;
    return kpa >= zone_min_kpa[zone_id] && kpa <= zone_max_kpa[zone_id];
}

static int count_alarms(const double *readings, const int *zones, int n)
{
    int alarms = 0;
    for (int i = 0; i < n; i++) {
        if (!zone_pressure_ok(readings[i], zones[i]))
            alarms++;
    }
    return alarms;
}

int main(void)
{
    double readings[] = {320.5, 140.0, 710.2, 420.0};
    int zones[] = {0, 2, 3, 1};
    printf("alarms: %d\n", count_alarms(readings, zones, 4));
    printf("zone 1 at 175 kPa ok: %d\n", zone_pressure_ok(175.0, 1));
    return 0;
}
