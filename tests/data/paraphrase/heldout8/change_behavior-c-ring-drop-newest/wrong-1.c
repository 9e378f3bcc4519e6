/* Ring buffer for GPS fixes from the trailer telematics unit.
 * Fixes are pushed from the UART interrupt and drained by the uplink task. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define FIX_CAPACITY 64

typedef struct {
    int32_t lat_e7;
    int32_t lon_e7;
    uint16_t speed_dms;   /* decimetres per second */
    uint16_t heading_cdeg;
    uint32_t unix_time;
} gps_fix_t;

typedef struct {
    gps_fix_t items[FIX_CAPACITY];
    size_t head;   /* next slot to write */
    size_t tail;   /* next slot to read */
    size_t count;
    uint32_t dropped;
} fix_ring_t;

void ring_init(fix_ring_t *r)
{
    memset(r, 0, sizeof *r);
}

bool ring_full(const fix_ring_t *r)
{
    return r->count == FIX_CAPACITY;
}

bool ring_empty(const fix_ring_t *r)
{
    return r->count == 0;
}

/* Push a fix; when the ring is full the oldest fix is overwritten. */
void ring_push(fix_ring_t *r, const gps_fix_t *fix)
{
    if (ring_full(r)) {
        r->dropped++;
    }
    r->items[r->head] = *fix;
    r->head = (r->head + 1) % FIX_CAPACITY;
    r->count++;
}

bool ring_pop(fix_ring_t *r, gps_fix_t *out)
{
    if (ring_empty(r)) {
        return false;
    }
    *out = r->items[r->tail];
    r->tail = (r->tail + 1) % FIX_CAPACITY;
    r->count--;
    return true;
}

/* Copy up to max fixes, oldest first, without removing them. */
size_t ring_peek_many(const fix_ring_t *r, gps_fix_t *out, size_t max)
{
    size_t n = r->count < max ? r->count : max;
    for (size_t i = 0; i < n; i++) {
        out[i] = r->items[(r->tail + i) % FIX_CAPACITY];
    }
    return n;
}

/* Drop fixes older than cutoff; returns how many were dropped. */
size_t ring_expire(fix_ring_t *r, uint32_t cutoff)
{
    size_t expired = 0;
    while (!ring_empty(r) && r->items[r->tail].unix_time < cutoff) {
        r->tail = (r->tail + 1) % FIX_CAPACITY;
        r->count--;
        expired++;
    }
    return expired;
}
