package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/internal/oauth"
)

// tokenStorePath is the OAuth token file: beside the registry, in
// mcpscan's data directory unless --db puts the registry elsewhere.
func (a *app) tokenStorePath() string {
	return filepath.Join(filepath.Dir(a.dbPath), "oauth-tokens.json")
}

// useAuthenticator makes the process's MCP clients authenticate with
// the token store. A run that is not interactive (--non-interactive, CI,
// the gateway) never opens a browser: it uses stored or configured
// credentials, or fails naming the command that signs in.
func (a *app) useAuthenticator(interactive bool) {
	interactive = interactive && !a.nonInteractive && os.Getenv("CI") == ""
	oauth.SetDefault(oauth.New(oauth.Options{Store: oauth.NewStore(a.tokenStorePath()), Interactive: interactive,
		Notify: a.stderr, Log: a.log}))
}

func (a *app) authCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "auth",
		Short: "Sign in to MCP servers behind OAuth, and manage the tokens kept",
		Long: `MCP servers that answer 401 are authorized as the MCP specification describes: their
authorization server is discovered, mcpscan identifies itself (a client configured in the
server's "oauth" entry, a client ID metadata document, or dynamic registration), and you
sign in in your browser ($BROWSER, else xdg-open or open). Tokens are kept per issuer and
resource in a file only you can read, beside the registry (` + "`--db`" + `'s directory), and refreshed
when they expire. scan, crawl, tools, code and the gateway use them; runs that cannot open
a browser (--non-interactive, CI, the gateway) need a login first.`,
	}
	cmd.AddCommand(a.authLoginCommand(), a.authLogoutCommand(), a.authListCommand())
	return cmd
}

func (a *app) authLoginCommand() *cobra.Command {
	var cfg oauth.ClientConfig
	var machine bool
	cmd := &cobra.Command{
		Use:   "login URL",
		Short: "Sign in to the MCP server at URL and keep its token",
		Example: `  mcpscan auth login https://mcp.example.com/mcp
  mcpscan auth login --client-id my-app --scope files:read https://mcp.example.com/mcp
  mcpscan auth login --client-credentials --client-id ci --client-secret "$SECRET" https://mcp.example.com/mcp`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if machine {
				cfg.Grant = oauth.GrantClientCredentials
			}
			if err := cfg.Validate(); err != nil {
				return usageError("%w", err)
			}
			got, err := oauth.Default().Login(cmd.Context(), args[0], cfg)
			if err != nil {
				return &exitError{code: ExitFailed, err: fmt.Errorf("login to %s: %w", args[0], err)}
			}
			scopes := strings.Join(got.Scopes, " ")
			if scopes == "" {
				scopes = "(none named)"
			}
			fmt.Fprintf(a.stdout, "signed in to %s\n  issuer:   %s\n  resource: %s\n  scopes:   %s\n  expires:  %s\n  kept in:  %s\n",
				args[0], got.Issuer, got.Resource, scopes, expiry(got.Expiry, got.Refresh), a.tokenStorePath())
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&cfg.ClientID, "client-id", "", "a client registered with the authorization server beforehand")
	f.StringVar(&cfg.ClientSecret, "client-secret", "", "its secret, if it has one")
	f.StringSliceVar(&cfg.Scopes, "scope", nil, "a scope to ask for besides those the server names, repeatable")
	f.StringVar(&cfg.ClientMetadataURL, "client-metadata-url", "", "an https URL of a client ID metadata document describing mcpscan")
	f.BoolVar(&machine, "client-credentials", false, "sign in as a machine (client credentials grant, no browser)")
	return cmd
}

func expiry(t time.Time, refresh bool) string {
	s := "never said"
	if !t.IsZero() {
		s = t.Local().Format(time.RFC3339)
	}
	if refresh {
		s += " (renewed with its refresh token)"
	}
	return s
}

func (a *app) authLogoutCommand() *cobra.Command {
	var all bool
	cmd := &cobra.Command{
		Use:   "logout URL | --all",
		Short: "Forget the tokens kept for the MCP server at URL, or every token and registered client",
		Args: func(_ *cobra.Command, args []string) error {
			if all == (len(args) == 1) || len(args) > 1 {
				return usageError("give one server URL, or --all")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			store := oauth.NewStore(a.tokenStorePath())
			if all {
				n, err := store.Clear()
				if err != nil {
					return &exitError{code: ExitFailed, err: err}
				}
				fmt.Fprintf(a.stdout, "forgot %d token(s) and every registered client\n", n)
				return nil
			}
			gone, err := store.Remove(args[0], false)
			if err != nil {
				return &exitError{code: ExitFailed, err: err}
			}
			if len(gone) == 0 {
				return &exitError{code: ExitFailed, err: fmt.Errorf("no token is kept for %s (see 'mcpscan auth list')", args[0])}
			}
			for _, t := range gone {
				fmt.Fprintf(a.stdout, "forgot the token of %s for %s\n", t.Issuer, t.Resource)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "forget every token and registered client")
	return cmd
}

func (a *app) authListCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the tokens kept (never the tokens themselves)",
		Args:  cobra.NoArgs,
		RunE: func(_ *cobra.Command, _ []string) error {
			toks, err := oauth.NewStore(a.tokenStorePath()).List()
			if err != nil {
				return &exitError{code: ExitFailed, err: err}
			}
			if len(toks) == 0 {
				fmt.Fprintf(a.stdout, "no tokens kept in %s\n", a.tokenStorePath())
				return nil
			}
			w := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "RESOURCE\tISSUER\tSCOPES\tEXPIRES\tREFRESH\tGRANT")
			for _, t := range toks {
				exp := "-"
				if !t.Expiry.IsZero() {
					exp = t.Expiry.Local().Format(time.RFC3339)
				}
				refresh := "no"
				if t.RefreshToken != "" {
					refresh = "yes"
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", t.Resource, t.Issuer, strings.Join(t.Scopes, " "), exp, refresh, t.Grant)
			}
			return w.Flush()
		},
	}
}
