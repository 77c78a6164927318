package classifier

import "regexp"

// A tool can name a credential file a program it runs reads by itself:
// "Login is read by the HTTP client from ~/.netrc (machine archive.obs)
// if present; nothing from that file is returned." The file is read by
// curl, git or an SDK, the way those programs always read it; the model
// is asked to read, pass or send nothing. Read so only in a sentence
// where the reading's agent is such a program, that sends nothing on and
// names no place others read.

// programReader is a passive reading whose agent is a program the tool
// runs.
var programReader = regexp.MustCompile(`\b(read|used|loaded|picked up|taken|looked up)\s+(automatically\s+)?by\s+(the\s+|its\s+)?(http client|client|curl|wget|git|ssh|ssh-agent|gpg|library|sdk|cli|driver|aws cli|gcloud|kubectl|docker|npm|pip|the tool's client)\b`)

// programReadsFile reports whether the match is a credential file named
// in a sentence that says a program the tool runs reads it (see above).
func programReadsFile(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	sent := sentenceAt(c.f.lower, c.loc[0])
	return programReader.MatchString(sent) && secretKeptHome(sent)
}
