package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/registry"
)

func (a *app) dbCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "db",
		Short: "Inspect the registry database",
		Long: `The registry (--db, by default $XDG_DATA_HOME/mcpscan/mcpscan.db) holds every server
and tool mcpscan has seen, with their history, assessments, crawl runs and the
gateway's audit log.`,
	}
	info := &cobra.Command{
		Use:   "info",
		Short: "Print the database path, schema version and what it holds",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withStore(cmd, func(s *registry.Store) error {
				return a.printInfo(cmd, s)
			})
		},
	}
	var limit int
	search := &cobra.Command{
		Use:     "search QUERY...",
		Short:   "Full-text search over stored tool names, titles and descriptions",
		Example: `  mcpscan db search execute code`,
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withStore(cmd, func(s *registry.Store) error {
				return a.printSearch(cmd, s, strings.Join(args, " "), limit)
			})
		},
	}
	search.Flags().IntVarP(&limit, "limit", "n", 20, "maximum number of results")
	cmd.AddCommand(info, search)
	return cmd
}

// withStore opens the registry named by --db for the length of fn.
func (a *app) withStore(cmd *cobra.Command, fn func(*registry.Store) error) error {
	s, err := registry.Open(cmd.Context(), a.dbPath)
	if err != nil {
		return err
	}
	err = fn(s)
	if cerr := s.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close registry: %w", cerr)
	}
	return err
}

func (a *app) printInfo(cmd *cobra.Command, s *registry.Store) error {
	v, err := s.AppliedVersion(cmd.Context())
	if err != nil {
		return err
	}
	st, err := s.Stats(cmd.Context())
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "database\t%s\n", s.Path())
	fmt.Fprintf(w, "schema version\t%d\n", v)
	fmt.Fprintf(w, "servers\t%d (%d versions)\n", st.Servers, st.ServerVersions)
	fmt.Fprintf(w, "tools\t%d current (%d versions)\n", st.Tools, st.ToolVersions)
	fmt.Fprintf(w, "assessments\t%d\n", st.Assessments)
	fmt.Fprintf(w, "crawl runs\t%d\n", st.CrawlRuns)
	fmt.Fprintf(w, "audit records\t%d\n", st.AuditRecords)
	return w.Flush()
}

func (a *app) printSearch(cmd *cobra.Command, s *registry.Store, q string, limit int) error {
	hits, err := s.Search(cmd.Context(), q, limit)
	if err != nil {
		return err
	}
	if len(hits) == 0 {
		fmt.Fprintln(a.stderr, "no tools match")
		return nil
	}
	w := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "SERVER\tTOOL\tMATCH")
	for _, h := range hits {
		fmt.Fprintf(w, "%s\t%s\t%s\n", h.Server, h.Tool, oneLine(h.Snippet, 100))
	}
	return w.Flush()
}

// oneLine folds whitespace and cuts s to at most n runes for table cells.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
