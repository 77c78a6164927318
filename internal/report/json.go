package report

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/mcpscan/mcpscan/classifier"
)

// JSON writes {"servers": [{"name", "tools": [...], "findings": [...]}],
// "failures": [{"server", "location", "stage", "reason"}]}, indented by two
// spaces.
//
// A report of many tools is written a tool at a time: the frame (every
// server without its tools, and the failures) is encoded and indented
// whole, then each tool is indented on its own and put in its place, which
// gives the same bytes as indenting the whole report at once without a copy
// of it, and uses the tools' JSON where the caller has it. Nothing is written
// when anything fails to encode.
func JSON(w io.Writer, servers []Server, failures ...Failure) error {
	frame, tools, ok := jsonParts(servers, failures)
	if !ok {
		return jsonWhole(w, servers, failures)
	}
	buf := make([]byte, 0, jsonChunk+4096)
	for _, doc := range tools {
		// Each server's "tools": [] is where its tools go.
		at := bytes.Index(frame, toolsMember) + len(toolsMember) - len("[]")
		buf = append(buf, frame[:at]...)
		frame = frame[at+len("[]"):]
		if len(doc) == 0 {
			buf = append(buf, "[]"...)
			continue
		}
		buf = append(buf, '[')
		for k, d := range doc {
			if k > 0 {
				buf = append(buf, ',')
			}
			// d came from json.Marshal: it is valid.
			buf = appendIndented(append(buf, toolIndent...), d, toolIndent[1:], "  ")
			if len(buf) >= jsonChunk {
				if _, err := w.Write(buf); err != nil {
					return err
				}
				buf = buf[:0]
			}
		}
		buf = append(buf, toolsEnd...)
	}
	_, err := w.Write(append(buf, frame...))
	return err
}

// jsonChunk is how much of a report JSON gathers before writing it.
const jsonChunk = 64 << 10

// In the indented report a server's members are three levels deep and its
// tools four: "tools" at six spaces is a server's own member (no other
// object at that depth has one), and a string never holds a newline.
var toolsMember = []byte("\n      \"tools\": []")

const (
	toolIndent = "\n        "
	toolsEnd   = "\n      ]"
)

// jsonReport is the document JSON writes.
type jsonReport struct {
	Servers  []classifier.ServerReport `json:"servers"`
	Failures []Failure                 `json:"failures"`
}

// newJSONReport is the document of servers and failures, its lists never
// null.
func newJSONReport(servers []Server, failures []Failure) jsonReport {
	o := jsonReport{Servers: make([]classifier.ServerReport, len(servers)), Failures: failures}
	if o.Failures == nil {
		o.Failures = []Failure{}
	}
	for i, s := range servers {
		o.Servers[i] = s.ServerReport
		if o.Servers[i].Tools == nil {
			o.Servers[i].Tools = []classifier.Assessment{}
		}
	}
	return o
}

// jsonParts encodes the report's frame, indented, with every server's tools
// left out ("tools": []), and each server's tools as compact JSON. ok is
// false when something does not encode or the frame is not as expected;
// jsonWhole then gives the answer, error included.
func jsonParts(servers []Server, failures []Failure) (frame []byte, tools [][][]byte, ok bool) {
	o := newJSONReport(servers, failures)
	tools = make([][][]byte, len(servers))
	for i, s := range servers {
		tools[i] = make([][]byte, len(s.Tools))
		for k, t := range s.Tools {
			if k < len(s.ToolJSON) && s.ToolJSON[k] != nil {
				tools[i][k] = s.ToolJSON[k]
				continue
			}
			// As the whole report's encoder would: no HTML escaping
			// beyond the tool's own.
			var doc bytes.Buffer
			enc := json.NewEncoder(&doc)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(t); err != nil {
				return nil, nil, false
			}
			tools[i][k] = bytes.TrimSuffix(doc.Bytes(), []byte("\n"))
		}
		o.Servers[i].Tools = []classifier.Assessment{}
	}
	var b bytes.Buffer
	if err := indentedJSON(&b, o); err != nil {
		return nil, nil, false
	}
	if bytes.Count(b.Bytes(), toolsMember) != len(servers) {
		return nil, nil, false
	}
	return b.Bytes(), tools, true
}

// jsonWhole encodes the report in one piece.
func jsonWhole(w io.Writer, servers []Server, failures []Failure) error {
	return indentedJSON(w, newJSONReport(servers, failures))
}

// indentedJSON encodes v indented by two spaces, HTML characters as they
// are, with a final newline.
func indentedJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
