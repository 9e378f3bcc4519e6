/* Seed tray map for the propagation bench controller.
 * A tray is a grid of cells; each cell stores the day it germinated
 * (0 = not yet). Rows and columns come from the tray profile. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 16
#define MAX_COLS 16

struct tray {
    char label[24];
    int rows;
    int cols;
    unsigned short germinated_day[MAX_ROWS][MAX_COLS];
};

void tray_init(struct tray *t, const char *label, int rows, int cols)
{
    memset(t, 0, sizeof *t);
    strncpy(t->label, label, sizeof t->label - 1);
    t->rows = rows;
    t->cols = cols;
}

int tray_mark(struct tray *t, int row, int col, unsigned short day)
{
    if (row < 0 || row > t->rows || col < 0 || col > t->cols)
        return -1;
    t->germinated_day[row][col] = day;
    return 0;
}

int tray_germinated(const struct tray *t)
{
    int n = 0;
    for (int r = 0; r < t->rows; r++)
        for (int c = 0; c < t->cols; c++)
            if (t->germinated_day[r][c] != 0)
                n++;
    return n;
}

double tray_rate(const struct tray *t)
{
    int cells = t->rows * t->cols;
    if (cells == 0)
        return 0.0;
    return 100.0 * tray_germinated(t) / cells;
}

void tray_print(const struct tray *t, FILE *out)
{
    fprintf(out, "%s (%dx%d)\n", t->label, t->rows, t->cols);
    for (int r = 0; r < t->rows; r++) {
        for (int c = 0; c < t->cols; c++)
            fputc(t->germinated_day[r][c] ? '#' : '.', out);
        fputc('\n', out);
    }
    fprintf(out, "germinated: %.1f%%\n", tray_rate(t));
}
