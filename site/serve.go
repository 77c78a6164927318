package site

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// IsSite reports whether dir holds a built site.
func IsSite(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, manifestName))
	return err == nil
}

// Handler serves a built site from dir: its files, with index.html for
// directories, the 404 page for anything missing, and the registry API at
// its official path (GET /v0.1/servers?cursor=N reads v0.1/servers/N.json).
// Every response forbids scripts and styles from anywhere but the site.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := path.Clean("/" + r.URL.Path)
		if p == "/v0.1/servers" {
			p = "/v0.1/servers/index.json"
			if c := r.URL.Query().Get("cursor"); c != "" {
				if strings.Trim(c, "0123456789") != "" || len(c) > 9 {
					writeJSONError(w, http.StatusBadRequest, "invalid cursor")
					return
				}
				p = "/v0.1/servers/" + c + ".json"
			}
		} else if strings.HasSuffix(r.URL.Path, "/") {
			p += "/index.html"
		}
		if serveFile(w, r, dir, p) {
			return
		}
		if strings.HasPrefix(p, "/v0.1/") {
			writeJSONError(w, http.StatusNotFound, "not found")
			return
		}
		notFound(w, r, dir)
	})
}

// serveFile serves dir+p if it is a published file, reporting whether it
// did. Dot files (the build manifest) are not published; a directory
// without a trailing slash is redirected to one.
func serveFile(w http.ResponseWriter, r *http.Request, dir, p string) bool {
	for _, part := range strings.Split(p, "/") {
		if strings.HasPrefix(part, ".") {
			return false
		}
	}
	full := filepath.Join(dir, filepath.FromSlash(p))
	f, err := os.Open(full) //nolint:gosec // a cleaned path under the site directory
	if err != nil {
		return false
	}
	defer func() { _ = f.Close() }()
	info, err := f.Stat()
	if err != nil {
		return false
	}
	if info.IsDir() {
		if _, err := os.Stat(filepath.Join(full, "index.html")); err != nil { //nolint:gosec // full is a cleaned path under dir
			return false
		}
		// A relative redirect to the same directory with a slash: the last
		// segment of a cleaned path cannot name another host.
		http.Redirect(w, r, path.Base(p)+"/", http.StatusMovedPermanently) //nolint:gosec // see above
		return true
	}
	switch ct := mime.TypeByExtension(path.Ext(p)); {
	case p == "/"+feedPath:
		// Feed readers and browsers tell a feed by its type, not its
		// extension.
		w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
	case ct != "":
		w.Header().Set("Content-Type", ct)
	}
	http.ServeContent(w, r, p, info.ModTime(), f)
	return true
}

func notFound(w http.ResponseWriter, r *http.Request, dir string) {
	page, err := os.ReadFile(filepath.Join(dir, "404.html")) //nolint:gosec // the site's own 404 page
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		_, _ = w.Write(page)
	}
}

func writeJSONError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = fmt.Fprintf(w, "{\"error\":%q}\n", msg)
}

// Serve serves the site in dir on ln until ctx ends, then shuts down,
// giving requests in flight a few seconds to finish.
func Serve(ctx context.Context, ln net.Listener, dir string) error {
	if !IsSite(dir) {
		return fmt.Errorf("serve %s: not a built site (no %s)", dir, manifestName)
	}
	srv := &http.Server{
		Handler:           Handler(dir),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      2 * time.Minute, // the search index of a large catalogue is big
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return fmt.Errorf("serve: shutdown: %w", err)
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
