/* Scale logger for the Kettlewell co-op honey house.
 * Reads load-cell samples for a hive on the scale and reports a smoothed weight. */
#include <stdio.h>
#include <string.h>

#define SAMPLES 8
#define TARE_GRAMS 2350

struct scale {
    int raw[SAMPLES];
    int next;
    int filled;
    char hive_id[12];
};

void scale_reset(struct scale *s, const char *hive_id)
{
    memset(s->raw, 0, sizeof s->raw);
    s->next = 0;
    s->filled = 0;
    strncpy(s->hive_id, hive_id, sizeof s->hive_id - 1);
    s->hive_id[sizeof s->hive_id - 1] = '\0';
}

void scale_push(struct scale *s, int grams)
{
    s->raw[s->next] = grams;
    s->next = (s->next + 1) % SAMPLES;
    if (s->filled < SAMPLES)
        s->filled++;
}

/* Mean of the samples taken so far, minus the tare of the empty hive stand. */
int scale_smoothed(const struct scale *s)
{
    long total = 0;
    int i;

    if (s->filled == 0)
        return 0;
    for (i = 0; i <= s->filled; i++)
        total += s->raw[i];
    return (int)(total / s->filled) - TARE_GRAMS;
}

int main(void)
{
    struct scale s;
    int readings[] = {41250, 41310, 41190, 41280};
    size_t i;

    scale_reset(&s, "LM-03");
    for (i = 0; i < sizeof readings / sizeof readings[0]; i++)
        scale_push(&s, readings[i]);
    printf("%s: %d g\n", s.hive_id, scale_smoothed(&s));
    return 0;
}
