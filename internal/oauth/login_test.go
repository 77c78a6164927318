package oauth

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestLogin(t *testing.T) {
	open := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/mcp" {
			http.NotFound(w, r)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": 0, "result": map[string]any{}})
	}))
	defer open.Close()
	tests := []struct {
		name        string
		interactive bool
		cfg         ClientConfig
		open        bool // the server asks for no authorization
		wantErr     error
		wantMessage string
	}{
		{name: "a user in the browser", interactive: true},
		{name: "a machine, no browser", cfg: ClientConfig{ClientID: "machine", ClientSecret: "machine-secret", Grant: GrantClientCredentials}},
		{name: "a user where no browser may open", wantErr: ErrLoginRequired, wantMessage: "--client-credentials"},
		{name: "a server that asks for nothing", interactive: true, open: true, wantMessage: "without asking for authorization"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as := newTestAS(t, "", nil)
			as.preRegister("machine", "machine-secret")
			rs := newTestRS(t, as, func(rs *testRS) { rs.scopes = []string{"mcp"} })
			target := rs.url()
			if tt.open {
				target = open.URL + "/mcp"
			}
			a, _ := testAuth(t, func(o *Options) { o.Interactive = tt.interactive })
			got, err := a.Login(t.Context(), target, tt.cfg)
			if tt.wantMessage != "" || tt.wantErr != nil {
				if err == nil || !strings.Contains(err.Error(), tt.wantMessage) || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
					t.Fatalf("got %v, want an error %v saying %q", err, tt.wantErr, tt.wantMessage)
				}
				return
			}
			if err != nil {
				t.Fatalf("login: %v", err)
			}
			if got.Issuer != as.issuer() || got.Resource != rs.url() || strings.Join(got.Scopes, " ") != "mcp" {
				t.Errorf("got %+v, want issuer %s, resource %s, scope mcp", got, as.issuer(), rs.url())
			}
			// What login kept serves a run that may not open a browser.
			later := New(Options{Store: a.opts.Store})
			if status, _, err := call(t, later, rs.url(), tt.cfg, "tools/list"); err != nil || status != 200 {
				t.Errorf("after login: got %d %v, want 200", status, err)
			}
		})
	}
}
