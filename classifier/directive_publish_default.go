package classifier

import (
	"regexp"
	"strings"
)

// A tool whose own act is publishing ("publish_playlist: makes one of the
// user's playlists public on the shop's website") may default its
// "public" switch to true: the default is the act the tool is named or
// described for, and the user calls it to publish. The reading is narrow:
// the switch is one that makes the thing public, the tool's name or
// title holds a verb of publishing or its opening sentence says it makes
// something public or publishes it, and neither names a record about a
// person or a secret, which stay private whatever the tool is for.

// publishSwitches are switch names, written without separators, whose
// true makes what the tool writes public.
var publishSwitches = map[string]bool{"public": true, "makepublic": true}

// publishStems begin a word of a tool's name or title, or the opening
// word of its description, that says its act is publishing, in the
// languages tools are written in.
var publishStems = []string{"publish", "publica", "publique", "publier", "pubblica", "veröffentlich", "veroeffentlich", "opublik", "publiceer",
	"publicera", "publiser", "julkaise", "zveřejn", "публику", "опубліку", "yayınla", "terbitkan", "menerbitkan"}

// publishStemsUnspaced say the same in scripts written without spaces,
// where the verb may close the sentence.
var publishStemsUnspaced = []string{"公開", "发布", "発布", "게시", "공개"}

// notPublic drops the words for private that hold a stem of publishing
// ("非公開", "비공개").
var notPublic = strings.NewReplacer("非公開", "", "비공개", "")

// publishOpening is a tool's opening sentence that says it makes
// something public or publishes it.
var publishOpening = regexp.MustCompile(`^\s*(makes?|sets?|turns?)\b[^.;:]{0,80}\b(public|publicly visible)\b|^\s*publish(es)?\b`)

// secretSubject names a secret among the things a tool acts on.
var secretSubject = []string{"secret", "password", "passwd", "token", "credential", "private key", "api key", "apikey", ".env", "ssh"}

// publishingDefault reports whether the switch named name makes public
// what a tool whose own act is publishing writes, on the user's own
// content.
func publishingDefault(tc *toolContext, name string) bool {
	if !publishSwitches[nameJoiner.Replace(name)] {
		return false
	}
	subject := notPublic.Replace(toLower(tc.name + " " + tc.title))
	desc := notPublic.Replace(tc.lowerDesc())
	opening := firstSentence(desc)
	firstWord, _, _ := strings.Cut(strings.TrimSpace(opening), " ")
	if !hasStem(subject, publishStems) && !hasStem(subject, publishStemsUnspaced) && !publishOpening.MatchString(opening) &&
		!hasStem(firstWord, publishStems) && !hasStem(opening, publishStemsUnspaced) {
		return false
	}
	about := subject + " " + opening
	return !hasStem(about, personalRecords) && !hasStem(strings.ReplaceAll(about, "_", " "), secretSubject)
}
