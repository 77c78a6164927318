//go:build race

package classifier

// raceEnabled reports whether the tests run under the race detector,
// which slows every reading and lets sync.Pool drop what it holds.
const raceEnabled = true
