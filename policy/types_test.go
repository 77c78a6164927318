package policy

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// jsonTypes are one value of every JSON type, as decoded arguments carry
// them (numbers as json.Number).
var jsonTypes = map[string]any{
	"null": nil, "true": true, "false": false, "number": json.Number("5000"), "float64": float64(5000),
	"string": "5000", "array": []any{"5000"}, "object": map[string]any{"v": "5000"},
}

// TestConditionsFailClosedOnOtherTypes runs every operator against every
// JSON type: where the operator cannot judge the type, a deny_if holds
// (denies) and a require fails (denies). Either way the call is denied.
func TestConditionsFailClosedOnOtherTypes(t *testing.T) {
	for _, tt := range []struct {
		op     string
		value  any
		judges []string // the types the operator judges
	}{
		{"eq", float64(1000), []string{"number", "float64"}},
		{"neq", "x", []string{"string"}},
		{"eq", true, []string{"true", "false"}},
		{"in", []any{"a", "b"}, []string{"string"}},
		{"not_in", []any{float64(1)}, []string{"number", "float64"}},
		{"gt", float64(1000), []string{"number", "float64"}},
		{"lte", float64(1000), []string{"number", "float64"}},
		{"regex", "^file:", []string{"string"}},
		{"contains", "50", []string{"string", "array", "object"}},
		{"path_under", []any{"/srv"}, []string{"string"}},
		{"sql_read_only", true, []string{"string"}},
		{"exists", true, []string{"true", "false", "number", "float64", "string", "array", "object"}},
	} {
		for name, v := range jsonTypes {
			t.Run(fmt.Sprintf("%s %v on %s", tt.op, tt.value, name), func(t *testing.T) {
				c := Condition{Path: "args.a", Op: tt.op, Value: tt.value}
				if err := c.compile(); err != nil {
					t.Fatal(err)
				}
				args := map[string]any{"a": v}
				_, judged := c.one(found{v: v, present: true})
				want := name == "null" // read as absent, which every operator judges
				for _, j := range tt.judges {
					want = want || j == name
				}
				if judged != want {
					t.Fatalf("judged %v, want %v", judged, want)
				}
				if judged {
					return
				}
				if hold, note := c.holds(args, true); !hold || note == "" {
					t.Errorf("deny_if: holds %v (%q), want it to hold, with a note", hold, note)
				}
				if hold, _ := c.holds(args, false); hold {
					t.Errorf("require: holds, want it to fail")
				}
			})
		}
	}
}

func TestWildcardPaths(t *testing.T) {
	args := map[string]any{
		"paths": []any{"/srv/a", "/etc/passwd"},
		"one":   "/etc/shadow",
		"none":  []any{},
		"files": []any{map[string]any{"path": "/srv/x"}, map[string]any{"path": "/root/.ssh/id_rsa"}},
		"deep":  map[string]any{"list": []any{[]any{"/srv/y", "/tmp/z"}}},
	}
	under := []any{"/srv"}
	for _, tt := range []struct {
		path             string
		denyHolds, reqOK bool
	}{
		// deny_if (not under): any element outside denies; require: all inside.
		{"args.paths[*]", true, false},
		{"args.one[*]", true, false}, // a scalar where a list was expected is still checked
		{"args.none[*]", false, true},
		{"args.files[*].path", true, false},
		{"args.deep.list[*][*]", true, false},
		{"args.deep.list[0][0]", false, true},
		{"args.paths[0]", false, true},
	} {
		t.Run(tt.path, func(t *testing.T) {
			c := Condition{Path: tt.path, Op: "path_under", Value: under}
			if err := c.compile(); err != nil {
				t.Fatal(err)
			}
			if ok, _ := c.holds(args, false); ok != tt.reqOK {
				t.Errorf("require path_under: got %v, want %v", ok, tt.reqOK)
			}
			re := Condition{Path: tt.path, Op: "regex", Value: "^/(etc|root|tmp)"}
			if err := re.compile(); err != nil {
				t.Fatal(err)
			}
			if ok, _ := re.holds(args, true); ok != tt.denyHolds {
				t.Errorf("deny_if regex: got %v, want %v", ok, tt.denyHolds)
			}
		})
	}
}

func TestExactNumbers(t *testing.T) {
	for _, tt := range []struct {
		arg  string
		op   string
		than float64
		want bool
	}{
		{"9007199254740993", "gt", 9007199254740992, true},
		{"1e400", "gt", 1e300, true},
		{"-1e400", "lt", -1e300, true},
		{"1000.0000000000001", "gt", 1000, true},
		{"1000", "gt", 1000, false},
		{"0.1", "lt", 0.2, true},
	} {
		c := Condition{Path: "args.n", Op: tt.op, Value: tt.than}
		if err := c.compile(); err != nil {
			t.Fatal(err)
		}
		if got, judged := c.one(found{v: json.Number(tt.arg), present: true}); !judged || got != tt.want {
			t.Errorf("%s %s %v: got %v (judged %v), want %v", tt.arg, tt.op, tt.than, got, judged, tt.want)
		}
	}
}

func TestPathUnder(t *testing.T) {
	roots := []string{"/srv/data", `C:\Users\ada`}
	for _, tt := range []struct {
		path string
		want bool
	}{
		{"/srv/data", true},
		{"/srv/data/a/b.txt", true},
		{"/srv/data/./a/../b", true},
		{"/srv/data/../data/x", true},
		{"/srv/database", false},
		{"/srv/data/../../etc/passwd", false},
		{"/srv/data/%2e%2e/%2e%2e/etc/passwd", false},
		{"/srv/data/%2E%2E/secret", false},
		{`/srv/data/..\..\etc`, false},
		{"/srv/data/a\x00/../../etc", false},
		{"file:///srv/data/a", true},
		{"file://localhost/srv/data/a", true},
		{"FILE:///srv/data/a", true},
		{"file:///etc/passwd", false},
		{"file://evil.example/srv/data/a", false},
		{"file:///srv/data/%2e%2e/%2e%2e/etc", false},
		{"http://example.com/srv/data", false},
		{"~/srv/data", false},
		{"~root/.ssh", false},
		{"srv/data/a", false},
		{"./a", false},
		{"", false},
		{`C:\Users\ada\notes.txt`, true},
		{`c:/users/ADA/notes.txt`, true},
		{`C:\Users\ada\..\bob\x`, false},
		{`C:\Users\adam`, false},
		{`\\server\share\x`, false},
	} {
		t.Run(tt.path, func(t *testing.T) {
			var rs []string
			for _, r := range roots {
				rs = append(rs, cleanPath(r))
			}
			if got := pathUnder(tt.path, rs); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSQLReadOnly(t *testing.T) {
	for _, tt := range []struct {
		sql string
		ok  bool
	}{
		{"SELECT * FROM users WHERE id = 1", true},
		{"select name from t;", true},
		{"  WITH a AS (SELECT 1) SELECT * FROM a", true},
		{"EXPLAIN SELECT * FROM t", true},
		{"EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM t", true},
		{"SHOW TABLES", true},
		{"DESCRIBE users", true},
		{"(SELECT 1) UNION (SELECT 2)", true},
		{"SELECT replace(name, 'a', 'b') FROM t", true},
		{"SELECT 'it''s; DROP TABLE x' AS s", true},
		{"SELECT $$; DROP TABLE x$$", false}, // code in readings without dollar quoting
		{"SELECT \"delete\" FROM t", true},
		{"SELECT * FROM t -- ; DROP TABLE t", true},
		{"SELECT * FROM t WHERE a LIKE '%x%'", true},
		{"DROP TABLE users", false},
		{"drop table users", false},
		{"SELECT 1; DROP TABLE users", false},
		{"SELECT 1;;", true},
		{"SELECT * INTO backup FROM users", false},
		{"SELECT * FROM users INTO OUTFILE '/tmp/x'", false},
		{"WITH d AS (DELETE FROM users RETURNING *) SELECT * FROM d", false},
		{"EXPLAIN ANALYZE DELETE FROM users", false},
		{"PRAGMA writable_schema = 1", false},
		{"LOAD DATA INFILE '/etc/passwd' INTO TABLE t", false},
		{"SELECT setval('s', 100)", false},
		{"SELECT nextval('s')", false},
		{"SELECT pg_terminate_backend(123)", false},
		{"SELECT PG_TERMINATE_BACKEND (123)", false},
		{"SELECT lo_export(1, '/tmp/x')", false},
		{"SELECT load_file('/etc/passwd')", false},
		{"SELECT pg_sleep(1000)", false},
		{"SELECT * FROM read_csv('/etc/passwd')", false},
		{"COMMENT ON TABLE t IS 'x'", false},
		{"SET ROLE admin", false},
		{"SELECT 1 /*! ; DROP TABLE t */", false},
		{"SELECT 1 /* /* */ ; DROP TABLE t; */", false},
		{"SELECT 'a\\' ; DROP TABLE t; -- '", false},
		{"SELECT E'a\\'' ; DROP TABLE t", false},
		{"SELECT 1 # ; DROP TABLE t", false},
		{"\\! rm -rf /", false},
		{"SELECT [delete] FROM t", false},
		{"EXEC xp_cmdshell 'dir'", false},
		{"SELECT system$cancel_query('x')", false},
		{"SELECT * FROM t FOR UPDATE", false},
		{"UPDATE t SET a = 1", false},
		{"", false},
		{"  ;  ", false},
		{"SELECT 'unterminated", false},
	} {
		t.Run(tt.sql, func(t *testing.T) {
			err := sqlReadOnly(tt.sql)
			if (err == nil) != tt.ok {
				t.Errorf("got %v, want ok %v", err, tt.ok)
			}
		})
	}
}

func FuzzSQLReadOnly(f *testing.F) {
	for _, s := range []string{"SELECT 1", "SELECT 'a''b' FROM t", "WITH a AS (SELECT 1) SELECT * FROM a", "SELECT $x$;$x$", "SELECT 1; SELECT 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if sqlReadOnly(s) != nil {
			return
		}
		// What passes holds no forbidden word outside quoted text in the
		// plainest reading, and is one statement.
		toks, err := sqlTokens(s, sqlDialect{})
		if err != nil {
			t.Fatalf("passed but does not tokenize: %v", err)
		}
		seenSemi := false
		for _, tk := range toks {
			if tk.kind == ';' {
				seenSemi = true
				continue
			}
			if seenSemi {
				t.Fatalf("passed with a second statement: %q", s)
			}
			if tk.kind == 'w' && sqlLists().forbidden[tk.text] {
				t.Fatalf("passed with %q: %q", tk.text, s)
			}
		}
	})
}

func FuzzPathUnder(f *testing.F) {
	for _, s := range []string{"/srv/data/a", "/srv/data/../x", "file:///srv/data/%2e%2e", `C:\x`, "~/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if !pathUnder(p, []string{"/srv/data"}) {
			return
		}
		if strings.Contains(p, "\x00") || strings.HasPrefix(p, "~") {
			t.Fatalf("passed: %q", p)
		}
		q := p
		if strings.HasPrefix(strings.ToLower(q), "file:") {
			return
		}
		if c := cleanPath(q); c != "/srv/data" && !strings.HasPrefix(c, "/srv/data/") {
			t.Fatalf("passed %q, which cleans to %q", p, c)
		}
	})
}

func FuzzConditionOnDecodedArgs(f *testing.F) {
	f.Add(`{"a": "x"}`, "args.a", "regex")
	f.Add(`{"a": [1, "2", {"b": null}]}`, "args.a[*].b", "eq")
	f.Fuzz(func(t *testing.T, raw, path, op string) {
		dec := json.NewDecoder(strings.NewReader(raw))
		dec.UseNumber()
		var args map[string]any
		if dec.Decode(&args) != nil {
			return
		}
		for _, v := range []any{"x", float64(1), true, []any{"a"}, nil} {
			c := Condition{Path: path, Op: op, Value: v}
			if c.compile() != nil {
				continue
			}
			_, _ = c.holds(args, true)
			_, _ = c.holds(args, false)
		}
	})
}

// TestLargeIDsCompareExactly: ids beyond 2^53 (chat channels, tweets,
// accounts) are common, and an upstream written in Go or Python reads
// them exactly. A policy that rounded them would let one id pass for its
// neighbour: an allowlist of channels would admit the next channel.
func TestLargeIDsCompareExactly(t *testing.T) {
	doc := mustParse(t, `{"version": "1", "default": "deny", "tools": {
	  "post":  {"require": [{"path": "args.channel", "op": "in", "value": [1234567890123456789]}]},
	  "pay":   {"deny_if": [{"conditions": [{"path": "args.account", "op": "eq", "value": 9007199254740993}]}]},
	  "small": {"deny_if": [{"conditions": [{"path": "args.n", "op": "neq", "value": 1}]}]},
	  "limit": {"require": [{"path": "args.n", "op": "lte", "value": 9007199254740993}]}}}`)
	e := NewEngine(doc, nil)
	for _, tt := range []struct {
		tool, arg string
		want      Action
	}{
		{"post", "1234567890123456789", ActionAllow},
		{"post", "1234567890123456790", ActionDeny},    // rounds to the same float64
		{"post", "1234567890123456768", ActionDeny},    // the float64 the policy's value rounds to
		{"post", "1234567890123456789.0", ActionAllow}, // the same number, written otherwise
		{"pay", "9007199254740993", ActionDeny},
		{"pay", "9007199254740992", ActionAllow}, // rounds to the denied value
		{"pay", "9.007199254740993e15", ActionDeny},
		{"small", "1", ActionAllow},
		{"small", "1.0", ActionAllow},
		{"small", "1e0", ActionAllow},
		{"small", "1.0000000000000000001", ActionDeny},
		{"small", "-0", ActionDeny},
		{"limit", "9007199254740993", ActionAllow},
		{"limit", "9007199254740994", ActionDeny},
		{"limit", "1e400", ActionDeny},
	} {
		t.Run(tt.tool+" "+tt.arg, func(t *testing.T) {
			arg := map[string]any{"channel": json.Number(tt.arg), "account": json.Number(tt.arg), "n": json.Number(tt.arg)}
			d, err := e.Explain(t.Context(), Request{Tool: tt.tool, Args: arg})
			if err != nil {
				t.Fatal(err)
			}
			if d.Action != tt.want {
				t.Errorf("got %s (%s), want %s", d.Action, d.Reason, tt.want)
			}
		})
	}
}
