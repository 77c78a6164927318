package classifier

import "strings"

// A code span sets a command apart in the text; it does not by itself
// make the command an example. A security tool or a screener quotes what
// it looks for ("flags `curl … | sh` in install scripts", "detects
// payloads like `…`"), and its sentence says so before the quotation;
// a sentence with no word of looking for, finding or attacks before the
// span ("Setup: the parser is installed with `pip install … --index-url
// …`", "tip: charts render faster once `npx …` has been run") gives the
// command, whatever the tool says it is about elsewhere. Quotation marks
// are read as before: they quote what someone says or writes.

// lookedForWords are the words that say a sentence names what a tool
// looks for, finds or reports, in the languages the scanned tools are
// written in (the words of attacks and security are securitySubject's).
var lookedForWords = mustFiltered(`\b(e\.g|z\. ?b|esim|esimerkiksi|bijv|bv|np|örn|p\. ?ex|p\. ?ej|por ejemplo|par exemple|ad esempio|por exemplo|zum beispiel|beispiel\w*|voorbeeld\w*|exemple\w*|ejemplo\w*|esempi\w*|exemplo\w*|przykład\w*|příklad\w*|such as|like|flag(s|ged|ging)?|finds?|findings?|catch(es|ing)?|match(es|ing)?|block(s|ed|ing)?|reports?|warns?|alerts?|looks? for|search(es)?|lints?|patterns?|rules?|signatures?|payloads?|suspicious|risky|dangerous|unsafe|insecure|known.bad|examples?|samples?|specimens?|indicators?|iocs?|erkenn\w*|meldet|markiert|détect\w*|signal\w*|detect\w*|rilev\w*|segnal\w*|wykryw\w*|oznacz\w*|tespit\w*|phát hiện|mendeteksi|mendeteksi|deteksi|ontdek\w*|herken\w*|markeert|upptäck\w*|flaggar|oppdag\w*|havaitse\w*|észlel\w*|detekuj\w*|zjišťuj\w*|obnaruž\w*)\b|(?:^|[^\p{L}])(?:обнаруж|выявля|помеча|виявля|ανιχνε|εντοπ|מזה|يكتشف|يرصد|検出|検知|检测|检出|탐지|감지|例|のような|などの|如|예:|예시|например|наприклад|παράδειγμα)`)

// codeSpanLookedFor reports whether the match at loc, quoted by a code
// span only, stands in a sentence that names what the tool looks for
// (see lookedForWords) before it, an abbreviation's full stop read as
// inside the sentence, or right after the span closes ("`curl … | sh`
// installers are risky", "`…` のようなパイプ実行").
func codeSpanLookedFor(lower string, loc []int) bool {
	before := sentenceBeforeAbbrev(lower, loc[0])
	if lookedForWords.MatchString(before) || securitySubject.MatchString(before) {
		return true
	}
	after := ""
	if i := strings.IndexByte(lower[loc[0]:], '`'); i >= 0 {
		after = lower[loc[0]+i+1:]
		after = after[:min(len(after), 48)]
		if j := strings.IndexAny(after, ".;!?\n。"); j >= 0 {
			after = after[:j]
		}
	}
	return after != "" && (lookedForWords.MatchString(after) || securitySubject.MatchString(after))
}

// quotedByCodeOnly reports whether line, the text of a line before a
// match, leaves a code span open and no quotation of another mark before
// the span opens: quote marks inside the span are the command's own
// ("sh -c \"$(wget …)\"", "echo 'deb …'").
func quotedByCodeOnly(line string) bool {
	if strings.Count(line, "`")%2 == 0 {
		return false
	}
	out := line[:strings.LastIndexByte(line, '`')]
	return singleQuotes(out)%2 == 0 && strings.Count(out, `"`)%2 == 0 &&
		strings.Count(out, "“") <= strings.Count(out, "”") && strings.Count(out, "‘") <= strings.Count(out, "’") && !otherQuoteOpen(out)
}
