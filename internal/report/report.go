// Package report renders classifier results for people and tools: a
// terminal table, JSON, SARIF 2.1.0 for code scanning, and Markdown.
package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/internal/termtext"
)

// Server is one server's assessments with where they came from.
type Server struct {
	classifier.ServerReport
	File      string         // the input file or client config, for locations
	Line      int            // where the server is declared in File (0: unknown)
	Column    int            //
	ToolLines map[string]int // line of each tool's definition in File

	// ToolJSON, when the caller has it, holds json.Marshal of each of
	// Tools (nil where it has not): JSON prints it instead of encoding
	// the tool again.
	ToolJSON [][]byte
}

// ToolLines finds the line of each tool's "name" member in a JSON file, so
// SARIF results point at the definition.
func ToolLines(data []byte, names []string) map[string]int {
	all := NameLines(data)
	out := make(map[string]int, len(names))
	for _, n := range names {
		if line, ok := all[n]; ok {
			out[n] = line
		}
	}
	return out
}

// NameLines finds, in one pass over a JSON file, the line of the first
// "name" member with each value: where each tool (or server) is defined.
// A file of any size costs one read, however many tools it holds.
func NameLines(data []byte) map[string]int {
	out := map[string]int{}
	key := []byte(`"name"`)
	line, counted := 1, 0
	for at := 0; ; {
		i := bytes.Index(data[at:], key)
		if i < 0 {
			return out
		}
		start := at + i
		at = start + len(key)
		j := skipJSONSpace(data, at)
		if j >= len(data) || data[j] != ':' {
			continue
		}
		j = skipJSONSpace(data, j+1)
		if j >= len(data) || data[j] != '"' {
			continue
		}
		end := j + 1
		for end < len(data) && data[end] != '"' {
			if data[end] == '\\' {
				end++
			}
			end++
		}
		if end >= len(data) {
			return out
		}
		raw := data[j+1 : end]
		var name string
		if bytes.IndexByte(raw, '\\') < 0 {
			name = string(raw)
		} else if json.Unmarshal(data[j:end+1], &name) != nil {
			continue
		}
		line += bytes.Count(data[counted:start], []byte("\n"))
		counted = start
		if _, seen := out[name]; !seen {
			out[name] = line
		}
		at = end + 1
	}
}

func skipJSONSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// ANSI colours for severities on a terminal.
var colours = map[classifier.Severity]string{
	classifier.Low:      "\x1b[32m",
	classifier.Medium:   "\x1b[33m",
	classifier.High:     "\x1b[31m",
	classifier.Critical: "\x1b[1;97;41m",
}

// Table writes a human report: per server, one line per tool, then the
// findings; then the failures, as a list.
func Table(w io.Writer, servers []Server, colour bool, failures ...Failure) error {
	paint := func(s classifier.Severity) string {
		if !colour {
			return string(s)
		}
		return colours[s] + string(s) + "\x1b[0m"
	}
	for i, s := range servers {
		if i > 0 {
			fmt.Fprintln(w)
		}
		header := termtext.Visible(s.Name)
		if s.File != "" {
			header += "  (" + termtext.Visible(location(s)) + ")"
		}
		fmt.Fprintf(w, "%s — %d tools\n", header, len(s.Tools))
		if s.Access != nil {
			fmt.Fprintf(w, "  read as %s: another identity may see other tools\n", termtext.Visible(s.Access.String()))
		}
		// Aligned on what shows: the colours take no columns, a wide
		// character two.
		tab := termtext.Table{Indent: "  ", Gap: 2}
		tab.Row("TOOL", "CATEGORY", "SEVERITY", "WHY")
		for _, a := range s.Tools {
			tab.Row(termtext.Visible(a.Tool), string(a.Category), paint(a.Severity), termtext.Visible(cut(a.Rationale, 110)))
		}
		if _, err := tab.WriteTo(w); err != nil {
			return err
		}
		for _, a := range s.Tools {
			for _, f := range a.Findings {
				if f.Kind == "annotation_missing" {
					continue
				}
				fmt.Fprintf(w, "  ! %s %s: %s (%s)\n", paint(f.Severity), termtext.Visible(a.Tool), f.Message, termtext.Visible(findingWhere(f)))
			}
		}
		for _, f := range s.Findings {
			if f.Field != "" {
				fmt.Fprintf(w, "  ! %s %s (%s)\n", paint(f.Severity), f.Message, termtext.Visible(findingWhere(f)))
				continue
			}
			fmt.Fprintf(w, "  ! %s %s\n", paint(f.Severity), f.Message)
		}
		for _, it := range s.Items {
			for _, f := range it.Findings {
				fmt.Fprintf(w, "  ! %s %s: %s (%s)\n", paint(f.Severity), termtext.Visible(itemLabel(it)), f.Message, termtext.Visible(findingWhere(f)))
			}
		}
	}
	FailureList(w, failures)
	return nil
}

// itemLabel names a prompt, resource or template: "prompt summarise".
func itemLabel(it classifier.ItemReport) string {
	return strings.ReplaceAll(it.Kind, "_", " ") + " " + cut(it.Name, 120)
}

func findingWhere(f classifier.Finding) string {
	if f.Match == "" {
		return f.Field
	}
	return fmt.Sprintf("%s: %q", f.Field, f.Match)
}

func location(s Server) string {
	if s.Line > 0 {
		return fmt.Sprintf("%s:%d", s.File, s.Line)
	}
	return s.File
}

func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Markdown writes a report for pull requests and documents, the failures
// last.
func Markdown(w io.Writer, servers []Server, failures ...Failure) error {
	for i, s := range servers {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "## %s\n\n", mdEscape(termtext.Visible(s.Name)))
		if s.File != "" {
			fmt.Fprintf(w, "Source: `%s`\n\n", location(s))
		}
		fmt.Fprintln(w, "| Tool | Category | Severity | Why |")
		fmt.Fprintln(w, "|---|---|---|---|")
		for _, a := range s.Tools {
			fmt.Fprintf(w, "| `%s` | %s | %s | %s |\n", strings.ReplaceAll(a.Tool, "`", "'"), a.Category, a.Severity, mdEscape(a.Rationale))
		}
		var lines []string
		for _, a := range s.Tools {
			for _, f := range a.Findings {
				if f.Kind != "annotation_missing" {
					lines = append(lines, fmt.Sprintf("- **%s** `%s`: %s (%s)", f.Severity, a.Tool, mdEscape(f.Message), mdEscape(findingWhere(f))))
				}
			}
		}
		for _, f := range s.Findings {
			if f.Field != "" {
				lines = append(lines, fmt.Sprintf("- **%s** %s (%s)", f.Severity, mdEscape(f.Message), mdEscape(findingWhere(f))))
				continue
			}
			lines = append(lines, fmt.Sprintf("- **%s** %s", f.Severity, mdEscape(f.Message)))
		}
		for _, it := range s.Items {
			for _, f := range it.Findings {
				lines = append(lines, fmt.Sprintf("- **%s** %s: %s (%s)", f.Severity, mdEscape(itemLabel(it)), mdEscape(f.Message), mdEscape(findingWhere(f))))
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(w, "\n### Findings\n\n%s\n", strings.Join(lines, "\n"))
		}
	}
	if len(failures) > 0 {
		if len(servers) > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprint(w, "## Could not scan\n\n")
		for _, f := range failures {
			where := ""
			if f.Server != "" && f.Location != "" {
				where = " (`" + strings.ReplaceAll(termtext.Visible(f.Location), "`", "'") + "`)"
			}
			fmt.Fprintf(w, "- **%s**%s, stage %s: %s\n", mdEscape(f.label()), where, mdEscape(f.Stage), mdEscape(f.Reason))
		}
	}
	return nil
}

var mdSpecial = strings.NewReplacer("|", `\|`, "<", "&lt;", ">", "&gt;", "\n", " ", "\r", " ")

func mdEscape(s string) string { return mdSpecial.Replace(termtext.Visible(s)) }
