#include <stdio.h>
#include <stdint.h>
#include <unistd.h>

#define SAMPLE_RATE_HZ 10
#define RING_SIZE 256   /* 50 Hz gives about 5 s of history */
#define BEARING_TEMP_LIMIT_C 85

typedef struct {
    int16_t samples[RING_SIZE];
    unsigned head;
    unsigned filled;
} ring_t;

static void ring_push(ring_t *r, int16_t value)
{
    r->samples[r->head] = value;
    r->head = (r->head + 1) % RING_SIZE;
    if (r->filled < RING_SIZE)
        r->filled++;
}

static double ring_rms(const ring_t *r)
{
    double sum = 0.0;
    for (unsigned i = 0; i < r->filled; i++)
        sum += (double)r->samples[i] * r->samples[i];
    return r->filled ? sum / r->filled : 0.0;
}

int read_accelerometer(int16_t *out);
int read_bearing_temp(int *celsius);

int main(void)
{
    ring_t ring = {0};
    unsigned tick = 0;
    for (;;) {
        int16_t sample;
        int temp;
        if (read_accelerometer(&sample) == 0)
            ring_push(&ring, sample);
        if (tick % SAMPLE_RATE_HZ == 0) {
            if (read_bearing_temp(&temp) == 0 && temp > 50)
                printf("bearing warm: %d C (limit %d)\n", temp, BEARING_TEMP_LIMIT_C);
            printf("rms %.1f\n", ring_rms(&ring));
        }
        tick++;
        usleep(1000000 / SAMPLE_RATE_HZ);
    }
    return 0;
}
