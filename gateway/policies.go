package gateway

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/policy"
)

// MaxPolicyBytes bounds a policy file: a larger one is refused without
// being read.
const MaxPolicyBytes = 4 << 20

// policySet holds the engine of every server's policy and reloads a file
// when it changes. A file that no longer parses keeps the last good policy:
// a typo while editing must not open the gates, nor close them on tools
// that were working.
type policySet struct {
	dir      string
	counters policy.Counters

	mu    sync.RWMutex
	files map[string]*policyFile
}

type policyFile struct {
	engine *policy.Engine
	// What was last read from disk, to notice changes cheaply (stat) and
	// for certain (content).
	modTime time.Time
	size    int64
	sum     [32]byte
	// The last content that failed to parse, so it is reported once, and
	// its size and time, so it is not read again until it changes.
	badSum  [32]byte
	badErr  error
	badMod  time.Time
	badSize int64
}

// loadPolicies reads every server's policy; any missing or broken file is
// an error (the gateway refuses to start on a guess).
func loadPolicies(dir string, servers []string, counters policy.Counters) (*policySet, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("policies: %w", err)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("policies: %s is not a directory", dir)
	}
	ps := &policySet{dir: dir, counters: counters, files: map[string]*policyFile{}}
	var errs []error
	for _, name := range servers {
		pf, err := ps.read(name)
		switch {
		case errors.Is(err, os.ErrNotExist):
			errs = append(errs, fmt.Errorf("server %q has no policy: %s does not exist (write one with 'mcpscan policy generate')",
				name, PolicyPath(dir, name)))
		case err != nil:
			errs = append(errs, err)
		default:
			ps.files[name] = pf
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return ps, nil
}

// read reads and parses a server's policy file into a fresh engine. A file
// that was read but does not parse comes back with its digest and the
// parse error; one that could not be read, with the error alone.
func (ps *policySet) read(server string) (*policyFile, error) {
	path := PolicyPath(ps.dir, server)
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("policy of %q: %w", server, err)
	}
	if st.Size() > MaxPolicyBytes {
		err := fmt.Errorf("%s is %d bytes; a policy may be at most %d", path, st.Size(), MaxPolicyBytes)
		return &policyFile{modTime: st.ModTime(), size: st.Size()}, err
	}
	data, err := os.ReadFile(path) //nolint:gosec // a policy in the directory the user named
	if err != nil {
		return nil, fmt.Errorf("policy of %q: %w", server, err)
	}
	pf := &policyFile{modTime: st.ModTime(), size: st.Size(), sum: sha256.Sum256(data)}
	doc, err := policy.Parse(data)
	if err != nil {
		return pf, fmt.Errorf("%s: %w", path, err)
	}
	pf.engine = policy.NewEngine(doc, serverCounters{inner: ps.counters, server: server})
	return pf, nil
}

// engine is the engine deciding a server's calls, or nil when the server
// has no policy (which the gateway treats as deny).
func (ps *policySet) engine(server string) *policy.Engine {
	ps.mu.RLock()
	defer ps.mu.RUnlock()
	if pf := ps.files[server]; pf != nil {
		return pf.engine
	}
	return nil
}

// reload checks every server's file and swaps in the ones that changed and
// parse. It returns the servers whose policy changed, and the problems it
// met (a missing or broken file keeps the last good policy).
func (ps *policySet) reload(servers []string) (changed []string, problems []error) {
	for _, name := range servers {
		ps.mu.RLock()
		cur := ps.files[name]
		ps.mu.RUnlock()
		st, err := os.Stat(PolicyPath(ps.dir, name))
		if err != nil {
			if cur == nil || cur.badErr == nil || !errors.Is(cur.badErr, os.ErrNotExist) {
				problems = append(problems, fmt.Errorf("policy of %q: %w; keeping the last good policy", name, err))
				ps.markBad(name, [32]byte{}, err)
			}
			continue
		}
		if cur != nil && st.ModTime().Equal(cur.modTime) && st.Size() == cur.size && cur.badErr == nil {
			continue
		}
		if cur != nil && cur.badErr != nil && st.ModTime().Equal(cur.badMod) && st.Size() == cur.badSize {
			continue // the same broken file, not read again
		}
		pf, err := ps.read(name)
		switch {
		case pf == nil:
			problems = append(problems, fmt.Errorf("%w; keeping the last good policy", err))
		case cur != nil && cur.engine != nil && pf.sum == cur.sum:
			ps.touch(name, pf.modTime, pf.size) // touched, not changed
		case cur != nil && cur.badErr != nil && pf.sum == cur.badSum:
			// The same broken file, already reported.
		case err != nil:
			problems = append(problems, fmt.Errorf("%w; keeping the last good policy", err))
			ps.markBad(name, pf.sum, err)
			ps.markBadFile(name, pf.modTime, pf.size)
		default:
			ps.mu.Lock()
			ps.files[name] = pf
			ps.mu.Unlock()
			changed = append(changed, name)
		}
	}
	return changed, problems
}

func (ps *policySet) markBad(name string, sum [32]byte, err error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	cur := ps.files[name]
	if cur == nil {
		return
	}
	next := *cur
	next.badSum, next.badErr = sum, err
	ps.files[name] = &next
}

func (ps *policySet) markBadFile(name string, mod time.Time, size int64) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if cur := ps.files[name]; cur != nil {
		next := *cur
		next.badMod, next.badSize = mod, size
		ps.files[name] = &next
	}
}

func (ps *policySet) touch(name string, mod time.Time, size int64) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if cur := ps.files[name]; cur != nil {
		next := *cur
		next.modTime, next.size, next.badErr = mod, size, nil
		ps.files[name] = &next
	}
}

// serverCounters keeps each server's counters apart: two policies that
// both name a counter "all_calls" count their own server's calls.
type serverCounters struct {
	inner  policy.Counters
	server string
}

func (c serverCounters) key(k policy.CounterKey) policy.CounterKey {
	k.Counter = c.server + "/" + k.Counter
	return k
}

func (c serverCounters) Reserve(ctx context.Context, k policy.CounterKey, limit int) (bool, int, error) {
	return c.inner.Reserve(ctx, c.key(k), limit)
}

func (c serverCounters) Release(ctx context.Context, k policy.CounterKey) error {
	return c.inner.Release(ctx, c.key(k))
}

func (c serverCounters) Count(ctx context.Context, k policy.CounterKey) (int, error) {
	return c.inner.Count(ctx, c.key(k))
}
