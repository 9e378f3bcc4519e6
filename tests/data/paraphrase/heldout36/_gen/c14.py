from lib import case
orig = '''/* Humidity/temperature polling for the Combe Noire cave controller.
 * Each vault has one SHT-type sensor on the I2C bus; the fan relay runs the
 * misting fan for a fixed burst when humidity drops below the set point. */
#include <stdint.h>
#include <stdio.h>

#define SENSOR_COUNT        3
#define SENSOR_TIMEOUT_MS   1500   /* give up on a sensor read after 1.5 s */
#define SENSOR_RETRIES      2
#define FAN_BURST_MS        1500   /* misting fan burst length */
#define RH_SET_POINT_X10    930    /* 93.0 % */

typedef struct {
    uint8_t  address;
    const char *vault;
    int16_t  rh_x10;     /* last reading, tenths of a percent */
    int16_t  temp_x10;   /* tenths of a degree C */
    uint8_t  failures;
} sensor_t;

static sensor_t sensors[SENSOR_COUNT] = {
    { 0x44, "vault-a", 0, 0, 0 },
    { 0x45, "vault-b", 0, 0, 0 },
    { 0x46, "washing-room", 0, 0, 0 },
};

/* provided by the board support package */
extern int i2c_read_measurement(uint8_t address, int16_t *rh_x10, int16_t *temp_x10, uint32_t timeout_ms);
extern void fan_relay_pulse(uint32_t duration_ms);

static int read_with_retry(sensor_t *s)
{
    for (int attempt = 0; attempt <= SENSOR_RETRIES; attempt++) {
        if (i2c_read_measurement(s->address, &s->rh_x10, &s->temp_x10, SENSOR_TIMEOUT_MS) == 0) {
            s->failures = 0;
            return 0;
        }
    }
    s->failures++;
    return -1;
}

void poll_all(void)
{
    for (int i = 0; i < SENSOR_COUNT; i++) {
        sensor_t *s = &sensors[i];
        if (read_with_retry(s) != 0) {
            printf("%s: no reading (%u failures)\\n", s->vault, s->failures);
            continue;
        }
        if (s->rh_x10 < RH_SET_POINT_X10) {
            fan_relay_pulse(FAN_BURST_MS);
        }
    }
}

/* one-off read used by the commissioning menu */
int probe_sensor(uint8_t address)
{
    int16_t rh, t;
    return i2c_read_measurement(address, &rh, &t, 1500);
}
'''
D = ("#define SENSOR_TIMEOUT_MS   1500   /* give up on a sensor read after 1.5 s */", "#define SENSOR_TIMEOUT_MS   3000   /* give up on a sensor read after 3 s */")
P = ("    return i2c_read_measurement(address, &rh, &t, 1500);", "    return i2c_read_measurement(address, &rh, &t, 3000);")
case("change_timeout-c-sensor-poll", "sensors.c", "change_timeout", "c", orig, [
    ("terse", "sensor read timeout 1500 -> 3000 ms"),
    ("polite", "Could you raise the sensor read timeout from 1.5 s to 3 s, including the commissioning probe that hard-codes it? The fan burst is also 1500 ms but must stay as it is."),
    ("declarative", "Sensor reads should time out after 3000 ms instead of 1500 ms, wherever a read timeout is given; the misting fan burst is unchanged."),
    ("other", "the washing-room sensor is slow in winter -> bump the I2C read timeout to 3s (probe_sensor too). don't touch FAN_BURST_MS"),
    ("other", "Zwiększ timeout odczytu czujników z 1500 do 3000 ms (także w probe_sensor). Czasu pracy wentylatora nie zmieniaj."),
], [
    dict(label="right", why="SENSOR_TIMEOUT_MS raised to 3000 with its comment updated, and probe_sensor's literal 1500 timeout raised to 3000; FAN_BURST_MS unchanged", edits=[D, P]),
    dict(label="right", why="define raised to 3000 and probe_sensor now uses SENSOR_TIMEOUT_MS instead of a literal (free choice); fan burst unchanged",
         edits=[D, ("    return i2c_read_measurement(address, &rh, &t, 1500);", "    return i2c_read_measurement(address, &rh, &t, SENSOR_TIMEOUT_MS);")]),
    dict(label="wrong", why="FAN_BURST_MS raised to 3000 as well (the decoy with the same value)",
         edits=[D, P, ("#define FAN_BURST_MS        1500   /* misting fan burst length */", "#define FAN_BURST_MS        3000   /* misting fan burst length */")]),
    dict(label="wrong", why="only the define changed; probe_sensor still times out after 1500 ms", edits=[D]),
    dict(label="wrong", why="only the comment was updated to 3 s; the define is still 1500",
         edits=[("#define SENSOR_TIMEOUT_MS   1500   /* give up on a sensor read after 1.5 s */", "#define SENSOR_TIMEOUT_MS   1500   /* give up on a sensor read after 3 s */"), P]),
    dict(label="wrong", why="timeout raised, but the retry loop changed from <= to < SENSOR_RETRIES (one attempt fewer)",
         edits=[D, P, ("attempt <= SENSOR_RETRIES", "attempt < SENSOR_RETRIES")]),
])

orig2 = '''// Shredder line controller helpers - Harlow Vale tyre plant, line 2.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace shredder {

struct Sample {
    std::uint32_t second;
    double motor_amps;
    double feed_tph;
};

constexpr double kJamAmps = 410.0;
constexpr double kIdleAmps = 95.0;

// Average motor current over the samples.
double mean_amps(const std::vector<Sample>& samples) {
    if (samples.empty()) return 0.0;
    double total = 0.0;
    for (const auto& s : samples) total += s.motor_amps;
    return total / samples.size();
}

// Legacy: the old PLC reported current in tenths of an amp. Not used since the
// 2025 retrofit; kept around "just in case".
double legacy_amps_from_tenths(int tenths) {
    return tenths / 10.0;
}

// True when the rotor current has stayed above the jam threshold for
// `hold_s` consecutive seconds.
bool jam_detected(const std::vector<Sample>& samples, std::uint32_t hold_s) {
    std::uint32_t run = 0;
    for (const auto& s : samples) {
        run = s.motor_amps > kJamAmps ? run + 1 : 0;
        if (run >= hold_s) return true;
    }
    return false;
}

// Seconds the line ran empty (current near idle while feed is zero).
std::uint32_t idle_seconds(const std::vector<Sample>& samples) {
    return static_cast<std::uint32_t>(std::count_if(samples.begin(), samples.end(), [](const Sample& s) {
        return s.feed_tph == 0.0 && s.motor_amps < kIdleAmps * 1.2;
    }));
}

std::string status_line(const std::vector<Sample>& samples) {
    if (jam_detected(samples, 4)) return "JAM - reverse rotor";
    if (idle_seconds(samples) > samples.size() / 2) return "idle - check infeed conveyor";
    return "running, mean " + std::to_string(static_cast<int>(mean_amps(samples))) + " A";
}

}  // namespace shredder
'''
LG = '''// Legacy: the old PLC reported current in tenths of an amp. Not used since the
// 2025 retrofit; kept around "just in case".
double legacy_amps_from_tenths(int tenths) {
    return tenths / 10.0;
}

'''
case("remove_function-cpp-shredder", "line_monitor.cpp", "remove_function", "cpp", orig2, [
    ("terse", "drop legacy_amps_from_tenths"),
    ("polite", "Could you delete the unused legacy_amps_from_tenths function together with its comment? Please leave everything else exactly as it is."),
    ("declarative", "legacy_amps_from_tenths and its comment should be gone from line_monitor.cpp; nothing else changes."),
    ("other", "nobody has called legacy_amps_from_tenths since the retrofit, remove it (and the comment above it)"),
    ("other", "Supprime la fonction legacy_amps_from_tenths et son commentaire, rien d'autre."),
], [
    dict(label="right", why="function and its two-line comment removed; nothing else changed", edits=[(LG, "")]),
    dict(label="wrong", why="function removed but its comment left behind, now sitting above jam_detected's comment",
         edits=[("double legacy_amps_from_tenths(int tenths) {\n    return tenths / 10.0;\n}\n\n", "")]),
    dict(label="wrong", why="mean_amps removed instead of the legacy function: status_line no longer compiles", breaks=True,
         edits=[("// Average motor current over the samples.\ndouble mean_amps(const std::vector<Sample>& samples) {\n    if (samples.empty()) return 0.0;\n    double total = 0.0;\n    for (const auto& s : samples) total += s.motor_amps;\n    return total / samples.size();\n}\n\n", "")]),
    dict(label="wrong", why="legacy function removed, and the jam hold time in status_line changed from 4 to 3 seconds",
         edits=[(LG, ""), ("    if (jam_detected(samples, 4)) return", "    if (jam_detected(samples, 3)) return")]),
    dict(label="wrong", why="legacy function removed together with the comment of jam_detected below it",
         edits=[(LG + "// True when the rotor current has stayed above the jam threshold for\n// `hold_s` consecutive seconds.\n", "")]),
])
