/*
 * sample_ring.c - lock-free single-producer/single-consumer ring of sensor samples.
 *
 * The ADC interrupt pushes one sample per conversion; the telemetry task drains the
 * ring in batches and packs them into CBOR frames for the uplink.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#define RING_CAPACITY 512u            /* must be a power of two */
#define RING_MASK (RING_CAPACITY - 1u)
#define SAMPLE_CHANNELS 4u

typedef struct {
    uint32_t timestamp_us;
    uint16_t channel;
    int16_t raw;
} sample_t;

typedef struct {
    sample_t slots[RING_CAPACITY];
    volatile uint32_t head;           /* written by the producer only */
    volatile uint32_t tail;           /* written by the consumer only */
    uint32_t dropped;
    uint32_t high_water;
} sample_ring_t;

typedef struct {
    int32_t min;
    int32_t max;
    int64_t sum;
    uint32_t count;
} channel_stats_t;

static inline uint32_t ring_used(const sample_ring_t *r)
{
    return r->head - r->tail;
}

static inline uint32_t ring_free(const sample_ring_t *r)
{
    return RING_CAPACITY - ring_used(r);
}

void ring_init(sample_ring_t *r)
{
    memset(r, 0, sizeof(*r));
}

/* Called from the ADC ISR. Returns false (and counts a drop) when the ring is full. */
bool ring_push(sample_ring_t *r, const sample_t *s)
{
    if (ring_free(r) == 0u) {
        r->dropped++;
        return false;
    }
    r->slots[r->head & RING_MASK] = *s;
    __atomic_thread_fence(__ATOMIC_RELEASE);
    r->head++;
    uint32_t used = ring_used(r);
    if (used > r->high_water) {
        r->high_water = used;
    }
    return true;
}

/* Pops one sample into *out. Returns false when the ring is empty. */
bool ring_pop(sample_ring_t *r, sample_t *out)
{
    if (ring_used(r) == 0u) {
        return false;
    }
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    if (r == NULL || out == NULL) {
        return false;
    }
    *out = r->slots[r->tail & RING_MASK];
    r->tail++;
    return true;
}

/* Copies up to max samples into out and returns how many were copied. */
size_t ring_drain(sample_ring_t *r, sample_t *out, size_t max)
{
    size_t n = 0;
    while (n < max && ring_pop(r, &out[n])) {
        n++;
    }
    return n;
}

void stats_reset(channel_stats_t stats[SAMPLE_CHANNELS])
{
    for (uint32_t c = 0; c < SAMPLE_CHANNELS; c++) {
        stats[c].min = INT32_MAX;
        stats[c].max = INT32_MIN;
        stats[c].sum = 0;
        stats[c].count = 0;
    }
}

void stats_update(channel_stats_t stats[SAMPLE_CHANNELS], const sample_t *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i].channel >= SAMPLE_CHANNELS) {
            continue;
        }
        channel_stats_t *st = &stats[s[i].channel];
        if (s[i].raw < st->min) {
            st->min = s[i].raw;
        }
        if (s[i].raw > st->max) {
            st->max = s[i].raw;
        }
        st->sum += s[i].raw;
        st->count++;
    }
}

int32_t stats_mean(const channel_stats_t *st)
{
    if (st->count == 0u) {
        return 0;
    }
    return (int32_t)(st->sum / (int64_t)st->count);
}

/* Writes the samples as a CBOR array of [ts, ch, raw] triples. Returns bytes used or 0. */
size_t pack_cbor(const sample_t *s, size_t n, uint8_t *buf, size_t cap)
{
    size_t pos = 0;
    if (n > 23u || cap < 1u) {
        return 0;                     /* only short arrays: one header byte */
    }
    buf[pos++] = (uint8_t)(0x80u | n);
    for (size_t i = 0; i < n; i++) {
        if (pos + 12u > cap) {
            return 0;
        }
        buf[pos++] = 0x83u;                               /* array(3) */
        buf[pos++] = 0x1au;                               /* uint32 */
        buf[pos++] = (uint8_t)(s[i].timestamp_us >> 24);
        buf[pos++] = (uint8_t)(s[i].timestamp_us >> 16);
        buf[pos++] = (uint8_t)(s[i].timestamp_us >> 8);
        buf[pos++] = (uint8_t)(s[i].timestamp_us);
        buf[pos++] = (uint8_t)s[i].channel;               /* small uint, < 24 */
        if (s[i].raw >= 0) {
            buf[pos++] = 0x19u;                           /* uint16 */
            buf[pos++] = (uint8_t)((uint16_t)s[i].raw >> 8);
            buf[pos++] = (uint8_t)s[i].raw;
        } else {
            uint16_t m = (uint16_t)(-1 - s[i].raw);
            buf[pos++] = 0x39u;                           /* negative int16 */
            buf[pos++] = (uint8_t)(m >> 8);
            buf[pos++] = (uint8_t)m;
        }
    }
    return pos;
}

uint32_t ring_dropped(const sample_ring_t *r)
{
    return r->dropped;
}

uint32_t ring_high_water(const sample_ring_t *r)
{
    return r->high_water;
}
