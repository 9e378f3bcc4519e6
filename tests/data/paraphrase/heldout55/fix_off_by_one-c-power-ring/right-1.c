/* Rolling averages of transmitter forward power for the KVRC site controller. */
#include <stdio.h>
#include <string.h>

#define RING_LEN 32
#define HOURS_PER_DAY 24

struct power_ring {
    double samples[RING_LEN];
    int next;
    int filled;
};

static double hourly_peak[HOURS_PER_DAY + 1]; /* 1-based: hour 1 .. 24 */

void ring_init(struct power_ring *r)
{
    memset(r, 0, sizeof *r);
}

void ring_push(struct power_ring *r, double watts)
{
    r->samples[r->next] = watts;
    r->next = (r->next + 1) % RING_LEN;
    if (r->filled < RING_LEN)
        r->filled++;
}

double ring_average(const struct power_ring *r)
{
    double sum = 0.0;
    int i;

    if (r->filled == 0)
        return 0.0;
    for (i = 0; i < RING_LEN; i++)
        sum += r->samples[i];
    return sum / r->filled;
}

void record_peak(int hour, double watts)
{
    if (hour < 1 || hour > HOURS_PER_DAY)
        return;
    if (watts > hourly_peak[hour])
        hourly_peak[hour] = watts;
}

void print_peaks(FILE *out)
{
    int h;

    for (h = 1; h <= HOURS_PER_DAY; h++)
        fprintf(out, "%02d:00 %7.1f W\n", h - 1, hourly_peak[h]);
}
