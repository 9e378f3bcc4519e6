/*
 * Axle counter evaluator for the Kelso Road level crossing.
 *
 * Each section has a counting head at either end. A section is clear when as
 * many axles have left it as entered it, and it is not disturbed. After a
 * disturbance (a head fault, a count going negative) the section stays
 * occupied until the signaller resets it and a sweep train has passed.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAX_SECTIONS 12
#define HEAD_TIMEOUT_MS 1500u
#define SWEEP_MIN_AXLES 4

enum section_state {
    SECTION_CLEAR,
    SECTION_OCCUPIED,
    SECTION_DISTURBED,
    SECTION_RESET_PENDING,
};

struct section {
    uint16_t axles_in;
    uint16_t axles_out;
    enum section_state state;
    uint32_t last_head_ms;
    uint16_t sweep_axles;
};

static struct section sections[MAX_SECTIONS];
static unsigned reset_count;

void sections_init(void)
{
    memset(sections, 0, sizeof sections);
    for (int i = 0; i < MAX_SECTIONS; i++) {
        sections[i].state = SECTION_CLEAR;
    }
    reset_count = 0;
}

static void disturb(struct section *s)
{
    s->state = SECTION_DISTURBED;
    s->sweep_axles = 0;
}

/* An axle passed the entry head of the section. */
int section_count_in(int sec, uint32_t now_ms)
{
    if (sec < 0 || sec >= MAX_SECTIONS) {
        return -1;
    }
    struct section *s = &sections[sec];
    s->axles_in++;
    s->last_head_ms = now_ms;
    if (s->state == SECTION_RESET_PENDING) {
        s->sweep_axles++;
    } else if (s->state == SECTION_CLEAR) {
        s->state = SECTION_OCCUPIED;
    }
    return 0;
}

/* An axle passed the exit head of the section. */
int section_count_out(int sec, uint32_t now_ms)
{
    if (sec < 0 || sec >= MAX_SECTIONS) {
        return -1;
    }
    struct section *s = &sections[sec];
    if (s->axles_out >= s->axles_in && s->state != SECTION_RESET_PENDING) {
        /* more axles out than in: count lost somewhere */
        disturb(s);
        return 1;
    }
    s->axles_out++;
    s->last_head_ms = now_ms;
    if (s->state == SECTION_OCCUPIED && s->axles_out == s->axles_in) {
        s->state = SECTION_CLEAR;
    } else if (s->state == SECTION_RESET_PENDING && s->axles_out == s->axles_in
               && s->sweep_axles >= SWEEP_MIN_AXLES) {
        s->state = SECTION_CLEAR;
    }
    return 0;
}

/* A head reported a fault or stopped answering. */
void section_head_fault(int sec)
{
    if (sec >= 0 && sec < MAX_SECTIONS) {
        disturb(&sections[sec]);
    }
}

/*
 * Signaller's reset after a disturbance: the counts start again from zero and
 * the section waits for a sweep train before it reports clear.
 */
int section_reset(int sec)
{
    if (sec < 0 || sec >= MAX_SECTIONS) {
        return 0;
    }
    struct section *s = &sections[sec];
    if (s->state != SECTION_DISTURBED) {
        return 1;
    }
    s->axles_in = 0;
    s->axles_out = 0;
    s->sweep_axles = 0;
    s->state = SECTION_RESET_PENDING;
    reset_count++;
    return 0;
}

bool section_is_clear(int sec)
{
    return sections[sec].state == SECTION_CLEAR;
}

/* Called every 100 ms: a head that went quiet mid-train disturbs its section. */
void sections_tick(uint32_t now_ms)
{
    for (int i = 0; i < MAX_SECTIONS; i++) {
        struct section *s = &sections[i];
        if (s->state == SECTION_OCCUPIED && s->axles_in != s->axles_out
            && now_ms - s->last_head_ms > HEAD_TIMEOUT_MS * 20u) {
            disturb(s);
        }
    }
}

static const char *state_name(enum section_state st)
{
    switch (st) {
    case SECTION_CLEAR:
        return "clear";
    case SECTION_OCCUPIED:
        return "occupied";
    case SECTION_DISTURBED:
        return "DISTURBED";
    case SECTION_RESET_PENDING:
        return "reset, awaiting sweep";
    }
    return "?";
}

/* One line per section for the maintainer's terminal. */
void sections_dump(FILE *out)
{
    for (int i = 0; i < MAX_SECTIONS; i++) {
        const struct section *s = &sections[i];
        fprintf(out, "S%02d %-22s in=%u out=%u sweep=%u\n", i + 1, state_name(s->state),
                (unsigned)s->axles_in, (unsigned)s->axles_out, (unsigned)s->sweep_axles);
    }
    fprintf(out, "resets since start: %u\n", reset_count);
}
