package httpx

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// recorder replaces real sleeps and remembers the delays asked for.
type recorder struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (r *recorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	r.delays = append(r.delays, d)
	r.mu.Unlock()
	return ctx.Err()
}

func TestRetriesThenSucceeds(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("User-Agent") != "test-agent" {
			t.Errorf("user agent: got %q", r.Header.Get("User-Agent"))
		}
		switch calls.Add(1) {
		case 1:
			w.WriteHeader(http.StatusServiceUnavailable)
		case 2:
			w.Header().Set("Retry-After", "7")
			w.WriteHeader(http.StatusTooManyRequests)
		default:
			_, _ = w.Write([]byte(`{"ok":true}`))
		}
	}))
	defer srv.Close()
	rec := &recorder{}
	c := New(WithUserAgent("test-agent"), WithSleep(rec.sleep), WithPerHostInterval(0), WithBackoff(time.Second, 10*time.Second))
	var v struct{ OK bool }
	if err := c.GetJSON(context.Background(), srv.URL, &v); err != nil {
		t.Fatal(err)
	}
	if !v.OK || calls.Load() != 3 {
		t.Fatalf("got ok=%v after %d calls, want true after 3", v.OK, calls.Load())
	}
	if len(rec.delays) != 2 {
		t.Fatalf("delays: got %v, want 2", rec.delays)
	}
	if d := rec.delays[0]; d < 500*time.Millisecond || d > time.Second {
		t.Errorf("first backoff %v, want within [0.5s, 1s]", d)
	}
	if d := rec.delays[1]; d != 7*time.Second {
		t.Errorf("Retry-After delay %v, want 7s", d)
	}
}

func TestNoRetryOnClientErrors(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		http.Error(w, "no such package", http.StatusNotFound)
	}))
	defer srv.Close()
	c := New(WithSleep((&recorder{}).sleep), WithPerHostInterval(0))
	_, err := c.Get(context.Background(), srv.URL+"/x", nil)
	var se *StatusError
	if !errors.As(err, &se) || se.Status != 404 || !strings.Contains(err.Error(), "no such package") {
		t.Fatalf("got %v, want a 404 StatusError with the body", err)
	}
	if calls.Load() != 1 {
		t.Errorf("got %d calls, want 1", calls.Load())
	}
}

func TestGivesUpAfterRetries(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()
	c := New(WithSleep((&recorder{}).sleep), WithPerHostInterval(0), WithRetries(3))
	if _, err := c.Get(context.Background(), srv.URL, nil); err == nil {
		t.Fatal("got no error")
	}
	if calls.Load() != 4 {
		t.Errorf("got %d calls, want 4 (1 + 3 retries)", calls.Load())
	}
}

func TestNetworkErrorsRetry(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close() // connection refused from now on
	rec := &recorder{}
	c := New(WithSleep(rec.sleep), WithPerHostInterval(0), WithRetries(2))
	if _, err := c.Get(context.Background(), url, nil); err == nil {
		t.Fatal("got no error")
	}
	if len(rec.delays) != 2 {
		t.Errorf("got %d retries, want 2", len(rec.delays))
	}
}

func TestMaxBytes(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(strings.Repeat("x", 2048)))
	}))
	defer srv.Close()
	c := New(WithMaxBytes(1024), WithPerHostInterval(0))
	if _, err := c.Get(context.Background(), srv.URL, nil); !errors.Is(err, ErrTooLarge) {
		t.Errorf("got %v, want ErrTooLarge", err)
	}
	c = New(WithMaxBytes(2048), WithPerHostInterval(0))
	if r, err := c.Get(context.Background(), srv.URL, nil); err != nil || len(r.Body) != 2048 {
		t.Errorf("at the cap: got %v", err)
	}
}

func TestPerHostPoliteness(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	defer srv.Close()
	rec := &recorder{}
	c := New(WithSleep(rec.sleep), WithPerHostInterval(time.Second))
	fixed := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return fixed }
	for range 3 {
		if _, err := c.Get(context.Background(), srv.URL, nil); err != nil {
			t.Fatal(err)
		}
	}
	// With the clock frozen, request n waits n seconds for its slot.
	want := []time.Duration{time.Second, 2 * time.Second}
	if len(rec.delays) != 2 || rec.delays[0] != want[0] || rec.delays[1] != want[1] {
		t.Errorf("got waits %v, want %v", rec.delays, want)
	}
}

func TestCancelledContextStops(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	c := New(WithPerHostInterval(0), WithBackoff(time.Hour, time.Hour))
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	start := time.Now()
	_, err := c.Get(ctx, srv.URL, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("cancel took %v", time.Since(start))
	}
}

func TestRetryAfterDate(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if got := retryAfter(now.Add(90*time.Second).Format(http.TimeFormat), now); got != 90*time.Second {
		t.Errorf("got %v, want 90s", got)
	}
	for _, v := range []string{"", "soon", "-5"} {
		if got := retryAfter(v, now); got != 0 {
			t.Errorf("retryAfter(%q) = %v, want 0", v, got)
		}
	}
}

func TestCheckRedirect(t *testing.T) {
	req := func(u string) *http.Request {
		r, err := http.NewRequestWithContext(t.Context(), http.MethodGet, u, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tt := range []struct {
		name, from, to string
		otherHosts     bool
		want           string // in the error; "" follows
	}{
		{"same host", "https://registry.example/v0.1/servers", "https://registry.example/v0.1/servers/", false, ""},
		{"same host in another case", "https://registry.example/a", "https://Registry.Example/b", false, ""},
		{"http to https", "http://registry.example/a", "https://registry.example/a", false, ""},
		{"https to http", "https://registry.example/a", "http://registry.example:443/a", false, "another host"},
		{"https to http on the same host", "https://registry.example:8443/a", "http://registry.example:8443/a", false, "plain http"},
		{"another host", "https://registry.example/a", "http://169.254.169.254/latest/meta-data", false, "another host"},
		{"another port", "https://registry.example/a", "https://registry.example:8080/a", false, "another host"},
		{"another host when allowed", "https://registry.example/a", "https://cdn.example/a", true, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := New()
			if tt.otherHosts {
				c = New(WithRedirectsToOtherHosts())
			}
			err := c.checkRedirect(req(tt.to), []*http.Request{req(tt.from)})
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("got %v, want the redirect followed", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrRedirectRefused)):
				t.Errorf("got %v, want a refusal saying %q", err, tt.want)
			}
		})
	}
	many := make([]*http.Request, maxRedirects)
	for i := range many {
		many[i] = req("https://registry.example/a")
	}
	if err := New(WithRedirectsToOtherHosts()).checkRedirect(req("https://registry.example/a"), many); err == nil {
		t.Errorf("got the %dth redirect followed, want a stop", maxRedirects+1)
	}
}
