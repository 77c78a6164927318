//go:build race

package sandbox

import "time"

// containSlack is how far past its deadline a hostile run may return. The
// race detector slows goja several times over, and it makes one large
// copy (the string doubling case's last 128 MiB concatenation, which no
// interrupt can cut short) take about half a second on two cores.
const containSlack = time.Second

const raceEnabled = true

// hostileTimeout is the deadline of the hostile cases: the race detector
// makes building their inputs (arrays of 300,000 elements, strings of a
// megabyte) take most of the half second they get without it.
const hostileTimeout = 2 * time.Second
