from lib import E, case

ORIG = r'''/* Dimmer output stage of the Gantry Street desk: channel levels through
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
'''

PROTO = E("static uint8_t apply_curve(uint8_t level, enum curve_kind kind);", "static uint8_t apply_curve(enum curve_kind kind, uint8_t level);")
DEF = E("static uint8_t apply_curve(uint8_t level, enum curve_kind kind)\n{", "static uint8_t apply_curve(enum curve_kind kind, uint8_t level)\n{")
C1 = E("apply_curve(chans[i].level, chans[i].curve);", "apply_curve(chans[i].curve, chans[i].level);")
C2 = E("apply_curve(level, CURVE_SQUARE);", "apply_curve(CURVE_SQUARE, level);")

case(
    "swap_params-c-apply-curve", "dimmer.c", "swap_params", "c", ORIG,
    [
        ("terse", "apply_curve(level, kind) -> apply_curve(kind, level)"),
        ("polite", "Could you swap the two parameters of apply_curve so the curve kind comes first and the level second? Please update the prototype, the definition and both calls, and leave scale_level as it is."),
        ("declarative", "apply_curve takes the curve kind as its first argument and the level as its second."),
        ("other", "every other function in the desk code takes the curve first. flip apply_curve's params to match + fix callers"),
    ],
    [
        ("right-1.c", "right", "prototype, definition and both calls swapped consistently", [PROTO, DEF, C1, C2]),
        ("wrong-1.c", "wrong", "preview_level still calls apply_curve(level, CURVE_SQUARE): compiles, but passes the level as the kind", [PROTO, DEF, C1]),
        ("wrong-2.c", "wrong", "the forward prototype keeps the old order: conflicting types for apply_curve", [DEF, C1, C2], "broken"),
        ("wrong-3.c", "wrong", "swapped everywhere, but render_frame now writes dmx[chans[i].number] (the - 1 was lost), off by one slot",
         [PROTO, DEF, C1, C2, E("dmx[chans[i].number - 1]", "dmx[chans[i].number]")]),
        ("wrong-4.c", "wrong", "scale_level's parameters were swapped instead of apply_curve's",
         [E("static uint8_t scale_level(uint8_t level, uint8_t master)", "static uint8_t scale_level(uint8_t master, uint8_t level)"),
          E("scale_level(out, master);", "scale_level(master, out);")]),
    ],
)
