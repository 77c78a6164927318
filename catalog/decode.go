package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// DecodeServers reads one input document and returns the servers it
// describes. It accepts the shapes users have at hand:
//
//   - a tools/list result: {"tools": [...]}
//   - a bare array of tools: [...]
//   - a dump: {"server": "name" or {"name": …}, "tools": [...]}
//   - a registry server.json: {"name": "io.github.x/y", "packages": [...], …}
//   - a registry list entry: {"server": {server.json}, "_meta": {...}}
//
// fallbackName names the server when the document does not (usually the
// file name without its extension). Syntax errors carry the line and column.
func DecodeServers(data []byte, fallbackName string) ([]Server, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // editors on Windows add a BOM
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, errors.New("empty document: want a tools/list result, an array of tools, a dump or a server.json")
	}
	if err := validJSON(data); err != nil {
		return nil, err
	}
	if servers, ok := decodeValidServers(trimmed, fallbackName); ok {
		return servers, nil
	}
	return decodeServersGeneral(trimmed, fallbackName)
}

// decodeServersGeneral is DecodeServers after the checks of the whole
// document, for any shape and with every error: encoding/json does the
// reading.
func decodeServersGeneral(trimmed []byte, fallbackName string) ([]Server, error) {
	switch trimmed[0] {
	case '[':
		var tools []Tool
		if err := json.Unmarshal(trimmed, &tools); err != nil {
			return nil, err
		}
		if err := checkTools(tools); err != nil {
			return nil, err
		}
		return []Server{{Name: fallbackName, Source: SourceFile, Tools: tools}}, nil
	case '{':
	default:
		return nil, fmt.Errorf("want a JSON object or array, got %s", JSONKind(trimmed))
	}

	var doc map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &doc); err != nil {
		return nil, err
	}
	if rawServers, ok := doc["servers"]; ok {
		return decodeServerList(rawServers, fallbackName)
	}
	srv := Server{Name: fallbackName, Source: SourceFile}
	if rawServer, ok := doc["server"]; ok && !isNull(rawServer) {
		if err := decodeServerField(rawServer, &srv); err != nil {
			return nil, err
		}
	} else if _, hasName := doc["name"]; hasName {
		// A bare server.json.
		if err := json.Unmarshal(trimmed, &srv); err != nil {
			return nil, fmt.Errorf("server.json: %w", err)
		}
		srv.Source = SourceFile
	} else if _, hasTools := doc["tools"]; !hasTools {
		return nil, errors.New(`no "tools", "server" or "name" member: want a tools/list result, an array of tools, a dump or a server.json`)
	}
	if rawTools, ok := doc["tools"]; ok {
		var tools []Tool
		if err := json.Unmarshal(rawTools, &tools); err != nil {
			return nil, fmt.Errorf("tools: %w", describeTypeError(err, "array"))
		}
		if err := checkTools(tools); err != nil {
			return nil, err
		}
		srv.Tools = tools
	}
	if srv.Name == "" {
		return nil, errors.New("server has no name")
	}
	return []Server{srv}, nil
}

// decodeServerField reads the "server" member of a dump: a bare name, an
// implementation object ({"name", "version", "title"}) or a full server.json.
func decodeServerField(raw json.RawMessage, srv *Server) error {
	switch raw[0] {
	case '"':
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return fmt.Errorf("server: %w", err)
		}
		srv.Name = name
		return nil
	case '{':
		tools := srv.Tools
		fallback := srv.Name
		if err := json.Unmarshal(raw, srv); err != nil {
			return fmt.Errorf("server: %w", err)
		}
		if srv.Name == "" {
			srv.Name = fallback
		}
		if len(srv.Tools) == 0 {
			srv.Tools = tools
		}
		srv.Source = SourceFile
		return nil
	default:
		return fmt.Errorf("server: want a string or an object, got %s", JSONKind(raw))
	}
}

// decodeServerList reads {"servers": [...]} where each entry is a dump, a
// server.json or a registry list entry.
func decodeServerList(raw json.RawMessage, fallbackName string) ([]Server, error) {
	var entries []json.RawMessage
	if err := json.Unmarshal(raw, &entries); err != nil {
		return nil, fmt.Errorf("servers: %w", describeTypeError(err, "array"))
	}
	out := make([]Server, 0, len(entries))
	for i, e := range entries {
		name := fmt.Sprintf("%s-%d", fallbackName, i+1)
		got, err := DecodeServers(e, name)
		if err != nil {
			return nil, fmt.Errorf("servers[%d]: %w", i, err)
		}
		out = append(out, got...)
	}
	return out, nil
}

// checkTools rejects tool lists a client could not call: unnamed tools and
// duplicate names.
func checkTools(tools []Tool) error {
	seen := make(map[string]bool, len(tools))
	for i, t := range tools {
		if strings.TrimSpace(t.Name) == "" {
			return fmt.Errorf("tools[%d]: tool has no name", i)
		}
		if seen[t.Name] {
			return fmt.Errorf("tools[%d]: duplicate tool name %q", i, t.Name)
		}
		seen[t.Name] = true
	}
	return nil
}

// validJSON reports a syntax error with its line and column.
func validJSON(data []byte) error {
	if json.Valid(data) {
		return nil
	}
	var v json.RawMessage
	err := json.Unmarshal(data, &v)
	if err == nil {
		return nil
	}
	return PositionError(data, err)
}

// PositionError adds "line L, column C" to a JSON syntax or type error from
// decoding data, so a user can find the broken spot in an editor.
func PositionError(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var off int64
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		return err
	}
	line, col := LineColumn(data, off)
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}

// LineColumn converts the offset that encoding/json reports (the number of
// bytes read up to and including the offending one) to the 1-based line and
// column of that byte. Columns count bytes, which editors' "go to" accepts.
func LineColumn(data []byte, offset int64) (line, col int) {
	p := min(max(offset-1, 0), int64(len(data)))
	before := data[:p]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(p) - bytes.LastIndexByte(before, '\n')
	return line, col
}
