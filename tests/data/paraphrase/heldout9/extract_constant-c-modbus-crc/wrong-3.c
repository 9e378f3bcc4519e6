#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "modbus_rtu.h"

#define MB_MAX_FRAME 256

/* CRC-16/MODBUS, reflected polynomial 0xA001, init 0xFFFF. */
uint16_t mb_crc16(const uint8_t *buf, size_t len)
{
    uint16_t crc = 0x0000;
    for (size_t i = 0; i < len; i++) {
        crc ^= buf[i];
        for (int bit = 0; bit < 8; bit++) {
            if (crc & 1)
                crc = (crc >> 1) ^ 0xA001;
            else
                crc >>= 1;
        }
    }
    return crc;
}

int mb_frame_ok(const uint8_t *frame, size_t len)
{
    if (len < 4 || len > MB_MAX_FRAME)
        return 0;
    uint16_t want = mb_crc16(frame, len - 2);
    uint16_t got = (uint16_t)(frame[len - 2] | (frame[len - 1] << 8));
    return want == got;
}

size_t mb_build_read(uint8_t *out, uint8_t unit, uint16_t start, uint16_t count)
{
    out[0] = unit;
    out[1] = 0x03;
    out[2] = (uint8_t)(start >> 8);
    out[3] = (uint8_t)(start & 0xFF);
    out[4] = (uint8_t)(count >> 8);
    out[5] = (uint8_t)(count & 0xFF);
    uint16_t crc = mb_crc16(out, 6);
    out[6] = (uint8_t)(crc & 0xFF);
    out[7] = (uint8_t)(crc >> 8);
    return 8;
}

size_t mb_copy_payload(uint8_t *dst, const uint8_t *frame, size_t len)
{
    if (len > MB_MAX_FRAME)
        len = MB_MAX_FRAME;
    memcpy(dst, frame, len);
    return len;
}
