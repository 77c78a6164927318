package oauth

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"
)

// Store keeps tokens and registered clients at rest, in one JSON file
// that only the user can read (mode 0600), beside mcpscan's registry.
// Tokens are kept per issuer and resource.
type Store struct {
	path string
	mu   sync.Mutex
}

// NewStore returns the store in the file at path; the file is made on the
// first save.
func NewStore(path string) *Store { return &Store{path: path} }

// Path is the file the store keeps.
func (s *Store) Path() string { return s.path }

// StoredToken is one token at rest, with what refreshing it needs.
type StoredToken struct {
	Issuer        string    `json:"issuer"`
	Resource      string    `json:"resource"`
	TokenEndpoint string    `json:"token_endpoint"`
	Client        client    `json:"client"`
	AccessToken   string    `json:"access_token"`
	RefreshToken  string    `json:"refresh_token,omitempty"`
	TokenType     string    `json:"token_type,omitempty"`
	Expiry        time.Time `json:"expiry,omitzero"`
	Scopes        []string  `json:"scopes,omitempty"`
	Grant         string    `json:"grant,omitempty"`
	Updated       time.Time `json:"updated"`
}

// LogValue shows a stored token without its secrets, whoever logs it.
func (t StoredToken) LogValue() slog.Value {
	return slog.GroupValue(slog.String("issuer", t.Issuer), slog.String("resource", t.Resource),
		slog.String("scopes", strings.Join(t.Scopes, " ")), slog.Time("expiry", t.Expiry),
		slog.Bool("refreshable", t.RefreshToken != ""))
}

func (t StoredToken) token() *oauth2.Token {
	return &oauth2.Token{AccessToken: t.AccessToken, RefreshToken: t.RefreshToken, TokenType: t.TokenType, Expiry: t.Expiry}
}

type storedClient struct {
	Issuer string `json:"issuer"`
	client
}

type storeFile struct {
	Version int            `json:"version"`
	Tokens  []StoredToken  `json:"tokens"`
	Clients []storedClient `json:"clients,omitempty"`
}

// ErrStorePermissions is a token file others can read.
var ErrStorePermissions = errors.New("the token file is readable by others")

// maxStoreBytes bounds the token file read back.
const maxStoreBytes = 16 << 20

func (s *Store) load() (storeFile, error) {
	var f storeFile
	fh, err := os.Open(s.path)
	if errors.Is(err, fs.ErrNotExist) {
		return storeFile{Version: 1}, nil
	}
	if err != nil {
		return f, fmt.Errorf("read tokens: %w", err)
	}
	defer func() { _ = fh.Close() }()
	st, err := fh.Stat()
	if err != nil {
		return f, fmt.Errorf("read tokens: %w", err)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm()&0o077 != 0 {
		return f, fmt.Errorf("%s has mode %04o: %w (chmod 600 it)", s.path, st.Mode().Perm(), ErrStorePermissions)
	}
	if st.Size() > maxStoreBytes {
		return f, fmt.Errorf("%s is larger than %d bytes: %w", s.path, maxStoreBytes, ErrTooLarge)
	}
	dec := json.NewDecoder(fh)
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("%s is not a token file: %w", s.path, err)
	}
	return f, nil
}

// save writes the file whole: to a temporary file of mode 0600 first,
// renamed over the old one, so a crash leaves one or the other.
func (s *Store) save(f storeFile) error {
	f.Version = 1
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("save tokens: %w", err)
	}
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("save tokens: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".oauth-*.json")
	if err != nil {
		return fmt.Errorf("save tokens: %w", err)
	}
	defer func() { _ = os.Remove(tmp.Name()) }()
	if err := tmp.Chmod(0o600); err != nil && runtime.GOOS != "windows" {
		_ = tmp.Close()
		return fmt.Errorf("save tokens: %w", err)
	}
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("save tokens: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save tokens: %w", err)
	}
	if err := os.Rename(tmp.Name(), s.path); err != nil {
		return fmt.Errorf("save tokens: %w", err)
	}
	return nil
}

func (s *Store) update(fn func(*storeFile)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, err := s.load()
	if err != nil {
		return err
	}
	fn(&f)
	return s.save(f)
}

// Put keeps t, replacing the token of the same issuer and resource.
func (s *Store) Put(t StoredToken) error {
	return s.update(func(f *storeFile) {
		f.Tokens = slices.DeleteFunc(f.Tokens, func(o StoredToken) bool { return o.Issuer == t.Issuer && o.Resource == t.Resource })
		f.Tokens = append(f.Tokens, t)
	})
}

// List returns every stored token.
func (s *Store) List() ([]StoredToken, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, err := s.load()
	return f.Tokens, err
}

// Find returns the token whose resource covers serverURL most closely,
// the newest of equals.
func (s *Store) Find(serverURL string) (StoredToken, bool, error) {
	toks, err := s.List()
	if err != nil {
		return StoredToken{}, false, err
	}
	server, err := parseServerURL(serverURL)
	if err != nil {
		return StoredToken{}, false, err
	}
	var best StoredToken
	found := false
	for _, t := range toks {
		if !resourceCovers(t.Resource, server) {
			continue
		}
		if !found || len(t.Resource) > len(best.Resource) || (len(t.Resource) == len(best.Resource) && t.Updated.After(best.Updated)) {
			best, found = t, true
		}
	}
	return best, found, nil
}

// Remove drops the tokens whose resource covers serverURL, and with
// clients also the clients registered with their issuers. It returns
// what it dropped.
func (s *Store) Remove(serverURL string, clients bool) ([]StoredToken, error) {
	server, err := parseServerURL(serverURL)
	if err != nil {
		return nil, err
	}
	var gone []StoredToken
	err = s.update(func(f *storeFile) {
		f.Tokens = slices.DeleteFunc(f.Tokens, func(t StoredToken) bool {
			if resourceCovers(t.Resource, server) {
				gone = append(gone, t)
				return true
			}
			return false
		})
		if clients {
			f.Clients = slices.DeleteFunc(f.Clients, func(c storedClient) bool {
				return slices.ContainsFunc(gone, func(t StoredToken) bool { return t.Issuer == c.Issuer })
			})
		}
	})
	return gone, err
}

// PutClient keeps a client registered with issuer.
func (s *Store) PutClient(issuer string, c client) error {
	return s.update(func(f *storeFile) {
		f.Clients = slices.DeleteFunc(f.Clients, func(o storedClient) bool { return o.Issuer == issuer })
		f.Clients = append(f.Clients, storedClient{Issuer: issuer, client: c})
	})
}

// findClient returns the client registered with issuer.
func (s *Store) findClient(issuer string) (*client, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, err := s.load()
	if err != nil {
		return nil, err
	}
	for _, c := range f.Clients {
		if c.Issuer == issuer {
			cc := c.client
			return &cc, nil
		}
	}
	return nil, nil
}

// Clear drops every token and registered client.
func (s *Store) Clear() (int, error) {
	n := 0
	err := s.update(func(f *storeFile) {
		n = len(f.Tokens)
		f.Tokens, f.Clients = nil, nil
	})
	return n, err
}
