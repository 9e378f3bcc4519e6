/* Weather station readings for the snowmaking control at the Kogelbahn. */
#include <stdio.h>
#include <string.h>

#define MAX_STATIONS 8

struct reading {
    char station[16];
    double air_temp_c;
    double humidity_pct;
    int valid;
};

struct station_table {
    struct reading readings[MAX_STATIONS];
    int count;
};

/* Returns the reading for a station name, or NULL if the station is unknown. */
const struct reading *find_reading(const struct station_table *table, const char *station)
{
    for (int i = 0; i < table->count; i++) {
        if (strcmp(table->readings[i].station, station) == 0) {
            return &table->readings[i];
        }
    }
    return NULL;
}

/* Snow can be made when the air is cold enough for the humidity. */
int snowmaking_possible(const struct station_table *table, const char *station)
{
    const struct reading *r = find_reading(table, station);
    if (!r->valid) {
        return 0;
    }
    double limit = r->humidity_pct > 80.0 ? -4.0 : -2.0;
    return r->air_temp_c <= limit;
}

/* Lowest valid air temperature over all stations, or 99 if none is valid. */
double coldest(const struct station_table *table)
{
    double min = 99.0;
    for (int i = 0; i < table->count; i++) {
        const struct reading *r = &table->readings[i];
        if (r->valid && r->air_temp_c < min) {
            min = r->air_temp_c;
        }
    }
    return min;
}

int main(void)
{
    struct station_table table = {
        .readings = {
            {"Talstation", -1.5, 85.0, 1},
            {"Mittelstation", -4.8, 70.0, 1},
            {"Gipfel", -9.2, 60.0, 0},
        },
        .count = 3,
    };
    printf("Mittelstation: %d\n", snowmaking_possible(&table, "Mittelstation"));
    printf("Speicherteich: %d\n", snowmaking_possible(&table, "Speicherteich"));
    printf("coldest: %.1f\n", coldest(&table));
    return 0;
}
