/* Day-tank fuel accounting for the MV Skerra Lass engine-room logger. */
#include <stdio.h>
#include <string.h>

#define TANK_NAME_LEN 16

struct tank {
    char name[TANK_NAME_LEN];
    double capacity_l;
    double level_l;
    double low_alarm_l;
};

static void tank_init(struct tank *t, const char *name, double capacity, double low_alarm)
{
    strncpy(t->name, name, TANK_NAME_LEN - 1);
    t->name[TANK_NAME_LEN - 1] = '\0';
    t->capacity_l = capacity;
    t->level_l = 0.0;
    t->low_alarm_l = low_alarm;
}

/* Transfer fuel from the storage tank into the day tank. Returns litres moved. */
static double tank_fill(struct tank *t, double litres)
{
    double room = t->capacity_l - t->level_l;
    double moved = litres < room ? litres : room;
    t->level_l += moved;
    return moved;
}

/* Record fuel drawn by the engines. Returns 0 on success, -1 on a bad reading. */
static int tank_draw(struct tank *t, double litres)
{
    if (litres > t->level_l) {
        return -1;
    }
    t->level_l -= litres;
    if (t->level_l < t->low_alarm_l) {
        fprintf(stderr, "%s: low level alarm (%.0f l)\n", t->name, t->level_l);
    }
    return 0;
}

int main(void)
{
    struct tank day;
    tank_init(&day, "day-port", 2400.0, 400.0);
    tank_fill(&day, 2000.0);
    if (tank_draw(&day, 180.5) != 0) {
        fprintf(stderr, "rejected reading\n");
    }
    printf("%s: %.1f l\n", day.name, day.level_l);
    return 0;
}
