/* Dimmer output stage of the Gantry Street desk: channel levels through
 * their dimmer curves into the 512-slot DMX frame. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum curve_kind { CURVE_LINEAR, CURVE_SQUARE, CURVE_INV_SQUARE, CURVE_SWITCH };

struct channel {
    uint16_t number;          /* 1-512 */
    uint8_t level;            /* 0-255 */
    enum curve_kind curve;
};

static uint8_t apply_curve(uint8_t level, enum curve_kind kind);

static uint8_t scale_level(uint8_t level, uint8_t master)
{
    return (uint8_t)((level * master + 127) / 255);
}

void render_frame(const struct channel *chans, size_t n, uint8_t master, uint8_t dmx[512])
{
    for (size_t i = 0; i < n; i++) {
        uint8_t out = apply_curve(chans[i].level, chans[i].curve);
        dmx[chans[i].number - 1] = scale_level(out, master);
    }
}

uint8_t preview_level(uint8_t level)
{
    return apply_curve(level, CURVE_SQUARE);
}

static uint8_t apply_curve(uint8_t level, enum curve_kind kind)
{
    switch (kind) {
    case CURVE_SQUARE:
        return (uint8_t)((level * level + 127) / 255);
    case CURVE_INV_SQUARE:
        return (uint8_t)(255 - ((255 - level) * (255 - level) + 127) / 255);
    case CURVE_SWITCH:
        return level >= 128 ? 255 : 0;
    case CURVE_LINEAR:
    default:
        return level;
    }
}

int main(void)
{
    struct channel rig[] = {
        { 1, 200, CURVE_SQUARE },
        { 2, 128, CURVE_LINEAR },
        { 17, 90, CURVE_SWITCH },
    };
    uint8_t dmx[512] = { 0 };
    render_frame(rig, sizeof rig / sizeof rig[0], 255, dmx);
    printf("%d %d %d %d\n", dmx[0], dmx[1], dmx[16], preview_level(64));
    return 0;
}
