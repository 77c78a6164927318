//go:build !race

package sandbox

import "time"

// containSlack is how far past its deadline a hostile run may return.
const containSlack = 100 * time.Millisecond

const raceEnabled = false

// hostileTimeout is the deadline of the hostile cases.
const hostileTimeout = 500 * time.Millisecond
