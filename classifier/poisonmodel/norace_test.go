//go:build !race

package poisonmodel

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = false
