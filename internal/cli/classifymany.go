package cli

import (
	"context"
	"encoding/json"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/registry"
)

// classifyServer assesses a server's tools, reusing stored assessments of
// identical definitions under the same ruleset and storing the new ones
// before it returns.
func classifyServer(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, srv catalog.Server, a *app) classifier.ServerReport {
	rep, _, put := classifyServerBatch(ctx, store, rs, srv, a)
	putAssessments(ctx, store, put, a)
	return rep
}

// classifyServerBatch is classifyServer that leaves the storing of a large
// server's new assessments to the caller: it returns them, and each tool's
// assessment as JSON where it made it (nil elsewhere), which a JSON report
// can print instead of encoding the tool again. A small server's
// assessments are stored one by one as they are made.
func classifyServerBatch(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, srv catalog.Server, a *app) (classifier.ServerReport, [][]byte, []registry.Assessment) {
	if len(srv.Tools) < batchFrom {
		tools := make([]classifier.Assessment, 0, len(srv.Tools))
		for _, t := range srv.Tools {
			tools = append(tools, cachedClassify(ctx, store, rs, t, a))
		}
		return rs.Report(srv, tools), nil, nil
	}
	tools, docs, put := classifyMany(ctx, store, rs, srv.Tools, a)
	return rs.Report(srv, tools), docs, put
}

// batchFrom is the tool count from which a server's tools are looked up,
// classified and stored in bulk.
const batchFrom = 64

// classifyMany assesses many tools at once: the stored assessments in a
// few queries, the others classified, and encoded, on every core. It
// returns the assessments in the order of the tools, the JSON of those it
// made, and the new assessments to store (none without a store).
func classifyMany(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, list []catalog.Tool, a *app) ([]classifier.Assessment, [][]byte, []registry.Assessment) {
	out := make([]classifier.Assessment, len(list))
	hashes := make([]string, len(list))
	// Hashing re-encodes every schema: as much work as a tenth of the
	// classifying, so it too runs on every core.
	eachOnEveryCore(len(list), func(i int) bool {
		hashes[i] = list[i].Hash()
		return true
	})
	var stored map[string]registry.Assessment
	if store != nil {
		var err error
		if stored, err = store.Assessments(ctx, hashes, rs.Version()); err != nil {
			a.log.Warn("read stored assessments", "err", err)
		}
	}
	var todo []int
	for i, t := range list {
		if s, ok := stored[hashes[i]]; ok {
			var as classifier.Assessment
			if json.Unmarshal(s.Document, &as) == nil && as.Tool == t.Name {
				out[i] = as
				continue
			}
		}
		todo = append(todo, i)
	}
	docs := make([][]byte, len(list))
	bar := a.progress("classify")
	eachOnEveryCore(len(todo), func(k int) bool {
		if ctx.Err() != nil {
			return false
		}
		i := todo[k]
		out[i] = rs.Classify(list[i])
		out[i].ToolHash = hashes[i]
		// A document that cannot be encoded is left out here and
		// dealt with by whoever needs it, as if never encoded.
		if doc, err := json.Marshal(out[i]); err == nil {
			docs[i] = doc
		}
		if bar != nil && k%1000 == 0 {
			_ = bar.Set(k)
		}
		return true
	})
	if bar != nil {
		_ = bar.Finish()
	}
	if store == nil || len(todo) == 0 {
		return out, docs, nil
	}
	put := make([]registry.Assessment, 0, len(todo))
	for _, i := range todo {
		doc := docs[i]
		if doc == nil {
			// Not classified (the context ended) or not encodable:
			// tried once more, as every tool to store always was.
			var err error
			if doc, err = json.Marshal(out[i]); err != nil {
				continue
			}
		}
		put = append(put, registry.Assessment{ToolHash: hashes[i], RulesetVersion: rs.Version(),
			Category: string(out[i].Category), Severity: string(out[i].Severity), Document: doc})
	}
	return out, docs, put
}

// eachOnEveryCore calls fn(i) for i in [0, n) from one goroutine per core,
// the indexes taken in order; it stops handing out indexes once fn returns
// false.
func eachOnEveryCore(n int, fn func(i int) bool) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= n || !fn(i) {
					return
				}
			}
		})
	}
	wg.Wait()
}

// putAssessments stores new assessments; a failure costs only the cache,
// so it is logged, not returned.
func putAssessments(ctx context.Context, store *registry.Store, put []registry.Assessment, a *app) {
	if store == nil || len(put) == 0 {
		return
	}
	// Every document came from json.Marshal just now.
	if err := store.PutMarshaledAssessments(ctx, put); err != nil {
		a.log.Warn("store assessments", "err", err)
	}
}

// assessmentWriter stores one server's new assessments in the background,
// so the writing overlaps what comes next (the report, for the last
// server). One write at a time: SQLite has a single writer, and the next
// server's lookups should see this server's assessments.
type assessmentWriter struct {
	wg sync.WaitGroup
}

// start stores put in the background; the caller waits for the previous
// write first.
func (w *assessmentWriter) start(ctx context.Context, store *registry.Store, put []registry.Assessment, a *app) {
	if store == nil || len(put) == 0 {
		return
	}
	w.wg.Go(func() { putAssessments(ctx, store, put, a) })
}

// wait returns when the write started last is done.
func (w *assessmentWriter) wait() { w.wg.Wait() }
