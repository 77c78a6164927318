package clientconfig

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// maxEnvFile bounds the dotenv file a server entry names: it holds a few
// variables, and reading a huge or endless file (a device, a FIFO) must
// not hold up a gateway's start.
const maxEnvFile = 1 << 20

var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.]*$`)

// ReadEnvFile reads VS Code's "envFile": a dotenv file of NAME=value lines
// ("export " allowed before the name), with # comments, blank lines, and
// values bare (an inline " #" starts a comment), in single quotes (as
// written) or in double quotes (\n, \r, \t, \" and \\ escapes). A line
// that is none of these is an error naming its line number; no value is
// ever put in a message.
func ReadEnvFile(path string) (map[string]string, error) {
	// Checked before opening: opening a FIFO waits for a writer.
	if st, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("envFile: %w", err)
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("envFile %s: not a regular file", path)
	}
	f, err := os.Open(path) //nolint:gosec // the file the user's client config names
	if err != nil {
		return nil, fmt.Errorf("envFile: %w", err)
	}
	defer func() { _ = f.Close() }()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("envFile %s: not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxEnvFile+1))
	if err != nil {
		return nil, fmt.Errorf("envFile: %w", err)
	}
	if len(data) > maxEnvFile {
		return nil, fmt.Errorf("envFile %s: over %d bytes", path, maxEnvFile)
	}
	env, err := ParseEnvFile(data)
	if err != nil {
		return nil, fmt.Errorf("envFile %s: %w", path, err)
	}
	return env, nil
}

// ParseEnvFile parses the contents of a dotenv file (see ReadEnvFile).
func ParseEnvFile(data []byte) (map[string]string, error) {
	env := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(data, utf8BOM)))
	sc.Buffer(make([]byte, 0, 4096), maxEnvFile+1)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		name, value, ok := strings.Cut(line, "=")
		name = strings.TrimSpace(name)
		if !ok || !envName.MatchString(name) {
			return nil, fmt.Errorf("line %d: want NAME=value", n)
		}
		v, err := envValue(strings.TrimSpace(value))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		env[name] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return env, nil
}

func envValue(v string) (string, error) {
	switch {
	case strings.HasPrefix(v, "'"):
		end := strings.IndexByte(v[1:], '\'')
		if end < 0 {
			return "", fmt.Errorf("unterminated single quote")
		}
		if rest := strings.TrimSpace(v[end+2:]); rest != "" && !strings.HasPrefix(rest, "#") {
			return "", fmt.Errorf("text after the closing quote")
		}
		return v[1 : end+1], nil
	case strings.HasPrefix(v, `"`):
		var b strings.Builder
		for i := 1; i < len(v); i++ {
			c := v[i]
			switch {
			case c == '"':
				if rest := strings.TrimSpace(v[i+1:]); rest != "" && !strings.HasPrefix(rest, "#") {
					return "", fmt.Errorf("text after the closing quote")
				}
				return b.String(), nil
			case c == '\\' && i+1 < len(v):
				i++
				switch v[i] {
				case 'n':
					b.WriteByte('\n')
				case 'r':
					b.WriteByte('\r')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteByte(v[i])
				}
			default:
				b.WriteByte(c)
			}
		}
		return "", fmt.Errorf("unterminated double quote")
	}
	if i := strings.Index(v, " #"); i >= 0 {
		v = strings.TrimSpace(v[:i])
	}
	return v, nil
}

// EnvFilePath is where an entry's envFile is, for the config file at
// configPath: VS Code's ${workspaceFolder} (the folder holding .vscode/)
// and ${userHome} are filled in, and a relative path is taken from the
// workspace folder (or the config file's folder, outside a workspace).
func EnvFilePath(envFile, configPath string) string {
	dir := filepath.Dir(configPath)
	workspace := dir
	if filepath.Base(dir) == ".vscode" {
		workspace = filepath.Dir(dir)
	}
	p := strings.ReplaceAll(envFile, "${workspaceFolder}", workspace)
	if home, err := os.UserHomeDir(); err == nil {
		p = strings.ReplaceAll(p, "${userHome}", home)
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(workspace, p)
	}
	return p
}

// WithEnvFile adds the variables of the envFile an entry of the config at
// configPath names to t's environment, under those the entry sets itself
// (they win, as in VS Code).
func WithEnvFile(t introspect.Target, envFile, configPath string) (introspect.Target, error) {
	if envFile == "" {
		return t, nil
	}
	vars, err := ReadEnvFile(EnvFilePath(envFile, configPath))
	if err != nil {
		return t, err
	}
	env := make(map[string]string, len(vars)+len(t.Env))
	maps.Copy(env, vars)
	maps.Copy(env, t.Env)
	t.Env = env
	return t, nil
}
