// Package jsonrpc reads and writes JSON-RPC 2.0 messages as MCP carries
// them: the envelope is decoded, while params, results and error data stay
// raw bytes, so a relay can pass on what it does not police without
// decoding and re-encoding it.
package jsonrpc

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Standard and MCP error codes.
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
	// CodeRequestCancelled answers a request the client cancelled.
	CodeRequestCancelled = -32800
	// CodeResourceNotFound is MCP's code for an unknown resource.
	CodeResourceNotFound = -32002
	// CodeHeaderMismatch is MCP's code for HTTP headers that contradict
	// the body (protocol 2026-07-28).
	CodeHeaderMismatch = -32020
	// CodeURLElicitationRequired and CodeUnsupportedVersion are MCP's.
	CodeURLElicitationRequired = -32042
	CodeUnsupportedVersion     = -32022
	// CodeMissingCapability: the request needs a client capability the
	// client did not declare (protocol 2026-07-28).
	CodeMissingCapability = -32021
)

// ID is a request id as it was written: a JSON string or number. It is
// kept raw, so an id is echoed byte for byte; compare with Key.
type ID json.RawMessage

// Key is the id as a map key.
func (id ID) Key() string { return string(id) }

// IsZero reports whether there is no id (a notification).
func (id ID) IsZero() bool { return len(id) == 0 }

// String is the id for messages to people.
func (id ID) String() string { return string(id) }

// StringID is the id of a string.
func StringID(s string) ID {
	b, _ := json.Marshal(s)
	return ID(b)
}

// IntID is the id of a number.
func IntID(n int64) ID { return ID(strconv.AppendInt(nil, n, 10)) }

// Error is a JSON-RPC error object.
type Error struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s (%d)", e.Message, e.Code) }

// Errorf makes an error object.
func Errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Message is one JSON-RPC message: a request (Method and ID), a
// notification (Method, no ID) or a response (ID with Result or Error).
type Message struct {
	ID     ID
	Method string
	Params json.RawMessage
	Result json.RawMessage
	Error  *Error
}

// IsRequest reports whether m is a request: a method and an id.
func (m *Message) IsRequest() bool { return m.Method != "" && !m.ID.IsZero() }

// IsNotification reports whether m is a notification: a method, no id.
func (m *Message) IsNotification() bool { return m.Method != "" && m.ID.IsZero() }

// IsResponse reports whether m is a response (result or error) to a request.
func (m *Message) IsResponse() bool { return m.Method == "" && !m.ID.IsZero() }

// Append appends the message's encoding to b.
func (m *Message) Append(b []byte) []byte {
	b = append(b, `{"jsonrpc":"2.0"`...)
	if !m.ID.IsZero() {
		b = append(b, `,"id":`...)
		b = append(b, m.ID...)
	}
	if m.Method != "" {
		b = append(b, `,"method":`...)
		b = appendString(b, m.Method)
		if len(m.Params) > 0 {
			b = append(b, `,"params":`...)
			b = append(b, m.Params...)
		}
	}
	switch {
	case m.Error != nil:
		e, _ := json.Marshal(m.Error)
		b = append(b, `,"error":`...)
		b = append(b, e...)
	case m.Method == "":
		b = append(b, `,"result":`...)
		if len(m.Result) == 0 {
			b = append(b, "{}"...)
		} else {
			b = append(b, m.Result...)
		}
	}
	return append(b, '}')
}

// Encode is the message's encoding.
func (m *Message) Encode() []byte { return m.Append(make([]byte, 0, 64+len(m.Params)+len(m.Result))) }

// Response is the response to id with a result.
func Response(id ID, result json.RawMessage) *Message { return &Message{ID: id, Result: result} }

// ErrorResponse is the response to id with an error.
func ErrorResponse(id ID, err *Error) *Message { return &Message{ID: id, Error: err} }

// Notification is a notification.
func Notification(method string, params json.RawMessage) *Message {
	return &Message{Method: method, Params: params}
}

func appendString(b []byte, s string) []byte {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
