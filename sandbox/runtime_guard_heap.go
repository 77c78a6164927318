package sandbox

import (
	"runtime/metrics"
	"sync"
	"time"
)

// The heap watcher: the guard for what the built-in guards leave over.
// goja has no memory limit of its own, so a script that grows its heap a
// little at a time (strings, arrays, objects built in script loops) is
// stopped by sampling the Go heap while it runs.

// heapSampleEvery is how often the heap watcher samples the Go heap.
const heapSampleEvery = 2 * time.Millisecond

// watchMemory samples the Go heap while the script runs and stops the run
// with MEMORY_LIMIT when either
//
//   - the heap (live objects and garbage not yet collected) grows more than
//     MaxMemory above the larger of what it held when the run started and
//     the collector's goal then (the goal is where garbage alone would
//     have taken it before the next collection), or
//   - a collection during the run finds more than MaxMemory live above
//     what the heap held at the start.
//
// runtime/metrics is read without stopping the world. The guard protects
// the process, not each run's share: memory that other goroutines or
// concurrent runs hold counts too, and right after a run that used a lot
// of memory the collector's goal, and so the allowance, stays high until
// the next collection. It returns a function that stops the watcher;
// once it returns, no sample is being taken and none will be.
func (h *run) watchMemory() (stop func()) {
	samples := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/gc/heap/goal:bytes"},
		{Name: "/gc/heap/live:bytes"},
	}
	metrics.Read(samples)
	base := sampleUint(samples[0])
	limit := nonNegative(h.cfg.MaxMemory)
	heapLimit := max(base, sampleUint(samples[1])) + limit
	over := func() bool {
		metrics.Read(samples)
		return sampleUint(samples[0]) > heapLimit || sampleUint(samples[2]) > base+limit
	}
	// A timer rather than a goroutine per run: a run shorter than one
	// sampling period starts nothing and joins nothing. mu orders a check
	// in flight before stop returns, so no check touches the run after.
	var mu sync.Mutex
	done := false
	var t *time.Timer
	check := func() {
		mu.Lock()
		defer mu.Unlock()
		if done {
			return
		}
		if over() {
			h.stop(newError(CodeMemoryLimit, "the script used more than %d MiB of memory", h.cfg.MaxMemory>>20))
			return
		}
		t.Reset(heapSampleEvery)
	}
	mu.Lock()
	t = time.AfterFunc(heapSampleEvery, check)
	mu.Unlock()
	return func() {
		mu.Lock()
		defer mu.Unlock()
		done = true
		t.Stop()
	}
}

func sampleUint(s metrics.Sample) uint64 {
	if s.Value.Kind() == metrics.KindUint64 {
		return s.Value.Uint64()
	}
	return 0
}

// nonNegative converts n to uint64, taking negative values as 0.
func nonNegative(n int64) uint64 {
	if n < 0 {
		return 0
	}
	return uint64(n)
}
