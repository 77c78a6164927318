package site

import (
	"fmt"
	"math"
	"strings"
)

// scoreComponent is one line of a server's score breakdown.
type scoreComponent struct {
	Name   string
	Score  int // 0–100, higher is safer
	Weight int // percent of the total
	How    string
	Detail string
}

// scoreCard is a server's risk grade and how it was reached.
type scoreCard struct {
	Grade      string // A–F, or "–" when the server lists no tools
	Score      int
	Components []scoreComponent
}

// The score weights, in percent.
const (
	weightRisk        = 40
	weightFindings    = 25
	weightAnnotations = 15
	weightQuality     = 20
)

// toolFacts is what scoring needs to know about one tool.
type toolFacts struct {
	name           string
	severity       string
	findings       []finding
	annotated      bool
	describedWell  bool // a description of 20 characters or more
	paramsDocument bool // every parameter has a description
	paramsTyped    bool // every parameter has a type
}

// seriousCap is the highest score of a server with a High or Critical
// security finding: whatever else it does well, it should not look safe.
const seriousCap = 69

// worstCap is the most a server can score on tool risk given its worst
// tool: reading is free, every step up the severity scale costs.
var worstCap = map[string]int{"Low": 100, "Medium": 85, "High": 65, "Critical": 45}

// score grades a server from its tools and the server-wide findings.
func score(tools []toolFacts, serverFindings []finding) scoreCard {
	if len(tools) == 0 {
		return scoreCard{Grade: "–", Components: []scoreComponent{{Name: "Not rated", How: "The registry knows no tools of this server, so there is nothing to grade."}}}
	}
	worst, dangerous := "", 0
	for _, t := range tools {
		if severityRank(t.severity) > severityRank(worst) {
			worst = t.severity
		}
		if severityRank(t.severity) >= severityRank("High") {
			dangerous++
		}
	}
	risk, ok := worstCap[worst]
	if !ok {
		risk = 50 // unclassified tools: unknown is not safe
	}
	if dangerous > 1 {
		risk = max(risk-3*(dangerous-1), 0)
	}
	riskC := scoreComponent{Name: "Tool risk", Score: risk, Weight: weightRisk,
		How:    "100 when every tool only reads. The worst tool caps it (Medium 85, High 65, Critical 45) and every further High or Critical tool takes 3 points.",
		Detail: fmt.Sprintf("worst tool %s; %d of %d tools High or Critical", orUnclassified(worst), dangerous, len(tools))}

	var security []finding
	security = append(security, serverFindings...)
	mismatches := 0
	for _, t := range tools {
		for _, f := range t.findings {
			switch f.Kind {
			case "tool_poisoning", "toxic_flow":
				security = append(security, f)
			case "annotation_mismatch":
				mismatches++
			}
		}
	}
	penalty := map[string]int{"Critical": 40, "High": 25, "Medium": 10, "Low": 3}
	sec, serious := 100, false
	for _, f := range security {
		sec -= penalty[f.Severity]
		serious = serious || severityRank(f.Severity) >= severityRank("High")
	}
	sec = max(sec, 0)
	secC := scoreComponent{Name: "Security findings", Score: sec, Weight: weightFindings,
		How:    "100 less 40 per Critical, 25 per High, 10 per Medium and 3 per Low finding of tool poisoning (hidden instructions, invisible text, exfiltration parameters) or toxic flows across the server's tools. A High or Critical finding also caps the grade at D.",
		Detail: fmt.Sprintf("%d findings", len(security))}

	annotated, typed, documented, described := 0, 0, 0, 0
	for _, t := range tools {
		if t.annotated {
			annotated++
		}
		if t.paramsTyped {
			typed++
		}
		if t.paramsDocument {
			documented++
		}
		if t.describedWell {
			described++
		}
	}
	n := float64(len(tools))
	ann := max(int(math.Round(100*float64(annotated)/n))-25*mismatches, 0)
	annC := scoreComponent{Name: "Annotations", Score: ann, Weight: weightAnnotations,
		How:    "The share of tools that declare MCP annotations (readOnlyHint, destructiveHint, …), less 25 points for each annotation that contradicts what the tool does.",
		Detail: fmt.Sprintf("%d of %d tools annotated; %d mismatches", annotated, len(tools), mismatches)}

	quality := int(math.Round(100 * float64(described+documented+typed) / (3 * n)))
	qualC := scoreComponent{Name: "Definition quality", Score: quality, Weight: weightQuality,
		How:    "The average of three shares of tools: described in at least 20 characters, every parameter described, every parameter typed.",
		Detail: fmt.Sprintf("%d described, %d with parameters described, %d with parameters typed, of %d", described, documented, typed, len(tools))}

	comps := []scoreComponent{riskC, secC, annC, qualC}
	total := 0.0
	for _, c := range comps {
		total += float64(c.Score*c.Weight) / 100
	}
	t := int(math.Round(total))
	if serious {
		t = min(t, seriousCap)
	}
	return scoreCard{Grade: grade(t), Score: t, Components: comps}
}

func grade(score int) string {
	switch {
	case score >= 90:
		return "A"
	case score >= 80:
		return "B"
	case score >= 70:
		return "C"
	case score >= 60:
		return "D"
	case score >= 50:
		return "E"
	default:
		return "F"
	}
}

func orUnclassified(s string) string {
	if s == "" {
		return unclassified
	}
	return s
}

// adviceInput is what the advice on a server page is generated from.
type adviceInput struct {
	tools          []toolView
	serverFindings []finding
	local          bool // runs as a local process (a stdio package)
	tokens         int
}

// largeContext is where a server's tool definitions start to crowd a
// model's context.
const largeContext = 10000

// advice writes "best when", "avoid when" and "known gotchas" for a server
// from its tools' categories, capabilities, flows and findings.
func advice(in adviceInput) (best, avoid, gotchas []string) {
	byCat := map[string][]string{}
	byCap := map[string][]string{}
	byFlow := map[string][]string{}
	byKind := map[string][]string{}
	var poisonMsg string
	unannotated := 0
	for _, t := range in.tools {
		byCat[t.Category] = append(byCat[t.Category], t.Name)
		for _, c := range t.Capabilities {
			byCap[c] = append(byCap[c], t.Name)
		}
		for _, f := range t.Flows {
			byFlow[f] = append(byFlow[f], t.Name)
		}
		for _, f := range t.Findings {
			byKind[f.Kind] = appendOnce(byKind[f.Kind], t.Name)
			if f.Kind == "tool_poisoning" && poisonMsg == "" {
				poisonMsg = f.Message
			}
		}
		if !t.Annotated {
			unannotated++
		}
	}
	runners := intersect(byCat["Execute"], append(append([]string{}, byCap["code_exec"]...), byCap["shell"]...))
	if len(runners) > 0 {
		if in.local {
			gotchas = append(gotchas, "Runs code with host permissions ("+list(runners)+"): what the agent writes runs as your user, with your files, credentials and network, and no sandbox.")
		} else {
			gotchas = append(gotchas, "Runs agent-written code on the provider's side: "+list(runners)+"; what it can reach depends on that environment.")
		}
	}
	// Each gotcha names the tools it is about; %s stands for that list.
	for _, g := range []struct {
		tools  []string
		format string
	}{
		{intersect(byCat["Execute"], byCap["sql"]), "Runs queries the agent writes: %s; a read-only database user is the real guard."},
		{byCat["Destructive"], "Deletes, overwrites or revokes: %s; these calls cannot simply be undone."},
		{byCat["Financial"], "Moves or commits money: %s."},
		{byFlow["untrusted_content"], "Brings in content from outside (%s); what comes back can carry instructions from third parties (prompt injection)."},
		{byCap["secrets"], "Reads secrets or credentials: %s."},
		{byCap["identity_admin"], "Changes who can access what: %s."},
		{byKind["tool_poisoning"], "Tool definitions carry manipulative or hidden content (%s): " + strings.ReplaceAll(poisonMsg, "%", "%%")},
		{byKind["annotation_mismatch"], "Declared annotations contradict behaviour: %s; clients that trust the hints will treat them as safer than they are."},
	} {
		if len(g.tools) > 0 {
			gotchas = append(gotchas, fmt.Sprintf(g.format, list(g.tools)))
		}
	}
	for _, f := range in.serverFindings {
		gotchas = append(gotchas, sentence(f.Message))
	}
	if unannotated > 0 && unannotated*2 >= len(in.tools) {
		gotchas = append(gotchas, fmt.Sprintf("%d of %d tools declare no annotations, so clients cannot tell its reads from its writes.", unannotated, len(in.tools)))
	}
	if in.tokens >= largeContext {
		gotchas = append(gotchas, fmt.Sprintf("Its tool definitions take about %s tokens of context on every request.", thousands(in.tokens)))
	}

	writes := len(byCat["Write"]) + len(byCat["Execute"]) + len(byCat["Destructive"]) + len(byCat["Financial"])
	switch {
	case len(in.tools) == 0:
		best = append(best, "You only need its metadata: no tools are known yet.")
	case writes == 0:
		best = append(best, "You need read-only access: every tool only reads, so the recommended policy allows them all.")
	default:
		if len(byCat["Read"]) > 0 {
			best = append(best, fmt.Sprintf("You mostly read: its %d read %s allowed by default and the rest are limited or need approval.",
				len(byCat["Read"]), plural(len(byCat["Read"]), "tool is", "tools are")))
		}
		if len(runners) > 0 {
			best = append(best, "It runs in a container or VM you can throw away, with no credentials inside.")
		}
		if len(byCat["Destructive"])+len(byCat["Financial"]) > 0 {
			best = append(best, "A person approves each destructive or money-moving call, as the recommended policy requires.")
		}
		if len(byCat["Write"]) > 0 {
			best = append(best, "You want the agent to make changes you can review and undo; writes are rate-limited by the recommended policy.")
		}
	}
	if len(byFlow["untrusted_content"]) > 0 && writes > 0 {
		avoid = append(avoid, "The agent reads untrusted content (web pages, issues, email) in the same session as this server's tools that change things.")
	}
	if len(runners) > 0 && in.local {
		avoid = append(avoid, "The machine holds credentials or data the agent must not reach.")
	}
	if len(byCat["Destructive"]) > 0 {
		avoid = append(avoid, "There is no backup of what its destructive tools touch.")
	}
	if len(byFlow["private_data"]) > 0 && len(byFlow["public_sink"]) > 0 {
		avoid = append(avoid, "Private data must not leave: it can both read private data and send data out.")
	}
	if in.tokens >= largeContext {
		avoid = append(avoid, "Context is tight: enable only the tools you need.")
	}
	if len(avoid) == 0 {
		avoid = append(avoid, "Nothing specific: its tools neither change nor leak data beyond what they read.")
	}
	return best, avoid, gotchas
}

func appendOnce(xs []string, x string) []string {
	if len(xs) > 0 && xs[len(xs)-1] == x {
		return xs
	}
	return append(xs, x)
}

func intersect(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []string
	for _, x := range a {
		if in[x] {
			out = append(out, x)
			delete(in, x)
		}
	}
	return out
}

// list names up to three items and counts the rest.
func list(names []string) string {
	if len(names) <= 3 {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// thousands writes n with comma separators.
func thousands(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
