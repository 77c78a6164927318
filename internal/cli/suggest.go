package cli

import (
	"encoding/json"
	"fmt"

	"github.com/mcpscan/mcpscan/classifier"
)

// suggestedServer is one server's annotation suggestions, as
// classify --suggest-annotations prints them.
type suggestedServer struct {
	Server string                  `json:"server"`
	Tools  []classifier.Suggestion `json:"tools"`
}

// printSuggestions writes, per server and tool, the annotations its
// behaviour implies and the proposed risk fields, each with the JSON
// Patch (RFC 6902) that adds them to the definition as it was read.
func (a *app) printSuggestions(servers []input) error {
	out := make([]suggestedServer, 0, len(servers))
	for _, s := range servers {
		ss := suggestedServer{Server: s.srv.Name, Tools: []classifier.Suggestion{}}
		for i, t := range s.srv.Tools {
			if i < len(s.Tools) {
				ss.Tools = append(ss.Tools, classifier.Suggest(t, s.Tools[i]))
			}
		}
		out = append(out, ss)
	}
	enc := json.NewEncoder(a.stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("suggest annotations: %w", err)
	}
	return nil
}
