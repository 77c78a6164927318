package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// HashVersion prefixes every tool hash, so a future change to the canonical
// form can never be mistaken for drift in the tools themselves.
const HashVersion = "t1"

// Hash returns the tool's canonical hash: "t1:" followed by the hex SHA-256 of
// a canonical encoding of its name, title, description, input and output
// schemas and effective annotations. Key order, whitespace and number
// spelling (1 vs 1.0) do not change it; any change in meaning does. _meta and
// other members are left out because they describe the listing, not the tool.
//
// A schema that is not valid JSON is hashed by its bytes, so a broken tool
// still gets a stable identity.
func (t Tool) Hash() string {
	h := sha256.New()
	var b bytes.Buffer
	b.WriteString(`{"annotations":{"destructive":`)
	b.WriteString(strconv.FormatBool(t.Annotations.Destructive()))
	b.WriteString(`,"idempotent":`)
	b.WriteString(strconv.FormatBool(t.Annotations.Idempotent()))
	b.WriteString(`,"openWorld":`)
	b.WriteString(strconv.FormatBool(t.Annotations.OpenWorld()))
	b.WriteString(`,"readOnly":`)
	b.WriteString(strconv.FormatBool(t.Annotations.ReadOnly()))
	b.WriteString(`,"title":`)
	writeString(&b, t.Annotations.Title)
	b.WriteString(`},"description":`)
	writeString(&b, t.Description)
	b.WriteString(`,"inputSchema":`)
	writeCanonicalOrRaw(&b, t.InputSchema)
	b.WriteString(`,"name":`)
	writeString(&b, t.Name)
	b.WriteString(`,"outputSchema":`)
	writeCanonicalOrRaw(&b, t.OutputSchema)
	b.WriteString(`,"title":`)
	writeString(&b, t.Title)
	b.WriteByte('}')
	h.Write(b.Bytes())
	return HashVersion + ":" + hex.EncodeToString(h.Sum(nil))
}

func writeCanonicalOrRaw(b *bytes.Buffer, raw json.RawMessage) {
	if len(raw) == 0 {
		b.WriteString("null")
		return
	}
	c, err := Canonical(raw)
	if err != nil {
		// Distinguishable from any canonical value: canonical JSON never
		// starts with '!'.
		b.WriteString("!")
		writeString(b, string(raw))
		return
	}
	b.Write(c)
}

// Canonical re-encodes a JSON value in a canonical form: object keys sorted,
// no insignificant whitespace, strings escaped minimally, and numbers written
// in their shortest form (1.0, 1e0 and 1 all become 1). Two values that mean
// the same JSON give the same bytes.
func Canonical(raw []byte) ([]byte, error) {
	if json.Valid(raw) {
		var b bytes.Buffer
		writeCanonicalValid(&b, raw, jsonsplit.SkipSpace(raw, 0))
		return b.Bytes(), nil
	}
	return canonicalGeneral(raw)
}

// canonicalGeneral is Canonical read through encoding/json's decoder, for
// any input, errors included.
func canonicalGeneral(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("canonical json: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("canonical json: trailing data after the value")
	}
	var b bytes.Buffer
	writeCanonical(&b, v)
	return b.Bytes(), nil
}

func writeCanonical(b *bytes.Buffer, v any) {
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case json.Number:
		b.WriteString(canonicalNumber(string(v)))
	case string:
		writeString(b, v)
	case []any:
		b.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			writeCanonical(b, e)
		}
		b.WriteByte(']')
	case map[string]any:
		b.WriteByte('{')
		for i, k := range slices.Sorted(maps.Keys(v)) {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, k)
			b.WriteByte(':')
			writeCanonical(b, v[k])
		}
		b.WriteByte('}')
	}
}

// canonicalNumber writes integers exactly (however long) and other numbers
// in the shortest form that round-trips through float64.
func canonicalNumber(s string) string {
	if !strings.ContainsAny(s, ".eE") {
		neg := strings.HasPrefix(s, "-")
		digits := strings.TrimLeft(strings.TrimPrefix(s, "-"), "0")
		if digits == "" {
			return "0"
		}
		if neg {
			return "-" + digits
		}
		return digits
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) {
		return s
	}
	if f == 0 {
		return "0" // -0.0 and 0e5 mean zero too
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}
