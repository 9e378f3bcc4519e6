#include <math.h>
#include <stdio.h>

#define PI 3.14159265358979323846

struct turbine {
    int id;
    double heading_deg;
    double flow_dir_deg;
    double rated_kw;
    double output_kw;
};

/* Angle between the rotor axis and the flow, folded into 0..180. */
static double misalignment(const struct turbine *t, int verbose)
{
    double d = fabs(t->heading_deg - t->flow_dir_deg);
    if (d > 180.0)
        d = 360.0 - d;
    return d;
}

/* Output lost to yaw error; bidirectional rotors treat 180 as aligned. */
static double yaw_loss_kw(const struct turbine *t)
{
    double d = misalignment(t, 0);
    if (d > 90.0)
        d = 180.0 - d;
    double rad = d * PI / 180.0;
    return t->rated_kw * (1.0 - cos(rad) * cos(rad));
}

static int worst_turbine(const struct turbine *ts, int n)
{
    int worst = -1;
    double worst_deg = -1.0;
    for (int i = 0; i < n; i++) {
        double d = misalignment(&ts[i], 0);
        if (d > worst_deg) {
            worst_deg = d;
            worst = i;
        }
    }
    return worst;
}

void print_report(const struct turbine *ts, int n)
{
    double lost = 0.0;
    for (int i = 0; i < n; i++) {
        double loss = yaw_loss_kw(&ts[i]);
        lost += loss;
    }
    int w = worst_turbine(ts, n);
    if (w >= 0)
        printf("worst: T%02d, total yaw loss %.0f kW\n", ts[w].id, lost);
}
