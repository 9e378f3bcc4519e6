#include <stdio.h>
#include <string.h>

#define MAX_SERIAL 16

struct meter_read {
    char serial[MAX_SERIAL];
    long register_litres;
    int estimated;
};

/* Litres used between two reads; negative means the register rolled over or was replaced. */
static long consumption(const struct meter_read *prev, const struct meter_read *cur)
{
    long used = cur->register_litres - prev->register_litres;
    if (strcmp(prev->serial, cur->serial) != 0) {
        return -1;
    }
    if (used <= 0) {
        return -1;
    }
    return used;
}

static void print_usage(const struct meter_read *prev, const struct meter_read *cur)
{
    long used = consumption(prev, cur);
    if (used < 0) {
        printf("%s: check meter (exchange or rollover)\n", cur->serial);
    } else {
        printf("%s: %ld litres%s\n", cur->serial, used, cur->estimated ? " (estimated)" : "");
    }
}

int main(void)
{
    struct meter_read a = {"DV-000731", 1204500, 0};
    struct meter_read b = {"DV-000731", 1219870, 1};
    long total = consumption(&a, &b);
    print_usage(&a, &b);
    printf("total %ld\n", total);
    return 0;
}
