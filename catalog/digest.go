package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"
)

// DigestPrefix starts every tool digest; it names the hash so a reader of a
// lock file knows what to recompute.
const DigestPrefix = "sha256:"

// JCS returns the RFC 8785 (JSON Canonicalization Scheme) form of a JSON
// value: members sorted by the UTF-16 code units of their names, no
// whitespace, strings escaped minimally, numbers written as ECMAScript
// writes doubles. Input that is not I-JSON is refused rather than guessed
// at: invalid UTF-8, lone surrogates, a member named twice, a number out of
// the range of a double, or trailing data.
func JCS(raw []byte) ([]byte, error) {
	if err := checkFinite(raw); err != nil {
		return nil, err
	}
	v := jsontext.Value(bytes.Clone(raw))
	if err := v.Canonicalize(); err != nil {
		return nil, fmt.Errorf("jcs: %w", err)
	}
	return v, nil
}

// checkFinite refuses numbers that overflow a double: the canonicalizer
// would write them as the largest double, and RFC 8785 wants an error.
func checkFinite(raw []byte) error {
	dec := jsontext.NewDecoder(bytes.NewReader(raw))
	for {
		if dec.PeekKind() == '0' {
			num, err := dec.ReadValue()
			if err != nil {
				return fmt.Errorf("jcs: %w", err)
			}
			f, err := strconv.ParseFloat(string(num), 64)
			if err != nil && math.IsInf(f, 0) {
				return fmt.Errorf("jcs: number %s is out of the range of a double", num)
			}
			continue
		}
		if _, err := dec.ReadToken(); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("jcs: %w", err)
		}
	}
}

// Definition returns the tool's canonical definition: the RFC 8785 form of
// the object {name, title, description, inputSchema, outputSchema,
// annotations} as the server declared them. A member is left out when the
// server did not declare it: an empty title or description, a missing or
// null schema, and annotations that declare nothing. _meta and other members
// describe the listing, not the tool, and are never part of it.
func (t Tool) Definition() ([]byte, error) {
	var o object
	member := o.member
	o.str("name", t.Name)
	if t.Title != "" {
		o.str("title", t.Title)
	}
	if t.Description != "" {
		o.str("description", t.Description)
	}
	if len(t.InputSchema) > 0 && !isNull(t.InputSchema) {
		member("inputSchema", t.InputSchema)
	}
	if len(t.OutputSchema) > 0 && !isNull(t.OutputSchema) {
		member("outputSchema", t.OutputSchema)
	}
	if t.Annotations.Declared() {
		ann, err := json.Marshal(t.Annotations)
		if err != nil {
			return nil, fmt.Errorf("tool %q: annotations: %w", t.Name, err)
		}
		member("annotations", ann)
	}
	out, err := JCS(o.close())
	if err != nil {
		return nil, fmt.Errorf("tool %q: %w", t.Name, err)
	}
	return out, nil
}

// Digest returns "sha256:" and the hex SHA-256 of the tool's [Tool.Definition].
// Unlike [Tool.Hash], which the registry's history is keyed by, it follows a
// published standard, so any tool can recompute it from the definition.
func (t Tool) Digest() (string, error) {
	def, err := t.Definition()
	if err != nil {
		return "", err
	}
	return DigestOf(def), nil
}

// DigestOf returns the digest of a canonical definition.
func DigestOf(definition []byte) string {
	sum := sha256.Sum256(definition)
	return DigestPrefix + hex.EncodeToString(sum[:])
}
