#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TRUCKS 24

struct truck {
    char plate[12];
    char pitch[32];
    double tank_litres;
    double fuel_per_hour;
    int generator_on;
};

struct fleet {
    struct truck trucks[MAX_TRUCKS];
    int n;
};

/* Hours of generator time left before the truck needs a refill. */
double hours_left(const struct truck *t)
{
    if (t->fuel_per_hour <= 0.0)
        return -1.0;
    return t->tank_litres / t->fuel_per_hour;
}

struct truck *find_truck(struct fleet *f, const char *plate)
{
    for (int i = 0; i < f->n; i++) {
        if (strcmp(f->trucks[i].plate, plate) == 0)
            return &f->trucks[i];
    }
    return NULL;
}

int refill_due(struct fleet *f, const char *plate, double threshold_hours)
{
    struct truck *t = find_truck(f, plate);
    if (t == NULL)
        return 0;
    double left = hours_left(t);
    return left >= 0.0 && left <= threshold_hours;
}

void print_fleet(const struct fleet *f)
{
    for (int i = 0; i < f->n; i++) {
        const struct truck *t = &f->trucks[i];
        printf("%-10s %-20s %6.1f h\n", t->plate, t->pitch, hours_left(t));
    }
}

int main(void)
{
    struct fleet f = {0};
    strcpy(f.trucks[0].plate, "HL-TACO-3");
    strcpy(f.trucks[0].pitch, "Quayside Market");
    f.trucks[0].tank_litres = 18.0;
    f.trucks[0].fuel_per_hour = 2.4;
    f.n = 1;
    print_fleet(&f);
    printf("refill due: %d\n", refill_due(&f, "HL-CREPE-1", 3.0));
    return 0;
}
