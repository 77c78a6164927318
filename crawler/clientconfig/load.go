package clientconfig

import (
	"fmt"
	"io"
	"os"
)

// maxFileSize bounds how much of a file is read. Claude Code's
// ~/.claude.json also keeps per-project history and can reach megabytes,
// so the bound is generous; it only stops a misnamed huge file from being
// read into memory. A variable so tests can lower it.
var maxFileSize int64 = 64 << 20

// Load reads and parses the file of a candidate. Servers whose Scope the
// file itself does not set get the candidate's.
func Load(c Candidate) (Config, error) {
	data, err := readFile(c.Path)
	if err != nil {
		return Config{Client: c.Client, Path: c.Path}, err
	}
	cfg, err := Parse(c.Client, c.Path, data)
	if err != nil {
		return cfg, err
	}
	for i := range cfg.Servers {
		if cfg.Servers[i].Scope == "" {
			cfg.Servers[i].Scope = c.Scope
		}
	}
	return cfg, nil
}

// ParseFile reads and parses a configuration file named by the user,
// recognising its client and scope with Identify on this machine's
// DefaultEnv.
func ParseFile(path string) (Config, error) {
	return Load(Identify(DefaultEnv(), path))
}

// readFile reads at most maxFileSize bytes of path.
func readFile(path string) ([]byte, error) {
	// Reading the files the caller names is what this package is for.
	f, err := os.Open(path) //nolint:gosec // G304: the path is meant to be read
	if err != nil {
		return nil, fmt.Errorf("read MCP client configuration: %w", err)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	_ = f.Close() // opened read-only: a failed close loses nothing
	if err != nil {
		return nil, fmt.Errorf("read MCP client configuration: %w", err)
	}
	if int64(len(data)) > maxFileSize {
		return nil, fmt.Errorf("read MCP client configuration: %s is larger than %d MiB", path, maxFileSize>>20)
	}
	return data, nil
}
