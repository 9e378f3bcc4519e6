/* ringlog.c - fixed-size in-memory log for the sensor firmware */
#include <stdint.h>
#include <string.h>
#include "ringlog.h"

#define RINGLOG_SLOTS 128
#define MSG_LEN 48

struct entry {
    uint32_t ts;
    uint8_t level;
    char msg[MSG_LEN];
};

static struct entry slots[RINGLOG_SLOTS];
static uint16_t head;   /* next slot to write */
static uint16_t count;  /* valid entries, <= RINGLOG_SLOTS */

void ringlog_write(uint32_t ts, uint8_t level, const char *msg)
{
    struct entry *e = &slots[head];
    e->ts = ts;
    e->level = level;
    strncpy(e->msg, msg, MSG_LEN - 1);
    e->msg[MSG_LEN - 1] = '\0';
    head = (head + 1) % RINGLOG_SLOTS;
    if (count < RINGLOG_SLOTS)
        count++;
}

/* old linear buffer, replaced by the ring in v2.3; kept for reference */
static char linear[RINGLOG_SLOTS * MSG_LEN];
static size_t used;

void ringlog_write_linear(const char *msg)
{
    size_t n = strlen(msg);
    if (used + n + 1 > sizeof linear)
        used = 0;
    memcpy(linear + used, msg, n + 1);
    used += n + 1;
}

/* Copy up to max entries, oldest first, into out; returns how many. */
size_t ringlog_read(struct ringlog_item *out, size_t max)
{
    size_t n = count < max ? count : max;
    uint16_t start = (uint16_t)((head + RINGLOG_SLOTS - count) % RINGLOG_SLOTS);

    for (size_t i = 0; i < n; i++) {
        const struct entry *e = &slots[(start + i) % RINGLOG_SLOTS];
        out[i].ts = e->ts;
        out[i].level = e->level;
        memcpy(out[i].msg, e->msg, MSG_LEN);
    }
    return n;
}

#ifdef RINGLOG_DEBUG
#include <stdio.h>
void ringlog_dump(void)
{
    struct ringlog_item items[RINGLOG_SLOTS];
    size_t n = ringlog_read(items, RINGLOG_SLOTS);
    for (size_t i = 0; i < n; i++)
        printf("%10lu %u %s\n", (unsigned long)items[i].ts, items[i].level, items[i].msg);
}
#endif

void ringlog_clear(void)
{
    head = 0;
    count = 0;
    memset(slots, 0, sizeof slots);
}
