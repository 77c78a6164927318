// Package publish gets the registry ready to be published: every current
// tool classified under the ruleset in use and every server given a
// recommended policy, all stored in the registry. The catalogue site reads
// only the registry, so this runs before every site build (and before
// anything else that serves the catalogue).
package publish

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
)

// Options say how to classify and which policies to generate.
type Options struct {
	// Ruleset classifies tools; nil means the built-in rules.
	Ruleset *classifier.Ruleset
	// Policy changes the generated policies' defaults.
	Policy policygen.Options
	// Workers bounds how many servers are classified at once; 0 means one
	// per CPU.
	Workers int
	// Log receives per-server problems; nil discards them.
	Log *slog.Logger
}

// Result says what Prepare found and did.
type Result struct {
	// RulesetVersion and PolicyVersion are the keys under which the
	// assessments and policies were stored: what a site build reads.
	RulesetVersion string
	PolicyVersion  string
	Servers        int
	Tools          int
	Classified     int // tools classified now (the rest were stored already)
	Policies       int // policies written now (the rest were unchanged)
}

// PolicyVersion names the generator of a policy: the ruleset that
// classified the tools, the generator options and what the generator makes
// of a fixed set of sample tools (policy and server findings). A policy made with other rules, other
// overrides or a generator that now writes differently is kept apart, and
// every server gets a new one.
func PolicyVersion(rs *classifier.Ruleset, opts policygen.Options) (string, error) {
	b, err := json.Marshal(opts)
	if err != nil {
		return "", fmt.Errorf("policy version: %w", err)
	}
	assessed := make([]classifier.Assessment, len(sampleTools))
	for i, t := range sampleTools {
		assessed[i] = rs.Classify(t)
	}
	doc, err := policygen.Generate(sampleTools, assessed, opts)
	if err != nil {
		return "", fmt.Errorf("policy version: %w", err)
	}
	sample, err := doc.Encode()
	if err != nil {
		return "", fmt.Errorf("policy version: %w", err)
	}
	flows, err := json.Marshal(classifier.ToxicFlows(assessed, "sample"))
	if err != nil {
		return "", fmt.Errorf("policy version: %w", err)
	}
	h := sha256.New()
	h.Write(b)
	h.Write(sample)
	h.Write(flows)
	return rs.Version() + "/policygen-" + hex.EncodeToString(h.Sum(nil)[:4]), nil
}

// sampleTools give the generator one tool of each kind it writes rules
// for: reads, writes, paths, URLs, code, SQL, deletes and payments.
var sampleTools = func() []catalog.Tool {
	def := func(name, desc, schema string) catalog.Tool {
		return catalog.Tool{Name: name, Description: desc, InputSchema: json.RawMessage(schema)}
	}
	return []catalog.Tool{
		def("read_file", "Read a file.", `{"type":"object","properties":{"path":{"type":"string"}}}`),
		def("write_file", "Create or update a file.", `{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}}}`),
		def("fetch_url", "Fetch a web page.", `{"type":"object","properties":{"url":{"type":"string","format":"uri"}}}`),
		def("execute_code", "Execute JavaScript code.", `{"type":"object","properties":{"code":{"type":"string"}}}`),
		def("query", "Run a read-only SQL query.", `{"type":"object","properties":{"sql":{"type":"string"}}}`),
		def("delete_record", "Delete a record permanently.", `{"type":"object","properties":{"id":{"type":"string"}}}`),
		def("issue_refund", "Refund a payment.", `{"type":"object","properties":{"amount":{"type":"number"},"currency":{"type":"string"}}}`),
	}
}()

// flushEvery bounds how many assessments wait for one write transaction.
const flushEvery = 4096

// Prepare classifies every current tool that has no stored assessment under
// the ruleset, generates each server's policy from its assessments (policy
// generation is cheap, so it always runs and a policy is written only when
// its bytes or tools changed) and stores both in the registry.
func Prepare(ctx context.Context, store *registry.Store, opts Options) (Result, error) {
	rs := opts.Ruleset
	if rs == nil {
		rs = classifier.Default()
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	pv, err := PolicyVersion(rs, opts.Policy)
	if err != nil {
		return Result{}, err
	}
	res := Result{RulesetVersion: rs.Version(), PolicyVersion: pv}
	servers, tools, err := serversToPrepare(ctx, store, rs.Version(), pv)
	if err != nil {
		return res, fmt.Errorf("prepare registry: %w", err)
	}
	res.Servers, res.Tools = len(servers), tools

	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	names := make(chan string)
	outs := make(chan serverOutput, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for name := range names {
				out := prepareServer(ctx, store, rs, pv, opts.Policy, name)
				select {
				case outs <- out:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		defer close(names)
		for _, s := range servers {
			if !s.stale {
				continue
			}
			select {
			case names <- s.name:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(outs) }()

	// One goroutine writes, in batches: SQLite has one writer at a time
	// and a commit per tool would cost more than classifying it.
	var pendingA []registry.Assessment
	var pendingP []registry.Policy
	flush := func() error {
		if err := store.PutAssessments(ctx, pendingA); err != nil {
			return err
		}
		if err := store.PutPolicies(ctx, pendingP); err != nil {
			return err
		}
		pendingA, pendingP = pendingA[:0], pendingP[:0]
		return nil
	}
	var firstErr error
	for out := range outs {
		if out.err != nil {
			if firstErr == nil {
				firstErr = out.err
				cancel()
			}
			continue
		}
		res.Classified += len(out.assessments)
		pendingA = append(pendingA, out.assessments...)
		if out.policy != nil {
			res.Policies++
			pendingP = append(pendingP, *out.policy)
		}
		if len(pendingA) >= flushEvery || len(pendingP) >= flushEvery/8 {
			if err := flush(); err != nil && firstErr == nil {
				firstErr = err
				cancel()
			}
		}
	}
	if firstErr != nil {
		return res, fmt.Errorf("prepare registry: %w", firstErr)
	}
	if err := flush(); err != nil {
		return res, fmt.Errorf("prepare registry: %w", err)
	}
	log.Info("registry prepared", "servers", res.Servers, "tools", res.Tools, "classified", res.Classified, "policies", res.Policies)
	return res, nil
}

// serverState says whether a server needs classifying or a new policy.
type serverState struct {
	name  string
	stale bool
}

// serversToPrepare finds, in one pass over the registry, the servers with a
// current tool that has no assessment under the ruleset, or no policy made
// from their current tools by this generator version. Everything else is
// up to date and is left alone, so preparing a registry that has not
// changed costs two queries however large it is.
func serversToPrepare(ctx context.Context, store *registry.Store, rulesetVersion, policyVersion string) ([]serverState, int, error) {
	all, err := store.Servers(ctx, "", 0)
	if err != nil {
		return nil, 0, err
	}
	made, err := store.PolicyToolsHashes(ctx, policyVersion)
	if err != nil {
		return nil, 0, err
	}
	toolSets := make(map[string]map[string]string, len(all))
	unassessed := map[string]bool{}
	count := 0
	err = store.EachCurrentTool(ctx, rulesetVersion, 1, func(t registry.ToolSummary) error {
		count++
		set := toolSets[t.Server]
		if set == nil {
			set = map[string]string{}
			toolSets[t.Server] = set
		}
		set[t.Name] = t.Hash
		if t.Category == "" {
			unassessed[t.Server] = true
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	out := make([]serverState, len(all))
	for i, s := range all {
		hash, ok := made[s.Name]
		out[i] = serverState{name: s.Name, stale: !ok || unassessed[s.Name] || hash != registry.ToolSetHash(toolSets[s.Name])}
	}
	return out, count, nil
}

// serverOutput is what one server needs written.
type serverOutput struct {
	assessments []registry.Assessment // new ones only
	policy      *registry.Policy      // nil when the stored one is current
	err         error
}

func prepareServer(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, pv string, popts policygen.Options, name string) serverOutput {
	var out serverOutput
	fail := func(err error) serverOutput { out.err = fmt.Errorf("server %q: %w", name, err); return out }
	tools, err := store.Tools(ctx, name)
	if err != nil {
		return fail(err)
	}
	stored, err := store.ServerAssessments(ctx, name, rs.Version())
	if err != nil {
		return fail(err)
	}
	// Earlier definitions are classified too, so the history of a tool
	// shows how its risk moved.
	versions, err := store.ToolVersions(ctx, name)
	if err != nil {
		return fail(err)
	}
	for _, v := range versions {
		if _, ok := stored[v.Hash]; ok || v.Current {
			continue
		}
		_, rec, err := classify(rs, v)
		if err != nil {
			return fail(err)
		}
		stored[v.Hash] = rec
		out.assessments = append(out.assessments, rec)
	}
	defs := make([]catalog.Tool, len(tools))
	assessed := make([]classifier.Assessment, len(tools))
	hashes := make(map[string]string, len(tools))
	for i, t := range tools {
		defs[i] = t.Tool
		hashes[t.Name] = t.Hash
		if a, ok := stored[t.Hash]; ok {
			var as classifier.Assessment
			// The same definition under another tool name shares the hash
			// only if the name is part of it, which it is; a mismatch means
			// a damaged row, so classify again.
			if json.Unmarshal(a.Document, &as) == nil && as.Tool == t.Name {
				assessed[i] = as
				continue
			}
		}
		as, rec, err := classify(rs, t)
		if err != nil {
			return fail(err)
		}
		assessed[i] = as
		out.assessments = append(out.assessments, rec)
	}
	// The server's instructions, prompts and resources are read too: a
	// poisoned one is a finding of the server's, and its policy withholds
	// it.
	srv, err := store.Server(ctx, name)
	if err != nil {
		return fail(err)
	}
	srv.Tools = defs
	rep := rs.Report(srv.Server, assessed)
	doc, err := policygen.GenerateServer(srv.Server, rep, popts)
	if err != nil {
		return fail(err)
	}
	data, err := doc.Encode()
	if err != nil {
		return fail(err)
	}
	findings, err := json.Marshal(nonNil(serverFindings(rep)))
	if err != nil {
		return fail(err)
	}
	toolsHash := registry.ToolSetHash(hashes)
	prev, err := store.Policy(ctx, name, pv)
	switch {
	case err == nil && prev.ToolsHash == toolsHash && bytes.Equal(prev.Document, data) && bytes.Equal(prev.Findings, findings):
		return out
	case err != nil && !errors.Is(err, registry.ErrNotFound):
		return fail(err)
	}
	out.policy = &registry.Policy{Server: name, GeneratorVersion: pv, ToolsHash: toolsHash, Document: data, Findings: findings}
	return out
}

// serverFindings are a server's own findings (toxic flows, its
// instructions) and those of its prompts, resources and templates, each
// of the latter with the item it is about in its field.
func serverFindings(rep classifier.ServerReport) []classifier.Finding {
	out := slices.Clone(rep.Findings)
	for _, it := range rep.Items {
		for _, f := range it.Findings {
			f.Field = fmt.Sprintf("%s %s: %s", strings.ReplaceAll(it.Kind, "_", " "), it.Name, f.Field)
			out = append(out, f)
		}
	}
	return out
}

// classify assesses one stored tool and makes the registry record of it.
func classify(rs *classifier.Ruleset, t registry.StoredTool) (classifier.Assessment, registry.Assessment, error) {
	as := rs.Classify(t.Tool)
	as.ToolHash = t.Hash
	doc, err := json.Marshal(as)
	if err != nil {
		return as, registry.Assessment{}, err
	}
	return as, registry.Assessment{ToolHash: t.Hash, RulesetVersion: rs.Version(),
		Category: string(as.Category), Severity: string(as.Severity), Document: doc}, nil
}

func nonNil(fs []classifier.Finding) []classifier.Finding {
	if fs == nil {
		return []classifier.Finding{}
	}
	return fs
}
