package cli

import (
	"os"
	"runtime/debug"
)

// gatewayGCPercent is the garbage collector's target for the gateway
// process, unless GOGC says otherwise. A gateway's live heap is small (a
// few megabytes: sessions, tool listings, compiled schemas) and nearly
// everything a call allocates is garbage when it is answered, so at Go's
// default of 100 it collected every few hundred calls: about a tenth of
// its CPU, and pauses that showed in the slowest calls. At 400 the heap
// may grow to five times what is live before a collection, which for
// such a heap is tens of megabytes.
const gatewayGCPercent = 400

// tuneGatewayGC sets the gateway's garbage collector target; a GOGC in
// the environment is left to rule, so an operator can trade memory back.
func tuneGatewayGC() {
	if _, set := os.LookupEnv("GOGC"); set {
		return
	}
	debug.SetGCPercent(gatewayGCPercent)
}
