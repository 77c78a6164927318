package classifier

import (
	"regexp"
	"strings"
)

// A checker lists what it looks for, and a markup tool shows the markup it
// reads: the words and tags an attack uses stand there as items of a list
// or as data, addressed to nobody. Each shape is read here by what keeps
// it from carrying an order: a listed tag is followed by the next item,
// not by prose; an empty element holds no words; a list led by "例：" (an
// example) in Japanese or Chinese names items as "such as" does in
// English, in a tool whose other text says it checks for attacks.

// tagListLead ends the words before a tag with the lead of a list of tags
// ("hidden tags such as ", "tags like <A>, <B> or ", "allowed tags: "):
// the tag is an item.
var tagListLead = regexp.MustCompile(`\b(tags?|markers?|elements?|blocks?|markup)(\s+(such as|like|e\.g\.,?|including|for example,?)\s+|\s*:\s*)(<[^<>]{1,30}>\s*(,|/|or|and)\s*)*$`)

// listedTagEnd is what follows a tag that is an item of a list: the next
// item, the list's close or the sentence's end, not words for a model.
var listedTagEnd = regexp.MustCompile(`^<[^<>]{1,30}>\s*(,|/|;|\.|\)|$|or\b|and\b)`)

// tagListed reports whether the tag matched at loc in lower is an item of
// a list of tags, and the text never closes it.
func tagListed(lower string, loc []int) bool {
	name := tagName(lower[loc[0]:])
	return name != "" && !strings.Contains(lower, "</"+name) &&
		tagListLead.MatchString(lower[sentenceStart(lower, loc[0]):loc[0]]) && listedTagEnd.MatchString(lower[loc[0]:])
}

// emptyElement is an element closed in its own tag whose attributes are
// short values with no space in them (`<system name="erp"/>`).
var emptyElement = regexp.MustCompile(`^<\s*[a-z][a-z0-9_:-]*(\s+[a-z_:][a-z0-9_:.-]*\s*=\s*("[^"\s]{0,40}"|'[^'\s]{0,40}'))*\s*/>`)

// tagEmpty reports whether the tag matched at loc is an empty element that
// the text never closes: nothing stands in it for a model to read, as in
// the sample document of an XML validator.
func tagEmpty(lower string, loc []int) bool {
	name := tagName(lower[loc[0]:])
	return name != "" && emptyElement.MatchString(lower[loc[0]:]) && !strings.Contains(lower, "</"+name)
}

// tagName is the name of the tag that opens s, or "".
func tagName(s string) string {
	s = strings.TrimLeft(strings.TrimPrefix(s, "<"), " /")
	end := strings.IndexFunc(s, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_' && r != '-' && r != ':'
	})
	if end <= 0 {
		return ""
	}
	return s[:end]
}

var (
	// cjkExampleLead is the lead of an example or a list of them in
	// Japanese and Chinese ("例：", "のような", "など", "例如", "比如").
	cjkExampleLead = regexp.MustCompile(`(^|\s)例\s*[:：]|のような|などの?$|など[。、]?\s*$|例えば|例如|比如|诸如|等(等)?[。]?\s*$`)
	// cjkSecuritySubject says, in Japanese and Chinese, that a tool
	// checks for attacks (static analysis, vulnerabilities, security,
	// attacks, dangerous patterns, malicious code).
	cjkSecuritySubject = mustFiltered(`静的解析|脆弱性|セキュリティ|攻撃|危険なパターン|悪意のある|静态分析|漏洞|安全扫描|攻击|危险模式|恶意`)
)

// checkedExample reports whether the match stands inside an example value
// of one of the parameters of a checker (a linter, a scanner): the example
// is a sample of what the user hands it to check, as a Dockerfile linter
// shows a file with `curl … | bash` in it. The match must lie within
// where the example's own text stands (the texts are also read joined),
// so the same words in the description or a default are read as ever.
func checkedExample(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	if topics := c.topics.get(); !checkerTopic.MatchString(topics) && (!securitySubject.MatchString(topics) || physicalScan(topics)) {
		return false
	}
	for _, x := range c.tool.schema {
		if !strings.HasSuffix(x.path, ".examples") {
			continue
		}
		if within(c.f.lower, toLower(x.text), c.loc) {
			return true
		}
	}
	return false
}

// markdownGenerated is a Markdown comment line a generator writes at the
// head of its files ("[//]: # (Generated from openapi.yaml — edit the
// spec, not this file)"): a note to whoever edits the file, read as the
// HTML generator notes are (see generatorNote).
var markdownGenerated = regexp.MustCompile(`^\[//\]:\s*#\s*[("']\s*(@?generated|auto-?generated|this (file|page|section) (is|was) (auto-?)?generated|do not edit)\b[^)"'\n]{0,120}[)"']`)

// generatedMarkdownComment reports whether rest opens with such a line.
func generatedMarkdownComment(rest string) bool { return markdownGenerated.MatchString(rest) }
