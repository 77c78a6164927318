//go:build race

package sandbox

import "time"

// containSlack is how far past its deadline a hostile run may return. The
// race detector slows goja several times over, and it makes one large
// copy (the string doubling case's last 128 MiB concatenation, which no
// interrupt can cut short) take about half a second on two cores.
const containSlack = time.Second

const raceEnabled = true
