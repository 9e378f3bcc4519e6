/*
 * feeder_protect.c - voltage and current protection for the feeder relay.
 *
 * Called from the 1 kHz sampling ISR with RMS values computed over the last
 * cycle. All limits are in per-unit of the nominal values configured at boot.
 */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "feeder_protect.h"

#define OV_LIMIT_PU        1.10f   /* overvoltage trip */
#define UV_LIMIT_PU        0.85f   /* undervoltage trip */
#define OC_LIMIT_PU        1.50f   /* overcurrent pickup */
#define OV_DELAY_MS        200u
#define UV_DELAY_MS        500u
#define RECLOSE_ATTEMPTS   3u
#define RECLOSE_DEAD_MS    1500u

typedef enum {
    STATE_NORMAL = 0,
    STATE_PICKUP,
    STATE_TRIPPED,
    STATE_LOCKOUT
} prot_state_t;

typedef struct {
    prot_state_t state;
    uint32_t ov_timer_ms;
    uint32_t uv_timer_ms;
    uint32_t dead_timer_ms;
    uint8_t reclose_count;
    uint16_t trip_cause;
    float i2t_acc;
} prot_ctx_t;

static prot_ctx_t ctx;

/* Event log ring, read by the comms task. */
#define EVLOG_SIZE 64u
static prot_event_t evlog[EVLOG_SIZE];
static volatile uint32_t evlog_head;

static void log_event(uint16_t cause, float v_pu, float i_pu)
{
    prot_event_t *e = &evlog[evlog_head % EVLOG_SIZE];
    e->cause = cause;
    e->v_pu = v_pu;
    e->i_pu = i_pu;
    e->timestamp_ms = hal_millis();
    evlog_head++;
}

void prot_init(void)
{
    memset(&ctx, 0, sizeof ctx);
    memset(evlog, 0, sizeof evlog);
    evlog_head = 0;
    ctx.state = STATE_NORMAL;
}

static void trip(uint16_t cause, float v_pu, float i_pu)
{
    hal_breaker_open();
    ctx.state = STATE_TRIPPED;
    ctx.trip_cause = cause;
    ctx.dead_timer_ms = 0;
    log_event(cause, v_pu, i_pu);
}

/* Inverse-time overcurrent (IEC standard inverse, simplified i2t accumulator). */
static bool overcurrent(float i_pu, uint32_t dt_ms)
{
    if (i_pu > OC_LIMIT_PU) {
        ctx.i2t_acc += (i_pu * i_pu - 1.0f) * (float)dt_ms / 1000.0f;
    } else if (ctx.i2t_acc > 0.0f) {
        ctx.i2t_acc -= 0.1f * (float)dt_ms / 1000.0f;
        if (ctx.i2t_acc < 0.0f) {
            ctx.i2t_acc = 0.0f;
        }
    }
    return ctx.i2t_acc > 13.5f;
}

static bool overvoltage(float v_pu, uint32_t dt_ms)
{
    if (v_pu >= OV_LIMIT_PU) {
        ctx.ov_timer_ms += dt_ms;
    } else {
        ctx.ov_timer_ms = 0;
    }
    return ctx.ov_timer_ms >= OV_DELAY_MS;
}

static bool undervoltage(float v_pu, uint32_t dt_ms)
{
    /* Dead bus (breaker open upstream) is not an undervoltage event. */
    if (v_pu < 0.05f) {
        ctx.uv_timer_ms = 0;
        return false;
    }
    if (v_pu <= UV_LIMIT_PU) {
        ctx.uv_timer_ms += dt_ms;
    } else {
        ctx.uv_timer_ms = 0;
    }
    return ctx.uv_timer_ms >= UV_DELAY_MS;
}

static void try_reclose(uint32_t dt_ms)
{
    ctx.dead_timer_ms += dt_ms;
    if (ctx.dead_timer_ms < RECLOSE_DEAD_MS) {
        return;
    }
    if (ctx.reclose_count >= RECLOSE_ATTEMPTS) {
        ctx.state = STATE_LOCKOUT;
        log_event(CAUSE_LOCKOUT, 0.0f, 0.0f);
        return;
    }
    ctx.reclose_count++;
    ctx.i2t_acc = 0.0f;
    hal_breaker_close();
    ctx.state = STATE_NORMAL;
}

void prot_step(float v_pu, float i_pu, uint32_t dt_ms)
{
    switch (ctx.state) {
    case STATE_NORMAL:
    case STATE_PICKUP:
        if (overcurrent(i_pu, dt_ms)) {
            trip(CAUSE_OVERCURRENT, v_pu, i_pu);
        } else if (overvoltage(v_pu, dt_ms)) {
            trip(CAUSE_OVERVOLTAGE, v_pu, i_pu);
        } else if (undervoltage(v_pu, dt_ms)) {
            trip(CAUSE_UNDERVOLTAGE, v_pu, i_pu);
        } else {
            ctx.state = (ctx.ov_timer_ms || ctx.uv_timer_ms || ctx.i2t_acc > 0.0f)
                            ? STATE_PICKUP : STATE_NORMAL;
        }
        break;
    case STATE_TRIPPED:
        /* Only overcurrent trips auto-reclose; voltage trips wait for the operator. */
        if (ctx.trip_cause == CAUSE_OVERCURRENT) {
            try_reclose(dt_ms);
        }
        break;
    case STATE_LOCKOUT:
    default:
        break;
    }
}

void prot_operator_reset(void)
{
    if (ctx.state == STATE_TRIPPED || ctx.state == STATE_LOCKOUT) {
        ctx.reclose_count = 0;
        ctx.ov_timer_ms = 0;
        ctx.uv_timer_ms = 0;
        ctx.i2t_acc = 0.0f;
        hal_breaker_close();
        ctx.state = STATE_NORMAL;
        log_event(CAUSE_OPERATOR_RESET, 0.0f, 0.0f);
    }
}

uint32_t prot_events_since(uint32_t since, prot_event_t *out, uint32_t max)
{
    uint32_t n = 0;
    uint32_t head = evlog_head;
    if (head - since > EVLOG_SIZE) {
        since = head - EVLOG_SIZE;
    }
    while (since != head && n < max) {
        out[n++] = evlog[since % EVLOG_SIZE];
        since++;
    }
    return n;
}
