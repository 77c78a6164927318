package lockfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
)

// DigestAlgorithm names, in the file, how tool digests are computed.
const DigestAlgorithm = "sha256 over RFC 8785 JSON of {name,title,description,inputSchema,outputSchema,annotations}"

// Marshal writes the lock in its fixed layout. Nothing in a Lock can make
// it fail: every string is JSON-encoded and definitions are canonical JSON.
func (l *Lock) Marshal() []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	fmt.Fprintf(&b, "  \"lockfileVersion\": %d,\n", Version)
	fmt.Fprintf(&b, "  \"digest\": %s,\n", quote(DigestAlgorithm))
	b.WriteString("  \"servers\": [")
	for i, s := range l.Servers {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    {\n")
		fmt.Fprintf(&b, "      \"name\": %s,\n", quote(s.Name))
		for _, f := range []struct{ key, val string }{
			{"package", s.Package}, {"version", s.Version}, {"url", s.URL}, {"command", s.Command}, {"ruleset", s.Ruleset},
		} {
			if f.val != "" {
				fmt.Fprintf(&b, "      %s: %s,\n", quote(f.key), quote(f.val))
			}
		}
		b.WriteString("      \"tools\": [")
		for j, t := range s.Tools {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n        {\n")
			fmt.Fprintf(&b, "          \"name\": %s,\n", quote(t.Name))
			fmt.Fprintf(&b, "          \"digest\": %s,\n", quote(t.Digest))
			fmt.Fprintf(&b, "          \"category\": %s,\n", quote(string(t.Category)))
			fmt.Fprintf(&b, "          \"severity\": %s,\n", quote(string(t.Severity)))
			if len(t.Findings) > 0 {
				f, _ := json.Marshal(t.Findings) // plain strings: cannot fail
				fmt.Fprintf(&b, "          \"findings\": %s,\n", f)
			}
			fmt.Fprintf(&b, "          \"definition\": %s\n", t.Definition)
			b.WriteString("        }")
		}
		if len(s.Tools) > 0 {
			b.WriteString("\n      ")
		}
		b.WriteString("]\n    }")
	}
	if len(l.Servers) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}

func quote(s string) string {
	q, _ := json.Marshal(s) // a Go string always encodes
	return string(q)
}

// file is the lock's JSON shape, for reading.
type file struct {
	LockfileVersion int    `json:"lockfileVersion"`
	Digest          string `json:"digest"`
	Servers         []struct {
		Name    string `json:"name"`
		Package string `json:"package"`
		Version string `json:"version"`
		URL     string `json:"url"`
		Command string `json:"command"`
		Ruleset string `json:"ruleset"`
		Tools   []struct {
			Name       string          `json:"name"`
			Digest     string          `json:"digest"`
			Category   string          `json:"category"`
			Severity   string          `json:"severity"`
			Findings   []Finding       `json:"findings"`
			Definition json.RawMessage `json:"definition"`
		} `json:"tools"`
	} `json:"servers"`
}

// Parse reads a lock and checks it: the version, every digest against its
// definition, names unique and matching their definitions. Errors carry
// the line of what is wrong, so a hand-edited lock can be fixed.
func Parse(data []byte) (*Lock, error) {
	lines, err := nameLines(data)
	if err != nil {
		return nil, err
	}
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, catalog.PositionError(data, err)
	}
	if f.LockfileVersion != Version {
		return nil, fmt.Errorf("lockfileVersion %d: this mcpscan reads version %d", f.LockfileVersion, Version)
	}
	l := &Lock{ServersLine: 1}
	if i := bytes.Index(data, []byte(`"servers"`)); i >= 0 {
		l.ServersLine += bytes.Count(data[:i], []byte{'\n'})
	}
	seen := map[string]bool{}
	for i, fs := range f.Servers {
		line := lines[[2]int{i, -1}]
		if fs.Name == "" {
			return nil, fmt.Errorf("line %d: a server has no name", line)
		}
		if seen[fs.Name] {
			return nil, fmt.Errorf("line %d: server %q is locked twice", line, fs.Name)
		}
		seen[fs.Name] = true
		s := Server{Name: fs.Name, Source: Source{Package: fs.Package, Version: fs.Version, URL: fs.URL, Command: fs.Command},
			Ruleset: fs.Ruleset, Line: line}
		tools := map[string]bool{}
		for j, ft := range fs.Tools {
			tl := lines[[2]int{i, j}]
			t, err := checkTool(ft.Name, ft.Digest, ft.Category, ft.Severity, ft.Definition)
			if err != nil {
				return nil, fmt.Errorf("line %d: server %s: %w", tl, fs.Name, err)
			}
			if tools[t.Name] {
				return nil, fmt.Errorf("line %d: server %s: tool %q is locked twice", tl, fs.Name, t.Name)
			}
			tools[t.Name] = true
			t.Findings = sortFindings(ft.Findings)
			t.Line = tl
			s.Tools = append(s.Tools, t)
		}
		l.Servers = append(l.Servers, s)
	}
	l.sort()
	return l, nil
}

var digestForm = regexp.MustCompile(`^sha256:[0-9a-f]{64}$`)

func checkTool(name, digest, category, severity string, definition json.RawMessage) (Tool, error) {
	if name == "" {
		return Tool{}, errors.New("a tool has no name")
	}
	if !digestForm.MatchString(digest) {
		return Tool{}, fmt.Errorf("tool %s: digest %q is not sha256: and 64 hex digits", name, digest)
	}
	c, err := classifier.ParseCategory(category)
	if err != nil {
		return Tool{}, fmt.Errorf("tool %s: %w", name, err)
	}
	sev, err := classifier.ParseSeverity(severity)
	if err != nil {
		return Tool{}, fmt.Errorf("tool %s: %w", name, err)
	}
	if len(definition) == 0 {
		return Tool{}, fmt.Errorf("tool %s: no definition", name)
	}
	def, err := catalog.JCS(definition)
	if err != nil {
		return Tool{}, fmt.Errorf("tool %s: definition: %w", name, err)
	}
	if got := catalog.DigestOf(def); got != digest {
		return Tool{}, fmt.Errorf("tool %s: digest %s does not match its definition (%s)", name, digest, got)
	}
	var named struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(def, &named); err != nil || named.Name != name {
		return Tool{}, fmt.Errorf("tool %s: its definition is named %q", name, named.Name)
	}
	return Tool{Name: name, Digest: digest, Category: c, Severity: sev, Definition: def}, nil
}

// namePointer matches the JSON pointer of a server's or a tool's name.
var namePointer = regexp.MustCompile(`^/servers/(\d+)(?:/tools/(\d+))?/name$`)

// nameLines finds the line of every server's and tool's "name" member,
// keyed by (server index, tool index or -1). It also refuses what
// encoding/json lets through: a member named twice, invalid UTF-8.
func nameLines(data []byte) (map[[2]int]int, error) {
	out := map[[2]int]int{}
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	line, counted := 1, 0
	for {
		tok, err := dec.ReadToken()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			var se *jsontext.SyntacticError
			if errors.As(err, &se) {
				l, c := catalog.LineColumn(data, se.ByteOffset+1)
				return nil, fmt.Errorf("line %d, column %d: %w", l, c, se.Err)
			}
			return nil, err
		}
		// A string that completes a member (an even count of tokens in
		// its object) is a value, not a name.
		kind, n := dec.StackIndex(dec.StackDepth())
		if tok.Kind() != '"' || kind != '{' || n%2 != 0 {
			continue
		}
		m := namePointer.FindStringSubmatch(string(dec.StackPointer()))
		if m == nil {
			continue
		}
		key := [2]int{atoi(m[1]), -1}
		if m[2] != "" {
			key[1] = atoi(m[2])
		}
		off := int(dec.InputOffset())
		line += bytes.Count(data[counted:off], []byte{'\n'})
		counted = off
		out[key] = line
	}
}

// atoi reads the digits a pattern matched.
func atoi(s string) int {
	n, _ := strconv.Atoi(s) // \d+ from the pattern; an overflow gives 0, never a match
	return n
}
