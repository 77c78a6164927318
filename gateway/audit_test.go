package gateway

import (
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/registry"
)

// TestAuditLogKeepsEveryRecordInOrder adds records from several callers
// at once, more than a batch and more than the queue holds, then closes
// the log as a clean shutdown does: every record must be stored, and each
// caller's records in the order it added them.
func TestAuditLogKeepsEveryRecordInOrder(t *testing.T) {
	for _, tc := range []struct {
		name               string
		callers, perCaller int
	}{
		{"one record", 1, 1},
		{"one caller, more than a batch", 1, auditBatch + 7},
		{"many callers, more than the queue", 4, auditQueue/4 + 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store, err := registry.Open(t.Context(), filepath.Join(t.TempDir(), "audit.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = store.Close() }()
			a := newAuditLog(store, slog.New(slog.NewTextHandler(io.Discard, nil)))
			// One time for all: the store then lists records in the
			// order they were written, newest first.
			when := time.Now()
			var wg sync.WaitGroup
			for c := range tc.callers {
				wg.Go(func() {
					for i := range tc.perCaller {
						a.add(registry.AuditRecord{AuditID: newAuditID(), Time: when, Identity: "caller" + strconv.Itoa(c),
							Server: "s", Tool: "t", Decision: DecisionAllow, Reason: strconv.Itoa(i)})
					}
				})
			}
			wg.Wait()
			a.close()

			got, err := store.Audit(t.Context(), registry.AuditFilter{Limit: tc.callers*tc.perCaller + 1})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tc.callers*tc.perCaller {
				t.Fatalf("got %d records, want %d", len(got), tc.callers*tc.perCaller)
			}
			next := map[string]int{}
			for i := len(got) - 1; i >= 0; i-- {
				r := got[i]
				if want := strconv.Itoa(next[r.Identity]); r.Reason != want {
					t.Fatalf("%s: got record %s, want %s next", r.Identity, r.Reason, want)
				}
				next[r.Identity]++
			}
		})
	}
}

// TestAuditLogAfterClose stores a record added after the log was closed
// (a call that finishes during shutdown) rather than losing it.
func TestAuditLogAfterClose(t *testing.T) {
	store, err := registry.Open(t.Context(), filepath.Join(t.TempDir(), "audit.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = store.Close() }()
	a := newAuditLog(store, slog.New(slog.NewTextHandler(io.Discard, nil)))
	a.close()
	a.add(registry.AuditRecord{AuditID: newAuditID(), Time: time.Now(), Server: "s", Tool: "late", Decision: DecisionAllow})
	got, err := store.Audit(t.Context(), registry.AuditFilter{Tool: "late"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Fatalf("got %d records, want 1", len(got))
	}
}
