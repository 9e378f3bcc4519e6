/* csvcut.c - print selected columns of a CSV file.
 *
 * usage: csvcut -f 1,3 [-d ,] [file]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_LINE 4096
#define MAX_FIELDS 64

static char delim = ',';

/* Split line in place; returns the number of fields. */
static int split(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;

    fields[n++] = p;
    while (*p && n < max) {
        if (*p == delim) {
            *p = '\0';
            fields[n++] = p + 1;
        } else if (*p == '\n') {
            *p = '\0';
            break;
        }
        p++;
    }
    return n;
}

static int parse_list(const char *spec, int *cols, int max)
{
    char buf[256];
    int n = 0;

    strncpy(buf, spec, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    for (char *tok = strtok(buf, ","); tok && n < max; tok = strtok(NULL, ",")) {
        int c = atoi(tok);
        if (c < 1) {
            fprintf(stderr, "csvcut: bad column '%s'\n", tok);
            exit(2);
        }
        cols[n++] = c - 1;
    }
    return n;
}

int main(int argc, char **argv)
{
    char line[MAX_LINE];
    char *fields[MAX_FIELDS];
    int cols[MAX_FIELDS];
    int ncols = 0, opt;
    FILE *in = stdin;

    while ((opt = getopt(argc, argv, "f:d:")) != -1) {
        switch (opt) {
        case 'f': ncols = parse_list(optarg, cols, MAX_FIELDS); break;
        case 'd': delim = optarg[0]; break;
        default:
            fprintf(stderr, "usage: csvcut -f LIST [-d C] [file]\n");
            return 2;
        }
    }
    if (ncols == 0) {
        fprintf(stderr, "csvcut: -f is required\n");
        return 2;
    }
    if (optind < argc && !(in = fopen(argv[optind], "r"))) {
        perror(argv[optind]);
        return 1;
    }
    while (fgets(line, sizeof line, in)) {
        int n = split(line, fields, MAX_FIELDS);
        for (int i = 0; i < ncols; i++) {
            if (i) putchar(delim);
            if (cols[i] < n) fputs(fields[cols[i]], stdout);
        }
        putchar('\n');
    }
    if (in != stdin) fclose(in);
    return 0;
}
