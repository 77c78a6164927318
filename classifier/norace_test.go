//go:build !race

package classifier

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = false
