package classifier

import (
	"bytes"
	"encoding/json"
	"sort"
)

// writtenOutput finds a tool whose output schema reports the path of the
// file the call wrote (vaulttools' converters return output_path and
// output_size_bytes): whatever its verb (convert, encode, generate), the
// result went to disk, so the tool writes. A lookup's result that says
// where something already is (get_artifact → output_path) reads, and a
// tool already read as writing or worse gains nothing here.
func (s *state) writtenOutput() {
	d := s.r.file.DownloadToPath
	out := s.tool.OutputSchema
	if d == nil || d.Written == nil || len(out) == 0 || !mayReportFile(out) {
		return
	}
	if best, _ := s.pick(false); best != "" && best != Read {
		return
	}
	r := d.Written
	if s.verbIdx >= 0 && r.lookups[s.words[s.verbIdx]] || s.capturesScreen() {
		return
	}
	var schema struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(out, &schema) != nil {
		return
	}
	names := make([]string, 0, len(schema.Properties))
	for name := range schema.Properties {
		names = append(names, name)
	}
	sort.Strings(names) // the evidence names the same property every time
	var buf [64]byte
	for _, name := range names {
		if r.names[string(squashName(buf[:0], name))] {
			s.add(signal{cat: Write, strength: 2,
				ev: Evidence{Rule: r.ID, Field: "outputSchema:" + name, Match: name, Effect: string(Write)}})
			return
		}
	}
}

// mayReportFile reports whether an output schema's bytes hold a word
// every name of writtenOutputRule does: most schemas are passed over
// without being parsed.
func mayReportFile(out []byte) bool {
	for _, w := range [][]byte{[]byte("ath"), []byte("ile"), []byte("aved"), []byte("ritten"), []byte("ocation")} {
		if bytes.Contains(out, w) {
			return true
		}
	}
	return false
}
