package cli

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/report"
)

// scanFailures lists what a scan could not read: the client config files
// and entries it could not use, and the servers it could not introspect,
// ordered by where they are configured.
func scanFailures(src *crawler.ConfigSource, outcomes []crawler.Outcome) []report.Failure {
	var out []report.Failure
	for _, f := range src.Failures() {
		out = append(out, report.Failure{Server: f.Server, Location: f.Location, Stage: "config", Reason: f.Reason})
	}
	for _, o := range outcomes {
		if o.Err == nil {
			continue
		}
		f := report.Failure{Server: o.Server, Location: o.Location, Stage: "introspect", Reason: o.Err.Error()}
		// The server and the stage have fields of their own; the reason
		// is what is left of the message.
		var ierr *introspect.Error
		if errors.As(o.Err, &ierr) {
			f.Stage = ierr.Stage
			f.Reason = strings.TrimPrefix(f.Reason, fmt.Sprintf("introspect %s: %s: ", ierr.Target, ierr.Stage))
		}
		out = append(out, f)
	}
	slices.SortStableFunc(out, func(x, y report.Failure) int {
		fx, lx, cx := report.SplitLocation(x.Location)
		fy, ly, cy := report.SplitLocation(y.Location)
		return cmp.Or(strings.Compare(fx, fy), cmp.Compare(lx, ly), cmp.Compare(cx, cy), strings.Compare(x.Server, y.Server))
	})
	return out
}

// scanVerdict is the error a scan ends with when it cannot be trusted to
// cover what it was asked to: something failed, or nothing was scanned.
// allowFailures turns both into a report only.
func scanVerdict(src *crawler.ConfigSource, outcomes []crawler.Outcome, failures []report.Failure, allowFailures bool) error {
	if allowFailures {
		return nil
	}
	servers, failedServers, failedFiles := 0, 0, 0
	var names []string
	for _, o := range outcomes {
		servers++
		if o.Err != nil {
			failedServers++
			names = append(names, o.Server)
		}
	}
	for _, f := range failures {
		if f.Stage != "config" {
			continue
		}
		if f.Server != "" {
			servers++
			failedServers++
			names = append(names, f.Server)
		} else {
			failedFiles++
		}
	}
	const optOut = " (--allow-failures reports them without exit 2)"
	var parts []string
	if failedFiles > 0 {
		parts = append(parts, fmt.Sprintf("could not read %d client config file(s)", failedFiles))
	}
	if failedServers > 0 {
		slices.Sort(names)
		parts = append(parts, fmt.Sprintf("could not scan %d of %d server(s): %s", failedServers, servers, strings.Join(names, ", ")))
	}
	if len(parts) > 0 {
		return &exitError{code: ExitFailed, err: errors.New(strings.Join(parts, "; ") + optOut)}
	}
	if servers > 0 {
		return nil
	}
	// Nothing failed and nothing was scanned: say why.
	files := src.Files()
	disabled := 0
	for _, e := range src.Entries() {
		if e.Disabled {
			disabled++
		}
	}
	var why string
	switch {
	case len(files) == 0:
		why = "no MCP client configuration found; name one: mcpscan scan PATH/TO/mcp.json"
	case disabled > 0:
		why = fmt.Sprintf("every server of %s is disabled; --include-disabled scans them", strings.Join(files, ", "))
	case len(files) == 1:
		why = files[0] + " lists no MCP server"
	default:
		why = strings.Join(files, ", ") + " list no MCP server"
	}
	return &exitError{code: ExitFailed, err: errors.New("nothing scanned: " + why + " (--allow-failures accepts a scan of nothing)")}
}
