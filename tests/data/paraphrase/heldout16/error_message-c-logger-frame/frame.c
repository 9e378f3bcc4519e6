/* Parser for the 10-minute CSV frames sent by the hill-top loggers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 8

struct frame {
    char station[16];
    long epoch;
    double temp_c;
    double rh_pct;
    double wind_ms;
};

static int split_fields(char *line, char *fields[], int max)
{
    int n = 0;
    char *tok = strtok(line, ",");
    while (tok != NULL && n < max) {
        fields[n++] = tok;
        tok = strtok(NULL, ",");
    }
    return n;
}

int parse_frame(char *line, struct frame *out, int lineno)
{
    char *fields[MAX_FIELDS];
    int n = split_fields(line, fields, MAX_FIELDS);
    if (n != 5) {
        fprintf(stderr, "bad frame\n");
        return -1;
    }
    if (strlen(fields[0]) >= sizeof(out->station)) {
        fprintf(stderr, "line %d: station id too long\n", lineno);
        return -1;
    }
    strcpy(out->station, fields[0]);
    out->epoch = strtol(fields[1], NULL, 10);
    out->temp_c = strtod(fields[2], NULL);
    out->rh_pct = strtod(fields[3], NULL);
    out->wind_ms = strtod(fields[4], NULL);
    if (out->rh_pct < 0.0 || out->rh_pct > 100.0) {
        fprintf(stderr, "bad frame\n");
        return -1;
    }
    return 0;
}

int main(void)
{
    char line[256];
    struct frame fr;
    int lineno = 0;
    int bad = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        if (parse_frame(line, &fr, lineno) != 0) {
            bad++;
            continue;
        }
        printf("%s %ld %.1f %.0f %.1f\n", fr.station, fr.epoch, fr.temp_c, fr.rh_pct, fr.wind_ms);
    }
    return bad > 0 ? 1 : 0;
}
