package sandbox

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/dop251/goja/parser"
)

// Code the nesting estimate cannot vouch for (see nestingVerdict) is
// parsed first in a child process: the binary re-executed with probeEnv,
// which parses the code with esbuild and goja exactly as a run would,
// under a lower stack limit, and reports whether it parsed and how much
// stack the parse took. A parser that recurses past the limit kills only
// the child; the parent then refuses the code. A parse that succeeds but
// needed more stack than a run should use is refused too. Verdicts are
// cached by the code's digest, so a script that comes back costs one
// child.

// probeEnv marks the child process.
const probeEnv = "MCPSCAN_SANDBOX_PROBE"

// probeMaxStack is the child's stack limit: lower than the parent's 1 GB,
// so what parses in the child parses in the parent with room to spare.
const probeMaxStack = 256 << 20

// probeStackBudget is the most stack a parse may take to be accepted.
const probeStackBudget = 64 << 20

// probeTimeout bounds one child.
const probeTimeout = 20 * time.Second

// errTooDeep is the verdict on code whose parse the child could not
// survive or that needs too much stack.
var errTooDeep = errors.New("the code nests too deep to parse safely")

// probeKinds are what a child is asked to parse.
const (
	probeScript = "script" // a run's code: esbuild, then goja, plain and in the async wrapper
	probeJS     = "js"     // eval or Function text: goja only
)

type probeRequest struct {
	Kind     string `json:"kind"`
	Code     string `json:"code"`
	Language string `json:"language,omitempty"`
}

type probeReply struct {
	Stack uint64 `json:"stack"`
}

// probes caches verdicts and bounds the children running at once.
var probes = struct {
	mu    sync.Mutex
	cache map[[32]byte]error
	slots chan struct{}
}{cache: map[[32]byte]error{}, slots: make(chan struct{}, 2)}

const probeCacheMax = 4096

// probeParse parses code in a child process; nil means the parent may
// parse it.
func probeParse(ctx context.Context, kind, code, language string) error {
	req, err := json.Marshal(probeRequest{Kind: kind, Code: code, Language: language})
	if err != nil {
		return err
	}
	key := sha256.Sum256(req)
	probes.mu.Lock()
	if v, ok := probes.cache[key]; ok {
		probes.mu.Unlock()
		return v
	}
	probes.mu.Unlock()
	select {
	case probes.slots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	verdict := runProbe(ctx, req)
	<-probes.slots
	if verdict == nil || errors.Is(verdict, errTooDeep) {
		probes.mu.Lock()
		if len(probes.cache) >= probeCacheMax {
			probes.cache = map[[32]byte]error{}
		}
		probes.cache[key] = verdict
		probes.mu.Unlock()
	}
	return verdict
}

func runProbe(ctx context.Context, req []byte) error {
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find the program to check the code with: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, self) //nolint:gosec // this very program, re-executed to parse code where a crash costs nothing
	cmd.Env = []string{probeEnv + "=1"}
	cmd.Stdin = bytes.NewReader(req)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = io.Discard
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("checking the code took longer than %s", probeTimeout)
		}
		// The child died parsing: the parser recursed past its stack.
		return errTooDeep
	}
	var rep probeReply
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		return errTooDeep
	}
	if rep.Stack > probeStackBudget {
		return errTooDeep
	}
	return nil
}

// serveProbe is the child: it parses the request's code and reports the
// stack the parse took. A syntax error is a success here (the parent
// reports it when it parses the code itself); a crash is the answer.
func serveProbe(in io.Reader, out io.Writer) int {
	debug.SetMaxStack(probeMaxStack)
	var req probeRequest
	if err := json.NewDecoder(io.LimitReader(in, 64<<20)).Decode(&req); err != nil {
		return 2
	}
	done := make(chan uint64, 1)
	// A fresh goroutine, so its stack is the parse's alone.
	go func() {
		switch req.Kind {
		case probeScript:
			if loader, name, e := loaderFor(req.Language); e == nil {
				for _, c := range []struct {
					code  string
					shift int
				}{{req.Code, 0}, {asyncPrefix + req.Code + asyncSuffix, len(asyncPrefix)}} {
					if t, msgs := transform(c.code, loader, name, c.shift); len(msgs) == 0 {
						_, _ = parseProgram(t)
					}
				}
			}
		case probeJS:
			_, _ = parser.ParseFile(nil, "", req.Code, 0)
		}
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		done <- m.StackInuse
	}()
	stack := <-done
	if err := json.NewEncoder(out).Encode(probeReply{Stack: stack}); err != nil {
		return 2
	}
	return 0
}

// checkNesting refuses code that nests too deep for the parsers, asking a
// child process when the estimate cannot vouch for it.
func checkNesting(ctx context.Context, kind, code, language string) error {
	switch nestingVerdict(code, maxNesting) {
	case nestingDeep:
		return fmt.Errorf("the code nests more than %d levels deep (brackets, operators or statements)", maxNesting)
	case nestingUnsure:
		if err := probeParse(ctx, kind, code, language); err != nil {
			if errors.Is(err, errTooDeep) {
				return fmt.Errorf("%w: it nests more than the parsers can follow", errTooDeep)
			}
			return err
		}
	}
	return nil
}
