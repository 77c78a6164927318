package sandbox

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// Isolated runs start in child processes that were started before they
// were needed: a warm worker has loaded the program and initialised the
// parsers, and waits for its one request on stdin. A run takes a warm
// worker (or starts one when none is ready), and the worker ends with the
// run, whatever happened in it: no process runs two scripts, so nothing a
// script did (memory it grew, state it left) reaches another. Taking a
// worker starts its replacement, so the start-up cost of the next one is
// paid between runs, not during them. A worker that crashes or is killed
// costs only its own run.

// readyLine is what a child writes once it is warm.
var readyLine = []byte(`{"type":"ready"}`)

// workerStartTimeout bounds how long a child may take to become warm.
const workerStartTimeout = 15 * time.Second

// worker is one started child waiting for its request.
type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr *cappedBuffer
	exited chan struct{}
	err    error // Wait's result, once exited is closed
}

// startWorker starts a child: this program, with only the child marker in
// its environment, in /, with its stdio piped. The child is told cfg at
// once, prepares a VM for it, and startWorker returns once it says it is
// warm.
func startWorker(cfg Config) (*worker, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe) //nolint:gosec,noctx // re-executes this same binary; its life is managed by the pool and the run
	cmd.Env = []string{isolatedEnv + "=1"}
	cmd.Dir = "/"
	cmd.WaitDelay = time.Second
	w := &worker{cmd: cmd, stderr: &cappedBuffer{max: 16 << 10}, exited: make(chan struct{})}
	cmd.Stderr = w.stderr
	if w.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	w.stdout = bufio.NewReaderSize(stdout, 64<<10)
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		w.err = cmd.Wait()
		close(w.exited)
	}()
	cfg.Isolate = false
	if err := json.NewEncoder(w.stdin).Encode(isoPrepare{Config: cfg}); err != nil {
		w.kill()
		return nil, fmt.Errorf("sandbox worker: %w", err)
	}
	ready := make(chan error, 1)
	go func() {
		line, err := w.stdout.ReadSlice('\n')
		switch {
		case err != nil:
			ready <- err
		case !bytes.Equal(bytes.TrimSpace(line), readyLine):
			ready <- fmt.Errorf("unexpected first line %.80q", line)
		default:
			ready <- nil
		}
	}()
	t := time.NewTimer(workerStartTimeout)
	defer t.Stop()
	select {
	case err = <-ready:
	case <-t.C:
		err = fmt.Errorf("not ready within %s", workerStartTimeout)
	}
	if err != nil {
		w.kill()
		return nil, fmt.Errorf("sandbox worker: %w (%s)", err, firstLines(w.stderr.String(), 4))
	}
	return w, nil
}

// kill ends the worker and waits for it.
func (w *worker) kill() {
	_ = w.cmd.Process.Kill()
	<-w.exited
}

// alive reports whether a warm worker is still waiting.
func (w *worker) alive() bool {
	select {
	case <-w.exited:
		return false
	default:
		return true
	}
}

// workerPool keeps up to warm workers ready.
type workerPool struct {
	warm int
	cfg  Config // what the workers prepare their VMs for

	mu      sync.Mutex
	ready   []*worker
	filling int // starts in progress
	closed  bool
}

func newWorkerPool(warm int, cfg Config) *workerPool { return &workerPool{warm: warm, cfg: cfg} }

// get returns a started worker: a warm one, or one started now. The
// caller starts the replacement (fill) once its run is over.
func (p *workerPool) get(ctx context.Context) (*worker, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errors.New("the sandbox is closed")
	}
	var w *worker
	for len(p.ready) > 0 && w == nil {
		w = p.ready[len(p.ready)-1]
		p.ready = p.ready[:len(p.ready)-1]
		if !w.alive() {
			w = nil // a worker that died waiting is replaced
		}
	}
	p.mu.Unlock()
	if w != nil {
		return w, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return startWorker(p.cfg)
}

// fill starts workers until warm are ready or starting.
func (p *workerPool) fill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for !p.closed && len(p.ready)+p.filling < p.warm {
		p.filling++
		go func() {
			w, err := startWorker(p.cfg)
			p.mu.Lock()
			defer p.mu.Unlock()
			p.filling--
			switch {
			case err != nil:
				// Starting failed (out of processes?): the next get starts
				// one itself and reports the error.
			case p.closed:
				go w.kill()
			default:
				p.ready = append(p.ready, w)
			}
		}()
	}
}

// close kills the warm workers; runs in flight end with their deadlines.
func (p *workerPool) close() {
	p.mu.Lock()
	p.closed = true
	ready := p.ready
	p.ready = nil
	p.mu.Unlock()
	for _, w := range ready {
		w.kill()
	}
}

// waitWarm waits until the pool has all its warm workers ready, or d has
// passed (benchmarks: a run that finds a warm worker).
func (p *workerPool) waitWarm(d time.Duration) {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		p.mu.Lock()
		n := len(p.ready)
		p.mu.Unlock()
		if n >= p.warm {
			return
		}
		time.Sleep(time.Millisecond)
	}
}
