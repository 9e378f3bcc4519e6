#pragma once
// Per-port traffic counters for the access switch agent. Updated from the
// packet path (relaxed atomics), read by the SNMP/gNMI exporter.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace edge::telemetry {

struct CounterSnapshot {
    std::uint64_t rx_packets;
    std::uint64_t tx_packets;
    std::uint64_t rx_bytes;
    std::uint64_t tx_bytes;
    std::uint64_t drops;
    std::uint64_t crc_errors;
};

class PortCounters {
public:
    explicit PortCounters(std::string name)
        : name_(std::move(name)), last_reset_(std::chrono::steady_clock::now()) {}

    void on_rx(std::uint32_t bytes) {
        rx_packets_.fetch_add(1, std::memory_order_relaxed);
        rx_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    }

    void on_tx(std::uint32_t bytes) {
        tx_packets_.fetch_add(1, std::memory_order_relaxed);
        tx_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    }

    void on_drop() { drops_.fetch_add(1, std::memory_order_relaxed); }
    void on_crc_error() { crc_errors_.fetch_add(1, std::memory_order_relaxed); }

    CounterSnapshot snapshot() const {
        return CounterSnapshot{
            rx_packets_.load(std::memory_order_relaxed),
            tx_packets_.load(std::memory_order_relaxed),
            rx_bytes_.load(std::memory_order_relaxed),
            tx_bytes_.load(std::memory_order_relaxed),
            drops_.load(std::memory_order_relaxed),
            crc_errors_.load(std::memory_order_relaxed),
        };
    }

    // Seconds since the counters were created or last cleared.
    double uptime_seconds() const {
        auto d = std::chrono::steady_clock::now() - last_reset_;
        return std::chrono::duration<double>(d).count();
    }

    const std::string& name() const { return name_; }

private:
    std::string name_;
    std::chrono::steady_clock::time_point last_reset_;
    std::atomic<std::uint64_t> rx_packets_{0};
    std::atomic<std::uint64_t> tx_packets_{0};
    std::atomic<std::uint64_t> rx_bytes_{0};
    std::atomic<std::uint64_t> tx_bytes_{0};
    std::atomic<std::uint64_t> drops_{0};
    std::atomic<std::uint64_t> crc_errors_{0};
};

}  // namespace edge::telemetry
