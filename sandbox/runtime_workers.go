package sandbox

import (
	"context"
	"errors"
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

// worker is one started child waiting for its request.
type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	stderr *cappedBuffer
	exited chan struct{}
	err    error // Wait's result, once exited is closed
}

// startWorker starts a child: this program, with only the child marker in
// its environment, in /, with its stdio piped.
func startWorker() (*worker, error) {
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
	if w.stdout, err = cmd.StdoutPipe(); err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		w.err = cmd.Wait()
		close(w.exited)
	}()
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

	mu      sync.Mutex
	ready   []*worker
	filling int // starts in progress
	closed  bool
}

func newWorkerPool(warm int) *workerPool { return &workerPool{warm: warm} }

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
	return startWorker()
}

// fill starts workers until warm are ready or starting.
func (p *workerPool) fill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for !p.closed && len(p.ready)+p.filling < p.warm {
		p.filling++
		go func() {
			w, err := startWorker()
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
