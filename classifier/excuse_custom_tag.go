package classifier

import "strings"

// customTagAlone reports whether the tag at loc is a custom element (a
// hyphenated name such as <style-guide> or <meta-note>, outside the
// agent-, model- and ai- family) with no partner in the text: a
// component's name listed ("e.g. <date-picker> or <style-guide>"), not a
// block wrapped around something for the model to read.
func customTagAlone(lower string, loc []int) bool {
	tag := lower[loc[0]:loc[1]]
	name := strings.Trim(tag, "</> \t")
	if i := strings.IndexAny(name, " \t"); i >= 0 {
		name = name[:i]
	}
	dash := strings.IndexByte(name, '-')
	if dash <= 0 || !customElementName(name) {
		return false // a comment (<!-- …), a marker, a name of another shape
	}
	switch name[:dash] {
	case "agent", "model", "ai", "llm", "assistant":
		return false
	}
	if strings.HasPrefix(strings.TrimLeft(tag[1:], " "), "/") {
		return !strings.Contains(lower[:loc[0]], "<"+name)
	}
	return !strings.Contains(lower[loc[1]:], "</"+name)
}

// customElementName reports whether name is a custom element's name:
// lower-case letters and digits in words joined by hyphens, starting with
// a letter.
func customElementName(name string) bool {
	if name == "" || name[0] < 'a' || name[0] > 'z' || name[len(name)-1] == '-' {
		return false
	}
	for i := range len(name) {
		c := name[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}
