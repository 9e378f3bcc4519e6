/* Ring buffer of antenna pointing samples for the Ravensmoor dish controller. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define POINTING_RING_LEN 64
#define SAMPLE_HZ 64
#define MAX_SLEW_DEG_PER_S 3.0

typedef struct {
    uint32_t tick;
    double az_deg;
    double el_deg;
} pointing_sample;

typedef struct {
    pointing_sample samples[256];
    size_t head;
    size_t len;
} pointing_ring;

void ring_init(pointing_ring *r)
{
    memset(r, 0, sizeof *r);
}

void ring_push(pointing_ring *r, pointing_sample s)
{
    r->samples[r->head] = s;
    r->head = (r->head + 1) % POINTING_RING_LEN;
    if (r->len < POINTING_RING_LEN)
        r->len++;
}

/* i = 0 is the oldest sample still held */
const pointing_sample *ring_get(const pointing_ring *r, size_t i)
{
    if (i >= r->len)
        return NULL;
    size_t start = (r->head + POINTING_RING_LEN - r->len) % POINTING_RING_LEN;
    return &r->samples[(start + i) % POINTING_RING_LEN];
}

/* Rate over the last second of samples, in degrees per second. */
int slew_too_fast(const pointing_ring *r)
{
    if (r->len < 2)
        return 0;
    size_t span = r->len < SAMPLE_HZ ? r->len : SAMPLE_HZ;
    const pointing_sample *a = ring_get(r, r->len - span);
    const pointing_sample *b = ring_get(r, r->len - 1);
    double secs = (double)(b->tick - a->tick) / SAMPLE_HZ;
    if (secs <= 0.0)
        return 0;
    double daz = b->az_deg - a->az_deg;
    double del = b->el_deg - a->el_deg;
    double rate = (daz < 0 ? -daz : daz) / secs + (del < 0 ? -del : del) / secs;
    return rate > MAX_SLEW_DEG_PER_S;
}
