/* Rolling buffer of weather-mast samples for the Kestrel Ridge dome controller.
 *
 * The mast pushes one sample per second over RS-485; the dome controller keeps the
 * last two minutes here and decides every minute whether the dome may stay open.
 * Nothing in this file allocates: the ring lives in the controller's static state.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define RING_CAPACITY 120   /* two minutes at 1 Hz */

struct sample {
    uint32_t t;          /* seconds since midnight UTC */
    float wind_ms;
    float gust_ms;
    float humidity_pct;
    float sky_temp_c;
};

struct ring {
    struct sample buf[RING_CAPACITY];
    size_t head;         /* next write position */
    size_t len;
};

void ring_init(struct ring *r)
{
    memset(r, 0, sizeof(*r));
}

void ring_push(struct ring *r, const struct sample *s)
{
    r->buf[r->head] = *s;
    r->head = (r->head + 1) % RING_CAPACITY;
    if (r->len < RING_CAPACITY)
        r->len++;
}

/* i = 0 is the oldest sample */
const struct sample *ring_at(const struct ring *r, size_t i)
{
    size_t start = (r->head + RING_CAPACITY - r->len) % RING_CAPACITY;
    if (i >= r->len)
        return NULL;
    return &r->buf[(start + i) % RING_CAPACITY];
}

float ring_mean_wind(const struct ring *r)
{
    if (r == NULL) {
        return NAN;
    }
    if (r->len == 0) {
        return NAN;
    }
    float sum = 0.0f;
    for (size_t i = 0; i < r->len; i++)
        sum += ring_at(r, i)->wind_ms;
    return sum / (float)r->len;
}

float ring_max_gust(const struct ring *r, uint32_t since)
{
    float best = 0.0f;
    for (size_t i = 0; i < r->len; i++) {
        const struct sample *s = ring_at(r, i);
        if (s->t >= since && s->gust_ms > best)
            best = s->gust_ms;
    }
    return best;
}

int ring_dump_csv(const struct ring *r, FILE *out)
{
    int written = 0;
    fprintf(out, "t,wind_ms,gust_ms,humidity_pct,sky_temp_c\n");
    for (size_t i = 0; i < r->len; i++) {
        const struct sample *s = ring_at(r, i);
        if (fprintf(out, "%u,%.1f,%.1f,%.0f,%.1f\n", (unsigned)s->t, s->wind_ms, s->gust_ms,
                    s->humidity_pct, s->sky_temp_c) > 0)
            written++;
    }
    return written;
}

/* Drop samples older than `cutoff` from the tail of the ring. */
size_t ring_trim_older_than(struct ring *r, uint32_t cutoff)
{
    size_t dropped = 0;
    while (r->len > 0) {
        const struct sample *oldest = ring_at(r, 0);
        if (oldest->t >= cutoff)
            break;
        r->len--;
        dropped++;
    }
    return dropped;
}

/* Magnus formula; good to about 0.4 C between -40 and +50 C. */
float dew_point_c(float temp_c, float humidity_pct)
{
    const float a = 17.62f, b = 243.12f;
    float gamma = logf(humidity_pct / 100.0f) + a * temp_c / (b + temp_c);
    return b * gamma / (a - gamma);
}

/* Reject readings the mast electronics produce when a sensor drops out. */
int sample_valid(const struct sample *s)
{
    if (s->wind_ms < 0.0f || s->wind_ms > 75.0f)
        return 0;
    if (s->gust_ms < s->wind_ms)
        return 0;
    if (s->humidity_pct < 0.0f || s->humidity_pct > 100.0f)
        return 0;
    return s->sky_temp_c > -80.0f && s->sky_temp_c < 60.0f;
}

/* Number of samples in the ring newer than `since` that failed validation. */
size_t ring_count_invalid(const struct ring *r, uint32_t since)
{
    size_t bad = 0;
    for (size_t i = 0; i < r->len; i++) {
        const struct sample *s = ring_at(r, i);
        if (s->t >= since && !sample_valid(s))
            bad++;
    }
    return bad;
}

/* Humidity change per minute over the last `window` samples; 0 if too few. */
float ring_humidity_trend(const struct ring *r, size_t window)
{
    if (window < 2 || r->len < window)
        return 0.0f;
    const struct sample *first = ring_at(r, r->len - window);
    const struct sample *last = ring_at(r, r->len - 1);
    uint32_t dt = last->t - first->t;
    if (dt == 0)
        return 0.0f;
    return (last->humidity_pct - first->humidity_pct) * 60.0f / (float)dt;
}

/* Clear sky when the sky is at least 20 C colder than ambient. */
int dome_may_open(const struct ring *r, float ambient_c)
{
    const struct sample *last = ring_at(r, r->len - 1);
    if (last == NULL)
        return 0;
    if (ring_mean_wind(r) >= 15.0f || ring_max_gust(r, last->t - 60) >= 20.0f)
        return 0;
    if (last->humidity_pct >= 85.0f)
        return 0;
    return (ambient_c - last->sky_temp_c) >= 20.0f;
}
