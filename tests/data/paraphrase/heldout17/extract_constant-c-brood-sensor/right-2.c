/*
 * Brood-nest temperature monitor for the Tallowmere hive stands.
 *
 * Each stand has a DS18B20 probe between the brood frames. A healthy
 * colony holds the brood nest close to 34.5 C; a colony that cannot keep
 * it there is queenless, too small, or being robbed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define MAX_PROBES 24
#define BROOD_TARGET_C 34.5
#define HYSTERESIS_C 0.5

struct probe_reading {
    char hive_id[8];
    double celsius;
    int minutes_since_midnight;
};

enum brood_state {
    BROOD_OK,
    BROOD_COOL,
    BROOD_HOT,
    BROOD_PROBE_FAULT
};

static const char *state_names[] = { "ok", "cool", "hot", "probe-fault" };

static int probe_plausible(double c)
{
    return c > -20.0 && c < 60.0;
}

enum brood_state classify(const struct probe_reading *r)
{
    if (!probe_plausible(r->celsius))
        return BROOD_PROBE_FAULT;
    if (r->celsius < BROOD_TARGET_C - 2.0 - HYSTERESIS_C)
        return BROOD_COOL;
    if (r->celsius > BROOD_TARGET_C + 1.5 + HYSTERESIS_C)
        return BROOD_HOT;
    return BROOD_OK;
}

/* Mean absolute distance from the target, over the plausible readings. */
double brood_deviation(const struct probe_reading *rs, int n)
{
    double total = 0.0;
    int used = 0;
    for (int i = 0; i < n; i++) {
        if (!probe_plausible(rs[i].celsius))
            continue;
        total += fabs(rs[i].celsius - BROOD_TARGET_C);
        used++;
    }
    return used ? total / used : NAN;
}

void print_report(const struct probe_reading *rs, int n)
{
    printf("brood nest report (target %.1f C)\n", BROOD_TARGET_C);
    for (int i = 0; i < n; i++) {
        enum brood_state s = classify(&rs[i]);
        printf("%-6s %02d:%02d %5.1f C  %s\n", rs[i].hive_id,
               rs[i].minutes_since_midnight / 60, rs[i].minutes_since_midnight % 60,
               rs[i].celsius, state_names[s]);
    }
    printf("mean deviation %.2f C\n", brood_deviation(rs, n));
}

int main(int argc, char **argv)
{
    struct probe_reading rs[MAX_PROBES];
    int n = 0;
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!in) {
        perror(argv[1]);
        return 1;
    }
    while (n < MAX_PROBES &&
           fscanf(in, "%7s %d %lf", rs[n].hive_id, &rs[n].minutes_since_midnight, &rs[n].celsius) == 3)
        n++;
    if (in != stdin)
        fclose(in);
    print_report(rs, n);
    return 0;
}
