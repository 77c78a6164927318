package site

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The browser tests drive Debian's chromium through the DevTools protocol.
// Without a browser they skip, except under CI=true, where a missing
// browser is a failure: .ci/run installs it.

// browserPath finds Chromium: $MCPSCAN_CHROMIUM, else the usual names.
func browserPath(t testing.TB) string {
	t.Helper()
	candidates := []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}
	if p := os.Getenv("MCPSCAN_CHROMIUM"); p != "" {
		candidates = []string{p}
	}
	for _, c := range candidates {
		if p, err := exec.LookPath(c); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("no Chromium found (tried %s): CI must install it (apt-get install chromium)", strings.Join(candidates, ", "))
	}
	t.Skipf("no Chromium found (tried %s); set MCPSCAN_CHROMIUM or install chromium", strings.Join(candidates, ", "))
	return ""
}

// newBrowser starts a fresh headless Chromium for one test. The flags keep
// it off the network (no background fetches, updates, sync or QUIC) and
// out of the machine's own profile.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browserPath(t)),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return ctx
}

func do(ctx context.Context, t testing.TB, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

func eval[T any](ctx context.Context, t testing.TB, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

func evalPromise[T any](ctx context.Context, t *testing.T, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// follow clicks a link and waits for the page it leads to.
func follow(ctx context.Context, t *testing.T, selector string) {
	t.Helper()
	if _, err := chromedp.RunResponse(ctx, chromedp.Click(selector)); err != nil {
		t.Fatalf("follow %s: %v", selector, err)
	}
}

func TestBrowser(t *testing.T) {
	ctx := newBrowser(t)
	f := newFixture(t)
	dir := t.TempDir()
	res := f.build(t, dir, 0)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	shots := map[string][]byte{}

	t.Run("home shows the counts", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate(srv.URL+"/index.html"), chromedp.WaitVisible("#count-tools"))
		servers := eval[string](ctx, t, `document.getElementById("count-servers").textContent`)
		tools := eval[string](ctx, t, `document.getElementById("count-tools").textContent`)
		if servers != thousands(res.Servers) || tools != thousands(res.Tools) {
			t.Errorf("counts: got %s servers, %s tools, want %d and %d", servers, tools, res.Servers, res.Tools)
		}
		if n := eval[int](ctx, t, `document.querySelectorAll("svg rect.bar").length`); n < 9 {
			t.Errorf("charts: got %d bars, want the category and severity charts", n)
		}
		shot(ctx, t, shots, "home")
	})

	t.Run("search for execute finds execute_code, which is High and Execute", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate(srv.URL+"/search/index.html"), chromedp.WaitVisible("#q"),
			chromedp.Poll[chromedp.Void](`window.mcpscanIndexMs !== undefined`),
			chromedp.SendKeys("#q", "execute"),
			chromedp.Poll[chromedp.Void](`document.querySelector('#results a[href*="/demo-workspace/execute_code/"]') !== null`))
		status := eval[string](ctx, t, `document.getElementById("search-status").textContent`)
		if !strings.Contains(status, "matching") {
			t.Errorf("search status: got %q", status)
		}
		follow(ctx, t, `#results a[href*="/demo-workspace/execute_code/"]`)
		if h1 := eval[string](ctx, t, `document.querySelector("h1").textContent`); h1 != "execute_code" {
			t.Fatalf("after following the result: got page %q, want execute_code", h1)
		}
		badges := eval[[]string](ctx, t, `[...document.querySelectorAll(".title .badge")].map(b => b.textContent)`)
		if !slices.Contains(badges, "High") || !slices.Contains(badges, "Execute") {
			t.Errorf("tool page badges: got %q, want High and Execute", badges)
		}
		snippet := eval[string](ctx, t, `document.getElementById("policy-snippet").textContent`)
		if !strings.Contains(snippet, `"execute_code_rate"`) || !strings.Contains(snippet, `"max": 10`) {
			t.Errorf("policy snippet: got %q, want execute_code limited to 10 a minute", snippet)
		}
		shot(ctx, t, shots, "tool")
	})

	t.Run("server page filters its tool table", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate(srv.URL+"/servers/demo-workspace/index.html"), chromedp.WaitVisible("#tool-table"))
		shot(ctx, t, shots, "server")
		do(ctx, t, chromedp.SetValue(`form[data-filter] select[name="severity"]`, "Critical"),
			chromedp.Evaluate[chromedp.Void](`document.querySelector('form[data-filter]').dispatchEvent(new Event("change"))`))
		shown := eval[[]string](ctx, t, `[...document.querySelectorAll("#tool-table tbody tr:not([hidden]) th")].map(th => th.textContent)`)
		if strings.Join(shown, ",") != "delete_file,issue_refund,write_file" {
			t.Errorf("Critical tools shown: got %q", shown)
		}
	})

	t.Run("keyboard reaches the skip link first and the theme switch works", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate(srv.URL+"/index.html"), chromedp.WaitVisible("#count-tools"), chromedp.KeyEvent(kb.Tab))
		if cls := eval[string](ctx, t, `document.activeElement.className`); cls != "skip" {
			t.Errorf("first Tab stop: got class %q, want the skip link", cls)
		}
		before := eval[string](ctx, t, `getComputedStyle(document.body).backgroundColor`)
		do(ctx, t, chromedp.Click("[data-theme-toggle]"))
		after := eval[string](ctx, t, `getComputedStyle(document.body).backgroundColor`)
		if theme := eval[string](ctx, t, `document.documentElement.dataset.theme`); theme != "dark" || before == after {
			t.Errorf("theme switch: got theme %q, background %s → %s", theme, before, after)
		}
		do(ctx, t, chromedp.Click("[data-theme-toggle]"))
	})

	t.Run("hostile descriptions stay text", func(t *testing.T) {
		for _, p := range []string{"/servers/io.example-hostile-script/index.html", "/tools/io.example-hostile-script/fetch_page/index.html", "/search/index.html?q=fetch"} {
			do(ctx, t, chromedp.Navigate(srv.URL+p), chromedp.WaitVisible("h1"))
			if pwned := eval[bool](ctx, t, `window.__pwned === 1`); pwned {
				t.Errorf("%s: a script from a description ran", p)
			}
		}
		desc := evalPromise[string](ctx, t, `new Promise(r => { const w = () => { const d = document.querySelector("#results .desc"); d ? r(d.textContent) : setTimeout(w, 20) }; w() })`)
		if !strings.Contains(desc, "Fetch a URL") || !strings.Contains(desc, "<script>") {
			t.Errorf("search result description: got %q, want the markup shown as text", desc)
		}
	})

	t.Run("a name with a right-to-left override shows the override escaped", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate(srv.URL+"/tools/io.example-hostile-script/safe-gnp.exe/index.html"), chromedp.WaitVisible("h1"))
		h1 := eval[string](ctx, t, `document.querySelector("h1").innerText`)
		if h1 != `safe\u202Egnp.exe` {
			t.Errorf("heading: got %q, want the override shown as \\u202E", h1)
		}
		if body := eval[string](ctx, t, `document.body.innerText`); strings.ContainsAny(body, "\u202e\u2066\u200b\x00") {
			t.Error("the page text still holds invisible characters")
		}
		do(ctx, t, chromedp.Navigate(srv.URL+"/search/index.html?q=gnp"),
			chromedp.Poll[chromedp.Void](`document.querySelector('#results a') !== null`))
		if got := eval[string](ctx, t, `document.querySelector('#results a').innerText`); !strings.Contains(got, `\u202E`) {
			t.Errorf("search result: got %q, want the override escaped", got)
		}
	})

	t.Run("the site works from file://", func(t *testing.T) {
		do(ctx, t, chromedp.Navigate("file://"+filepath.ToSlash(dir)+"/search/index.html?q=execute_code"),
			chromedp.Poll[chromedp.Void](`document.querySelector('#results a[href*="/execute_code/"]') !== null`))
		follow(ctx, t, `#results a[href*="/demo-workspace/execute_code/"]`)
		if h1 := eval[string](ctx, t, `document.querySelector("h1").textContent`); h1 != "execute_code" {
			t.Fatalf("after following the result: got page %q, want execute_code", h1)
		}
		if css := eval[string](ctx, t, `getComputedStyle(document.querySelector(".badge")).borderRadius`); css == "0px" {
			t.Error("the stylesheet did not load from file://")
		}
	})

	saveScreenshots(t, shots)
}

func shot(ctx context.Context, t *testing.T, shots map[string][]byte, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if len(png) < 1000 || string(png[1:4]) != "PNG" {
		t.Fatalf("screenshot %s: got %d bytes that are not a PNG", name, len(png))
	}
	shots[name] = png
}

// saveScreenshots writes the screenshots as test artifacts, into
// $MCPSCAN_ARTIFACTS/site (else a temporary directory), and also into
// $MCPSCAN_SCREENSHOTS (relative to the repository root, e.g. "docs") when
// that is set, so the documentation shows the site as it is.
func saveScreenshots(t *testing.T, shots map[string][]byte) {
	dirs := []string{filepath.Join(t.TempDir(), "screenshots")}
	if a := os.Getenv("MCPSCAN_ARTIFACTS"); a != "" {
		dirs[0] = filepath.Join(a, "site")
	}
	if d := os.Getenv("MCPSCAN_SCREENSHOTS"); d != "" {
		if !filepath.IsAbs(d) {
			d = filepath.Join("..", d) // tests run in site/
		}
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, png := range shots {
			p := filepath.Join(d, "site-"+name+".png")
			if err := os.WriteFile(p, png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("screenshots of %d pages in %s", len(shots), d)
	}
}

// BenchmarkSearchLatency measures the search page of a built site: how
// long the index takes to load and be prepared, and how long queries take.
// The site is the one named by $MCPSCAN_SITE_DIR (bench/site.sh builds
// 100,000 tools), or else the fixture's.
func BenchmarkSearchLatency(b *testing.B) {
	dir := os.Getenv("MCPSCAN_SITE_DIR")
	if dir == "" {
		dir = b.TempDir()
		newFixture(b).build(b, dir, 0)
	}
	ctx := newBrowser(b)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	start := time.Now()
	do(ctx, b, chromedp.Navigate(srv.URL+"/search/index.html"),
		chromedp.Poll[chromedp.Void](`window.mcpscanLastSearchMs !== undefined`, chromedp.WithPollingTimeout(2*time.Minute)))
	load := time.Since(start)
	prep := eval[float64](ctx, b, `window.mcpscanIndexMs`)
	tools := eval[int](ctx, b, `window.mcpscanSearchSize()`)
	var times []float64
	for _, q := range []string{"execute", "delete", "create issue", "zzzz-no-match", "get", "refund", "list file", "run query"} {
		do(ctx, b, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`window.mcpscanLastSearchMs = undefined;
			document.getElementById("q").value = %q; document.getElementById("q").dispatchEvent(new Event("input", {bubbles: true}))`, q)),
			chromedp.Poll[chromedp.Void](`window.mcpscanLastSearchMs !== undefined`))
		times = append(times, eval[float64](ctx, b, `window.mcpscanLastSearchMs`))
	}
	slices.Sort(times)
	b.ReportMetric(float64(load.Milliseconds()), "load-ms")
	b.ReportMetric(times[len(times)/2], "query-p50-ms")
	fmt.Printf("search: %d tools; page and index loaded in %.0f ms (index prepared in %.0f ms); query median %.1f ms, max %.1f ms\n",
		tools, float64(load.Milliseconds()), prep, times[len(times)/2], times[len(times)-1])
}
