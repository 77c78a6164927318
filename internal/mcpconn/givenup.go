package mcpconn

import (
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// A request Call stopped waiting for is not over at the server: the server
// is told it was cancelled, but nothing makes it stop, and until it
// answers it may still send messages about it. The connection remembers
// such requests, so that whoever was told of the give-up (Handler.GaveUp)
// also hears when the server is done with them.

// maxGivenUpAge is how long a given-up request is remembered while its
// answer does not come; past it the server is not waited for any longer.
const maxGivenUpAge = 10 * time.Minute

// givenUp is a request Call stopped waiting for.
type givenUp struct {
	at      time.Time
	settled func()
}

// giveUp takes p, the pending call of id, off the calls waiting for an
// answer and, when the caller wants to hear of it, remembers it until its
// late answer. An answer that came at the same moment settles it at once.
func (c *Conn) giveUp(id jsonrpc.ID, p *pendingCall, origin any) {
	var settled func()
	if c.opts.Handler.GaveUp != nil {
		settled = c.opts.Handler.GaveUp(origin)
	}
	c.mu.Lock()
	delete(c.pending, id.Key())
	answered := len(p.ch) > 0
	if settled != nil && !answered && !c.closed {
		now := time.Now()
		for k, g := range c.givenUp {
			if now.Sub(g.at) > maxGivenUpAge {
				delete(c.givenUp, k)
			}
		}
		c.givenUp[id.Key()] = givenUp{at: now, settled: settled}
		settled = nil
	}
	c.mu.Unlock()
	if settled != nil {
		settled()
	}
}

// late settles the given-up request an answer is for, if it is one.
func (c *Conn) late(key string) {
	c.mu.Lock()
	g, ok := c.givenUp[key]
	delete(c.givenUp, key)
	c.mu.Unlock()
	if ok {
		g.settled()
	}
}
