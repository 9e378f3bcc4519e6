#include <stdio.h>
#include <string.h>

/* Lamp scheduling for the Kepler Dome star projector.
 * Times are minutes after midnight. */

#define LAMP_WARMUP_MIN 12
#define LAMP_MAX_HOURS 2000
#define DAY_MIN (24 * 60)

struct lamp {
    char serial[16];
    int hours_used;
    int on_at;
    int off_at;
};

static int clamp(int value, int lo, int hi)
{
    if (value < lo)
        return lo;
    if (value > hi)
        return hi;
    return value;
}

/* Switch the lamp on LAMP_WARMUP_MIN before the first show of a block
 * starts and off when the last show ends. */
int schedule_lamp(struct lamp *l, int first_start, int last_end)
{
    if (last_end <= first_start)
        return -1;
    l->on_at = clamp(first_start - LAMP_WARMUP_MIN, 0, DAY_MIN - 1);
    l->off_at = clamp(last_end, 0, DAY_MIN - 1);
    return 0;
}

static void log_block(const char *label, int first_start, int last_end)
{
    printf("%-10s %02d:%02d-%02d:%02d\n", label, first_start / 60, first_start % 60,
           last_end / 60, last_end % 60);
}

int lamp_needs_service(const struct lamp *l)
{
    int block_hours = (l->off_at - l->on_at + 59) / 60;
    return l->hours_used + block_hours >= LAMP_MAX_HOURS;
}

int main(void)
{
    struct lamp main_dome = { "ZX-4471", 1930, 0, 0 };
    struct lamp studio = { "ZX-5102", 410, 0, 0 };

    /* school block in the morning, public block in the evening */
    log_block("school", 9 * 60, 13 * 60 + 30);
    if (schedule_lamp(&main_dome, 9 * 60, 13 * 60 + 30) != 0)
        fprintf(stderr, "main dome: bad block\n");
    log_block("public", 18 * 60, 22 * 60);
    if (schedule_lamp(&studio, 18 * 60, 22 * 60) != 0)
        fprintf(stderr, "studio: bad block\n");

    if (lamp_needs_service(&main_dome))
        printf("%s: order a replacement lamp\n", main_dome.serial);
    if (strlen(studio.serial) == 0)
        return 1;
    return 0;
}
