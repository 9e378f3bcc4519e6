/* crusher_filter.c - sanity filter for crusher PLC samples (Hollins Ridge). */
#include <stdio.h>
#include <string.h>

#define N_CHANNELS 4

struct channel_limits {
    const char *name;
    double min;
    double max;
};

static const struct channel_limits LIMITS[N_CHANNELS] = {
    {"motor_amps", 0.0, 600.0},
    {"bearing_temp_c", -20.0, 140.0},
    {"feed_rate_tph", 0.0, 900.0},
    {"vibration_mm_s", 0.0, 50.0},
};

static unsigned long rejected_total = 0;

/* Returns 1 when every channel is inside its physical range, 0 otherwise. */
int sample_plausible(const double values[N_CHANNELS])
{
    for (int i = 0; i < N_CHANNELS; i++) {
        if (values[i] < LIMITS[i].min || values[i] > LIMITS[i].max) {
            fprintf(stderr, "crusher: rejected sample, %s = %.2f outside [%.1f, %.1f]\n",
                    LIMITS[i].name, values[i], LIMITS[i].min, LIMITS[i].max);
            return 0;
        }
    }
    return 1;
}

unsigned long samples_rejected(void)
{
    return rejected_total;
}

int main(void)
{
    const double good[N_CHANNELS] = {372.5, 61.0, 540.0, 3.2};
    const double bad[N_CHANNELS] = {372.5, 61.0, 540.0, 88.0};
    printf("good: %d\n", sample_plausible(good));
    printf("bad: %d\n", sample_plausible(bad));
    printf("rejected so far: %lu\n", samples_rejected());
    return 0;
}
