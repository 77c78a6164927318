package jsonrpc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// ErrBatch is returned for a JSON array: batches are not part of MCP since
// protocol 2025-06-18.
var ErrBatch = errors.New("JSON-RPC batches are not supported")

// maxDepth bounds how deeply a message may nest: far beyond any MCP
// message, well within what the decoders behind the gateway survive.
const maxDepth = 512

// Parse decodes one message. The error says what is wrong in words a
// client can show; the id is returned when it could be read, so the error
// can answer the request it belongs to.
//
// The envelope is read exactly as written: member names are matched
// case-sensitively ("Method" is not "method"), a member named twice is an
// error rather than a choice between two readings, and params, result and
// id are kept as the bytes that were sent (copied: data may be reused).
func Parse(data []byte) (*Message, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		return nil, ErrBatch
	}
	// JSON exchanged between systems is UTF-8 (RFC 8259): bytes that are
	// not would be read one way here and another (U+FFFD) behind.
	if !utf8.Valid(data) {
		return nil, errors.New("not a JSON-RPC message: the text is not valid UTF-8")
	}
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		if err == nil {
			err = errors.New("invalid JSON")
		}
		return nil, fmt.Errorf("not a JSON-RPC message: %w", err)
	}
	if len(data) == 0 || data[0] != '{' {
		return nil, errors.New("not a JSON-RPC message: want a JSON object")
	}
	if depth(data) > maxDepth {
		return nil, fmt.Errorf("not a JSON-RPC message: nested deeper than %d", maxDepth)
	}
	data = bytes.Clone(data)
	var (
		m                          = &Message{}
		version, id, method, errV  []byte
		seen                       = map[string]bool{}
		params, result             []byte
		hasParams, hasResult, hasV bool
	)
	i := 1
	for {
		i = jsonsplit.SkipSpace(data, i)
		if data[i] == '}' {
			break
		}
		keyEnd := jsonsplit.SkipString(data, i)
		key, err := unquote(data[i:keyEnd])
		if err != nil {
			return nil, fmt.Errorf("not a JSON-RPC message: %w", err)
		}
		i = jsonsplit.SkipSpace(data, keyEnd) + 1 // the colon
		i = jsonsplit.SkipSpace(data, i)
		valEnd := jsonsplit.SkipValue(data, i)
		val := data[i:valEnd]
		switch key {
		case "jsonrpc", "id", "method", "params", "result", "error":
			if seen[key] {
				return nil, fmt.Errorf("invalid message: %q appears twice", key)
			}
			seen[key] = true
		}
		switch key {
		case "jsonrpc":
			version, hasV = val, true
		case "id":
			id = val
		case "method":
			method = val
		case "params":
			params, hasParams = val, true
		case "result":
			result, hasResult = val, true
		case "error":
			errV = val
		}
		i = jsonsplit.SkipSpace(data, valEnd)
		if data[i] == ',' {
			i++
		}
	}
	if len(id) > 0 && !bytes.Equal(id, []byte("null")) {
		switch id[0] {
		case '"', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			m.ID = ID(id)
		default:
			return m, errors.New("invalid request: the id must be a string or a number")
		}
	}
	if len(method) > 0 && !bytes.Equal(method, []byte("null")) {
		if method[0] != '"' {
			return m, errors.New("invalid request: the method must be a string")
		}
		s, err := unquote(method)
		if err != nil {
			return m, fmt.Errorf("invalid request: %w", err)
		}
		m.Method = s
	}
	if hasParams {
		m.Params = params
	}
	if hasResult && !bytes.Equal(result, []byte("null")) {
		m.Result = result
	}
	if len(errV) > 0 && !bytes.Equal(errV, []byte("null")) {
		var e Error
		if err := json.Unmarshal(errV, &e); err != nil {
			return m, fmt.Errorf("invalid response: the error: %w", err)
		}
		m.Error = &e
	}
	if !hasV || !bytes.Equal(version, []byte(`"2.0"`)) {
		if v, err := unquote(version); !hasV || err != nil || v != "2.0" {
			return m, errors.New(`invalid request: "jsonrpc" must be "2.0"`)
		}
	}
	switch {
	case m.Method != "":
		if len(m.Result) > 0 || m.Error != nil {
			return m, errors.New("invalid message: a request has no result or error")
		}
		if len(m.Params) > 0 && m.Params[0] != '{' && !bytes.Equal(m.Params, []byte("null")) {
			return m, errors.New("invalid request: params must be an object")
		}
		if bytes.Equal(m.Params, []byte("null")) {
			m.Params = nil
		}
	case m.ID.IsZero():
		return m, errors.New("invalid message: neither a method nor an id")
	case len(m.Result) == 0 && m.Error == nil:
		return m, errors.New("invalid response: neither a result nor an error")
	}
	return m, nil
}

// depth is how deeply the valid JSON text b nests.
func depth(b []byte) int {
	level, deepest := 0, 0
	for j := 0; j < len(b); j++ {
		switch b[j] {
		case '"':
			j = jsonsplit.SkipString(b, j) - 1
		case '{', '[':
			level++
			deepest = max(deepest, level)
		case '}', ']':
			level--
		}
	}
	return deepest
}

// unquote decodes a JSON string literal.
func unquote(b []byte) (string, error) {
	if len(b) < 2 || b[0] != '"' {
		return "", errors.New("want a string")
	}
	inner := b[1 : len(b)-1]
	if bytes.IndexByte(inner, '\\') < 0 {
		return string(inner), nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return "", err
	}
	return s, nil
}
