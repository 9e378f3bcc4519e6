#include <stdio.h>
#include <string.h>

#define MAX_PLOTS 64
#define DAYS 7

/* Watering rota for the Hollins Lane allotments: each plot holder takes
 * one evening a week at the shared tanks. */

struct plot {
    char id[8];
    char holder[40];
    int evening;      /* 0 = Monday ... 6 = Sunday, -1 = not on the rota */
    int tank_litres;  /* capacity of the nearest tank */
};

static const char *day_names[DAYS] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

int holders_on(const struct plot *plots, int n, int evening, const struct plot **out, int max_out)
{
    if (evening < 0 || evening > DAYS) {
        return 0;
    }
    int found = 0;
    for (int i = 0; i < n && found < max_out; i++) {
        if (plots[i].evening == evening) {
            out[found++] = &plots[i];
        }
    }
    return found;
}

int litres_needed(const struct plot *p, int rainy_days)
{
    int base = p->tank_litres / 4;
    return base - rainy_days * 10;
}

void print_rota(const struct plot *plots, int n)
{
    const struct plot *today[MAX_PLOTS];
    for (int d = 0; d < DAYS; d++) {
        int k = holders_on(plots, n, d, today, MAX_PLOTS);
        printf("%s:", day_names[d]);
        for (int i = 0; i < k; i++) {
            printf(" %s (%s)", today[i]->holder, today[i]->id);
        }
        printf("\n");
    }
}

int main(void)
{
    struct plot plots[] = {
        {"A1", "Margit Oyelaran", 0, 400},
        {"A2", "Desmond Farrow", 3, 400},
        {"B4", "Ilse Brandwijk", -1, 250},
        {"B7", "Tomasz Wierzbicki", 5, 250},
    };
    int n = (int)(sizeof plots / sizeof plots[0]);
    print_rota(plots, n);
    printf("A1 needs %d litres after 2 rainy days\n", litres_needed(&plots[0], 2));
    return 0;
}
