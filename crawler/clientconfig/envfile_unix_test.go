//go:build unix

package clientconfig

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A FIFO named as an envFile is refused at once: opening it would wait
// for a writer and hold up the gateway's start.
func TestReadEnvFileRefusesAFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo.env")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadEnvFile(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("got %v, want it refused without waiting", err)
	}
}
