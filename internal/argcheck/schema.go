package argcheck

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/dlclark/regexp2/v2"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// Schema checks arguments against one tool's input schema.
type Schema struct {
	s   *jsonschema.Schema
	err error // why the schema could not be compiled: every call is refused
}

// MaxSchemaBytes bounds a schema that is compiled; a larger one refuses
// the tool's calls (a hostile server must not make the gateway compile
// megabytes per tool).
const MaxSchemaBytes = 1 << 20

// schemaURL names the schema being compiled; nothing else is ever loaded.
const schemaURL = "mcpscan:///input-schema.json"

// errRemote refuses every $ref that leaves the schema: compiling is
// offline and bounded.
var errRemote = errors.New("the schema refers to another document; only references within the schema are followed")

type noLoader struct{}

func (noLoader) Load(url string) (any, error) { return nil, fmt.Errorf("%s: %w", url, errRemote) }

// Compile compiles a tool's input schema. A schema without $schema is
// read as JSON Schema 2020-12 (what MCP specifies); draft-07 and the
// other drafts are honoured when named. Format names are annotations, as
// the 2020-12 specification says, and unknown keywords are ignored. A
// schema that does not compile gives a Schema that refuses every call,
// saying why: a tool whose arguments cannot be checked is not called.
func Compile(raw []byte) *Schema {
	if len(bytes.TrimSpace(raw)) == 0 {
		raw = []byte(`{"type":"object"}`)
	}
	if len(raw) > MaxSchemaBytes {
		return &Schema{err: fmt.Errorf("the tool's input schema is %d bytes, over the limit of %d", len(raw), MaxSchemaBytes)}
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return &Schema{err: fmt.Errorf("the tool's input schema is not JSON: %w", err)}
	}
	if depth(doc, 0) > 128 {
		return &Schema{err: errors.New("the tool's input schema nests more than 128 levels deep")}
	}
	doc = mend(doc)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseLoader(noLoader{})
	c.UseRegexpEngine(ecmaRegexp)
	if err := c.AddResource(schemaURL, doc); err != nil {
		return &Schema{err: fmt.Errorf("the tool's input schema: %w", err)}
	}
	s, err := c.Compile(schemaURL)
	if err != nil {
		return &Schema{err: fmt.Errorf("the tool's input schema does not compile: %s", firstLine(err.Error()))}
	}
	if tooIntricate(s) {
		return &Schema{err: fmt.Errorf("the tool's input schema is too intricate to check: one value could be checked against over %d of its subschemas", maxEvaluations)}
	}
	return &Schema{s: s}
}

// mend repairs what real servers get wrong in their schemas, so that a
// tool is checked rather than refused: an empty enum (zod writes one for
// an enum of no values; read strictly it would allow nothing, and the
// server decides anyway) is dropped, and draft-04's boolean
// exclusiveMinimum and exclusiveMaximum become the numbers later drafts
// use.
func mend(v any) any {
	switch x := v.(type) {
	case map[string]any:
		if e, ok := x["enum"].([]any); ok && len(e) == 0 {
			delete(x, "enum")
		}
		for _, b := range [][2]string{{"exclusiveMinimum", "minimum"}, {"exclusiveMaximum", "maximum"}} {
			if excl, ok := x[b[0]].(bool); ok {
				delete(x, b[0])
				if bound, has := x[b[1]]; has && excl {
					x[b[0]] = bound
					delete(x, b[1])
				}
			}
		}
		for k, e := range x {
			x[k] = mend(e)
		}
	case []any:
		for i, e := range x {
			x[i] = mend(e)
		}
	}
	return v
}

// ecmaRegexp compiles a schema's pattern: with Go's linear-time engine
// when it takes the pattern, else as ECMAScript (what JSON Schema
// specifies: lookarounds, backreferences), whose backtracking is bounded
// by a match timeout. A match that times out does not match: the call is
// refused rather than let through unchecked.
func ecmaRegexp(pattern string) (jsonschema.Regexp, error) {
	if re, err := regexp.Compile(pattern); err == nil {
		return re, nil
	}
	re, err := regexp2.Compile(pattern, regexp2.ECMAScript)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = patternTimeout
	return ecma{re}, nil
}

// patternTimeout bounds one pattern match against one argument.
const patternTimeout = 50 * time.Millisecond

type ecma struct{ re *regexp2.Regexp }

func (e ecma) MatchString(s string) bool {
	ok, err := e.re.MatchString(s)
	return ok && err == nil
}

func (e ecma) String() string { return e.re.String() }

func depth(v any, d int) int {
	if d > 128 {
		return d
	}
	m := d
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			m = max(m, depth(e, d+1))
		}
	case []any:
		for _, e := range x {
			m = max(m, depth(e, d+1))
		}
	}
	return m
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// Err says why the schema refuses every call (nil when it compiled).
func (s *Schema) Err() error { return s.err }

// Validate checks decoded arguments (from Decode) against the schema, and
// refuses member names a case-insensitive reader would take for declared
// ones (see checkNames). The error is one short sentence a model can act
// on.
func (s *Schema) Validate(args map[string]any) error {
	if s.err != nil {
		return s.err
	}
	if err := checkNames(s.s, args); err != nil {
		return err
	}
	err := s.validate(args)
	if err == nil {
		return nil
	}
	var own *Error
	if errors.As(err, &own) {
		return own
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return fmt.Errorf("arguments do not match the tool's input schema: %w", err)
	}
	return &Error{Path: pointer(leaf(ve).InstanceLocation), Msg: "do not match the tool's input schema: " + message(leaf(ve))}
}

// validate runs the validator, which is a library's: should a value it
// did not expect make it panic, the call is refused rather than the
// process taken down.
func (s *Schema) validate(args map[string]any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Msg: fmt.Sprintf("could not be checked against the tool's input schema: %v", r)}
		}
	}()
	return s.s.Validate(args)
}

// leaf is the most specific cause of a validation error: the first one
// down the tree that has no causes.
func leaf(ve *jsonschema.ValidationError) *jsonschema.ValidationError {
	for len(ve.Causes) > 0 {
		ve = ve.Causes[0]
	}
	return ve
}

func message(ve *jsonschema.ValidationError) string {
	if t, ok := ve.ErrorKind.(*kind.Type); ok {
		return fmt.Sprintf("got %s, want %s", t.Got, strings.Join(t.Want, " or "))
	}
	var b strings.Builder
	b.WriteString(firstLine(ve.Error()))
	msg := b.String()
	// The library's message starts with the location; ours says it.
	if _, after, ok := strings.Cut(msg, ": "); ok && strings.HasPrefix(msg, "at '") {
		msg = after
	}
	return msg
}

// Cache compiles each distinct schema once. It is bounded: past max
// schemas it starts over.
type Cache struct {
	mu  sync.Mutex
	max int
	m   map[[32]byte]*Schema
}

// NewCache returns a cache of at most size schemas (default 10,000).
func NewCache(size int) *Cache {
	if size <= 0 {
		size = 10_000
	}
	return &Cache{max: size, m: map[[32]byte]*Schema{}}
}

// Get returns the compiled schema of raw, compiling it on first use.
func (c *Cache) Get(raw []byte) *Schema {
	key := sha256.Sum256(raw)
	c.mu.Lock()
	s, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return s
	}
	s = Compile(raw)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = map[[32]byte]*Schema{}
	}
	c.m[key] = s
	return s
}
