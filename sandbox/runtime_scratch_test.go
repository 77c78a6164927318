package sandbox

import (
	"context"
	"os"
	"runtime/metrics"
	"testing"
	"time"
)

func TestScratch(t *testing.T) {
	code := os.Getenv("SCRATCH")
	if code == "" {
		t.Skip()
	}
	to := 60 * time.Second
	if d, err := time.ParseDuration(os.Getenv("SCRATCH_TIMEOUT")); err == nil {
		to = d
	}
	rt := New(Config{Timeout: to})
	start := time.Now()
	if os.Getenv("SCRATCH_MEM") != "" {
		done := make(chan struct{})
		defer close(done)
		go func() {
			smp := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/goal:bytes"}}
			for {
				select {
				case <-done:
					return
				case <-time.After(50 * time.Millisecond):
					metrics.Read(smp)
					t.Logf("%v objects=%dMB goal=%dMB", time.Since(start), smp[0].Value.Uint64()>>20, smp[1].Value.Uint64()>>20)
				}
			}
		}()
	}
	res, err := rt.Run(context.Background(), Script{Code: code}, newRTCaller(), "p")
	if err != nil {
		t.Logf("%v in %v", err, time.Since(start))
		return
	}
	v := string(res.Value)
	if len(v) > 2000 {
		v = v[:2000]
	}
	t.Logf("%s in %v logs=%v", v, time.Since(start), res.Logs)
}
