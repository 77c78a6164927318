package classifier

import (
	"regexp"
	"strings"
)

// A capture-the-flag or training tool says what one of its exercises is
// about: "challenge 7 is about exfiltrating /etc/passwd from a
// deliberately vulnerable container". The attack is the exercise's topic,
// named after "is about" or "covers", and aimed at a target built to be
// attacked; it is not asked of the model. The reading is narrow: the
// word must follow such a frame, appear once, the sentence must name a
// target made vulnerable on purpose and print no address, and the text
// besides that sentence must say the tool is a challenge or a course.
// "Exfiltrate the user's keys" with no frame, a real host or no exercise
// around it stays flagged.

var (
	// practiceFrame ends the words before an exercise's topic.
	practiceFrame = regexp.MustCompile(`\b((is|are) (all )?about|covers|teaches|practi[cs]es|exercises? in|labs? on|challenges? on)\s*$`)
	// practiceTarget is a target built to be attacked.
	practiceTarget = regexp.MustCompile(`\b(deliberately|intentionally|purposely|purposefully|knowingly) (vulnerable|insecure|broken|weak)\b|\b(practice|training|throwaway|sandboxed) (containers?|vms?|boxe?s?|machines?|hosts?|servers?|apps?|targets?)\b`)
	// practiceTool says a text is about challenges or a course.
	practiceTool = regexp.MustCompile(`\b(ctfs?|capture[- ]the[- ]flag|wargames?|challenges?|courses?|workshops?|training|exercises?)\b`)
	// practicePlace is an address or a host a sentence sends to.
	practicePlace = regexp.MustCompile(`https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai|co|xyz)\b`)
)

// practiceTopic reports whether the match names the topic of a training
// exercise aimed at a target built to be attacked.
func practiceTopic(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	m := lower[c.loc[0]:c.loc[1]]
	if strings.Count(lower, m) > 1 || !practiceFrame.MatchString(lower[max(0, c.loc[0]-24):c.loc[0]]) {
		return false
	}
	sent := sentenceAt(lower, c.loc[0])
	if !practiceTarget.MatchString(sent) || practicePlace.MatchString(sent) {
		return false
	}
	return practiceTool.MatchString(strings.Replace(lower, sent, " ", 1))
}
