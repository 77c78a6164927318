package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// storedOutput finds a parameter that says where the tool keeps what it
// makes: a bucket to put a rendered PDF in, how long the signed URL that
// hands it out stays valid, or the name of the file it generates. Such a
// generator writes its output there, though its verb (generate, convert,
// render) only returns content. A tool whose verb looks something up (get_url
// with an expiry) hands out a link to what is already stored, and reads.
func (s *state) storedOutput(rules []storedOutputRule) {
	for i := range rules {
		r := &rules[i]
		if s.verbIdx >= 0 && r.looksUp[s.words[s.verbIdx]] {
			continue
		}
		for _, p := range s.params {
			if strings.ContainsAny(p.path, ".[") || !r.storesOutput(p) {
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

// storesOutput reports whether a parameter's name or description says it
// places the tool's output in storage.
func (r *storedOutputRule) storesOutput(p param) bool {
	if len(r.names) > 0 && r.names[squashName(p.name)] {
		return true
	}
	if r.describes == nil || p.desc == "" {
		return false
	}
	for _, w := range r.Need {
		if strings.Contains(p.desc, w) {
			return r.describes.MatchString(toLower(p.desc))
		}
	}
	return false
}

// squashName is a parameter name lowered with its word breaks dropped:
// s3_bucket, S3Bucket and s3-bucket are all s3bucket.
func squashName(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	for _, w := range catalog.NameWords(name) {
		b.WriteString(w)
	}
	return b.String()
}
