package cli

import (
	"strings"
	"testing"
)

// Every command group refuses an unknown or missing subcommand, every
// command an argument, flag or value it does not take: exit 2, one line on
// standard error that names the command and lists the valid choices,
// nothing on standard output. All of them are in testdata/usage.golden.
func TestUsageErrorsGolden(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	var all strings.Builder
	for _, args := range [][]string{
		{"frobnicate"},
		{"polcy"},
		{"help", "bogus"},
		{"help", "policy", "bogus"},
		{"policy"},
		{"policy", "bogus"},
		{"policy", "check"},
		{"policy", "explain", "p.json"},
		{"db"},
		{"db", "bogus"},
		{"db", "info", "extra"},
		{"db", "search"},
		{"completion"},
		{"completion", "tcsh"},
		{"completion", "bash", "extra"},
		{"tools"},
		{"tools", "bogus"},
		{"tools", "list"},
		{"tools", "list", "--config", "s.json", "extra"},
		{"site"},
		{"site", "bogus"},
		{"site", "build", "extra"},
		{"code"},
		{"code", "bogus"},
		{"code", "exec"},
		{"codemode", "bogus"},
		{"gateway", "bogus"},
		{"gateway", "--config", "s.json", "--policies", "p", "--stdio", "--listen", ":1"},
		{"audit", "bogus"},
		{"audit", "--decision", "maybe"},
		{"approve"},
		{"approve", "a", "b", "--gateway", "http://127.0.0.1:1"},
		{"classify"},
		{"classify", "--format", "yaml", "x.json"},
		{"classify", "--fail-on", "severe", "x.json"},
		{"classify", "--no-such-flag"},
		{"scan", "--format", "yaml"},
		{"crawl", "--source", "npm,ftp"},
		{"crawl"},
		{"--log-level", "loud", "scan"},
		{"--no-such-flag"},
	} {
		code, stdout, stderr := run(t, args...)
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if code != ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
				t.Errorf("got exit %d, stdout %q, stderr %q; want %d, nothing and one line", code, stdout, stderr, ExitUsage)
			}
			if !strings.HasPrefix(stderr, "mcpscan: ") || strings.HasPrefix(stderr, "mcpscan: mcpscan") {
				t.Errorf("stderr %q: want one prefix, mcpscan: ", stderr)
			}
		})
		all.WriteString("$ mcpscan " + strings.Join(args, " ") + "\n" + runText(code, stdout, stderr) + "\n")
	}
	goldenText(t, "usage", all.String())
}

// Asking for help is not an error: the root alone, --help anywhere and
// help for a command that exists.
func TestHelpExitsZero(t *testing.T) {
	for _, args := range [][]string{{}, {"help"}, {"help", "policy"}, {"policy", "--help"}, {"completion", "--help"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, stderr := run(t, args...)
			if code != ExitOK || !strings.Contains(stdout, "Usage:") || stderr != "" {
				t.Errorf("got exit %d, stderr %q, stdout %q; want 0 and the help", code, stderr, stdout)
			}
		})
	}
}
