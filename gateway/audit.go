package gateway

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/registry"
)

// The decisions an audit record can carry.
const (
	DecisionAllow    = "allow"    // forwarded by policy
	DecisionDeny     = "deny"     // refused by policy (deny_if, require, default, limits, counter store down)
	DecisionHide     = "hide"     // the tool is hidden by policy
	DecisionAsk      = "ask"      // approval needed; the client was asked to retry with a person's answer
	DecisionApproved = "approved" // a person approved the call; it was forwarded
	DecisionDeclined = "declined" // a person was asked and said no (declined, cancelled, or left the box unticked)
	DecisionUnknown  = "unknown"  // no such server or tool
)

// auditLog writes decisions to the registry in the background, in
// batches: one SQLite transaction per call would cap the gateway at a few
// thousand calls a second. It never drops a record: when the database
// falls behind, add blocks (the calls wait) rather than forget. Records
// are written in the order they were added.
//
// Records wait in a slice under a mutex rather than in a channel: a
// channel send wakes the writer for every record, and on a busy machine
// that wake-up (a goroutine switch, often a thread woken on another core)
// sat on every call's path. Only the first record of a batch, and a batch
// that is full, wake the writer.
type auditLog struct {
	store *registry.Store
	log   *slog.Logger

	mu      sync.Mutex
	pending []registry.AuditRecord
	space   *sync.Cond // signalled when the writer takes what is pending
	stopped bool       // close was called: the writer drains and ends

	wake    chan struct{} // a batch was started or filled
	closing chan struct{}
	done    chan struct{}
	once    sync.Once
}

// auditQueue bounds the records waiting to be written.
const auditQueue = 8192

// auditBatch is the most records written in one transaction.
const auditBatch = 512

func newAuditLog(store *registry.Store, log *slog.Logger) *auditLog {
	a := &auditLog{store: store, log: log, pending: make([]registry.AuditRecord, 0, auditBatch),
		wake: make(chan struct{}, 1), closing: make(chan struct{}), done: make(chan struct{})}
	a.space = sync.NewCond(&a.mu)
	go a.run()
	return a
}

// add queues a record; it waits while the queue is full. A record added
// after close is written at once, on the caller's time.
func (a *auditLog) add(r registry.AuditRecord) {
	if a == nil {
		return
	}
	a.mu.Lock()
	for len(a.pending) >= auditQueue && !a.stopped {
		a.space.Wait()
	}
	if a.stopped {
		a.mu.Unlock()
		a.write([]registry.AuditRecord{r})
		return
	}
	a.pending = append(a.pending, r)
	n := len(a.pending)
	a.mu.Unlock()
	if n == 1 || n == auditBatch {
		select {
		case a.wake <- struct{}{}:
		default: // the writer is woken already
		}
	}
}

// auditLinger is how long the writer waits for more records after the
// first of a batch. A commit costs more than the rows it carries (a WAL
// append and a lock round): with a transaction per call, as the writer
// did when calls came one at a time, the audit log took a fifth of the
// gateway's CPU. Waiting a moment lets one transaction carry the calls of
// that moment. Records are kept in memory meanwhile, as they are while
// queued.
const auditLinger = 20 * time.Millisecond

func (a *auditLog) run() {
	defer close(a.done)
	linger := time.NewTimer(auditLinger)
	linger.Stop()
	spare := make([]registry.AuditRecord, 0, auditBatch)
	for {
		select {
		case <-a.wake:
		case <-a.closing:
		}
		a.mu.Lock()
		full := len(a.pending) >= auditBatch || a.stopped
		a.mu.Unlock()
		if !full {
			linger.Reset(auditLinger)
			select {
			case <-linger.C:
			case <-a.wake: // the batch filled up
				linger.Stop()
			case <-a.closing:
				linger.Stop()
			}
		}
		// Take everything pending at once, and hand the writer's spare
		// slice back for the next records.
		a.mu.Lock()
		taken := a.pending
		a.pending = spare[:0]
		stopped := a.stopped
		a.space.Broadcast()
		a.mu.Unlock()
		for rest := taken; len(rest) > 0; {
			n := min(len(rest), auditBatch)
			a.write(rest[:n])
			rest = rest[n:]
		}
		clear(taken) // the records' strings need not outlive their write
		spare = taken
		if stopped {
			return
		}
	}
}

// write stores a batch, retrying with backoff while the database refuses
// (a locked or full disk is usually temporary). After the retries it logs
// every record it could not store, so none is lost without a trace.
func (a *auditLog) write(batch []registry.AuditRecord) {
	wait := 50 * time.Millisecond
	var err error
	for range 8 {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		err = a.store.AppendAudit(ctx, batch...)
		cancel()
		if err == nil {
			return
		}
		a.log.Warn("audit log: write failed, retrying", "records", len(batch), "error", err)
		time.Sleep(wait)
		wait = min(2*wait, 5*time.Second)
	}
	for _, r := range batch {
		line, _ := json.Marshal(r)
		a.log.Error("audit log: record not stored", "error", err, "record", string(line))
	}
}

// close writes what is queued and stops the writer.
func (a *auditLog) close() {
	if a == nil {
		return
	}
	a.once.Do(func() {
		a.mu.Lock()
		a.stopped = true
		a.space.Broadcast()
		a.mu.Unlock()
		close(a.closing)
	})
	<-a.done
}

// newAuditID returns an id for one decision: the time in nanoseconds then
// four random bytes. Ids that grow with time are appended at the end of
// the log's unique index instead of landing all over it, which halves what
// a record costs to write.
func newAuditID() string {
	var b [12]byte
	binary.BigEndian.PutUint64(b[:8], uint64(time.Now().UnixNano())) //nolint:gosec // the clock is after 1970
	_, _ = rand.Read(b[8:])
	return hex.EncodeToString(b[:])
}

// Caps on what one audit record keeps of a call's arguments: a client
// choosing 100,000 argument names, or one name of a megabyte, must not
// grow the log by as much.
const (
	maxAuditKeys    = 64
	maxAuditKeyLen  = 128
	maxAuditArgJSON = 64 << 10
)

// argKeys lists the argument names, sorted: what the audit log keeps of
// the arguments unless it is told to keep them whole. At most
// maxAuditKeys names of at most maxAuditKeyLen bytes are kept, then a
// "+N more" marker.
func argKeys(args map[string]any) []string {
	keys := make([]string, 0, min(len(args), maxAuditKeys+1))
	for k := range args {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) > maxAuditKeys {
		keys = append(keys[:maxAuditKeys], fmt.Sprintf("+%d more", len(keys)-maxAuditKeys))
	}
	for i, k := range keys {
		if len(k) > maxAuditKeyLen {
			keys[i] = clip(k, maxAuditKeyLen)
		}
	}
	return keys
}

// auditArgs is what the log keeps of whole arguments (AuditArgs): the
// canonical JSON, or, past maxAuditArgJSON, a note of its size.
func auditArgs(canonical []byte) []byte {
	if len(canonical) <= maxAuditArgJSON {
		return canonical
	}
	return []byte(fmt.Sprintf(`{"_truncated":%d}`, len(canonical)))
}
