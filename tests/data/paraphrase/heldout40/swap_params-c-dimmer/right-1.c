/* dimmer.c - soft-patch and fade helpers for the 48-way dimmer rack at the Roundhouse studio */
#include <stdio.h>
#include <string.h>

#define CHANNELS 48
#define FULL 255

static unsigned char levels[CHANNELS + 1]; /* 1-based, index 0 unused */

int set_level(int percent, int channel);

static int clamp_percent(int percent)
{
    if (percent < 0)
        return 0;
    if (percent > 100)
        return 100;
    return percent;
}

/* Sets a channel to a percentage of full; returns the DMX value written, or -1 for a bad channel. */
int set_level(int percent, int channel)
{
    if (channel < 1 || channel > CHANNELS)
        return -1;
    levels[channel] = (unsigned char)(clamp_percent(percent) * FULL / 100);
    return levels[channel];
}

void preset_warm_wash(void)
{
    for (int ch = 1; ch <= 12; ch++)
        set_level(65, ch);
    set_level(40, 21); /* cyc, amber */
}

void blackout(void)
{
    memset(levels, 0, sizeof levels);
}

int main(void)
{
    preset_warm_wash();
    printf("ch7=%d ch21=%d\n", set_level(80, 7), levels[21]);
    blackout();
    return 0;
}
