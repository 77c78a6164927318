package cli

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/internal/golden"
)

// testdata is absolute, taken before any test changes directory.
var testdata = func() string {
	d, err := filepath.Abs("testdata")
	if err != nil {
		panic(err)
	}
	return d
}()

// goldenRun compares what a command printed, with its exit code, to
// testdata/<name>.golden, or rewrites that file under -update.
func goldenRun(t *testing.T, name string, code int, stdout, stderr string, replace ...string) {
	t.Helper()
	goldenText(t, name, normalise(runText(code, stdout, stderr), replace...))
}

// runText is how a run reads in a golden file.
func runText(code int, stdout, stderr string) string {
	return fmt.Sprintf("exit %d\n--- stdout\n%s--- stderr\n%s", code, stdout, stderr)
}

// goldenText compares got to testdata/<name>.golden, or rewrites that
// file under -update.
func goldenText(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join(testdata, name+".golden"), got)
}

var (
	durationRe = regexp.MustCompile(`\bin [0-9.]+(ns|µs|ms|s|m)\b`)
	versionRe  = regexp.MustCompile(`"version": "devel[^"]*"`)
)

// normalise takes out what changes from run to run: pairs of (text,
// stand-in) given by the caller, longest first, then durations and the
// build's version.
func normalise(s string, replace ...string) string {
	s = strings.NewReplacer(replace...).Replace(s)
	s = durationRe.ReplaceAllString(s, "in $$DURATION")
	return versionRe.ReplaceAllString(s, `"version": "$$VERSION"`)
}
