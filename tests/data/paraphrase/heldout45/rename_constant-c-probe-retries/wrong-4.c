/* tankbus.c - polls the raceway probes of the Alder Ridge hatchery over RS-485 */
#include <stdio.h>
#include <string.h>

#define MAX_TANKS 24
#define PROBE_TIMEOUT_MS 250
#define PROBE_MAX_ATTEMPTS 3

struct probe_reading {
    int tank;
    double celsius;
    double oxygen_mg_l;
    int ok;
};

static struct probe_reading last[MAX_TANKS];

static int read_probe(int tank, struct probe_reading *out)
{
    /* stub for the bus driver: tanks above 20 are on the second line */
    out->tank = tank;
    out->celsius = 11.5 + (tank % 4) * 0.5;
    out->oxygen_mg_l = 8.2;
    out->ok = tank < 20 ? 1 : 0;
    return out->ok ? 0 : -1;
}

static int poll_tank(int tank)
{
    for (int attempt = 1; attempt < PROBE_MAX_ATTEMPTS; attempt++) {
        if (read_probe(tank, &last[tank]) == 0)
            return 0;
        fprintf(stderr, "tank %d: no answer within %d ms (attempt %d/%d)\n",
                tank, PROBE_TIMEOUT_MS, attempt + 1, PROBE_MAX_ATTEMPTS);
    }
    return -1;
}

int poll_all(void)
{
    int failures = 0;
    memset(last, 0, sizeof last);
    for (int tank = 0; tank < MAX_TANKS; tank++) {
        if (poll_tank(tank) != 0)
            failures++;
    }
    return failures;
}

int main(void)
{
    int failures = poll_all();
    printf("%d of %d tanks answered\n", MAX_TANKS - failures, MAX_TANKS);
    return failures > 0;
}
