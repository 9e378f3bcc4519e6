#include <stddef.h>
#include <string.h>

#define MAX_NAME 32

struct user {
    char name[MAX_NAME];
    int age;
    int active;
};

/* Number of active users who are at least min_age years old. */
size_t count_eligible(const struct user *users, size_t n, int min_age)
{
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (users[i].active && users[i].age > min_age) {
            count++;
        }
    }
    return count;
}

/* Index of the first user older than max_age, or -1. */
long first_over(const struct user *users, size_t n, int max_age)
{
    for (size_t i = 0; i < n; i++) {
        if (users[i].age >= max_age) {
            return (long)i;
        }
    }
    return -1;
}

int copy_name(struct user *u, const char *name)
{
    size_t len = strlen(name);
    if (len >= MAX_NAME) {
        return -1;
    }
    memcpy(u->name, name, len + 1);
    return 0;
}
