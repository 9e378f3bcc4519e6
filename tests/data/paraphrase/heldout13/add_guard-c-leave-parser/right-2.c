/*
 * leave.c - parse and validate leave requests exported by the HR portal.
 *
 * Input is one request per line, semicolon separated:
 *   employee_id;type;start(YYYY-MM-DD);end(YYYY-MM-DD);half_day(0|1);approver
 *
 * Used by the nightly payroll import; errors are reported per line and the
 * import continues with the next request.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_ID 16
#define MAX_APPROVER 32
#define MAX_FIELDS 6
#define ANNUAL_ALLOWANCE_DAYS 25

enum leave_type {
    LEAVE_ANNUAL,
    LEAVE_SICK,
    LEAVE_PARENTAL,
    LEAVE_UNPAID,
    LEAVE_BEREAVEMENT,
    LEAVE_UNKNOWN
};

struct leave_request {
    char employee_id[MAX_ID];
    enum leave_type type;
    struct tm start;
    struct tm end;
    int half_day;
    char approver[MAX_APPROVER];
};

static const struct {
    const char *code;
    enum leave_type type;
} leave_codes[] = {
    {"ANL", LEAVE_ANNUAL},
    {"SCK", LEAVE_SICK},
    {"PAR", LEAVE_PARENTAL},
    {"UNP", LEAVE_UNPAID},
    {"BER", LEAVE_BEREAVEMENT},
};

static enum leave_type leave_type_from_code(const char *code)
{
    size_t i;

    for (i = 0; i < sizeof(leave_codes) / sizeof(leave_codes[0]); i++) {
        if (strcmp(leave_codes[i].code, code) == 0)
            return leave_codes[i].type;
    }
    return LEAVE_UNKNOWN;
}

const char *leave_type_name(enum leave_type t)
{
    switch (t) {
    case LEAVE_ANNUAL: return "annual";
    case LEAVE_SICK: return "sick";
    case LEAVE_PARENTAL: return "parental";
    case LEAVE_UNPAID: return "unpaid";
    case LEAVE_BEREAVEMENT: return "bereavement";
    default: return "unknown";
    }
}

static int parse_date(const char *s, struct tm *out)
{
    int y, m, d;

    if (sscanf(s, "%4d-%2d-%2d", &y, &m, &d) != 3)
        return -1;
    if (m < 1 || m > 12 || d < 1 || d > 31)
        return -1;
    memset(out, 0, sizeof(*out));
    out->tm_year = y - 1900;
    out->tm_mon = m - 1;
    out->tm_mday = d;
    out->tm_hour = 12;
    return 0;
}

static int split_fields(char *line, char *fields[], int max)
{
    int n = 0;
    char *p = line;

    while (n < max) {
        fields[n++] = p;
        p = strchr(p, ';');
        if (!p)
            break;
        *p++ = '\0';
    }
    return n;
}

/* Parse one line into *out. Returns 0 on success or a negative errno value. */
int parse_leave_line(const char *line, struct leave_request *out)
{
    char buf[256];
    char *fields[MAX_FIELDS];
    size_t len;

    if (!line || !out)
        return -EINVAL;
    len = strcspn(line, "\r\n");
    if (len == 0 || len >= sizeof(buf))
        return -EINVAL;
    memcpy(buf, line, len);
    buf[len] = '\0';

    if (split_fields(buf, fields, MAX_FIELDS) != MAX_FIELDS)
        return -EINVAL;

    memset(out, 0, sizeof(*out));
    strncpy(out->employee_id, fields[0], sizeof(out->employee_id) - 1);
    out->type = leave_type_from_code(fields[1]);
    if (out->type == LEAVE_UNKNOWN)
        return -EINVAL;
    if (parse_date(fields[2], &out->start) != 0 || parse_date(fields[3], &out->end) != 0)
        return -EINVAL;
    out->half_day = atoi(fields[4]) != 0;
    strncpy(out->approver, fields[5], sizeof(out->approver) - 1);
    return 0;
}

/* Working days between start and end inclusive, Monday to Friday. */
double leave_working_days(const struct leave_request *r)
{
    struct tm cur = r->start;
    struct tm end = r->end;
    time_t t_end = mktime(&end);
    double days = 0;

    while (mktime(&cur) <= t_end) {
        if (cur.tm_wday != 0 && cur.tm_wday != 6)
            days += 1;
        cur.tm_mday += 1;
    }
    if (r->half_day && days > 0)
        days -= 0.5;
    return days;
}

int validate_leave(const struct leave_request *r, double days_taken_this_year, char *err, size_t errlen)
{
    struct tm s = r->start, e = r->end;

    if (difftime(mktime(&e), mktime(&s)) < 0) {
        snprintf(err, errlen, "%s: end date before start date", r->employee_id);
        return -1;
    }
    if (r->approver[0] == '\0' && r->type != LEAVE_SICK) {
        snprintf(err, errlen, "%s: %s leave needs an approver", r->employee_id, leave_type_name(r->type));
        return -1;
    }
    if (r->type == LEAVE_ANNUAL && days_taken_this_year + leave_working_days(r) > ANNUAL_ALLOWANCE_DAYS) {
        snprintf(err, errlen, "%s: annual allowance of %d days exceeded", r->employee_id, ANNUAL_ALLOWANCE_DAYS);
        return -1;
    }
    return 0;
}

void format_leave(const struct leave_request *r, char *buf, size_t len)
{
    char s[11], e[11];

    strftime(s, sizeof(s), "%Y-%m-%d", &r->start);
    strftime(e, sizeof(e), "%Y-%m-%d", &r->end);
    snprintf(buf, len, "%-10s %-12s %s..%s %4.1f days%s", r->employee_id, leave_type_name(r->type), s, e,
             leave_working_days(r), r->half_day ? " (half day)" : "");
}

int import_file(FILE *in, FILE *report)
{
    char line[512];
    char msg[160];
    struct leave_request req;
    int lineno = 0, ok = 0, bad = 0;

    while (fgets(line, sizeof(line), in)) {
        lineno++;
        if (line[0] == '#')
            continue;
        if (parse_leave_line(line, &req) != 0) {
            fprintf(report, "line %d: cannot parse\n", lineno);
            bad++;
            continue;
        }
        if (validate_leave(&req, 0, msg, sizeof(msg)) != 0) {
            fprintf(report, "line %d: %s\n", lineno, msg);
            bad++;
            continue;
        }
        format_leave(&req, msg, sizeof(msg));
        fprintf(report, "%s\n", msg);
        ok++;
    }
    fprintf(report, "%d imported, %d rejected\n", ok, bad);
    return bad == 0 ? 0 : 1;
}
