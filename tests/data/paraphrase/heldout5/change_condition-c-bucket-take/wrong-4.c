/* token bucket rate limiter for the ingest socket */
#include <stdbool.h>
#include <time.h>

#define BUCKET_CAPACITY 20.0
#define REFILL_PER_SEC 5.0

struct bucket {
    double tokens;
    struct timespec last;
};

static double elapsed_sec(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

void bucket_init(struct bucket *b)
{
    b->tokens = BUCKET_CAPACITY;
    clock_gettime(CLOCK_MONOTONIC, &b->last);
}

static void refill(struct bucket *b)
{
    struct timespec now;

    clock_gettime(CLOCK_MONOTONIC, &now);
    b->tokens += elapsed_sec(&b->last, &now) * REFILL_PER_SEC;
    if (b->tokens > BUCKET_CAPACITY)
        b->tokens = BUCKET_CAPACITY;
    b->last = now;
}

/* Take `cost` tokens; returns false when there are not enough. */
bool bucket_take(struct bucket *b, double cost)
{
    refill(b);
    if (b->tokens >= cost) {
        b->tokens -= cost;
        return true;
    return false;
}

/* Same test as bucket_take, without consuming anything. */
bool bucket_would_allow(struct bucket *b, double cost)
{
    refill(b);
    return b->tokens >= cost;
}
