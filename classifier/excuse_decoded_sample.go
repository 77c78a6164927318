package classifier

import (
	"slices"
	"strings"
)

// decodedSample reports whether the match was decoded from an example
// value of a security tool that decodes or checks code: a decoder of
// payloads found in logs shows the kind of payload it takes, and its
// example is that payload, encoded as it was found.
func decodedSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil || !c.decoded || !strings.HasSuffix(c.f.path, ".examples") {
		return false
	}
	return securityDecoder(c.tool)
}

// securityDecoder reports whether the tool is a security tool that
// decodes or checks code (see decodedSample).
func securityDecoder(tc *toolContext) bool {
	return checksCode(tc) && securitySubject.MatchString(tc.topicText()+" "+tc.lowerDesc())
}

// withoutDecodedSamples is decoded without the readings of a security
// decoder's example values (see decodedSample), which the directive
// check leaves unread as the finding rules do; decoded itself when there
// are none.
func withoutDecodedSamples(decoded []view, tc *toolContext) []view {
	sample := func(v view) bool {
		field, _, _ := strings.Cut(v.how, " ")
		return strings.HasSuffix(field, ".examples") && strings.Contains(v.how, "(decoded from")
	}
	// Most definitions have readings (a name read as words) but no
	// decoded example: the tool is asked about only when one is there.
	if !slices.ContainsFunc(decoded, sample) || !securityDecoder(tc) {
		return decoded
	}
	kept := make([]view, 0, len(decoded))
	for _, v := range decoded {
		if !sample(v) {
			kept = append(kept, v)
		}
	}
	return kept
}
