package gateway

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// Log levels of a shared upstream. One upstream session serves every
// client of a server, and logging/setLevel sets the level of that session,
// so the gateway keeps each client's own level and filters log messages
// per client:
//
//   - The upstream is set to the most detailed level any live client asked
//     for, or that a client who never asked gets (its baseline, below).
//   - A client that set a level gets messages at that level and above.
//   - A client that never set one gets what it would get from the server
//     alone. Until the gateway first changes the upstream's level that is
//     whatever the server sends; the gateway learns the server's default
//     meanwhile as the most detailed level it sent. Afterwards the client
//     gets messages at that learned level and above, and at error and
//     above when it learned nothing (the most common default).
//   - When the clients that lowered the level end, the upstream is set
//     back to the least detailed level still wanted: the baseline when no
//     client has a level of its own.
//
// A reconnected upstream starts at its own default again: the gateway
// forgets what it learned and set, and sets the level the live clients
// want.

// logLevels are MCP's log levels, least severe first.
var logLevels = []string{"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}

func levelIndex(level string) int { return slices.Index(logLevels, level) }

func messageLevel(params json.RawMessage) int {
	var p struct {
		Level string `json:"level"`
	}
	_ = json.Unmarshal(params, &p)
	if i := levelIndex(p.Level); i >= 0 {
		return i
	}
	return len(logLevels) - 1
}

// defaultBaseline is the level a client without a level of its own gets
// once the upstream's level was changed, when the server sent nothing
// before that to learn its default from: mcp-go's servers, among others,
// send error and above by default.
var defaultBaseline = levelIndex("error")

// upstreamLog is what the gateway knows of one upstream's log level.
type upstreamLog struct {
	learned int // the most detailed level it sent before the gateway set one; -1 none seen
	set     int // the level the gateway last set; -1 while the server is at its default
}

// logState is server's state; g.logMu is held.
func (g *Gateway) logState(server string) *upstreamLog {
	st := g.logs[server]
	if st == nil {
		st = &upstreamLog{learned: -1, set: -1}
		g.logs[server] = st
	}
	return st
}

// baseline is the most detailed level a client that never set one gets
// from server: -1 (everything) while the server is at its default.
func (st *upstreamLog) baseline() int {
	if st.set < 0 {
		return -1
	}
	return st.defaultLevel()
}

// defaultLevel is the server's default level as far as it is known.
func (st *upstreamLog) defaultLevel() int {
	if st.learned >= 0 && st.learned < defaultBaseline {
		return st.learned
	}
	return defaultBaseline
}

// logMessage notes a log message of level from server, learning its
// default, and returns the baseline of clients without a level.
func (g *Gateway) logMessage(server string, level int) int {
	g.logMu.Lock()
	defer g.logMu.Unlock()
	st := g.logState(server)
	if st.set < 0 && (st.learned < 0 || level < st.learned) {
		st.learned = level
	}
	return st.baseline()
}

// admits reports whether a log message of level goes to the session,
// given the baseline of sessions that never set a level.
func (s *session) admits(level, baseline int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.logLevel >= 0 {
		return level >= s.logLevel
	}
	return level >= baseline
}

// setLevel records the level a client wants and sets each upstream it
// covers to the level its clients want together.
func (g *Gateway) setLevel(x *exchange) *jsonrpc.Message {
	var p struct {
		Level string `json:"level"`
	}
	if err := json.Unmarshal(x.params, &p); err != nil || levelIndex(p.Level) < 0 {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "logging/setLevel: unknown level %q", p.Level))
	}
	x.s.mu.Lock()
	x.s.logLevel = levelIndex(p.Level)
	x.s.mu.Unlock()
	for _, server := range g.coveredUpstreams(x.s) {
		if err := g.relevel(x.ctx, server, x); err != nil && x.s.endpoint != "" {
			return g.reply(x, server, nil, err)
		}
	}
	return jsonrpc.Response(x.id, json.RawMessage(`{}`))
}

// relevel sets server's log level to the most detailed one its live
// clients want, when that differs from the level it has. origin is the
// exchange that asked, if any.
func (g *Gateway) relevel(ctx context.Context, server string, origin any) error {
	if !g.upstreamHas(server, "logging") {
		return nil
	}
	// One change at a time, so the last level computed is the last set.
	g.relevelMu.Lock()
	defer g.relevelMu.Unlock()
	g.logMu.Lock()
	st := g.logState(server)
	want, own := len(logLevels), false
	for _, s := range g.sessions.each(func(s *session) bool { return s.covers(server) }) {
		s.mu.Lock()
		level := s.logLevel
		s.mu.Unlock()
		if level < 0 {
			level = st.defaultLevel()
		} else {
			own = true
		}
		want = min(want, level)
	}
	if (!own && st.set < 0) || want == st.set {
		g.logMu.Unlock()
		return nil // at its default, as nobody asked otherwise, or already there
	}
	if want == len(logLevels) {
		want = st.defaultLevel() // no client left: back to the default
	}
	g.logMu.Unlock()
	params, _ := json.Marshal(map[string]string{"level": logLevels[want]})
	if _, err := g.pool.Call(ctx, server, "logging/setLevel", params, origin); err != nil {
		return err
	}
	g.logMu.Lock()
	g.logState(server).set = want
	g.logMu.Unlock()
	return nil
}

// sessionEnded sets the upstreams a session with a level of its own
// covered back to what the remaining clients want. It does not wait.
func (g *Gateway) sessionEnded(s *session) {
	s.mu.Lock()
	had := s.logLevel >= 0
	s.mu.Unlock()
	if !had {
		return
	}
	servers := g.coveredUpstreams(s)
	// Setting a level may wait on a server; whoever ends the session does not.
	go func() {
		for _, server := range servers {
			ctx, cancel := context.WithTimeout(g.runCtx, 10*time.Second)
			if err := g.relevel(ctx, server, nil); err != nil {
				g.log.Debug("restore the log level", "server", server, "error", err)
			}
			cancel()
		}
	}()
}

// upstreamConnected forgets what the gateway knew of a server's log level
// (a new session starts at the server's default) and sets the level the
// live clients want. It runs while the pool holds the server's entry, so
// the setting happens after.
func (g *Gateway) upstreamConnected(server string) {
	g.logMu.Lock()
	delete(g.logs, server)
	g.logMu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(g.runCtx, 10*time.Second)
		defer cancel()
		if err := g.relevel(ctx, server, nil); err != nil {
			g.log.Debug("set the log level of a reconnected server", "server", server, "error", err)
		}
	}()
}
