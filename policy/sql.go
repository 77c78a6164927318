package policy

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// sql_read_only is an allowlist, not a list of writes to look for: the
// argument must be one statement that starts with SELECT, WITH, EXPLAIN,
// SHOW, DESCRIBE, VALUES or TABLE, with none of the words that change
// data, schema or session anywhere outside strings and quoted names (INTO,
// so SELECT … INTO and INTO OUTFILE are refused; a DELETE inside a WITH),
// and no call to a function with side effects (pg_terminate_backend,
// setval, lo_export, load_file, xp_cmdshell, …; sql_words.json lists
// them). SQL dialects read the same text differently (backslash escapes
// in strings, dollar quoting, nested comments, bracketed names), so the
// text is read every way a common database reads it, and must pass every
// reading. Anything the reader does not understand fails. It is a second
// line: a read-only database credential is the control that holds.

//go:embed sql_words.json
var sqlWordsJSON []byte

type sqlWords struct {
	Start            []string `json:"start"`
	ExplainOptions   []string `json:"explain_options"`
	Forbidden        []string `json:"forbidden"`
	Functions        []string `json:"functions"`
	FunctionPrefixes []string `json:"function_prefixes"`

	start, explain, forbidden, functions map[string]bool
}

var sqlLists = sync.OnceValue(func() *sqlWords {
	var w sqlWords
	if err := json.Unmarshal(sqlWordsJSON, &w); err != nil {
		panic("policy: sql_words.json: " + err.Error())
	}
	set := func(l []string) map[string]bool {
		m := make(map[string]bool, len(l))
		for _, s := range l {
			m[strings.ToLower(s)] = true
		}
		return m
	}
	w.start, w.explain, w.forbidden, w.functions = set(w.Start), set(w.ExplainOptions), set(w.Forbidden), set(w.Functions)
	return &w
})

// sqlDialect is one way to read SQL text.
type sqlDialect struct {
	backslash bool // '\'' escapes a quote inside '…' (MySQL, PostgreSQL E'…')
	dollar    bool // $tag$…$tag$ quotes text (PostgreSQL)
	brackets  bool // […] quotes a name (SQL Server)
}

var sqlDialects = func() []sqlDialect {
	var out []sqlDialect
	for _, b := range []bool{false, true} {
		for _, d := range []bool{false, true} {
			for _, k := range []bool{false, true} {
				out = append(out, sqlDialect{b, d, k})
			}
		}
	}
	return out
}()

// sqlReadOnly returns nil when s is one read-only statement under every
// reading, or why it is not.
func sqlReadOnly(s string) error {
	if len(s) > 1<<20 {
		return errors.New("the statement is longer than 1 MiB")
	}
	for _, d := range sqlDialects {
		toks, err := sqlTokens(s, d)
		if err != nil {
			return err
		}
		if err := checkReadOnly(toks); err != nil {
			return err
		}
	}
	return nil
}

type sqlTok struct {
	kind byte // 'w' word, 'q' quoted text or name, 'p' punctuation, ';'
	text string
}

func sqlTokens(s string, d sqlDialect) ([]sqlTok, error) {
	var toks []sqlTok
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return nil, errors.New("an unterminated comment")
			}
			body := s[i+2 : i+2+end]
			// Databases disagree on nested comments; MySQL runs /*! … */.
			if strings.Contains(body, "/*") || strings.HasPrefix(body, "!") || strings.HasPrefix(body, "+") {
				return nil, errors.New("a nested or executable comment")
			}
			i += end + 4
		case c == '#' || c == '\\':
			return nil, fmt.Errorf("%q outside a string (a comment in one database, an operator or a command in another)", c)
		case c == '\'' || ((c == 'e' || c == 'E' || c == 'n' || c == 'N' || c == 'x' || c == 'X' || c == 'b' || c == 'B') && i+1 < len(s) && s[i+1] == '\''):
			start := i
			if c != '\'' {
				i++
			}
			end, err := sqlString(s, i, d.backslash || c == 'e' || c == 'E')
			if err != nil {
				return nil, err
			}
			toks = append(toks, sqlTok{'q', s[start:end]})
			i = end
		case c == '"' || c == '`':
			end := strings.IndexByte(s[i+1:], c)
			for end >= 0 && i+1+end+1 < len(s) && s[i+1+end+1] == c {
				// A doubled quote stands for itself.
				next := strings.IndexByte(s[i+1+end+2:], c)
				if next < 0 {
					end = -1
					break
				}
				end += 2 + next
			}
			if end < 0 {
				return nil, errors.New("an unterminated quoted name")
			}
			toks = append(toks, sqlTok{'q', s[i : i+end+2]})
			i += end + 2
		case c == '[' && d.brackets:
			end := strings.IndexByte(s[i+1:], ']')
			if end < 0 {
				return nil, errors.New("an unterminated [name]")
			}
			toks = append(toks, sqlTok{'q', s[i : i+end+2]})
			i += end + 2
		case c == '$' && d.dollar && (i+1 < len(s) && (s[i+1] == '$' || isSQLWordByte(s[i+1]))):
			j := i + 1
			for j < len(s) && isSQLWordByte(s[j]) && s[j] != '$' {
				j++
			}
			if j >= len(s) || s[j] != '$' {
				// $1, $name: a parameter.
				toks = append(toks, sqlTok{'p', s[i:j]})
				i = j
				continue
			}
			tag := s[i : j+1]
			end := strings.Index(s[j+1:], tag)
			if end < 0 {
				return nil, errors.New("an unterminated dollar-quoted string")
			}
			toks = append(toks, sqlTok{'q', s[i : j+1+end+len(tag)]})
			i = j + 1 + end + len(tag)
		case c == ';':
			toks = append(toks, sqlTok{';', ";"})
			i++
		case isSQLWordByte(c):
			j := i
			for j < len(s) && (isSQLWordByte(s[j]) || s[j] == '$') {
				j++
			}
			toks = append(toks, sqlTok{'w', strings.ToLower(s[i:j])})
			i = j
		default:
			toks = append(toks, sqlTok{'p', s[i : i+1]})
			i++
		}
	}
	return toks, nil
}

func isSQLWordByte(c byte) bool {
	return c == '_' || c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

// sqlString finds the end (after the closing quote) of a '…' string that
// opens at s[i]; ” is a quote, and with backslash \x escapes x.
func sqlString(s string, i int, backslash bool) (int, error) {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			if backslash {
				j++
			}
		case '\'':
			if j+1 < len(s) && s[j+1] == '\'' {
				j++
				continue
			}
			return j + 1, nil
		}
	}
	return 0, errors.New("an unterminated string")
}

func checkReadOnly(toks []sqlTok) error {
	w := sqlLists()
	// One statement: a trailing ';' is fine, anything after it is not.
	for i, t := range toks {
		if t.kind == ';' {
			for _, rest := range toks[i+1:] {
				if rest.kind != ';' {
					return errors.New("more than one statement")
				}
			}
			toks = toks[:i]
			break
		}
	}
	if len(toks) == 0 {
		return errors.New("no statement")
	}
	first := 0
	for first < len(toks) && toks[first].kind == 'p' && toks[first].text == "(" {
		first++ // (SELECT …) UNION (SELECT …)
	}
	if first == len(toks) || toks[first].kind != 'w' || !w.start[toks[first].text] {
		return fmt.Errorf("the statement does not start with %s", strings.Join(w.Start, ", "))
	}
	if toks[first].text == "explain" {
		// EXPLAIN [options] statement: ANALYZE runs the statement, which
		// must itself be read-only; the check below covers its words.
		j := first + 1
		for j < len(toks) && (toks[j].kind == 'p' && strings.Contains("(),", toks[j].text) || toks[j].kind == 'w' && w.explain[toks[j].text]) {
			j++
		}
		if j == len(toks) || toks[j].kind != 'w' || !w.start[toks[j].text] || toks[j].text == "explain" {
			return errors.New("EXPLAIN of a statement that is not read-only")
		}
	}
	for i, t := range toks {
		if t.kind != 'w' {
			continue
		}
		if w.forbidden[t.text] {
			return fmt.Errorf("%q changes data, schema or session", strings.ToUpper(t.text))
		}
		if i+1 < len(toks) && toks[i+1].kind == 'p' && toks[i+1].text == "(" {
			if w.functions[t.text] || slices.ContainsFunc(w.FunctionPrefixes, func(p string) bool { return strings.HasPrefix(t.text, p) }) {
				return fmt.Errorf("the function %s has side effects", t.text)
			}
		}
		if strings.HasPrefix(t.text, "system$") {
			return fmt.Errorf("the function %s has side effects", t.text)
		}
	}
	return nil
}
