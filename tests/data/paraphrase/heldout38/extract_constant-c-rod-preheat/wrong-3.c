/* Thermocouple reading for the colour-rod preheat kiln (type K on an MAX31855). */
#include <stdint.h>
#include <stdbool.h>

#define PREHEAT_MIN_C 520

extern uint32_t spi_read32(void);

typedef struct {
    int16_t hot_c_x4;   /* hot junction, quarter degrees */
    int16_t cold_c_x16; /* cold junction, sixteenth degrees */
    bool fault;
} tc_reading;

tc_reading tc_read(void)
{
    uint32_t raw = spi_read32();
    tc_reading r;
    r.fault = (raw & 0x00010000u) != 0;
    r.hot_c_x4 = (int16_t)(raw >> 18);
    r.cold_c_x16 = (int16_t)((raw >> 4) & 0x0FFF);
    return r;
}

/* Preheat is done when the rods have sat above 520 C for the soak period. */
bool preheat_ready(const tc_reading *r, uint32_t seconds_above)
{
    if (r->fault)
        return false;
    if (r->hot_c_x4 / 4 <= PREHEAT_MIN_C)
        return false;
    return seconds_above >= 900;
}

/* The kiln must never exceed 560 C or the rods start to slump. */
bool overheat(const tc_reading *r)
{
    return !r->fault && r->hot_c_x4 / 4 > 560;
}
