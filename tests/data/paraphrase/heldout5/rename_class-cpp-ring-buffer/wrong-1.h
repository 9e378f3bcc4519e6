// ring_buffer.h - fixed-size FIFO used by the audio capture thread.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

namespace audio {

struct RingBufferStats {
    std::size_t pushed = 0;
    std::size_t dropped = 0;
};

// FifoBuffer never overwrites: push() fails when the buffer is full.
template <typename T, std::size_t N>
class FifoBuffer {
public:
    RingBuffer() = default;
    FifoBuffer(const FifoBuffer&) = delete;
    FifoBuffer& operator=(const FifoBuffer&) = delete;

    bool push(const T& value) {
        if (size_ == N) {
            ++stats_.dropped;
            return false;
        }
        data_[(head_ + size_) % N] = value;
        ++size_;
        ++stats_.pushed;
        return true;
    }

    std::optional<T> pop() {
        if (size_ == 0) {
            return std::nullopt;
        }
        T value = data_[head_];
        head_ = (head_ + 1) % N;
        --size_;
        return value;
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const RingBufferStats& stats() const { return stats_; }

private:
    std::array<T, N> data_{};
    std::size_t head_ = 0;
    std::size_t size_ = 0;
    RingBufferStats stats_;
};

using SampleBuffer = FifoBuffer<float, 4096>;

}  // namespace audio
