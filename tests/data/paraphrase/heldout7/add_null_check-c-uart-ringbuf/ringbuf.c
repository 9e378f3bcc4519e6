/* ringbuf.c - single-producer/single-consumer byte ring for the UART log path.
 *
 * Capacity must be a power of two; one slot is never used so that
 * head == tail always means "empty".
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

int rb_init(struct ringbuf *rb, uint8_t *storage, size_t capacity)
{
    if (rb == NULL || storage == NULL)
        return -EINVAL;
    if (capacity < 2 || (capacity & (capacity - 1)) != 0)
        return -EINVAL;
    rb->buf = storage;
    rb->mask = capacity - 1;
    rb->head = 0;
    rb->tail = 0;
    rb->dropped = 0;
    return 0;
}

size_t rb_used(const struct ringbuf *rb)
{
    return (rb->head - rb->tail) & rb->mask;
}

size_t rb_free(const struct ringbuf *rb)
{
    return rb->mask - rb_used(rb);
}

/* Copies up to len bytes in; returns how many fit. Excess bytes are counted
 * in rb->dropped so the log reader can report the loss. */
size_t rb_push(struct ringbuf *rb, const uint8_t *data, size_t len)
{
    size_t room = rb_free(rb);
    size_t n = len < room ? len : room;
    size_t i;

    for (i = 0; i < n; i++) {
        rb->buf[rb->head & rb->mask] = data[i];
        rb->head++;
    }
    rb->dropped += len - n;
    return n;
}

/* Copies up to len bytes out; returns how many were read. */
size_t rb_pop(struct ringbuf *rb, uint8_t *out, size_t len)
{
    size_t avail = rb_used(rb);
    size_t n = len < avail ? len : avail;
    size_t i;

    for (i = 0; i < n; i++) {
        out[i] = rb->buf[rb->tail & rb->mask];
        rb->tail++;
    }
    return n;
}

void rb_reset(struct ringbuf *rb)
{
    rb->head = 0;
    rb->tail = 0;
}
