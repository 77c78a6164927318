package report

import (
	"fmt"
	"io"

	"github.com/mcpscan/mcpscan/internal/termtext"
)

// Failure is something a scan was asked to read and could not: a client
// config file, or a server it lists. Every format reports failures, so a
// reader of any of them knows what the results do not cover.
type Failure struct {
	// Server is the server's name; "" when a whole config file failed.
	Server string `json:"server"`
	// Location is where it is configured: file, or file:line:column.
	Location string `json:"location,omitempty"`
	// Stage is how far reading it got: "config" (the file or entry could
	// not be used), or the introspection stage that failed ("start",
	// "initialize", "tools/list", …).
	Stage  string `json:"stage"`
	Reason string `json:"reason"`
}

// label names what failed: the server, else the config file.
func (f Failure) label() string {
	if f.Server != "" {
		return f.Server
	}
	return f.Location
}

// FailureList writes failures as a list under a heading, each with its
// whole reason on its own lines: nothing cut, nothing aligned.
func FailureList(w io.Writer, failures []Failure) {
	if len(failures) == 0 {
		return
	}
	fmt.Fprintf(w, "\nCould not scan (%d):\n", len(failures))
	for _, f := range failures {
		where := ""
		if f.Server != "" && f.Location != "" {
			where = " (" + termtext.Visible(f.Location) + ")"
		}
		fmt.Fprintf(w, "  - %s%s, stage %s:\n      %s\n", termtext.Visible(f.label()), where, f.Stage, termtext.Visible(f.Reason))
	}
}
