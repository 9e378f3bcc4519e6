/* fridge.c - blood fridge stock and temperature monitor for the issue room */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FRIDGE_CAPACITY 64
#define MAX_UNITS_PER_REQUEST 6
#define TEMP_MIN_C 2.0
#define TEMP_MAX_C 6.0
#define ALARM_AFTER_READINGS 3

typedef struct {
    char unit_id[16];
    char abo_rh[4];
    time_t expires;
    int reserved;
} unit_t;

typedef struct {
    unit_t units[FRIDGE_CAPACITY];
    int n_units;
    double readings[8];
    int n_readings;
    int out_of_range;
} fridge_t;

static void fridge_init(fridge_t *f)
{
    memset(f, 0, sizeof *f);
}

static int fridge_add(fridge_t *f, const char *unit_id, const char *abo_rh, time_t expires)
{
    if (f->n_units >= FRIDGE_CAPACITY) {
        fprintf(stderr, "fridge full (%d units), cannot add %s\n", FRIDGE_CAPACITY, unit_id);
        return -1;
    }
    unit_t *u = &f->units[f->n_units++];
    strncpy(u->unit_id, unit_id, sizeof u->unit_id - 1);
    strncpy(u->abo_rh, abo_rh, sizeof u->abo_rh - 1);
    u->expires = expires;
    u->reserved = 0;
    return 0;
}

static int fridge_remove_expired(fridge_t *f, time_t now)
{
    int kept = 0, removed = 0;
    for (int i = 0; i < f->n_units; i++) {
        if (f->units[i].expires <= now) {
            removed++;
            continue;
        }
        f->units[kept++] = f->units[i];
    }
    f->n_units = kept;
    return removed;
}

static int fridge_reserve(fridge_t *f, const char *abo_rh, int wanted, const char **picked)
{
    if (wanted > MAX_UNITS_PER_REQUEST) {
        wanted = MAX_UNITS_PER_REQUEST;
    }
    int got = 0;
    for (int i = 0; i < f->n_units && got < wanted; i++) {
        unit_t *u = &f->units[i];
        if (!u->reserved && strcmp(u->abo_rh, abo_rh) == 0) {
            u->reserved = 1;
            picked[got++] = u->unit_id;
        }
    }
    return got;
}

static int fridge_record_temp(fridge_t *f, double celsius)
{
    int slot = f->n_readings % 8;
    f->readings[slot] = celsius;
    f->n_readings++;
    if (celsius < TEMP_MIN_C || celsius > TEMP_MAX_C) {
        f->out_of_range++;
    } else {
        f->out_of_range = 0;
    }
    return f->out_of_range >= ALARM_AFTER_READINGS;
}

static double fridge_mean_temp(const fridge_t *f)
{
    int n = f->n_readings < 8 ? f->n_readings : 8;
    if (n == 0) {
        return 0.0;
    }
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        sum += f->readings[i];
    }
    return sum / n;
}

static int fridge_count_available(const fridge_t *f, const char *abo_rh)
{
    int n = 0;
    for (int i = 0; i < f->n_units; i++) {
        const unit_t *u = &f->units[i];
        if (!u->reserved && strcmp(u->abo_rh, abo_rh) == 0) {
            n++;
        }
    }
    return n;
}

static void fridge_print(const fridge_t *f, time_t now)
{
    printf("units: %d/%d, mean temp %.1f C\n", f->n_units, FRIDGE_CAPACITY, fridge_mean_temp(f));
    for (int i = 0; i < f->n_units; i++) {
        const unit_t *u = &f->units[i];
        double hours = difftime(u->expires, now) / 3600.0;
        printf("  %-12s %-3s %6.1f h %s\n", u->unit_id, u->abo_rh, hours, u->reserved ? "RESERVED" : "");
    }
}

int main(void)
{
    fridge_t fridge;
    fridge_init(&fridge);
    time_t now = time(NULL);

    fridge_add(&fridge, "NG2611-0041", "O-", now + 36 * 3600);
    fridge_add(&fridge, "NG2611-0042", "A+", now + 240 * 3600);
    fridge_add(&fridge, "NG2611-0043", "O-", now - 3600);
    fridge_add(&fridge, "NG2611-0044", "B+", now + 72 * 3600);

    int removed = fridge_remove_expired(&fridge, now);
    printf("removed %d expired unit(s)\n", removed);

    const char *picked[MAX_UNITS_PER_REQUEST];
    int got = fridge_reserve(&fridge, "O-", 2, picked);
    for (int i = 0; i < got; i++) {
        printf("reserved %s\n", picked[i]);
    }

    double temps[] = {4.1, 4.3, 6.4, 6.8, 7.0};
    for (size_t i = 0; i < sizeof temps / sizeof temps[0]; i++) {
        if (fridge_record_temp(&fridge, temps[i])) {
            printf("ALARM: fridge out of range for %d readings\n", ALARM_AFTER_READINGS);
        }
    }

    static const char *groups[] = {"O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"};
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        printf("%-3s %d available\n", groups[i], fridge_count_available(&fridge, groups[i]));
    }

    fridge_print(&fridge, now);
    return EXIT_SUCCESS;
}
