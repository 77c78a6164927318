package classifier

import (
	"bytes"
	"slices"
	"strings"
)

// storedOutput finds a parameter that says where the tool keeps what it
// makes: a bucket to put a rendered PDF in, how long the signed URL that
// hands it out stays valid, or the name of the file it generates. Such a
// generator writes its output there, though its verb (generate, convert,
// render) only returns content. A tool whose verb looks something up
// (get_url with an expiry) hands out a link to what is already stored,
// and reads (see storedOutputRule.Produces).
func (s *state) storedOutput(rules []storedOutputRule) {
	// A tool that already writes or worse gains nothing from a write
	// seen here, and only a verb that produces something is read so:
	// most tools leave before their parameters are read.
	if best, _ := s.pick(false); best != "" && best != Read {
		return
	}
	verb := ""
	if s.verbIdx >= 0 {
		verb = s.words[s.verbIdx]
	}
	applies := func(r *storedOutputRule) bool { return verb == "" && !r.VerbNeeded || r.produces[verb] }
	if !slices.ContainsFunc(rules, func(r storedOutputRule) bool { return applies(&r) }) {
		return
	}
	var buf [64]byte
	for _, p := range s.params {
		if strings.ContainsAny(p.path, ".[") {
			continue
		}
		name := squashName(buf[:0], p.name)
		for i := range rules {
			r := &rules[i]
			if !applies(r) || !r.storesOutput(p, name) {
				continue
			}
			sig := signal{cat: Write, strength: 2,
				ev: Evidence{Rule: r.ID, Field: "param:" + p.path, Match: p.name, Effect: string(Write)}}
			if r.PerCall {
				sig.args = []ArgumentRisk{argRisk(p, ArgValue, Write, r.ID)}
			}
			s.add(sig)
			return
		}
	}
}

// storesOutput reports whether a parameter, by its squashed name or its
// description, says it places the tool's output in storage. The
// description is matched only for a parameter whose name holds
// one of the rule's name parts: most parameters are passed over at once.
func (r *storedOutputRule) storesOutput(p param, name []byte) bool {
	if r.names[string(name)] {
		return true
	}
	if r.describes == nil || p.desc == "" || !holdsAny(name, r.nameParts) {
		return false
	}
	for _, w := range r.Need {
		if strings.Contains(p.desc, w) {
			return r.describes.MatchString(p.desc)
		}
	}
	return false
}

// holdsAny reports whether name holds one of parts.
func holdsAny(name []byte, parts [][]byte) bool {
	for _, part := range parts {
		if bytes.Contains(name, part) {
			return true
		}
	}
	return false
}

// squashName appends a parameter name lowered with everything but letters
// and digits dropped: s3_bucket, S3Bucket and s3-bucket are all s3bucket.
// A name longer than buf's capacity grows it.
func squashName(buf []byte, name string) []byte {
	for i := range len(name) {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
			buf = append(buf, c)
		case 'A' <= c && c <= 'Z':
			buf = append(buf, c+('a'-'A'))
		case c >= 0x80:
			buf = append(buf, c) // kept as written: names are ASCII in practice
		}
	}
	return buf
}
