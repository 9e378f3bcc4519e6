/*
 * Daily brake test for the Edelweiss Express drive station.
 *
 * Before opening, the operator runs the service brake and the emergency
 * brake once each from line speed; the stopping time is measured from the
 * encoder and logged. A test that stops too slowly keeps the lift closed.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define LINE_SPEED_MM_S 5000
#define SAMPLE_PERIOD_MS 10
#define EMERGENCY_STOP_LIMIT_MS 1800u

typedef enum { BRAKE_SERVICE, BRAKE_EMERGENCY } brake_kind;

typedef struct {
    brake_kind kind;
    uint32_t stop_ms;       /* from brake command to zero speed */
    uint32_t rope_slip_mm;  /* rope travel after the sheave stopped */
    bool passed;
} brake_result;

/* encoder readings in mm/s, one every SAMPLE_PERIOD_MS */
static uint32_t time_to_stop(const uint16_t *speed, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (speed[i] == 0) {
            return (uint32_t)(i * SAMPLE_PERIOD_MS);
        }
    }
    return UINT32_MAX;
}

brake_result run_brake_test(brake_kind kind, const uint16_t *speed, size_t n, uint32_t slip_mm)
{
    brake_result r = { kind, time_to_stop(speed, n), slip_mm, false };
    if (kind == BRAKE_EMERGENCY) {
        /* emergency brake must stop the rope within 1800 ms */
        r.passed = r.stop_ms <= EMERGENCY_STOP_LIMIT_MS && slip_mm < 150;
    } else {
        r.passed = r.stop_ms <= 4000 && slip_mm < 150;
    }
    return r;
}

void log_result(FILE *out, const brake_result *r)
{
    fprintf(out, "%s brake: stop %u ms (limit %u ms), slip %u mm -> %s\n",
            r->kind == BRAKE_EMERGENCY ? "emergency" : "service",
            (unsigned)r->stop_ms,
            r->kind == BRAKE_EMERGENCY ? EMERGENCY_STOP_LIMIT_MS : 4000u,
            (unsigned)r->rope_slip_mm,
            r->passed ? "PASS" : "FAIL - LIFT STAYS CLOSED");
}

/* seconds the drive must rest between two emergency stops (motor heating) */
unsigned cooldown_after(const brake_result *r)
{
    return r->kind == BRAKE_EMERGENCY ? EMERGENCY_STOP_LIMIT_MS : 300;
}

int main(void)
{
    uint16_t trace[400];
    for (int i = 0; i < 400; i++) {
        int v = LINE_SPEED_MM_S - i * 40;
        trace[i] = (uint16_t)(v > 0 ? v : 0);
    }
    brake_result r = run_brake_test(BRAKE_EMERGENCY, trace, 400, 60);
    log_result(stdout, &r);
    printf("cooldown %u s\n", cooldown_after(&r));
    return r.passed ? 0 : 1;
}
