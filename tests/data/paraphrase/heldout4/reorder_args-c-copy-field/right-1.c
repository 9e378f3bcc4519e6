#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define FIELD_MAX 64

struct record {
    char name[FIELD_MAX];
    char email[FIELD_MAX];
    char city[FIELD_MAX];
    uint32_t id;
};

/* copy_field(dst, src, cap): copies at most cap-1 bytes and always terminates dst. */
static size_t copy_field(char *dst, const char *src, size_t cap)
{
    size_t n = strnlen(src, cap - 1);
    memcpy(dst, src, n);
    dst[n] = '\0';
    return n;
}

/* copy_field_upper has the same shape but upper-cases ASCII letters. */
static size_t copy_field_upper(const char *src, char *dst, size_t cap)
{
    size_t n = copy_field(dst, src, cap);
    for (size_t i = 0; i < n; i++) {
        if (dst[i] >= 'a' && dst[i] <= 'z')
            dst[i] = (char)(dst[i] - 'a' + 'A');
    }
    return n;
}

int record_fill(struct record *r, uint32_t id, const char *name, const char *email, const char *city)
{
    if (!r || !name || !email)
        return -1;
    r->id = id;
    copy_field(r->name, name, sizeof r->name);
    copy_field(r->email, email, sizeof r->email);
    copy_field_upper(city ? city : "", r->city, sizeof r->city);
    return 0;
}

/* Number of fields that copy_field would truncate. */
size_t record_truncated_fields(const struct record *r, const char *name, const char *email)
{
    size_t t = 0;
    t += strlen(name) >= sizeof r->name;
    t += strlen(email) >= sizeof r->email;
    return t;
}
