#pragma once

#include <cassert>
#include <cstddef>
#include <vector>

namespace capstan::sim {

// A FIFO that can also push at the front (a preempted request rejoins the head of the queue).
// Storage doubles when full and is never returned, so a steady state allocates nothing.
template <class T>
class RingQueue final {
public:
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] const T& front() const { assert(size_ > 0); return items_[head_]; }

    void push_back(const T& item)
    {
        grow_if_full();
        items_[(head_ + size_) & mask()] = item;
        ++size_;
    }

    void push_front(const T& item)
    {
        grow_if_full();
        head_ = (head_ + items_.size() - 1) & mask();
        items_[head_] = item;
        ++size_;
    }

    T pop_front()
    {
        assert(size_ > 0);
        T item = items_[head_];
        head_ = (head_ + 1) & mask();
        --size_;
        return item;
    }

    void clear() { head_ = size_ = 0; }

private:
    [[nodiscard]] std::size_t mask() const { return items_.size() - 1; }

    void grow_if_full()
    {
        if (size_ < items_.size())
            return;
        std::vector<T> bigger(items_.empty() ? 64 : items_.size() * 2);
        for (std::size_t i = 0; i < size_; ++i)
            bigger[i] = items_[(head_ + i) & mask()];
        items_.swap(bigger);
        head_ = 0;
    }

    std::vector<T> items_;   // size is a power of two
    std::size_t head_ = 0;
    std::size_t size_ = 0;
};

} // namespace capstan::sim
