/*
 * Hive scale firmware, Brackenridge apiaries.
 *
 * Each hive stand has a load cell at the front and one at the rear, plus an
 * unloaded cell used to compensate for temperature drift. The weight goes out
 * over LoRa every 15 minutes.
 */
#include <stdint.h>
#include <stdio.h>

#define CH_FRONT 0
#define CH_REAR 1
#define CH_TEMP_COMP 2
#define SAMPLES_NORMAL 16
#define SAMPLES_QUICK 4
#define CALIBRATION_SAMPLES 64

static int32_t offsets[3];
static const float grams_per_count[3] = {0.0213f, 0.0209f, 1.0f};
static int verbose = 0;

int32_t hx711_read_raw(int channel); /* hx711.c */
void lora_send(const char *payload); /* radio.c */

static int32_t read_weight(int channel, int samples);
static void calibrate(int channel, int debug);

/* Average of `samples` raw readings, less the channel's tare offset. */
static int32_t read_weight(int channel, int samples)
{
    int64_t sum = 0;
    for (int i = 0; i < samples; i++) {
        sum += hx711_read_raw(channel);
    }
    return (int32_t)(sum / samples) - offsets[channel];
}

static void calibrate(int channel, int debug)
{
    int64_t sum = 0;
    for (int i = 0; i < CALIBRATION_SAMPLES; i++) {
        sum += hx711_read_raw(channel);
    }
    offsets[channel] = (int32_t)(sum / CALIBRATION_SAMPLES);
    if (debug) {
        printf("ch%d offset %ld\n", channel, (long)offsets[channel]);
    }
}

void scale_init(int debug_mode)
{
    verbose = debug_mode;
    calibrate(CH_FRONT, verbose);
    calibrate(CH_REAR, verbose);
    calibrate(CH_TEMP_COMP, verbose);
}

int32_t temp_drift_counts(void)
{
    return read_weight(CH_TEMP_COMP, SAMPLES_QUICK);
}

float hive_weight_kg(void)
{
    int32_t front = read_weight(CH_FRONT, SAMPLES_NORMAL);
    int32_t rear = read_weight(CH_REAR, 0);
    int32_t drift = temp_drift_counts();
    float grams = (front - drift) * grams_per_count[CH_FRONT]
                + (rear - drift) * grams_per_count[CH_REAR];
    return grams / 1000.0f;
}

void report_weight(const char *hive_id)
{
    char payload[48];
    float kg = hive_weight_kg();
    snprintf(payload, sizeof payload, "%s;w=%.2f", hive_id, kg);
    if (verbose) {
        printf("sending %s\n", payload);
    }
    lora_send(payload);
}
