package crawler

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

// Item is one server a source found: what the source knows about it, and,
// when its tools are to be read live, how to reach it.
type Item struct {
	// Server is the source's record. Tools == nil means the source does not
	// know them (the registry then keeps what it has).
	Server catalog.Server
	// Target, when set, is introspected and its tools replace Server.Tools.
	Target *introspect.Target
	// Prepare, when set, runs before introspection to produce the target
	// (an npm install, say); cleanup is called afterwards.
	Prepare func(ctx context.Context) (target introspect.Target, cleanup func(), err error)
	// Location says where the source found it (a config file and line).
	Location string
	// GuessEnv allows one retry when a stdio server exits naming
	// environment variables it lacks: they get dummy values. Only for
	// servers mcpscan installed itself, never for a user's configured ones.
	GuessEnv bool
}

// Source finds servers.
type Source interface {
	// Name is the source kind recorded with the run: registry, npm, html,
	// config or file.
	Name() string
	// Target is what is crawled: a URL, a path, a query.
	Target() string
	// Find emits every server it finds. state is where the last successful
	// run of this source left off ("" for a full crawl); Find returns the
	// state to record for the next run.
	Find(ctx context.Context, state string, emit func(Item) error) (newState string, err error)
}

// Options configure a crawl.
type Options struct {
	Concurrency int               // introspections at once; default the number of CPUs
	Limits      introspect.Limits // per introspected server
	Incremental bool              // continue from the last successful run's state
	DumpDir     string            // write each introspected server's tools here as <name>.json
	Log         *slog.Logger
	// OnItem is called after each server is processed, from one goroutine
	// at a time (progress display).
	OnItem func(Outcome)
}

// Outcome is what happened to one item.
type Outcome struct {
	Server   string
	Location string
	Tools    int
	Result   registry.UpsertResult
	Err      error // why the server could not be read, if it could not
	// Warnings say how the tools stored differ from what the server
	// listed (a tool dropped as malformed or a duplicate, a description
	// cut): a caller that must hold exactly what clients are offered, such
	// as a lock, treats a server with warnings as not read.
	Warnings []string
}

// Drift is one tool whose definition changed since the last crawl.
type Drift struct {
	Server  string
	Tool    string
	OldHash string
	NewHash string
}

// Summary reports a finished crawl.
type Summary struct {
	RunID     int64
	Source    string
	Target    string
	Status    string
	Found     int
	New       int
	Changed   int
	Unchanged int
	Failed    int
	Tools     int
	Drift     []Drift
	Failures  []registry.CrawlFailure
	State     string
	Duration  time.Duration
	Err       error // the source itself failed (the run may still be partial)
}

// writeBatch bounds how many servers one registry transaction holds.
const writeBatch = 256

// Crawl runs one source into the store: it records the run, introspects
// what needs introspecting with bounded concurrency, writes servers in
// batches, and reports new, changed (with drift) and failed servers. A
// server that fails is recorded and the crawl goes on.
func Crawl(ctx context.Context, store *registry.Store, src Source, opts Options) (*Summary, error) {
	start := time.Now()
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	workers := opts.Concurrency
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	state := ""
	if opts.Incremental {
		last, err := store.LastSuccessfulCrawl(ctx, src.Name())
		switch {
		case err == nil:
			state = last.State
		case !errors.Is(err, registry.ErrNotFound):
			return nil, err
		}
	}
	runID, err := store.StartCrawl(ctx, src.Name(), src.Target())
	if err != nil {
		return nil, err
	}
	sum := &Summary{RunID: runID, Source: src.Name(), Target: src.Target()}

	// The pipeline stops early if the store fails; the caller's ctx is kept
	// for recording the run.
	pipeCtx, stopPipe := context.WithCancel(ctx)
	defer stopPipe()
	items := make(chan Item, workers*2)
	done := make(chan processed, workers*2)

	// The source.
	var findErr error
	var newState string
	go func() {
		defer close(items)
		newState, findErr = src.Find(pipeCtx, state, func(it Item) error {
			select {
			case items <- it:
				return nil
			case <-pipeCtx.Done():
				return pipeCtx.Err()
			}
		})
	}()

	// The workers.
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for it := range items {
				done <- process(pipeCtx, it, opts, log)
			}
		})
	}
	go func() {
		wg.Wait()
		close(done)
	}()

	// One writer, batching.
	var batch []processed
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		servers := make([]catalog.Server, len(batch))
		for i, p := range batch {
			servers[i] = p.server
		}
		results, err := store.UpsertServers(ctx, servers)
		for i, r := range results {
			sum.record(batch[i], r, opts.OnItem)
		}
		batch = batch[:0]
		return err
	}
	var writeErr error
	ticker := time.NewTicker(200 * time.Millisecond)
	defer ticker.Stop()
loop:
	for {
		select {
		case p, ok := <-done:
			if !ok {
				break loop
			}
			if p.err != nil {
				sum.fail(p, opts.OnItem)
				continue
			}
			batch = append(batch, p)
			if len(batch) >= writeBatch {
				if writeErr = flush(); writeErr != nil {
					break loop
				}
			}
		case <-ticker.C:
			if writeErr = flush(); writeErr != nil {
				break loop
			}
		}
	}
	if writeErr == nil {
		writeErr = flush()
	}
	if writeErr != nil {
		// Stop the source and workers; drain so nothing blocks.
		stopPipe()
		for range done {
		}
		if errors.Is(findErr, context.Canceled) {
			findErr = nil // we stopped it; the write error is the cause
		}
	}

	sum.State = newState
	if sum.State == "" {
		sum.State = state
	}
	sum.Err = errors.Join(findErr, writeErr)
	switch {
	case sum.Err != nil && sum.Found == 0:
		sum.Status = registry.RunFailed
	case sum.Err != nil || sum.Failed > 0:
		sum.Status = registry.RunPartial
	default:
		sum.Status = registry.RunOK
	}
	if findErr != nil {
		// A source that broke off must not move the resume point past what
		// it did not read.
		sum.State = state
	}
	sum.Duration = time.Since(start)
	run := registry.CrawlRun{ID: runID, Status: sum.Status, ServersFound: sum.Found, ServersNew: sum.New,
		ServersChanged: sum.Changed, ServersFailed: sum.Failed, ToolsFound: sum.Tools, State: sum.State,
		Failures: sum.Failures}
	if sum.Err != nil {
		run.Error = sum.Err.Error()
	}
	// Record the run even when the caller's context is done.
	finishCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := store.FinishCrawl(finishCtx, run); err != nil {
		return sum, fmt.Errorf("record crawl run: %w", err)
	}
	return sum, nil
}

type processed struct {
	server   catalog.Server
	location string
	err      error
	warnings []string
}

func (s *Summary) record(p processed, r registry.UpsertResult, onItem func(Outcome)) {
	s.Found++
	s.Tools += len(p.server.Tools)
	switch {
	case r.NewServer:
		s.New++
	case r.Modified():
		s.Changed++
	default:
		s.Unchanged++
	}
	for _, c := range r.Changed {
		s.Drift = append(s.Drift, Drift{Server: r.Server, Tool: c.Name, OldHash: c.OldHash, NewHash: c.NewHash})
	}
	if onItem != nil {
		onItem(Outcome{Server: p.server.Name, Location: p.location, Tools: len(p.server.Tools), Result: r, Warnings: p.warnings})
	}
}

func (s *Summary) fail(p processed, onItem func(Outcome)) {
	s.Found++
	s.Failed++
	s.Failures = append(s.Failures, registry.CrawlFailure{Server: p.server.Name, Reason: p.err.Error()})
	if onItem != nil {
		onItem(Outcome{Server: p.server.Name, Location: p.location, Err: p.err})
	}
}

// process reads one item's tools live when it asks for that.
func process(ctx context.Context, it Item, opts Options, log *slog.Logger) processed {
	p := processed{server: it.Server, location: it.Location}
	if it.Target == nil && it.Prepare == nil {
		return p
	}
	var target introspect.Target
	if it.Prepare != nil {
		t, cleanup, err := it.Prepare(ctx)
		if cleanup != nil {
			defer cleanup()
		}
		if err != nil {
			p.err = err
			return p
		}
		target = t
	} else {
		target = *it.Target
	}
	if target.Name == "" {
		target.Name = it.Server.Name
	}
	log.Debug("introspecting", "server", target.Name, "transport", target.Transport)
	res, err := introspect.Introspect(ctx, target, opts.Limits)
	if err != nil && it.GuessEnv {
		if missing := missingEnv(err, target.Env); len(missing) > 0 {
			log.Info("retrying with dummy values", "server", target.Name, "variables", missing)
			target.Env = maps.Clone(target.Env)
			if target.Env == nil {
				target.Env = map[string]string{}
			}
			for _, name := range missing {
				target.Env[name] = DummyValue
			}
			res, err = introspect.Introspect(ctx, target, opts.Limits)
		}
	}
	if err != nil {
		p.err = err
		return p
	}
	p.server = merge(it.Server, res.Server)
	p.warnings = res.Warnings
	for _, w := range res.Warnings {
		log.Warn("server sent a bad tool", "server", p.server.Name, "warning", w)
	}
	if opts.DumpDir != "" {
		if err := WriteDump(opts.DumpDir, p.server); err != nil {
			log.Error("write dump", "server", p.server.Name, "err", err)
		}
	}
	return p
}

// envName matches the UPPER_SNAKE names servers print when a variable is
// missing ("BRAVE_API_KEY environment variable is required").
var envName = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b`)

// missingEnv returns the variables a failed stdio server's stderr names
// that it was not given, when the stderr reads like a complaint about the
// environment.
func missingEnv(err error, have map[string]string) []string {
	var ie *introspect.Error
	if !errors.As(err, &ie) || ie.Stderr == "" {
		return nil
	}
	lower := strings.ToLower(ie.Stderr)
	if !strings.Contains(lower, "environment") && !strings.Contains(lower, "env") && !strings.Contains(lower, "set ") &&
		!strings.Contains(lower, "not set") && !strings.Contains(lower, "required") && !strings.Contains(lower, "missing") {
		return nil
	}
	var out []string
	for _, name := range envName.FindAllString(ie.Stderr, 20) {
		if _, ok := have[name]; !ok && !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// merge lays what a live server said over what the source knew: the tools
// always, the version and title only where the source had none.
func merge(known, live catalog.Server) catalog.Server {
	out := known
	if out.Name == "" {
		out.Name = live.Name
	}
	if out.Version == "" {
		out.Version = live.Version
	}
	if out.Title == "" {
		out.Title = live.Title
	}
	if out.Description == "" {
		out.Description = live.Description
	}
	if out.Source == "" {
		out.Source = live.Source
	}
	if len(out.Remotes) == 0 {
		out.Remotes = live.Remotes
	}
	out.Tools = live.Tools
	// What the server says of itself beyond its tools is as live as they
	// are: the classifier reads it for poisoning too.
	out.Instructions = live.Instructions
	out.Prompts, out.Resources, out.ResourceTemplates = live.Prompts, live.Resources, live.ResourceTemplates
	// Who the tools were read as holds for this reading only.
	out.Access = live.Access
	return out
}
