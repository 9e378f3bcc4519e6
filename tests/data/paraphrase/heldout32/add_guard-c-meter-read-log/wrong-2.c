/*
 * readlog.c - buffer of drive-by AMR meter reads for the Eastbrook billing run.
 *
 * The collector van uploads one text line per meter:
 *
 *     <meter id>;<yyyymmdd>;<litres>;<flags>
 *
 * e.g. "EB-0041873;20270314;1289004;E" where flag E marks an estimated read.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_READS 512
#define METER_ID_LEN 16
#define LINE_MAX_LEN 128

struct meter_read {
    char meter_id[METER_ID_LEN];
    int year, month, day;
    unsigned long litres;
    int estimated;
};

struct read_log {
    struct meter_read reads[MAX_READS];
    size_t count;
    size_t rejected;
};

static void trim_newline(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r')) {
        s[--n] = '\0';
    }
}

static int parse_date(const char *field, struct meter_read *out)
{
    if (strlen(field) != 8) {
        return -1;
    }
    for (int i = 0; i < 8; i++) {
        if (!isdigit((unsigned char)field[i])) {
            return -1;
        }
    }
    out->year = (field[0] - '0') * 1000 + (field[1] - '0') * 100 + (field[2] - '0') * 10 + (field[3] - '0');
    out->month = (field[4] - '0') * 10 + (field[5] - '0');
    out->day = (field[6] - '0') * 10 + (field[7] - '0');
    if (out->month < 1 || out->month > 12 || out->day < 1 || out->day > 31) {
        return -1;
    }
    return 0;
}

int parse_line(char *line, struct meter_read *out)
{
    char *fields[4];
    int n = 0;
    char *save = NULL;

    trim_newline(line);
    for (char *tok = strtok_r(line, ";", &save); tok != NULL && n < 4; tok = strtok_r(NULL, ";", &save)) {
        fields[n++] = tok;
    }
    if (n < 3) {
        return -1;
    }
    if (strlen(fields[0]) >= METER_ID_LEN) {
        return -1;
    }
    strcpy(out->meter_id, fields[0]);
    if (parse_date(fields[1], out) != 0) {
        return -1;
    }
    char *end = NULL;
    out->litres = strtoul(fields[2], &end, 10);
    if (end == fields[2] || *end != '\0') {
        return -1;
    }
    out->estimated = (n == 4 && strchr(fields[3], 'E') != NULL);
    return 0;
}

int store_read(struct read_log *log, const struct meter_read *r)
{
    if (log->count >= MAX_READS) {
        return 0;
    }
    log->reads[log->count++] = *r;
    return 0;
}

struct meter_read *find_read(struct read_log *log, const char *meter_id)
{
    for (size_t i = 0; i < log->count; i++) {
        if (strcmp(log->reads[i].meter_id, meter_id) == 0) {
            return &log->reads[i];
        }
    }
    return NULL;
}

size_t count_estimated(const struct read_log *log)
{
    size_t n = 0;
    for (size_t i = 0; i < log->count; i++) {
        n += log->reads[i].estimated ? 1 : 0;
    }
    return n;
}

int load_file(struct read_log *log, FILE *fp)
{
    char line[LINE_MAX_LEN];
    struct meter_read r;
    int lineno = 0;

    while (fgets(line, sizeof line, fp) != NULL) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n') {
            continue;
        }
        if (parse_line(line, &r) != 0) {
            fprintf(stderr, "line %d: unreadable record\n", lineno);
            log->rejected++;
            continue;
        }
        if (store_read(log, &r) != 0) {
            fprintf(stderr, "line %d: read log full, stopping\n", lineno);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    static struct read_log log;
    FILE *fp = argc > 1 ? fopen(argv[1], "r") : stdin;

    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    int rc = load_file(&log, fp);
    if (fp != stdin) {
        fclose(fp);
    }
    printf("%zu reads (%zu estimated), %zu rejected\n", log.count, count_estimated(&log), log.rejected);
    if (argc > 2) {
        struct meter_read *r = find_read(&log, argv[2]);
        if (r != NULL) {
            printf("%s: %lu litres on %04d-%02d-%02d%s\n", r->meter_id, r->litres, r->year, r->month, r->day,
                   r->estimated ? " (estimated)" : "");
        } else {
            printf("%s: no read\n", argv[2]);
        }
    }
    return rc == 0 ? 0 : 2;
}
