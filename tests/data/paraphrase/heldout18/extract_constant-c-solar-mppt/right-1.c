/*
 * Perturb-and-observe maximum power point tracker for the string
 * optimisers on the Kestrel Ridge carports. Called every 100 ms from
 * the control loop with fresh voltage and current readings.
 */
#include <stdint.h>
#include <stdbool.h>

#define V_REF_MIN 180.0f
#define V_REF_MAX 480.0f
#define MPPT_STEP_V 0.5f

typedef struct {
    float v_ref;       /* voltage set point handed to the DC/DC stage */
    float last_power;  /* W, previous cycle */
    float last_v;      /* V, previous cycle */
    uint32_t cycles;
    bool climbing;
} mppt_state;

static float clampf(float value, float lo, float hi)
{
    if (value < lo) {
        return lo;
    }
    if (value > hi) {
        return hi;
    }
    return value;
}

void mppt_init(mppt_state *s, float v_open_circuit)
{
    s->v_ref = clampf(v_open_circuit * 0.78f, V_REF_MIN, V_REF_MAX);
    s->last_power = 0.0f;
    s->last_v = s->v_ref;
    s->cycles = 0;
    s->climbing = true;
}

float mppt_step(mppt_state *s, float v_meas, float i_meas)
{
    float power = v_meas * i_meas;
    float d_power = power - s->last_power;

    /* ignore changes smaller than the sensor noise */
    if (d_power > 0.5f || d_power < -0.5f) {
        bool went_up = v_meas > s->last_v;
        s->climbing = (d_power > 0.0f) == went_up;
    }

    if (s->climbing) {
        s->v_ref = clampf(s->v_ref + MPPT_STEP_V, V_REF_MIN, V_REF_MAX);
    } else {
        s->v_ref = clampf(s->v_ref - MPPT_STEP_V, V_REF_MIN, V_REF_MAX);
    }

    s->last_power = power;
    s->last_v = v_meas;
    s->cycles++;
    return s->v_ref;
}
