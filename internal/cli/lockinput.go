package cli

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/lockfile"
	"github.com/mcpscan/mcpscan/registry"
)

// liveServers is what the servers offer now, ready to compare with a lock.
type liveServers struct {
	lock   *lockfile.Lock
	failed map[string]string // server → why it could not be read
}

// readLive reads the inputs of a lock command: tool dumps are read as
// classify reads them; client configs and SERVERS.json files are crawled
// as scan crawls them (with no inputs, this machine's configs). Every
// tool is classified with rs.
func (a *app) readLive(cmd *cobra.Command, store *registry.Store, rs *classifier.Ruleset, args []string, timeout time.Duration) (*liveServers, error) {
	dumps, configs, err := splitLockInputs(args)
	if err != nil {
		return nil, err
	}
	ctx := cmd.Context()
	var servers []lockfile.Server
	if len(dumps) > 0 {
		ins, err := readInputs(cmd.InOrStdin(), dumps)
		if err != nil {
			return nil, err
		}
		for _, in := range ins {
			s, err := lockServer(ctx, store, rs, in.srv, lockfile.SourceOf(in.srv), a)
			if err != nil {
				return nil, err
			}
			servers = append(servers, s)
		}
	}
	live := &liveServers{failed: map[string]string{}}
	if len(configs) > 0 || len(args) == 0 {
		src := &crawler.ConfigSource{Paths: configs}
		var outcomes []crawler.Outcome
		_, err := crawler.Crawl(ctx, store, src, crawler.Options{
			Limits: introspect.Limits{Timeout: timeout},
			Log:    a.log,
			OnItem: func(o crawler.Outcome) { outcomes = append(outcomes, o) },
		})
		if err != nil {
			return nil, err
		}
		for _, p := range src.Problems() {
			a.log.Warn("client config", "problem", p)
		}
		more, err := a.configServers(ctx, store, rs, src, outcomes, live.failed)
		if err != nil {
			return nil, err
		}
		servers = append(servers, more...)
	}
	seen := map[string]bool{}
	for _, s := range servers {
		if seen[s.Name] {
			return nil, usageError("server %q is in two inputs; a lock holds each server once", s.Name)
		}
		seen[s.Name] = true
	}
	live.lock = lockfile.New(servers)
	return live, nil
}

// configServers turns the servers a config crawl read into lock entries,
// and records those it could not read in failed.
func (a *app) configServers(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, src *crawler.ConfigSource,
	outcomes []crawler.Outcome, failed map[string]string) ([]lockfile.Server, error) {
	entries := map[string]crawler.ConfigEntry{}
	for _, e := range src.Entries() {
		entries[e.Name] = e
	}
	var out []lockfile.Server
	for _, o := range outcomes {
		if o.Err != nil {
			failed[o.Server] = o.Err.Error()
			continue
		}
		if len(o.Warnings) > 0 {
			// What was stored is not what clients are offered: locking it
			// would approve a tool list the server does not serve.
			failed[o.Server] = "its tool list could not be kept whole: " + strings.Join(o.Warnings, "; ")
			continue
		}
		stored, err := store.Server(ctx, o.Server)
		if err != nil {
			return nil, err
		}
		s, err := lockServer(ctx, store, rs, stored.Server, targetSource(entries[o.Server].Target, stored.Version), a)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func lockServer(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, srv catalog.Server, src lockfile.Source, a *app) (lockfile.Server, error) {
	rep := classifyServer(ctx, store, rs, srv, a)
	s, err := lockfile.NewServer(srv, src, rs.Version(), rep.Tools)
	if err != nil {
		return lockfile.Server{}, &exitError{code: ExitUsage, err: err}
	}
	return s, nil
}

// splitLockInputs tells tool dumps (anything classify reads, and
// directories of them) from client configs and SERVERS.json files.
func splitLockInputs(args []string) (dumps, configs []string, err error) {
	for _, arg := range args {
		if arg == "-" {
			dumps = append(dumps, arg)
			continue
		}
		info, err := os.Stat(arg)
		if err != nil {
			return nil, nil, usageError("%w", err)
		}
		if info.IsDir() || info.Size() > maxInput {
			dumps = append(dumps, arg) // readInputs expands and bounds it
			continue
		}
		data, err := os.ReadFile(arg)
		if err != nil {
			return nil, nil, usageError("%w", err)
		}
		if _, err := catalog.DecodeServers(data, "x"); err == nil {
			dumps = append(dumps, arg)
		} else {
			configs = append(configs, arg)
		}
	}
	return dumps, configs, nil
}

// runners are the launchers that fetch a package and run it: the argument
// after their own flags names the package.
var runners = map[string]struct {
	registry   string
	valueFlags []string // flags that take the next argument
}{
	"npx":    {"npm", []string{"-p", "--package", "-c", "--call"}},
	"bunx":   {"npm", []string{"-p", "--package"}},
	"uvx":    {"pypi", []string{"--from", "--with", "--python", "-p", "--index-url", "--index"}},
	"pipx":   {"pypi", []string{"--spec", "--python", "--index-url"}},
	"docker": {"oci", []string{"-e", "--env", "-v", "--volume", "--name", "--network", "--mount", "-w", "--workdir", "--entrypoint", "-u", "--user", "--env-file", "--platform", "-p", "--publish", "-l", "--label"}},
	"podman": {"oci", []string{"-e", "--env", "-v", "--volume", "--name", "--network", "--mount", "-w", "--workdir", "--entrypoint", "-u", "--user", "--env-file", "--platform", "-p", "--publish", "-l", "--label"}},
}

// targetSource says where a configured server comes from: the package a
// runner fetches (npx, bunx, uvx, pipx run, docker run), the URL of a
// remote server, else the command line with secret-looking values hidden.
// liveVersion is the version the server reported at initialize.
func targetSource(t introspect.Target, liveVersion string) lockfile.Source {
	if t.URL != "" {
		return lockfile.Source{URL: lockfile.PublicURL(t.URL), Version: liveVersion}
	}
	if pkg, version, ok := packageOf(t.Command, t.Args); ok {
		if version == "" {
			version = liveVersion
		}
		return lockfile.Source{Package: pkg, Version: version}
	}
	line := append([]string{t.Command}, t.Args...)
	return lockfile.Source{Command: strings.Join(redactArgs(line), " "), Version: liveVersion}
}

func packageOf(command string, args []string) (pkg, version string, ok bool) {
	name := strings.TrimSuffix(strings.ToLower(filepath.Base(command)), ".cmd")
	name = strings.TrimSuffix(name, ".exe")
	r, known := runners[name]
	if !known {
		return "", "", false
	}
	rest := args
	if name == "docker" || name == "podman" || name == "pipx" {
		// docker run IMAGE, pipx run PKG
		if len(rest) == 0 || rest[0] != "run" {
			return "", "", false
		}
		rest = rest[1:]
	}
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if strings.HasPrefix(a, "-") {
			if !strings.Contains(a, "=") && slices.Contains(r.valueFlags, a) {
				i++
			}
			continue
		}
		id, ver := splitPackage(r.registry, a)
		return r.registry + ":" + id, ver, true
	}
	return "", "", false
}

// splitPackage splits "name@1.2.3" (npm), "name==1.2.3" or "name@1.2.3"
// (pypi), "image:tag" or "image@sha256:…" (oci).
func splitPackage(registryType, spec string) (id, version string) {
	switch registryType {
	case "oci":
		if i := strings.Index(spec, "@"); i > 0 {
			return spec[:i], spec[i+1:]
		}
		if i := strings.LastIndex(spec, ":"); i > strings.LastIndex(spec, "/") {
			return spec[:i], spec[i+1:]
		}
		return spec, ""
	case "pypi":
		if id, v, ok := strings.Cut(spec, "=="); ok {
			return id, v
		}
	}
	// npm scopes start with @: the version's @ comes after the first byte.
	if i := strings.LastIndex(spec, "@"); i > 0 {
		return spec[:i], spec[i+1:]
	}
	return spec, ""
}

// secretWord marks a flag or value as one not to write into a shared file.
var secretWord = regexp.MustCompile(`(?i)(token|secret|passw|api[-_]?key|auth|credential|bearer)`)

// redactArgs hides the values of secret-looking flags (--api-key X,
// --token=X) and anything that looks like a key itself.
func redactArgs(args []string) []string {
	out := make([]string, len(args))
	hideNext := false
	for i, a := range args {
		switch {
		case hideNext:
			out[i], hideNext = "***", false
		case strings.HasPrefix(a, "-") && secretWord.MatchString(a):
			if k, _, ok := strings.Cut(a, "="); ok {
				out[i] = k + "=***"
			} else {
				out[i], hideNext = a, true
			}
		case secretWord.MatchString(a) && strings.ContainsAny(a, "=:"):
			k, _, _ := strings.Cut(a, "=")
			out[i] = k + "=***"
		default:
			out[i] = a
		}
	}
	return out
}
