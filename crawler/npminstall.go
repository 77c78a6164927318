package crawler

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// InstallOptions configure InstallNPM.
type InstallOptions struct {
	// Dir receives the install (a fresh temp dir when empty; the caller
	// removes it).
	Dir string
	// Cache is npm's download cache, shared between installs to save time
	// (npm's default when empty).
	Cache string
	// Registry overrides the npm registry URL.
	Registry string
	// Args are passed to the server binary (some servers need a path or a
	// mode argument to start).
	Args []string
	// Env are the variables the server gets; see DummyEnv.
	Env map[string]string
	// Timeout bounds npm itself (default 5 minutes).
	Timeout time.Duration
}

// Installed is an npm package installed for introspection.
type Installed struct {
	Name    string
	Version string
	Bin     string // the bin entry chosen as the server
	Dir     string
	Target  introspect.Target
}

// InstallNPM installs an npm package (name or name@version) with its
// install scripts disabled — a scanned package must not run code at install
// time — and returns a stdio target that starts its server binary with node.
func InstallNPM(ctx context.Context, spec string, opts InstallOptions) (*Installed, error) {
	name, _ := splitSpec(spec)
	if name == "" || strings.HasPrefix(name, "-") {
		return nil, fmt.Errorf("install %q: not a package name", spec)
	}
	dir := opts.Dir
	if dir == "" {
		d, err := os.MkdirTemp("", "mcpscan-npm-")
		if err != nil {
			return nil, fmt.Errorf("install %s: %w", spec, err)
		}
		dir = d
	}
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = 5 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	args := []string{"install", "--ignore-scripts", "--no-audit", "--no-fund", "--no-save",
		"--no-package-lock", "--loglevel=error", "--prefix", dir, spec}
	cmd := exec.CommandContext(ctx, "npm", args...) //nolint:gosec // spec is a package name checked above; npm is the tool for the job
	cmd.Env = os.Environ()
	if opts.Cache != "" {
		cmd.Env = append(cmd.Env, "npm_config_cache="+opts.Cache)
	}
	if opts.Registry != "" {
		cmd.Env = append(cmd.Env, "npm_config_registry="+opts.Registry)
	}
	cmd.Env = append(cmd.Env, "npm_config_update_notifier=false")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("npm install %s: gave up after %v", spec, timeout)
		}
		return nil, fmt.Errorf("npm install %s: %w: %s", spec, err, tail(stderr.String(), 400))
	}

	inst, err := Locate(dir, name, opts)
	if err != nil {
		return nil, fmt.Errorf("install %s: %w", spec, err)
	}
	return inst, nil
}

// Locate finds an npm package already installed under dir (as
// "npm install --prefix dir" leaves it) and returns the stdio target that
// starts its server binary with node.
func Locate(dir, name string, opts InstallOptions) (*Installed, error) {
	pkgDir := filepath.Join(dir, "node_modules", filepath.FromSlash(name))
	manifest, err := os.ReadFile(filepath.Join(pkgDir, "package.json"))
	if err != nil {
		return nil, fmt.Errorf("read package.json of %s: %w", name, err)
	}
	var pkg struct {
		Name    string          `json:"name"`
		Version string          `json:"version"`
		Bin     json.RawMessage `json:"bin"`
	}
	if err := json.Unmarshal(manifest, &pkg); err != nil {
		return nil, fmt.Errorf("package.json of %s: %w", name, err)
	}
	binName, binPath, err := chooseBin(pkg.Name, pkg.Bin)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	script := filepath.Join(pkgDir, filepath.FromSlash(binPath))
	if _, err := os.Stat(script); err != nil {
		return nil, fmt.Errorf("%s: bin %s: %w", name, binName, err)
	}
	return &Installed{
		Name:    pkg.Name,
		Version: pkg.Version,
		Bin:     binName,
		Dir:     dir,
		Target: introspect.Target{
			Name:      pkg.Name,
			Transport: introspect.TransportStdio,
			Command:   "node",
			Args:      append([]string{script}, opts.Args...),
			Env:       opts.Env,
		},
	}, nil
}

// chooseBin picks the server among a package's bin entries: the only one,
// else one named like the package, else one whose name mentions mcp.
func chooseBin(pkgName string, raw json.RawMessage) (name, path string, err error) {
	base := pkgName[strings.LastIndex(pkgName, "/")+1:]
	if len(raw) == 0 || string(raw) == "null" {
		return "", "", errors.New("package has no bin entry to start a server with")
	}
	var single string
	if json.Unmarshal(raw, &single) == nil {
		return base, single, nil
	}
	var bins map[string]string
	if err := json.Unmarshal(raw, &bins); err != nil || len(bins) == 0 {
		return "", "", errors.New("package has no usable bin entry")
	}
	names := make([]string, 0, len(bins))
	for n := range bins {
		names = append(names, n)
	}
	slices.Sort(names)
	if len(names) == 1 {
		return names[0], bins[names[0]], nil
	}
	if p, ok := bins[base]; ok {
		return base, p, nil
	}
	for _, n := range names {
		if strings.Contains(strings.ToLower(n), "mcp") {
			return n, bins[n], nil
		}
	}
	return names[0], bins[names[0]], nil
}

// splitSpec splits "name@version" (scoped names start with @).
func splitSpec(spec string) (name, version string) {
	at := strings.LastIndex(spec, "@")
	if at <= 0 {
		return spec, ""
	}
	return spec[:at], spec[at+1:]
}

// DummyValue is what a server gets for a credential it needs to start: a
// value that passes "is it set" checks and works nowhere.
const DummyValue = "mcpscan-dummy-value"

// DummyEnv gives every named variable the dummy value, so servers that
// refuse to start without their API key still list their tools.
func DummyEnv(names []string) map[string]string {
	env := make(map[string]string, len(names))
	for _, n := range names {
		env[n] = DummyValue
	}
	return env
}

func tail(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
