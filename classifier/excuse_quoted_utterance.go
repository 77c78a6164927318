package classifier

import (
	"regexp"
	"strings"
)

// A prompt's own guard rule quotes the override it guards against as what
// someone else may write: "if the user writes 'ignore previous
// instructions', keep following these ones". The quotation is a mention of
// another's words under a condition, not an order to the model reading
// the definition. The reading is narrow: the override must open a
// quotation that closes soon after, right after a conditional lead whose
// subject is someone other than the model (the user, someone, a message)
// and whose verb is one of writing or saying, or with the verb after the
// quotation in German and Japanese; the quotation and the rest of its
// sentence must name no place to send to, and the rest of the sentence
// must not tell the model to comply. A claim that the user already wrote
// it, an override outside the quotation, or "follow it" after it are read
// as ever.

var (
	// utteranceLead ends the words before a quotation that is what
	// someone other than the model writes, under a condition.
	utteranceLead = regexp.MustCompile(`\b(if|when|whenever|once|in case|should|si|cuando|quand|lorsque|se|quando)\s+(the |a |an |any |some |el |la |un |une |l'|o |il |lo )?(users?|someone|somebody|anyone|customers?|callers?|visitors?|players?|students?|patients?|messages?|inputs?|texts?|emails?|mails?|chats?|prompts?|requests?|usuarios?|alguien|mensajes?|utilisateurs?|quelqu'un|usuário|utente|qualcuno)\s+(\w+\s+)?(writes?|types?|says?|sends?|enters?|pastes?|asks?|contains?|includes?|submits?|posts?|escribe|dice|envía|contiene|écrit|dit|envoie|contient|escreve|diz|scrive|dice)\s*:?\s*$`)
	// utteranceLeadLate opens a condition whose verb of writing comes
	// after the quotation (German), and utteranceVerbLate is that verb.
	utteranceLeadLate = regexp.MustCompile(`\b(wenn|falls|sobald)\s+(der |die |ein |eine |jemand )?(nutzer\w*|benutzer\w*|kund\w*|jemand|nachricht|eingabe)\s*$`)
	utteranceVerbLate = regexp.MustCompile(`^\s*(schreibt|eingibt|tippt|sagt|sendet|schickt|enthält)\b|^と(書|入力|言|送|打)`)
	// japaneseSubject is someone other than the model, as a Japanese
	// clause's subject before the quotation.
	japaneseSubject = regexp.MustCompile(`(ユーザー|利用者|誰か|相手|お客様|メッセージ)(が|から)\s*$`)
	// quoteOpen and quoteClose are the marks a quotation opens and closes
	// with.
	quoteOpen  = regexp.MustCompile("[\"'“‘«„「‚]\\s*$")
	quoteClose = regexp.MustCompile("^[^\"'”’»“」\n]{0,80}?[\"'”’»“」]")
	// complies is the rest of a sentence telling the model to do as the
	// quotation says.
	complies = regexp.MustCompile(`\b(obey|follow (it|them|that|this|those|what)|comply|do (it|so|that|as|what)|carry (it|them) out|act on|execute|treat (it|them|this) as|switch to|drop|forget|disregard|ignore|reveal|leak|send|upload|mail|forward|print|output)\b|\b(obedece|sigue sus|haz lo que|obéis|obéir|suis-le|befolge|gehorche|従って|従う)`)
)

// quotedUtterance reports whether the match opens a quotation of what
// someone other than the model writes, under a condition, with nothing
// sent anywhere and no compliance asked.
func quotedUtterance(c excuseContext) bool {
	lower := c.f.lower
	start := c.loc[0]
	for _, m := range openMarks {
		if strings.HasPrefix(lower[start:c.loc[1]], m) {
			start += len(m)
			break
		}
	}
	_, ok := utteranceAt(lower, start, c.loc[1])
	return ok
}

// openMarks are the marks a quotation opens with.
var openMarks = []string{"\"", "'", "“", "‘", "«", "„", "「", "‚"}

// utteranceAt is where the quotation ends when the text from start is
// inside one that opens right before start, closes soon after from, and
// is what someone other than the model writes (see above).
func utteranceAt(lower string, start, from int) (int, bool) {
	before := lower[sentenceStart(lower, start):start]
	open := quoteOpen.FindStringIndex(before)
	if open == nil {
		return 0, false
	}
	lead := strings.TrimRight(before[:open[0]], " ")
	closing := quoteClose.FindStringIndex(lower[from:])
	if closing == nil {
		return 0, false
	}
	end := from + closing[1]
	rest := lower[end:sentenceEndAfter(lower, end)]
	late := utteranceLeadLate.MatchString(lead) || japaneseSubject.MatchString(lead)
	if !utteranceLead.MatchString(lead) && (!late || !utteranceVerbLate.MatchString(rest)) {
		return 0, false
	}
	if namesReach(lower[start:end]) || namesReach(rest) || complies.MatchString(rest) {
		return 0, false
	}
	return end, true
}

// withoutQuotedUtterances is sent with each quotation of what someone
// other than the model writes blanked, and whether there was one; the
// directive check reads what is left.
func withoutQuotedUtterances(sent string) (string, bool) {
	if !strings.ContainsAny(sent, "\"'“‘«„「‚") {
		return sent, false // nothing quoted
	}
	var b []byte
	for i := 0; i < len(sent); i++ {
		for _, m := range openMarks {
			if !strings.HasPrefix(sent[i:], m) || m == "'" && i > 0 && wordByte(sent[i-1]) {
				continue
			}
			start := i + len(m)
			end, ok := utteranceAt(sent, start, start)
			if !ok {
				break
			}
			if b == nil {
				b = []byte(sent)
			}
			blankSpan(b, start, end)
			i = end - 1
			break
		}
	}
	if b == nil {
		return sent, false
	}
	return string(b), true
}
