/* readconf.c - tiny "key = value" config reader for the sensor daemon. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CONF_LINE_MAX 512
#define MAX_KEY 64
#define MAX_LINES_WARN 1000 /* warn about suspiciously long files */

struct conf_entry {
    char key[MAX_KEY];
    char value[CONF_LINE_MAX];
    struct conf_entry *next;
};

static char *trim(char *s)
{
    char *end;
    while (isspace((unsigned char)*s))
        s++;
    if (*s == '\0')
        return s;
    end = s + strlen(s) - 1;
    while (end > s && isspace((unsigned char)*end))
        *end-- = '\0';
    return s;
}

/* Reads lines of at most CONF_LINE_MAX - 1 characters; longer lines are an error. */
struct conf_entry *conf_read(FILE *fp, int *err_line)
{
    char buf[CONF_LINE_MAX];
    struct conf_entry *head = NULL, **tail = &head;
    int lineno = 0;

    while (fgets(buf, sizeof buf, fp) != NULL) {
        lineno++;
        if (strchr(buf, '\n') == NULL && !feof(fp)) {
            *err_line = lineno; /* line longer than CONF_LINE_MAX */
            return head;
        }
        if (lineno == MAX_LINES_WARN)
            fprintf(stderr, "readconf: more than %d lines\n", MAX_LINES_WARN);
        char *line = trim(buf);
        if (*line == '#' || *line == '\0')
            continue;
        char *eq = strchr(line, '=');
        if (eq == NULL) {
            *err_line = lineno;
            return head;
        }
        *eq = '\0';
        struct conf_entry *e = calloc(1, sizeof *e);
        if (e == NULL)
            return head;
        snprintf(e->key, MAX_KEY, "%s", trim(line));
        snprintf(e->value, CONF_LINE_MAX, "%s", trim(eq + 1));
        *tail = e;
        tail = &e->next;
    }
    *err_line = 0;
    return head;
}

const char *conf_get(const struct conf_entry *e, const char *key)
{
    for (; e != NULL; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e->value;
    return NULL;
}

void conf_free(struct conf_entry *e)
{
    while (e != NULL) {
        struct conf_entry *next = e->next;
        free(e);
        e = next;
    }
}
