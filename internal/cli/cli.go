// Package cli is the mcpscan command line: the cobra command tree, global
// flags, logging and exit codes. cmd/mcpscan only calls Run, so every
// command can be driven from tests with its own arguments and writers.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// Exit codes shared by every command.
const (
	ExitOK       = 0 // success
	ExitFindings = 1 // findings at or over --fail-on
	ExitUsage    = 2 // usage or input error
	// ExitFailed shares the code of a usage error: a scan that could not
	// read something it was asked to, or scanned nothing, is not a result
	// to trust.
	ExitFailed = 2
)

// version is set at build time with -ldflags "-X …/internal/cli.version=v1.2.3";
// otherwise it comes from the module's build information.
var version = ""

// exitError carries an exit code through cobra's error return.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageError marks err as the user's mistake (exit 2).
func usageError(format string, args ...any) error {
	return &exitError{code: ExitUsage, err: fmt.Errorf(format, args...)}
}

// app is the state every command shares: the writers, the logger and the
// global flags.
type app struct {
	stdout, stderr io.Writer
	log            *slog.Logger
	dbPath         string
	logLevel       enumValue
	nonInteractive bool
}

// Run executes mcpscan with args (without the program name) and returns the
// process exit code.
func Run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	a := &app{stdout: stdout, stderr: stderr, log: slog.New(slog.DiscardHandler)}
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	strictCommands(root) // after SetOut: the completion command keeps the writer it is made with
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	code := ExitUsage // cobra's own errors are unknown commands and bad flags
	if errors.As(err, &ee) {
		code = ee.code
	}
	fmt.Fprintf(stderr, "mcpscan: %v\n", err)
	return code
}

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "mcpscan",
		Short: "Find MCP tools, classify their risk, and enforce a policy in front of them",
		Long: `mcpscan finds MCP (Model Context Protocol) servers and their tools, classifies every
tool by what it can do (Read, Write, Execute, Destructive, Financial) with the evidence,
writes a recommended policy.json for each server, publishes a static catalogue, and runs
a gateway that enforces those policies on every call.

Exit codes: 0 success, 1 findings at or over --fail-on, 2 usage or input error, or
a scan that could not read a config or server, or scanned nothing.`,
		Version:       buildVersion(),
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			// Cobra checks these only after this hook; checked here, a
			// missing flag is a usage error that names its command.
			for _, check := range []func() error{cmd.ValidateRequiredFlags, cmd.ValidateFlagGroups} {
				if err := check(); err != nil {
					return usageError("%s%w (see '%s --help')", commandPrefix(cmd), err, cmd.CommandPath())
				}
			}
			return a.setup()
		},
	}
	root.SetVersionTemplate("mcpscan {{.Version}}\n")
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		// Run puts "mcpscan: " before every error; the command path
		// here would say it twice.
		return usageError("%s%w (see '%s --help')", commandPrefix(cmd), err, cmd.CommandPath())
	})
	pf := root.PersistentFlags()
	pf.StringVar(&a.dbPath, "db", defaultDBPath(), "registry database file")
	a.logLevel = newEnum("warn", "debug", "info", "warn", "error")
	pf.Var(&a.logLevel, "log-level", "log level: "+a.logLevel.choices())
	_ = root.RegisterFlagCompletionFunc("log-level", a.logLevel.complete)
	pf.BoolVar(&a.nonInteractive, "non-interactive", false, "never open a browser to sign in to a server behind OAuth (also when $CI is set)")

	root.AddCommand(
		a.upCommand(),
		a.classifyCommand(),
		a.policyCommand(),
		a.crawlCommand(),
		a.scanCommand(),
		a.lockCommand(),
		a.siteCommand(),
		a.gatewayCommand(),
		a.auditCommand(),
		a.approveCommand(),
		a.codemodeCommand(),
		a.codeCommand(),
		a.toolsCommand(),
		a.dbCommand(),
		a.authCommand(),
	)
	return root
}

// setup turns the global flags into the logger; it runs before every
// command.
func (a *app) setup() error {
	var level slog.Level
	if err := level.UnmarshalText([]byte(a.logLevel.value)); err != nil {
		return usageError("--log-level: %w", err)
	}
	a.log = slog.New(slog.NewTextHandler(a.stderr, &slog.HandlerOptions{Level: level}))
	a.useAuthenticator(true)
	return nil
}

// buildVersion reports the version stamped at link time, else the module
// version, else the VCS revision the binary was built from.
func buildVersion() string {
	if version != "" {
		return version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "-dirty"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev == "" {
		return "devel"
	}
	return "devel-" + rev + dirty
}

// defaultDBPath is the registry file in the platform's per-user data
// directory: $XDG_DATA_HOME (default ~/.local/share) on Unix, Application
// Support on macOS, %LocalAppData% on Windows.
func defaultDBPath() string {
	return filepath.Join(dataDir(runtime.GOOS, os.Getenv, os.UserHomeDir), "mcpscan", "mcpscan.db")
}

func dataDir(goos string, getenv func(string) string, home func() (string, error)) string {
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return d // the XDG spec says relative values are to be ignored
	}
	h, err := home()
	if err != nil || h == "" {
		return "." // no home: keep the database beside the user
	}
	switch goos {
	case "darwin":
		return filepath.Join(h, "Library", "Application Support")
	case "windows":
		if d := getenv("LocalAppData"); d != "" {
			return d
		}
		return filepath.Join(h, "AppData", "Local")
	default:
		return filepath.Join(h, ".local", "share")
	}
}

// enumValue is a string flag limited to a fixed set of choices; the choices
// show in --help and in shell completion.
type enumValue struct {
	value   string
	allowed []string
}

func newEnum(def string, allowed ...string) enumValue {
	return enumValue{value: def, allowed: allowed}
}

func (e *enumValue) String() string { return e.value }
func (e *enumValue) Type() string   { return "string" }
func (e *enumValue) Set(v string) error {
	for _, a := range e.allowed {
		if strings.EqualFold(v, a) {
			e.value = a
			return nil
		}
	}
	return fmt.Errorf("%q is not one of %s", v, e.choices())
}
func (e *enumValue) choices() string { return strings.Join(e.allowed, "|") }
func (e *enumValue) complete(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return e.allowed, cobra.ShellCompDirectiveNoFileComp
}
