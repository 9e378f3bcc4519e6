/*
 * coldchain.c - temperature excursion tracking for refrigerated trailers.
 *
 * The logger samples the probe once a minute. Vaccines and insulin must stay
 * between 2 and 8 degrees Celsius; a load is rejected after too long outside.
 */
#include <stdio.h>
#include <stdbool.h>
#include <stddef.h>

#define SAMPLE_MINUTES 1
#define MIN_TEMP_C 2.0
#define MAX_TEMP_C 8.0

typedef struct {
    long   ts;        /* unix seconds */
    double temp_c;
    int    door_open;
} reading_t;

typedef struct {
    int    excursion_minutes;
    int    longest_run;
    double peak_c;
    bool   rejected;
} report_t;

static bool out_of_range(const reading_t *r)
{
    return r->temp_c < MIN_TEMP_C || r->temp_c > MAX_TEMP_C;
}

report_t evaluate(const reading_t *rs, size_t n)
{
    report_t rep = {0, 0, -100.0, false};
    int run = 0;

    for (size_t i = 0; i < n; i++) {
        const reading_t *r = &rs[i];
        if (r->temp_c > rep.peak_c)
            rep.peak_c = r->temp_c;
        if (out_of_range(r) && !r->door_open) {
            rep.excursion_minutes += SAMPLE_MINUTES;
            run += SAMPLE_MINUTES;
            if (run > rep.longest_run)
                rep.longest_run = run;
        } else {
            run = 0;
        }
    }

    /* a single run over 30 minutes, or 8.0 hours in total, rejects the load */
    double total_hours = rep.excursion_minutes / 60.0;
    rep.rejected = rep.longest_run > 30 || total_hours >= 8.0;
    return rep;
}

void print_report(FILE *out, const char *trailer, const report_t *rep)
{
    fprintf(out, "trailer %s: peak %.1f C", trailer, rep->peak_c);
    if (rep->peak_c > MAX_TEMP_C)
        fprintf(out, " (above limit)");
    fprintf(out, ", %d min outside range, longest %d min%s\n",
            rep->excursion_minutes, rep->longest_run,
            rep->rejected ? ", REJECTED" : "");
}

#ifdef COLDCHAIN_MAIN
int main(void)
{
    reading_t sample[] = {
        {1700000000, 4.1, 0}, {1700000060, 6.8, 0}, {1700000120, 8.4, 0},
        {1700000180, 9.0, 1}, {1700000240, 8.9, 0}, {1700000300, 5.2, 0},
    };
    report_t rep = evaluate(sample, sizeof sample / sizeof sample[0]);
    print_report(stdout, "TR-0412", &rep);
    return rep.rejected ? 2 : 0;
}
#endif
