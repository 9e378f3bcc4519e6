// inverter_poll.cpp - polls the rooftop inverters of the Sunfield co-op over Modbus.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace sunfield {

struct Reading {
    std::string inverter_id;
    double ac_power_w;
    double dc_voltage_v;
    double temperature_c;
};

class ModbusLink {
public:
    virtual ~ModbusLink() = default;
    virtual std::optional<std::vector<uint16_t>> read_registers(const std::string& host, int first, int count) = 0;
};

class InverterPoller {
public:
    InverterPoller(ModbusLink& link, std::vector<std::string> hosts) : link_(link), hosts_(std::move(hosts)) {}

    std::vector<Reading> poll_all() {
        std::vector<Reading> out;
        for (const auto& host : hosts_) {
            auto regs = link_.read_registers(host, 40070, 6);
            if (!regs || regs->size() < 6) {
                ++failures_;
                continue;
            }
            out.push_back(decode(host, *regs));
        }
        return out;
    }

    int failures() const { return failures_; }

private:
    static Reading decode(const std::string& host, const std::vector<uint16_t>& r) {
        Reading rd;
        rd.inverter_id = host;
        rd.ac_power_w = static_cast<int16_t>(r[0]) * 10.0;
        rd.dc_voltage_v = r[2] / 10.0;
        rd.temperature_c = static_cast<int16_t>(r[4]) / 10.0;
        return rd;
    }

    ModbusLink& link_;
    std::vector<std::string> hosts_;
    int failures_ = 0;
};

}  // namespace sunfield
