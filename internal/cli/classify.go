package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/internal/report"
	"github.com/mcpscan/mcpscan/registry"
)

// maxInput bounds one input document: a tools listing of a few thousand
// tools is a few megabytes.
const maxInput = 64 << 20

func (a *app) classifyCommand() *cobra.Command {
	format := newEnum("table", "table", "json", "sarif", "markdown")
	failOn := newEnum("", "low", "medium", "high", "critical")
	var rulesFile string
	var noCache, suggest bool
	cmd := &cobra.Command{
		Use:   "classify [FILE|DIR|-]...",
		Short: "Classify the risk of every tool in tool listings",
		Long: `Classify reads tool listings and prints, for every tool, its risk category
(Read, Write, Execute, Destructive, Financial), severity, rationale, evidence,
capabilities and findings.

Each input is a file, a directory (every *.json in it) or - for standard input,
holding a tools/list result ({"tools": [...]}), a bare array of tools, a dump
({"server": "name", "tools": [...]}) or a registry server.json.

Assessments are kept in the registry (--db) by tool hash and ruleset version, so
an unchanged tool is not classified twice; --no-cache skips that.

Exit codes: 0 no findings at or over --fail-on, 1 findings at or over it,
2 usage or input error.`,
		Example: `  mcpscan classify examples/demo-server.json
  mcpscan classify --format sarif --fail-on high dumps/ > results.sarif
  cat tools.json | mcpscan classify --format json -
  mcpscan classify --suggest-annotations my-server-tools.json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError("classify: give at least one FILE, DIR or - (standard input)")
			}
			rs, err := loadRuleset(rulesFile)
			if err != nil {
				return err
			}
			servers, err := readInputs(cmd.InOrStdin(), args)
			if err != nil {
				return err
			}
			var store *registry.Store
			if !noCache {
				if s, err := registry.Open(cmd.Context(), a.dbPath); err != nil {
					a.log.Warn("classifying without the assessment cache", "err", err)
				} else {
					store = s
					defer func() { _ = s.Close() }()
				}
			}
			// The last server's new assessments are written while the
			// report is rendered; everything is written before the store
			// closes.
			var writer assessmentWriter
			defer writer.wait()
			for i := range servers {
				writer.wait()
				var put []registry.Assessment
				servers[i].ServerReport, servers[i].ToolJSON, put = classifyServerBatch(cmd.Context(), store, rs, servers[i].srv, a)
				writer.start(cmd.Context(), store, put, a)
			}
			if suggest {
				return a.printSuggestions(servers)
			}
			reps := make([]report.Server, len(servers))
			for i, s := range servers {
				reps[i] = s.Server
			}
			if err := a.render(format.value, reps); err != nil {
				return err
			}
			return failOnCheck(failOn.value, reps)
		},
	}
	enumFlag(cmd, &format, "format", "output format")
	enumFlag(cmd, &failOn, "fail-on", "exit 1 when a tool or finding is at or over this severity")
	cmd.Flags().StringVar(&rulesFile, "rules", "", "ruleset file that extends or overrides the built-in rules")
	cmd.Flags().BoolVar(&noCache, "no-cache", false, "do not read or store assessments in the registry")
	cmd.Flags().BoolVar(&suggest, "suggest-annotations", false, "print, per tool, the annotations its behaviour implies and its risk in the fields proposed for the protocol (SEP-2793, under _meta \""+classifier.MetaKey+"\"), each as a JSON Patch against the definition")
	return cmd
}

func loadRuleset(path string) (*classifier.Ruleset, error) {
	if path == "" {
		return classifier.Default(), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usageError("--rules: %w", err)
	}
	rs, err := classifier.LoadRules(data)
	if err != nil {
		return nil, usageError("--rules %s: %w", path, err)
	}
	return rs, nil
}

// input is one server read from the command line's inputs.
type input struct {
	report.Server
	srv catalog.Server
}

func readInputs(stdin io.Reader, args []string) ([]input, error) {
	var files []string
	readStdin := false
	for _, arg := range args {
		if arg == "-" {
			readStdin = true
			continue
		}
		found, err := crawler.ExpandPaths([]string{arg})
		if err != nil {
			return nil, usageError("%w", err)
		}
		files = append(files, found...)
	}
	var out []input
	decode := func(name string, data []byte) error {
		fallback := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
		servers, err := catalog.DecodeServers(data, fallback)
		if err != nil {
			return usageError("%s: %w", name, err)
		}
		// One pass over the file finds every tool's line, however many
		// servers and tools it holds.
		lines := report.NameLines(data)
		for _, srv := range servers {
			own := make(map[string]int, len(srv.Tools))
			for _, t := range srv.Tools {
				if l, ok := lines[t.Name]; ok {
					own[t.Name] = l
				}
			}
			in := input{srv: srv, Server: report.Server{File: name, ToolLines: own}}
			out = append(out, in)
		}
		return nil
	}
	if readStdin {
		data, err := io.ReadAll(io.LimitReader(stdin, maxInput+1))
		if err != nil {
			return nil, usageError("standard input: %w", err)
		}
		if len(data) > maxInput {
			return nil, usageError("standard input: more than %d bytes", maxInput)
		}
		if err := decode("stdin", data); err != nil {
			return nil, err
		}
	}
	for _, f := range files {
		info, err := os.Stat(f)
		if err != nil {
			return nil, usageError("%w", err)
		}
		if info.Size() > maxInput {
			return nil, usageError("%s: %d bytes is more than the %d a tools listing may have", f, info.Size(), maxInput)
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, usageError("%w", err)
		}
		if err := decode(f, data); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func cachedClassify(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, t catalog.Tool, a *app) classifier.Assessment {
	hash := t.Hash()
	if store == nil {
		as := rs.Classify(t)
		as.ToolHash = hash
		return as
	}
	if stored, err := store.Assessment(ctx, hash, rs.Version()); err == nil {
		var as classifier.Assessment
		if json.Unmarshal(stored.Document, &as) == nil && as.Tool == t.Name {
			return as
		}
	} else if !errors.Is(err, registry.ErrNotFound) {
		a.log.Warn("read stored assessment", "tool", t.Name, "err", err)
	}
	as := rs.Classify(t)
	as.ToolHash = hash
	doc, err := json.Marshal(as)
	if err == nil {
		err = store.PutAssessment(ctx, registry.Assessment{ToolHash: hash, RulesetVersion: rs.Version(),
			Category: string(as.Category), Severity: string(as.Severity), Document: doc})
	}
	if err != nil {
		a.log.Warn("store assessment", "tool", t.Name, "err", err)
	}
	return as
}

func (a *app) render(format string, reps []report.Server, failures ...report.Failure) error {
	switch format {
	case "json":
		return report.JSON(a.stdout, reps, failures...)
	case "sarif":
		return report.SARIF(a.stdout, reps, buildVersion(), failures...)
	case "markdown":
		return report.Markdown(a.stdout, reps, failures...)
	default:
		colour := false
		if f, ok := a.stdout.(*os.File); ok && os.Getenv("NO_COLOR") == "" {
			colour = term.IsTerminal(int(f.Fd())) //nolint:gosec // a file descriptor fits an int
		}
		return report.Table(a.stdout, reps, colour, failures...)
	}
}

// failOnCheck returns exit code 1 when anything reaches the threshold.
func failOnCheck(threshold string, reps []report.Server) error {
	if threshold == "" {
		return nil
	}
	limit, err := classifier.ParseSeverity(threshold)
	if err != nil {
		return usageError("--fail-on: %w", err)
	}
	count := 0
	for _, r := range reps {
		for _, t := range r.Tools {
			if t.Severity.Rank() >= limit.Rank() {
				count++
			}
			for _, f := range t.Findings {
				if f.Severity.Rank() >= limit.Rank() {
					count++
				}
			}
		}
		for _, f := range r.Findings {
			if f.Severity.Rank() >= limit.Rank() {
				count++
			}
		}
	}
	if count > 0 {
		return &exitError{code: ExitFindings, err: fmt.Errorf("%d tool(s) or finding(s) at or over %s", count, limit)}
	}
	return nil
}
