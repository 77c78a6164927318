package npm

import (
	"regexp"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// EnvVarsFromReadme finds the environment variables a README tells users to
// set: keys of "env" objects in JSON, TOML and YAML client configs, shell
// assignments (export FOO=…, FOO=… npx …, docker -e FOO), references in
// code (process.env.FOO, ${FOO}), and names listed in tables, lists and
// sentences about environment variables. Only UPPER_SNAKE names count;
// variables every system has (PATH, HOME, NODE_ENV, DEBUG, …) and
// placeholders (YOUR_API_KEY) are dropped. Names holding KEY, TOKEN, SECRET,
// PASSWORD, PASSWD or CREDENTIAL are marked secret. The result is in order of first mention,
// one entry per name.
//
// Where the README gives it, a table or list also supplies the variable's
// description and whether it is required.
func EnvVarsFromReadme(readme string) []catalog.EnvVariable {
	// Markdown escapes underscores outside code ("GITHUB\_TOKEN") and
	// HTML tables wrap names in <code>; both are read like backticks.
	r := strings.NewReplacer(`\_`, "_", "<code>", "`", "</code>", "`")
	text := r.Replace(readme)
	var f finder
	f.scanObjects(text)
	f.scanLines(text)
	return f.result()
}

// A name found in a strong context (an env object key, an assignment, a
// -e flag, backticks in a sentence about environment variables) needs only
// to look like a variable. In a weak context (the first cell of a table or
// list item under a configuration heading) it must also contain an
// underscore, because a lone upper-case word there is as likely to be an
// acronym or a heading.
const (
	weak   = false
	strong = true
)

var (
	envNameRe = regexp.MustCompile(`^[A-Z][A-Z0-9_]*[A-Z0-9]$`)

	// "env": {...} in JSON, env = {...} in TOML, environment: {...} in YAML flow style.
	envObjectRe = regexp.MustCompile(`(?i)["']?\b(?:env|envs|environment)["']?\s*[:=]\s*\{([^{}]*)\}`)
	objectKeyRe = regexp.MustCompile(`(?:^|[{,\n])\s*["']?([A-Za-z_][A-Za-z0-9_]*)["']?\s*[:=]`)

	// export FOO=…, set FOO=…, setx FOO …, a Dockerfile's ENV FOO=…
	exportRe = regexp.MustCompile(`^\s*(?:\$\s+)?(?:export|set|setx|ENV)\s+([A-Za-z_][A-Za-z0-9_]*)(?:=|\s|$)`)
	// PowerShell: $env:FOO = "…"
	powershellRe = regexp.MustCompile(`\$env:([A-Za-z_][A-Za-z0-9_]*)\s*=`)
	// The start of a command line: optional prompt and env(1) or cross-env.
	commandStartRe = regexp.MustCompile(`^\s*(?:\$\s+)?(?:(?:env|cross-env)\s+)?`)
	// One leading FOO=value assignment of a command line or .env file.
	assignmentRe = regexp.MustCompile(`^([A-Z][A-Z0-9_]*)=(?:"[^"]*"|'[^']*'|\S*)(?:\s+|$)`)
	// docker run -e FOO, --env FOO=…, and the JSON args form "-e", "FOO".
	envFlagRe = regexp.MustCompile(`(?:^|[\s"'\[,])(?:-e|--env)["']?(?:\s*,\s*["']|\s+|=)["']?([A-Za-z_][A-Za-z0-9_]*)`)
	// Reads in code samples.
	codeRefRe = regexp.MustCompile(`process\.env\.([A-Za-z_]\w*)` +
		`|process\.env\[\s*["']([A-Za-z_]\w*)["']\s*\]` +
		`|os\.(?:getenv|environ(?:\.get)?)\s*[(\[]\s*["']([A-Za-z_]\w*)["']` +
		`|Deno\.env\.get\(\s*["']([A-Za-z_]\w*)["']`)
	// $FOO_BAR, ${FOO_BAR} or VS Code's ${env:FOO_BAR}. An underscore is
	// required because "$5" and "$USD" are prices, not variables.
	dollarRe = regexp.MustCompile(`\$\{?(?:env:)?([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])\}?`)

	// A sentence about environment variables makes its `CODE` names count.
	mentionRe = regexp.MustCompile(`(?i)\benv\b|\benv[ _-]?var|environment|\.env\b`)
	markedRe  = regexp.MustCompile("`([A-Z][A-Z0-9_]*)`|\\*\\*([A-Z][A-Z0-9_]*)\\*\\*")
	// In such a sentence a bare name counts too if it has an underscore.
	snakeWordRe = regexp.MustCompile(`\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b`)
	headingRe   = regexp.MustCompile(`^\s{0,3}#{1,6}\s+(.*)$`)
	listItemRe  = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+(.*)$`)
	// Section headings under which a table or list names variables.
	envHeadingRe = regexp.MustCompile(`(?i)\benv|variable|config|setting|credential|secret|token|\bkeys?\b|api[ _-]?key|auth|option|setup|prerequisite`)
	envHeaderRe  = regexp.MustCompile(`(?i)\benv|variable|\bvar\b|setting|config|option|secret|credential|\bkey\b`)
	// A line that opens a YAML env block ("env:") or a TOML env table.
	yamlEnvRe  = regexp.MustCompile(`^(\s*)-?\s*["']?(?:env|environment)["']?\s*:\s*$`)
	yamlKeyRe  = regexp.MustCompile(`^\s*-?\s*["']?([A-Za-z_][A-Za-z0-9_]*)["']?\s*[:=]`)
	tomlEnvRe  = regexp.MustCompile(`^\s*\[[^\]]*\benv\]\s*$`)
	tomlKeyRe  = regexp.MustCompile(`^\s*["']?([A-Za-z_][A-Za-z0-9_]*)["']?\s*=`)
	requiredRe = regexp.MustCompile(`(?i)\brequired\b`)
	optionalRe = regexp.MustCompile(`(?i)\boptional\b|not required`)
)

// noiseVars are set by the system, the shell or the runtime; a README that
// mentions them is not asking the user to configure the server.
var noiseVars = map[string]bool{
	"PATH": true, "HOME": true, "USER": true, "USERNAME": true, "SHELL": true, "PWD": true,
	"OLDPWD": true, "TERM": true, "LANG": true, "LANGUAGE": true, "LC_ALL": true, "TZ": true,
	"TMPDIR": true, "TMP": true, "TEMP": true, "HOSTNAME": true, "SHLVL": true, "PS1": true,
	"EDITOR": true, "VISUAL": true, "PAGER": true, "DISPLAY": true, "COLUMNS": true, "LINES": true,
	"NODE_ENV": true, "NODE_OPTIONS": true, "NODE_PATH": true, "NODE_TLS_REJECT_UNAUTHORIZED": true,
	"DEBUG": true, "CI": true, "FORCE_COLOR": true, "NO_COLOR": true,
	"APPDATA": true, "LOCALAPPDATA": true, "USERPROFILE": true, "PROGRAMFILES": true,
	"SYSTEMROOT": true, "COMSPEC": true,
	"XDG_CONFIG_HOME": true, "XDG_DATA_HOME": true, "XDG_CACHE_HOME": true, "XDG_RUNTIME_DIR": true,
	"PYTHONPATH": true, "PYTHONUNBUFFERED": true, "VIRTUAL_ENV": true,
	"GOPATH": true, "GOROOT": true, "JAVA_HOME": true, "NVM_DIR": true,
	// Words that turn up in backticks or bold in the same sentences.
	"NOTE": true, "TIP": true, "WARNING": true, "IMPORTANT": true, "CAUTION": true,
	"TODO": true, "FIXME": true, "README": true, "LICENSE": true, "MIT": true,
	"API": true, "JSON": true, "YAML": true, "TOML": true, "HTTP": true, "HTTPS": true,
	"URL": true, "URI": true, "MCP": true, "CLI": true, "SDK": true, "ID": true, "OK": true,
	"TRUE": true, "FALSE": true, "NULL": true, "GET": true, "POST": true, "PUT": true,
	"DELETE": true, "PATCH": true,
}

// isNoise reports system variables and placeholder names.
func isNoise(name string) bool {
	return noiseVars[name] ||
		strings.HasPrefix(name, "NPM_CONFIG_") ||
		strings.HasPrefix(name, "YOUR_") ||
		strings.HasSuffix(name, "_HERE") ||
		strings.Trim(name, "X") == ""
}

// isSecret reports names whose value is a credential.
func isSecret(name string) bool {
	for _, w := range []string{"KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

type foundVar struct {
	pos int // byte offset of the first mention, for ordering
	v   catalog.EnvVariable
}

// finder collects names from the several scans of one README.
type finder struct {
	vars  []foundVar
	index map[string]int // name → position in vars
}

func (f *finder) add(pos int, name string, isStrong bool, desc string, required bool) {
	if !envNameRe.MatchString(name) || isNoise(name) || (!isStrong && !strings.Contains(name, "_")) {
		return
	}
	if i, ok := f.index[name]; ok {
		v := &f.vars[i]
		if pos < v.pos {
			v.pos = pos
		}
		if v.v.Description == "" {
			v.v.Description = desc
		}
		v.v.IsRequired = v.v.IsRequired || required
		return
	}
	if f.index == nil {
		f.index = make(map[string]int)
	}
	f.index[name] = len(f.vars)
	f.vars = append(f.vars, foundVar{pos: pos, v: catalog.EnvVariable{
		Name: name, Description: desc, IsRequired: required, IsSecret: isSecret(name),
	}})
}

func (f *finder) result() []catalog.EnvVariable {
	if len(f.vars) == 0 {
		return nil
	}
	slices.SortStableFunc(f.vars, func(a, b foundVar) int { return a.pos - b.pos })
	out := make([]catalog.EnvVariable, len(f.vars))
	for i, fv := range f.vars {
		out[i] = fv.v
	}
	return out
}

// scanObjects reads inline env objects, which may span lines.
func (f *finder) scanObjects(text string) {
	for _, m := range envObjectRe.FindAllStringSubmatchIndex(text, -1) {
		body := text[m[2]:m[3]]
		for _, k := range objectKeyRe.FindAllStringSubmatchIndex(body, -1) {
			f.add(m[2]+k[2], body[k[2]:k[3]], strong, "", false)
		}
	}
}

// lineScan is the state carried from one line to the next.
type lineScan struct {
	fence      string // the open code fence marker, "" outside code
	heading    string
	table      *tableScan
	yamlIndent int // indentation of an open YAML "env:" line, -1 if none
	tomlEnv    bool
}

// tableScan remembers a Markdown table's header.
type tableScan struct {
	header   []string
	nameCol  int
	descCol  int // -1 if none
	reqCol   int // -1 if none
	envish   bool
	dataRows int
}

func (f *finder) scanLines(text string) {
	st := lineScan{yamlIndent: -1}
	pos := 0
	for line := range strings.Lines(text) {
		f.scanLine(&st, pos, strings.TrimRight(line, "\r\n"))
		pos += len(line)
	}
}

func (f *finder) scanLine(st *lineScan, pos int, line string) {
	trimmed := strings.TrimSpace(line)
	if marker := fenceMarker(trimmed); marker != "" && (st.fence == "" || strings.HasPrefix(marker, st.fence)) {
		if st.fence == "" {
			st.fence = marker
		} else {
			st.fence = ""
		}
		st.yamlIndent, st.tomlEnv, st.table = -1, false, nil
		return
	}
	f.scanBlockKeys(st, pos, line)
	f.scanCommands(pos, line)
	if st.fence != "" {
		return
	}
	if m := headingRe.FindStringSubmatch(line); m != nil {
		st.heading = m[1]
		st.table = nil
		return
	}
	if strings.HasPrefix(trimmed, "|") {
		f.scanTableRow(st, pos, trimmed)
		return
	}
	st.table = nil
	if mentionRe.MatchString(line) {
		for _, m := range markedRe.FindAllStringSubmatchIndex(line, -1) {
			i := 2
			if m[2] < 0 {
				i = 4
			}
			f.add(pos+m[i], line[m[i]:m[i+1]], strong, "", false)
		}
		for _, m := range snakeWordRe.FindAllStringIndex(line, -1) {
			f.add(pos+m[0], line[m[0]:m[1]], weak, "", false)
		}
	}
	if m := listItemRe.FindStringSubmatchIndex(line); m != nil {
		f.scanListItem(st, pos+m[2], line[m[2]:m[3]])
	}
}

// fenceMarker returns the ``` or ~~~ run that opens or closes a code block.
func fenceMarker(trimmed string) string {
	for _, c := range []string{"`", "~"} {
		n := len(trimmed) - len(strings.TrimLeft(trimmed, c))
		if n >= 3 {
			return strings.Repeat(c, n)
		}
	}
	return ""
}

// scanBlockKeys follows YAML "env:" blocks and TOML "[….env]" tables,
// whose keys are the variables.
func (f *finder) scanBlockKeys(st *lineScan, pos int, line string) {
	trimmed := strings.TrimSpace(line)
	if st.yamlIndent >= 0 {
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case indent <= st.yamlIndent:
			st.yamlIndent = -1
		default:
			if m := yamlKeyRe.FindStringSubmatchIndex(line); m != nil {
				f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
			}
			return
		}
	}
	if st.tomlEnv {
		if strings.HasPrefix(trimmed, "[") {
			st.tomlEnv = false
		} else if m := tomlKeyRe.FindStringSubmatchIndex(line); m != nil {
			f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
			return
		}
	}
	if m := yamlEnvRe.FindStringSubmatch(line); m != nil {
		st.yamlIndent = len(m[1])
		if strings.HasPrefix(strings.TrimSpace(line), "-") {
			st.yamlIndent += 2 // "- env:" opens a block indented past the dash
		}
		return
	}
	if tomlEnvRe.MatchString(line) {
		st.tomlEnv = true
	}
}

// scanCommands reads shell, Dockerfile and code lines, inside code blocks or
// not (READMEs often show commands inline).
func (f *finder) scanCommands(pos int, line string) {
	if m := exportRe.FindStringSubmatchIndex(line); m != nil {
		f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
	}
	for _, m := range powershellRe.FindAllStringSubmatchIndex(line, -1) {
		f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
	}
	off := len(commandStartRe.FindString(line))
	for {
		m := assignmentRe.FindStringSubmatchIndex(line[off:])
		if m == nil {
			break
		}
		f.add(pos+off+m[2], line[off+m[2]:off+m[3]], strong, "", false)
		off += m[1]
	}
	for _, m := range envFlagRe.FindAllStringSubmatchIndex(line, -1) {
		f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
	}
	for _, m := range codeRefRe.FindAllStringSubmatchIndex(line, -1) {
		for i := 2; i < len(m); i += 2 {
			if m[i] >= 0 {
				f.add(pos+m[i], line[m[i]:m[i+1]], strong, "", false)
			}
		}
	}
	for _, m := range dollarRe.FindAllStringSubmatchIndex(line, -1) {
		f.add(pos+m[2], line[m[2]:m[3]], strong, "", false)
	}
}

// scanTableRow reads one Markdown table row. The first row is the header;
// it says which column holds the variable, its description and whether it
// is required, and whether the table is about variables at all.
func (f *finder) scanTableRow(st *lineScan, pos int, row string) {
	cells := splitRow(row)
	if st.table == nil {
		t := &tableScan{header: cells, descCol: -1, reqCol: -1}
		t.envish = envHeadingRe.MatchString(st.heading)
		nameSet := false
		for i, h := range cells {
			hl := strings.ToLower(h)
			switch {
			case envHeaderRe.MatchString(h):
				t.envish = true
				if !nameSet {
					t.nameCol, nameSet = i, true
				}
			case strings.Contains(hl, "description") || strings.Contains(hl, "purpose"):
				t.descCol = i
			case strings.Contains(hl, "required"):
				t.reqCol = i
			}
		}
		st.table = t
		return
	}
	t := st.table
	if isSeparatorRow(cells) || !t.envish || t.nameCol >= len(cells) {
		return
	}
	t.dataRows++
	cell := cells[t.nameCol]
	name, marked := unmark(cell)
	desc := ""
	if t.descCol >= 0 && t.descCol < len(cells) {
		desc = cleanText(cells[t.descCol])
	}
	required := false
	if t.reqCol >= 0 && t.reqCol < len(cells) {
		required = truthy(cells[t.reqCol])
	}
	f.add(pos+strings.Index(row, cell), name, marked, desc, required)
}

// scanListItem reads "- `FOO_TOKEN`: what it is (required)" items under a
// configuration heading, or items that themselves talk about the
// environment.
func (f *finder) scanListItem(st *lineScan, pos int, item string) {
	if !envHeadingRe.MatchString(st.heading) && !mentionRe.MatchString(item) {
		return
	}
	head, rest := item, ""
	if i := strings.IndexFunc(item, func(r rune) bool {
		return r == ' ' || r == ':' || r == '=' || r == '(' || r == '\t'
	}); i >= 0 {
		head, rest = item[:i], item[i:]
	}
	name, marked := unmark(head)
	desc := strings.TrimLeft(rest, separators)
	required := requiredRe.MatchString(desc) && !optionalRe.MatchString(desc)
	// "(required)" or "(optional, default 10)" before the text is a flag,
	// not part of the description.
	if strings.HasPrefix(desc, "(") {
		if end := strings.Index(desc, ")"); end > 0 && (requiredRe.MatchString(desc[:end]) || optionalRe.MatchString(desc[:end])) {
			desc = strings.TrimLeft(desc[end+1:], separators)
		}
	}
	f.add(pos, name, marked, cleanText(desc), required)
}

// separators sit between a listed name and its description.
const separators = " \t:=-–—"

// splitRow splits "| a | b |" into trimmed cells.
func splitRow(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	row = strings.TrimSuffix(row, "|")
	cells := strings.Split(row, "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(c)
	}
	return cells
}

func isSeparatorRow(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, ":- ") != "" {
			return false
		}
	}
	return true
}

// unmark strips Markdown code and emphasis around a name and reports
// whether there was any: a marked-up name is a deliberate mention.
func unmark(s string) (string, bool) {
	s = strings.TrimSuffix(strings.TrimSpace(s), ":")
	t := strings.TrimSuffix(strings.Trim(s, "`*"), ":") // "**FOO:**"
	return t, t != s
}

// cleanText turns a Markdown fragment into plain description text.
func cleanText(s string) string {
	s = strings.NewReplacer("`", "", "**", "", "<br>", " ", "<br/>", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// truthy reads a "Required" cell.
func truthy(cell string) bool {
	switch strings.ToLower(strings.Trim(cell, "`* ")) {
	case "yes", "y", "true", "required", "x", "✓", "✔", "✔️", "✅":
		return true
	}
	return false
}
