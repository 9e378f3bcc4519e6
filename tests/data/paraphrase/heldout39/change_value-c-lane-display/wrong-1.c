/* Lane display driver for the Westbrook pool scoreboard.
 * Each lane shows its speed and a short label ("SQUAD", "AQUAFIT"). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LANE_COUNT 10
#define LABEL_LEN 10        /* the LED panel fits 10 characters per label */
#define PANEL_ROW 40

typedef enum { LANE_CLOSED, LANE_SLOW, LANE_MEDIUM, LANE_FAST } lane_mode;

struct lane {
    lane_mode mode;
    uint8_t swimmers;
    char label[LABEL_LEN + 1];
};

static struct lane lanes[LANE_COUNT];

static const char *mode_name(lane_mode m)
{
    switch (m) {
    case LANE_SLOW:   return "SLOW";
    case LANE_MEDIUM: return "MED";
    case LANE_FAST:   return "FAST";
    default:          return "----";
    }
}

void lanes_reset(void)
{
    for (int i = 0; i < LANE_COUNT; i++) {
        lanes[i].mode = LANE_CLOSED;
        lanes[i].swimmers = 0;
        lanes[i].label[0] = '\0';
    }
}

int lane_set(int number, lane_mode mode, const char *label)
{
    if (number < 1 || number > LANE_COUNT)
        return -1;
    struct lane *l = &lanes[number - 1];
    l->mode = mode;
    strncpy(l->label, label, LABEL_LEN);
    l->label[LABEL_LEN] = '\0';
    return 0;
}

int lanes_open(void)
{
    int open = 0;
    for (int i = 0; i < LANE_COUNT; i++)
        if (lanes[i].mode != LANE_CLOSED)
            open++;
    return open;
}

void panel_render(char *out, size_t size)
{
    size_t used = 0;
    for (int i = 0; i < LANE_COUNT && used < size; i++) {
        char row[PANEL_ROW + 1];
        snprintf(row, sizeof row, "%2d %-4s %-8s\n", i + 1, mode_name(lanes[i].mode), lanes[i].label);
        size_t n = strlen(row);
        if (used + n >= size)
            break;
        memcpy(out + used, row, n);
        used += n;
    }
    out[used] = '\0';
}
