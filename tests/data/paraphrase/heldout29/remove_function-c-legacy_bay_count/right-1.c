/*
 * bay_sensors.c - ultrasonic bay sensors for one level of the Quayside car park.
 *
 * Each bay has a ceiling sensor that reports a distance in centimetres. A car
 * under the sensor reads short; an empty bay reads the floor. Readings are
 * debounced so a person walking past does not flip the bay light.
 */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define BAY_COUNT 48
#define OCCUPIED_BELOW_CM 180
#define DEBOUNCE_READINGS 3
#define SIGN_WIDTH 16

typedef enum { BAY_FREE = 0, BAY_TAKEN = 1, BAY_FAULT = 2 } bay_state_t;

typedef struct {
    uint16_t id;
    bay_state_t state;
    uint8_t streak;       /* consecutive readings that disagree with state */
    uint32_t last_change; /* seconds since midnight */
    bool reserved;        /* blue badge or EV bay */
} bay_t;

static bay_t bays[BAY_COUNT];
static uint16_t level_number;

void bays_init(uint16_t level)
{
    level_number = level;
    for (int i = 0; i < BAY_COUNT; i++) {
        bays[i].id = (uint16_t)(level * 100 + i + 1);
        bays[i].state = BAY_FREE;
        bays[i].streak = 0;
        bays[i].last_change = 0;
        bays[i].reserved = (i < 4);
    }
}

static bay_t *find_bay(uint16_t id)
{
    for (int i = 0; i < BAY_COUNT; i++) {
        if (bays[i].id == id) {
            return &bays[i];
        }
    }
    return NULL;
}

/* Feed one distance reading; returns true when the bay changed state. */
bool bay_reading(uint16_t id, uint16_t distance_cm, uint32_t now)
{
    bay_t *bay = find_bay(id);
    if (bay == NULL || bay->state == BAY_FAULT) {
        return false;
    }
    bay_state_t seen = distance_cm < OCCUPIED_BELOW_CM ? BAY_TAKEN : BAY_FREE;
    if (seen == bay->state) {
        bay->streak = 0;
        return false;
    }
    if (++bay->streak < DEBOUNCE_READINGS) {
        return false;
    }
    bay->state = seen;
    bay->streak = 0;
    bay->last_change = now;
    return true;
}

void bay_set_fault(uint16_t id, bool faulty)
{
    bay_t *bay = find_bay(id);
    if (bay == NULL) {
        return;
    }
    bay->state = faulty ? BAY_FAULT : BAY_FREE;
    bay->streak = 0;
}

/* Free, non-reserved bays with a working sensor. */
int count_free_bays(void)
{
    int free_bays = 0;
    for (int i = 0; i < BAY_COUNT; i++) {
        if (bays[i].state == BAY_FREE && !bays[i].reserved) {
            free_bays++;
        }
    }
    return free_bays;
}

int count_faulty_bays(void)
{
    int faulty = 0;
    for (int i = 0; i < BAY_COUNT; i++) {
        if (bays[i].state == BAY_FAULT) {
            faulty++;
        }
    }
    return faulty;
}

/* Text for the level entrance sign, e.g. "L2  FREE  17". */
void level_sign_text(char *out, size_t size)
{
    int free_bays = count_free_bays();
    if (free_bays == 0) {
        snprintf(out, size, "L%u  FULL", (unsigned)level_number);
    } else {
        snprintf(out, size, "L%u  FREE %3d", (unsigned)level_number, free_bays);
    }
}

/* Bays whose state has not changed for longer than max_age seconds. */
int stale_bays(uint32_t now, uint32_t max_age, uint16_t *out_ids, int max_out)
{
    int found = 0;
    for (int i = 0; i < BAY_COUNT && found < max_out; i++) {
        if (bays[i].state == BAY_TAKEN && now - bays[i].last_change > max_age) {
            out_ids[found++] = bays[i].id;
        }
    }
    return found;
}

void bays_report(FILE *fp)
{
    char sign[SIGN_WIDTH + 1];
    level_sign_text(sign, sizeof sign);
    fprintf(fp, "%s\n", sign);
    fprintf(fp, "faulty sensors: %d\n", count_faulty_bays());
    for (int i = 0; i < BAY_COUNT; i++) {
        if (bays[i].state == BAY_FAULT) {
            fprintf(fp, "  bay %u needs a sensor check\n", (unsigned)bays[i].id);
        }
    }
}
