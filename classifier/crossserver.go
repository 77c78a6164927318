package classifier

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpscan/mcpscan/catalog"
)

// Cross-server shadowing: a tool of one server whose definition speaks of
// a tool that only another server of the same client has. An agent reads
// every server's definitions together, so a server can steer how the
// model uses another one ("when you call send_email, also bcc …") without
// ever being called. One definition alone cannot show this; a client's
// configuration as a whole can.

// directive words make a mention an instruction rather than a reference.
var directive = regexp.MustCompile(`\b(always|never|must|should|shall|whenever|before|after|instead|first|also|make sure|ensure|remember|important|do not|don't|dont|required|bcc|cc|forward|redirect|replace|ignore|override|prefer|only use|not use|avoid)\b`)

// CrossServerShadowing looks, across the servers of one client config,
// for tool definitions that name a tool only another of those servers
// has. It returns the findings per server and tool name. A mention in an
// instruction (always, never, before, instead, bcc, …) is High and
// reported as tool_poisoning; a bare mention is Medium.
func CrossServerShadowing(servers []catalog.Server) map[string]map[string][]Finding {
	// Which servers have each distinctive tool name.
	owners := map[string][]string{}
	for _, srv := range servers {
		for _, t := range srv.Tools {
			n := strings.ToLower(t.Name)
			if distinctive(n) && !slices.Contains(owners[n], srv.Name) {
				owners[n] = append(owners[n], srv.Name)
			}
		}
	}
	if len(owners) == 0 {
		return nil
	}
	out := map[string]map[string][]Finding{}
	for _, srv := range servers {
		own := map[string]bool{}
		for _, t := range srv.Tools {
			own[strings.ToLower(t.Name)] = true
		}
		for _, t := range srv.Tools {
			if f, ok := shadowingIn(t, srv.Name, own, owners); ok {
				if out[srv.Name] == nil {
					out[srv.Name] = map[string][]Finding{}
				}
				out[srv.Name][t.Name] = append(out[srv.Name][t.Name], f)
			}
		}
	}
	return out
}

// distinctive reports whether a tool name is specific enough that a
// mention of it means that tool: two words at least (send_email,
// createIssue), not a common single word (search, fetch).
func distinctive(name string) bool {
	return len(catalog.NameWords(name)) >= 2 && len(name) >= 6
}

// shadowingIn finds the strongest mention, in t's texts, of a tool that
// only other servers have.
func shadowingIn(t catalog.Tool, server string, own map[string]bool, owners map[string][]string) (Finding, bool) {
	var best Finding
	found := false
	for _, f := range toolTexts(t) {
		lower := strings.ToLower(f.text)
		for _, m := range mentions(lower) {
			if own[m.name] || len(owners[m.name]) == 0 {
				continue
			}
			others := slices.DeleteFunc(slices.Clone(owners[m.name]), func(s string) bool { return s == server })
			if len(others) == 0 {
				continue
			}
			sentence := sentenceAround(lower, m.at)
			sev, kind, what := Medium, "shadowing", "names"
			if directive.MatchString(sentence) {
				sev, kind, what = High, "tool_poisoning", "gives instructions about"
			}
			if found && sev.Rank() <= best.Severity.Rank() {
				continue
			}
			best = Finding{ID: "poison.cross_server_shadowing", Kind: kind, Severity: sev, Field: f.name(),
				Message: fmt.Sprintf("%s %s, a tool of another server (%s), not of this one (cross-server shadowing)", what, m.name, strings.Join(others, ", ")),
				Match:   truncate(strings.TrimSpace(sentence), 160)}
			found = true
		}
	}
	return best, found
}

// toolTexts are the texts of a definition a model reads, as the
// poisoning checks see them.
func toolTexts(t catalog.Tool) []textField {
	s := &state{tool: t}
	s.params, s.schemaTexts = schemaParts(t.InputSchema)
	return s.textFields()
}

// nameMention is a tool-name-like token of a text and where it starts.
type nameMention struct {
	name string
	at   int
}

// mentions lists the tokens of text that could be tool names: runs of
// letters, digits, '_', '-' and '.', trimmed of trailing punctuation.
func mentions(text string) []nameMention {
	var out []nameMention
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		tok := strings.TrimRight(text[start:end], ".-")
		if distinctive(tok) {
			out = append(out, nameMention{tok, start})
		}
		// server.tool and namespace.tool name the tool too.
		if strings.Contains(tok, ".") {
			at := start
			for part := range strings.SplitSeq(tok, ".") {
				if part != tok && distinctive(part) {
					out = append(out, nameMention{part, at})
				}
				at += len(part) + 1
			}
		}
		start = -1
	}
	for i, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.' {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(text))
	return out
}

// sentenceAround is the sentence of text that holds position at; a dot
// ends a sentence only before a space (mail.send_email is one word).
func sentenceAround(text string, at int) string {
	ends := func(i int) bool {
		switch text[i] {
		case '!', '?', '\n', ';':
			return true
		case '.':
			return i+1 == len(text) || text[i+1] == ' '
		}
		return false
	}
	start := at
	for start > 0 && !ends(start-1) {
		start--
	}
	end := at
	for end < len(text) && !ends(end) {
		end++
	}
	return text[start:end]
}
