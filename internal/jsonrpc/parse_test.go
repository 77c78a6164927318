package jsonrpc

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		method   string
		id       string
		params   string
		result   string
		err      string
	}{
		{name: "request", in: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}`, method: "tools/call", id: "1", params: `{"name":"x"}`},
		{name: "string id kept as written", in: `{"jsonrpc":"2.0","id":"a\u0062","method":"ping"}`, method: "ping", id: `"a\u0062"`},
		{name: "spaces everywhere", in: " { \"method\" : \"ping\" ,\n\"jsonrpc\" : \"2.0\" , \"id\" : -3 } ", method: "ping", id: "-3"},
		{name: "escaped method", in: `{"jsonrpc":"2.0","id":1,"method":"tools\/list"}`, method: "tools/list", id: "1"},
		{name: "notification", in: `{"jsonrpc":"2.0","method":"notifications/initialized"}`, method: "notifications/initialized"},
		{name: "null params dropped", in: `{"jsonrpc":"2.0","id":1,"method":"ping","params":null}`, method: "ping", id: "1"},
		{name: "result", in: `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"}{\"]"}]}}`, id: "7", result: `{"content":[{"type":"text","text":"}{\"]"}]}`},
		{name: "error", in: `{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"no"}}`, id: "7"},
		{name: "unknown members ignored", in: `{"jsonrpc":"2.0","id":1,"method":"ping","extra":[1,{"a":"}"}]}`, method: "ping", id: "1"},
		{name: "batch", in: `[{"jsonrpc":"2.0","method":"ping"}]`, err: "batches"},
		{name: "not json", in: `{"jsonrpc":"2.0",`, err: "not a JSON-RPC message"},
		{name: "not an object", in: `"ping"`, err: "want a JSON object"},
		{name: "not utf-8", in: "{\"jsonrpc\":\"2.0\",\"method\":\"\xb5\"}", err: "not valid UTF-8"},
		{name: "duplicate method", in: `{"jsonrpc":"2.0","id":1,"method":"tools/list","method":"tools/call"}`, err: `"method" appears twice`},
		{name: "duplicate id", in: `{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}`, err: `"id" appears twice`},
		{name: "case matters", in: `{"jsonrpc":"2.0","id":1,"Method":"tools/call"}`, err: "neither a result nor an error"},
		{name: "method not a string", in: `{"jsonrpc":"2.0","id":1,"method":5}`, err: "method must be a string"},
		{name: "bad version", in: `{"jsonrpc":"1.0","id":1,"method":"ping"}`, err: `"jsonrpc" must be "2.0"`},
		{name: "escaped version", in: `{"jsonrpc":"2\u002e0","id":1,"method":"ping"}`, method: "ping", id: "1"},
		{name: "missing version", in: `{"id":1,"method":"ping"}`, err: `"jsonrpc" must be "2.0"`},
		{name: "object id", in: `{"jsonrpc":"2.0","id":{},"method":"ping"}`, err: "id must be a string or a number"},
		{name: "array params", in: `{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}`, err: "params must be an object"},
		{name: "request with result", in: `{"jsonrpc":"2.0","id":1,"method":"ping","result":{}}`, err: "a request has no result"},
		{name: "too deep", in: `{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":` + strings.Repeat("[", 600) + strings.Repeat("]", 600) + `}}`, err: "nested deeper"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse([]byte(tt.in))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %+v, %v; want an error with %q", m, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.Method != tt.method || string(m.ID) != tt.id || string(m.Params) != tt.params || string(m.Result) != tt.result {
				t.Errorf("got method %q id %s params %s result %s", m.Method, m.ID, m.Params, m.Result)
			}
		})
	}
}

// Parse keeps nothing of the caller's buffer: a reader may reuse it.
func TestParseCopies(t *testing.T) {
	buf := []byte(`{"jsonrpc":"2.0","id":"x","method":"m","params":{"a":1}}`)
	m, err := Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	for i := range buf {
		buf[i] = ' '
	}
	if string(m.ID) != `"x"` || string(m.Params) != `{"a":1}` {
		t.Errorf("the message changed with the buffer: %s %s", m.ID, m.Params)
	}
}

// reference reads a message with encoding/json, for the cases where the
// two readings must agree: valid JSON, no member named twice or in
// another case.
func reference(data []byte) (method string, id, params, result []byte, ok bool) {
	var w struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Method  string          `json:"method"`
		Params  json.RawMessage `json:"params"`
		Result  json.RawMessage `json:"result"`
	}
	if json.Unmarshal(data, &w) != nil {
		return "", nil, nil, nil, false
	}
	return w.Method, w.ID, w.Params, w.Result, true
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"a":[1,"]"]}}}`,
		`{"jsonrpc":"2.0","id":"\u0031","result":{"x":"\"}"}}`,
		`{"jsonrpc":"2.0","method":"m","method":"n"}`,
		`{"jsonrpc":"2.0","METHOD":"m","id":1}`,
		`[]`, `{}`, `{"a":`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse(data)
		if err != nil {
			return
		}
		// What Parse accepted, encoding/json reads the same way unless a
		// member differs from a known one only in case (which Parse does
		// not take).
		method, id, params, result, ok := reference(bytes.TrimSpace(data))
		if !ok {
			t.Fatalf("accepted what encoding/json refuses: %q", data)
		}
		lower := bytes.ToLower(data)
		for _, k := range []string{"jsonrpc", "id", "method", "params", "result", "error"} {
			if bytes.Count(lower, []byte(`"`+k+`"`)) != bytes.Count(data, []byte(`"`+k+`"`)) {
				return
			}
		}
		if method != m.Method || string(id) != string(m.ID) && (string(id) != "null" || !m.ID.IsZero()) {
			t.Fatalf("method/id: got %q %s, encoding/json %q %s", m.Method, m.ID, method, id)
		}
		if len(m.Params) > 0 && !bytes.Equal(params, m.Params) || len(m.Result) > 0 && !bytes.Equal(result, m.Result) {
			t.Fatalf("params/result: got %s %s, encoding/json %s %s", m.Params, m.Result, params, result)
		}
		// The encoding of what was read reads back the same.
		again, err := Parse(m.Encode())
		if err != nil || again.Method != m.Method || !bytes.Equal(again.ID, m.ID) {
			t.Fatalf("round trip: %v %+v", err, again)
		}
	})
}
