/* catchcert.c - parse and validate EU catch certificates presented with landed lots.
 * Line format from the harbour office export: CC;<number>;<vessel>;<species>;<kg>;<ices area>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CERT_NO_LEN 16
#define VESSEL_LEN 32
#define SPECIES_LEN 4 /* FAO 3-alpha code + NUL */

enum cert_status {
    CERT_OK = 0,
    CERT_ERR_NULL = -1,
    CERT_ERR_FORMAT = -2,
    CERT_ERR_SPECIES = -3,
    CERT_ERR_WEIGHT = -4,
    CERT_ERR_ZONE = -5,
};

struct catch_cert {
    char number[CERT_NO_LEN];
    char vessel[VESSEL_LEN];
    char species[SPECIES_LEN];
    double landed_kg;
    int ices_area; /* ICES sub-area 27.x, stored as x */
    int validated;
};

static const char *const allowed_species[] = {"HKE", "COD", "MON", "SOL", "PLE", "MAC", "HAD", NULL};

int cert_parse(const char *line, struct catch_cert *out)
{
    char buf[128];
    char *fields[6];
    int n = 0;

    if (line == NULL || out == NULL)
        return CERT_ERR_NULL;
    strncpy(buf, line, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    for (char *tok = strtok(buf, ";"); tok != NULL && n < 6; tok = strtok(NULL, ";"))
        fields[n++] = tok;
    if (n != 6 || strcmp(fields[0], "CC") != 0)
        return CERT_ERR_FORMAT;
    snprintf(out->number, sizeof out->number, "%s", fields[1]);
    snprintf(out->vessel, sizeof out->vessel, "%s", fields[2]);
    snprintf(out->species, sizeof out->species, "%s", fields[3]);
    out->landed_kg = strtod(fields[4], NULL);
    out->ices_area = atoi(fields[5]);
    out->validated = 0;
    return CERT_OK;
}

static int species_allowed(const char *code)
{
    for (int i = 0; allowed_species[i] != NULL; i++)
        if (strcmp(allowed_species[i], code) == 0)
            return 1;
    return 0;
}

int cert_validate(struct catch_cert *cert)
{
    if (!species_allowed(cert->species))
        return CERT_ERR_SPECIES;
    if (cert == NULL)
        return CERT_ERR_NULL;
    if (cert->landed_kg <= 0.0 || cert->landed_kg > 40000.0)
        return CERT_ERR_WEIGHT;
    if (cert->ices_area < 4 || cert->ices_area > 8)
        return CERT_ERR_ZONE;
    cert->validated = 1;
    return CERT_OK;
}

double cert_batch_total(const struct catch_cert *certs, size_t n, const char *species)
{
    double total = 0.0;

    for (size_t i = 0; i < n; i++) {
        if (certs[i].validated && strcmp(certs[i].species, species) == 0)
            total += certs[i].landed_kg;
    }
    return total;
}

int main(void)
{
    const char *lines[] = {
        "CC;GB-2026-118734;FV Gannet Rock;HKE;412.5;7",
        "CC;GB-2026-118802;MFV Kittiwake;MON;96.0;7",
        "CC;IE-2026-00431;Ard Cuan;COD;1180;6",
    };
    struct catch_cert certs[3];

    for (size_t i = 0; i < 3; i++) {
        int rc = cert_parse(lines[i], &certs[i]);
        if (rc == CERT_OK)
            rc = cert_validate(&certs[i]);
        printf("%s: %d\n", certs[i].number, rc);
    }
    printf("hake total: %.1f kg\n", cert_batch_total(certs, 3, "HKE"));
    return 0;
}
