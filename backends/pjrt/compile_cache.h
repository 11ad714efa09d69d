// What a client compiled in this process, by program: the last `capacity`
// programs used, least recently used dropped first. A run against a
// compiler spends most of its time compiling (XLA:CPU: 4-10 programs a
// second), and the same text comes back: a suite's tests of one function
// on other inputs, a campaign's retries, and the programs its localization
// and reduction build again. Refusals are kept too: a compiler refuses the
// same text the same way, and a compile that takes the process down leaves
// nothing here.
#pragma once

#include <cstddef>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace hlo_cts::backends::pjrt {

template <class Value>
class CompileCache {
 public:
  explicit CompileCache(size_t capacity) : capacity_(capacity) {}

  // The value kept for `key`, now the most recently used; nullopt (a miss)
  // when there is none.
  std::optional<Value> find(const std::string& key) {
    const std::lock_guard lock(mutex_);
    auto found = entries_.find(key);
    if (found == entries_.end()) {
      ++misses_;
      return std::nullopt;
    }
    ++hits_;
    order_.splice(order_.begin(), order_, found->second.second);
    return found->second.first;
  }

  // Keeps `value` for `key` (replacing what was there), dropping the least
  // recently used entry when full.
  void insert(const std::string& key, Value value) {
    const std::lock_guard lock(mutex_);
    if (auto found = entries_.find(key); found != entries_.end()) {
      found->second.first = std::move(value);
      order_.splice(order_.begin(), order_, found->second.second);
      return;
    }
    if (capacity_ == 0) return;
    if (entries_.size() == capacity_) {
      entries_.erase(order_.back());
      order_.pop_back();
    }
    order_.push_front(key);
    entries_.emplace(key, std::make_pair(std::move(value), order_.begin()));
  }

  // Drops everything (values release what they hold now).
  void clear() {
    const std::lock_guard lock(mutex_);
    entries_.clear();
    order_.clear();
  }

  size_t size() const {
    const std::lock_guard lock(mutex_);
    return entries_.size();
  }
  size_t hits() const {
    const std::lock_guard lock(mutex_);
    return hits_;
  }
  size_t misses() const {
    const std::lock_guard lock(mutex_);
    return misses_;
  }

 private:
  const size_t capacity_;
  mutable std::mutex mutex_;
  std::list<std::string> order_;  // most recently used first
  std::unordered_map<std::string, std::pair<Value, std::list<std::string>::iterator>> entries_;
  size_t hits_ = 0, misses_ = 0;
};

}  // namespace hlo_cts::backends::pjrt
