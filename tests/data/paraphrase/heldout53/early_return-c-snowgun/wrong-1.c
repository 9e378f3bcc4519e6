/* snowgun.c - decides which snow guns on the Sonnalm slopes may run tonight. */
#include <stdio.h>
#include <string.h>

#define MAX_GUNS 48
#define WET_BULB_LIMIT_C (-2.5)

struct gun {
    char id[8];
    double wet_bulb_c;
    int water_lpm;
    int faulty;
    int manual_override;
};

/* Returns the water flow in litres per minute the gun should run at, 0 = off. */
int gun_flow(const struct gun *g, int reservoir_low)
{
    if (g->faulty) {
        return 0;
    }
    if (g->wet_bulb_c >= WET_BULB_LIMIT_C) {
        return 0;
    }
    int flow = g->water_lpm;
    if (reservoir_low) {
        flow = flow / 2;
    }
    if (g->wet_bulb_c <= -6.0) {
        flow = flow + flow / 4; /* colder air freezes more water */
    }
    return flow;
}

int total_flow(const struct gun *guns, int n, int reservoir_low)
{
    int sum = 0;
    for (int i = 0; i < n && i < MAX_GUNS; i++) {
        sum += gun_flow(&guns[i], reservoir_low);
    }
    return sum;
}

void print_plan(const struct gun *guns, int n, int reservoir_low)
{
    for (int i = 0; i < n && i < MAX_GUNS; i++) {
        int flow = gun_flow(&guns[i], reservoir_low);
        if (flow > 0) {
            printf("%-6s %4d l/min\n", guns[i].id, flow);
        } else if (guns[i].faulty) {
            printf("%-6s FAULT\n", guns[i].id);
        }
    }
}
