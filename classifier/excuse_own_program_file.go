package classifier

import (
	"regexp"
	"strings"
)

// A tool that works on a program names where that program keeps its
// credentials: a registry login for the Docker client names
// ~/.docker/config.json, a cluster tool ~/.kube/config, a package
// publisher ~/.npmrc. The file is the program's own, and so the tool's
// own subject, when the program it belongs to is named in the opening
// sentence where the tool says what it does. The reading is narrow: the
// sentence that names the file, in the tool's own description, must send
// nothing anywhere and run no command, and a file of
// another program (~/.ssh in a Docker tool) is still read as bait.

// programDir is a credential path in the home folder, with the folder of
// the program that owns it (.docker, .config/gcloud, .npmrc).
var programDir = regexp.MustCompile(`(?:~|\$home|%userprofile%)[/\\]\.(?:config[/\\])?([a-z][a-z0-9]*)`)

// bareProgramFile is a program's settings file named bare ("the user's
// .npmrc"), not by its path: the file of a program whose name it holds.
var bareProgramFile = regexp.MustCompile(`(?:^|[\s'"\x60(])\.(npmrc|pypirc|yarnrc|gemrc)\b`)

// programFileNames maps a dotfile to the program it is for.
var programFileNames = map[string]string{"npmrc": "npm", "pypirc": "pypi", "yarnrc": "yarn", "gemrc": "gem"}

// sentAway says a sentence carries something to a place: a sending verb
// or one of putting into a field, an address, a host.
var sentAway = regexp.MustCompile(`\b(send|sends|sent|post|posts|upload|uploads|forward|forwards|share|shares|paste|pastes|e-?mail|attach|attaches|include|includes|transmit\w*|exfiltrat\w*)\b|\b(pass|put|copy|insert|supply|provide|hand|give|fill)(es|s)? (it|them|its contents|the (file|contents?))\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// argumentWord is a word for a tool's input: what is put in one may be
// carried on, unless the sentence only takes something from it.
var argumentWord = regexp.MustCompile(`\b(parameter|field|argument)\b`)

// takenFrom is the end of a text before an argument word that takes from
// it ("profile from the `profile` argument", "chosen by the region
// option"): a value the argument supplies, not a place something goes.
var takenFrom = regexp.MustCompile(`\b(from|by)(\s+(the|its|an?))?(\s+[\x60'"]?[a-z0-9_.-]+[\x60'"]?)?\s*$`)

// carriedAway reports whether sent carries something away (see sentAway):
// a sending verb, an address, or an argument something is put into.
func carriedAway(sent string) bool {
	if sentAway.MatchString(sent) {
		return true
	}
	for _, loc := range argumentWord.FindAllStringIndex(sent, -1) {
		if !takenFrom.MatchString(sent[max(0, loc[0]-40):loc[0]]) {
			return true
		}
	}
	return false
}

// programServices are services a program's opening sentence may name in
// its place: an S3 tool works on AWS, whose credentials the AWS CLI keeps.
var programServices = map[string][]string{
	"aws":    {"s3", "ec2", "dynamodb", "cloudwatch", "sqs", "sns", "route53", "cloudformation", "bedrock"},
	"gcloud": {"bigquery", "gcs", "gke", "pubsub", "firestore"},
	"azure":  {"cosmos", "aks"},
}

// ownProgramFile reports whether the credential path the match names
// belongs to the program the tool's opening sentence says it works on,
// and the sentence around the match carries nothing away.
func ownProgramFile(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	m := programDir.FindStringSubmatch(c.f.lower[c.loc[0]:c.loc[1]])
	bare := m == nil
	if bare {
		if m = bareProgramFile.FindStringSubmatch(c.f.lower[c.loc[0]:c.loc[1]]); m == nil {
			return false
		}
	}
	prog := programOf(m)
	sent := sentenceAt(c.f.lower, c.loc[0])
	if len(prog) < 3 || carriedAway(sent) || strings.ContainsAny(sent, "|>&$") ||
		!within(c.f.lower, c.tool.lowerDesc(), c.loc) {
		// Named in a value or a command (a default that runs "cat
		// ~/.git-credentials > …"), the file is what the command takes.
		return false
	}
	if bare {
		// The bare file's name holds the program's: the opening sentence
		// must name the program as a word of its own.
		return hasWord(sentenceAt(c.tool.lowerDesc(), 0), prog)
	}
	return programOpens(c.tool, prog, m[0])
}

// programOpens reports whether the tool's opening sentence names the
// program prog (and not by its path).
func programOpens(tc *toolContext, prog, path string) bool {
	first := sentenceAt(tc.lowerDesc(), 0)
	if strings.Contains(first, path) {
		return false
	}
	if hasWord(first, prog) || len(prog) >= 4 && namesProgram(first, prog) {
		return true
	}
	for _, svc := range programServices[prog] {
		if hasWord(first, svc) {
			return true
		}
	}
	return false
}

// programOf is the program whose folder the credential path m names.
func programOf(m []string) string {
	if p, ok := programFileNames[m[1]]; ok {
		return p
	}
	return m[1]
}

// namesProgram reports whether a word of text begins with the program's
// name: kubectl for .kube.
func namesProgram(text, prog string) bool {
	for _, w := range strings.Fields(text) {
		if strings.HasPrefix(strings.Trim(w, "`'\"(),.;:"), prog) {
			return true
		}
	}
	return false
}
