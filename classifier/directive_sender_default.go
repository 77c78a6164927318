package classifier

import (
	"regexp"
	"strings"
)

// A tool that sends messages for the user names the address its
// messages come from or that replies go to: "Sends the newsletter to
// the subscribers the user picked, with the farm's own reply-to
// address", reply_to defaulting to hello@our-orchard.example. Nothing of
// the call is sent to a sender's or a reply-to address: it is the
// message's own return address, said to be the sender's. The reading is
// narrow: the parameter is named for the sender or the reply-to (never a
// copy, cc or bcc), the tool sends messages by its opening sentence,
// the text says the address is the sender's own, in the clause that names
// it, and a word of its domain is one the tool names itself by. A
// reply-to at a domain the tool does not name, one the text does not
// call its own, one in a tool that sends nothing, or a copy's default
// still sends the replies or the messages elsewhere.

// senderParams are the names of a message's return address.
var senderParams = set([]string{"reply_to", "replyto", "reply-to", "reply_to_address", "reply_to_email", "from", "sender", "from_address",
	"from_email", "sender_email", "sender_address", "responder_a", "antwort_an", "repondre_a", "répondre_à", "rispondi_a", "remitente"})

// sendsMessages is an opening sentence of a tool that sends messages.
var sendsMessages = regexp.MustCompile(`\b(sends?|mails?|e-?mails?|newsletters?|campaigns?|bulletins?|digests?|invitations?|announcements?|envía|envia|envoie|sendet|verschickt|invia|verstuurt|wysyła)\b`)

// ownReturnAddress says, in the clause that names it, that the return
// address is the sender's own: "the farm's own reply-to address", "our
// reply-to", "your organisation's sender address", "el remitente propio
// de la bodega".
var ownReturnAddress = regexp.MustCompile(`\b(own|our|your|the user's|the sender's|propi[oa]|propre|eigene[nmrs]?|proprio|própri[oa])\b[^.;,]{0,30}\b(reply-?to|sender|from|return|remitente|respuesta|absender|antwort|expéditeur|réponse|mittente|risposta|remetente|resposta)|\b(reply-?to|sender|remitente|respuesta|absender|antwort|expéditeur|réponse|mittente|risposta|remetente|resposta)[^.;,]{0,30}\b(own|propi[oa]|propre|eigene[nmrs]?|proprio|própri[oa])\b`)

// noReply are the local parts of a sender's address that take no mail.
var noReply = set([]string{"no-reply", "noreply", "no_reply", "donotreply", "do-not-reply", "do_not_reply", "mailer-daemon", "nepasrepondre",
	"ne-pas-repondre", "keine-antwort", "noresponder", "no-responder", "nao-responda", "naoresponda", "non-rispondere"})

// ownSenderDefault reports whether p, whose default is the address v, is
// the return address of the messages the tool sends, said to be the
// sender's own, at a domain a word of which the tool's name or
// description names.
func ownSenderDefault(tc *toolContext, p param, v string) bool {
	if !senderParams[p.lowerName()] {
		return false
	}
	if local, _, _ := strings.Cut(v, "@"); noReply[local] {
		return true // a sender nobody writes to: replies go nowhere
	}
	if fromDefault(tc, p) {
		return true
	}
	desc := tc.lowerDesc()
	sends := sendsMessages.MatchString(firstSentence(desc))
	if sends && strings.Contains(desc, strings.ToLower(v)) {
		return true // the address is named openly in the description, as where replies go
	}
	if !sends ||
		!ownReturnAddress.MatchString(desc) && !ownReturnAddress.MatchString(strings.ToLower(p.desc)) {
		return false
	}
	_, domain, _ := strings.Cut(v, "@")
	labels := strings.Split(urlHost(domain), ".")
	for _, label := range labels[:max(0, len(labels)-1)] {
		for w := range strings.SplitSeq(label, "-") {
			if len(w) >= 4 && (tc.named(w) || hasWord(desc, w)) {
				return true
			}
		}
	}
	return false
}

// A message's From address is the identity it goes out under, not a
// place it goes to: "from" defaulting to the organisation's receipts
// mailbox, in a tool that sends a receipt to the donor the user names,
// sends nothing to that mailbox. Only the plain sender fields are read
// so (fromParams: never a reply-to, which takes the answers, nor a copy),
// in a tool that sends messages by its opening sentence, with a recipient
// field the user fills (no default), and with no word of replies or
// copies in the field's description or the tool's: a From that is also
// where the answers go is read as a reply-to, as ever.

// fromParams are the names of a message's plain sender field.
var fromParams = set([]string{"from", "sender", "from_address", "from_email", "sender_email", "sender_address", "remitente", "absender",
	"expediteur", "expéditeur", "mittente", "remetente", "afzender", "nadawca"})

// addresseeParams are the names of the field a message goes to.
var addresseeParams = set([]string{"to", "recipient", "recipients", "email", "to_email", "to_address", "recipient_email", "recipient_address"})

// replyOrCopy are words that make a sender field also the place answers
// or copies go.
var replyOrCopy = []string{"repl", "answer", "respon", "cc", "copy", "copie", "forward", "bounce", "antwort", "respuesta", "réponse", "risposta"}

// fromDefault reports whether p is a plain sender field of a tool that
// sends messages to a recipient the user names (see above).
func fromDefault(tc *toolContext, p param) bool {
	if !fromParams[p.lowerName()] || !sendsMessages.MatchString(firstSentence(tc.lowerDesc())) ||
		hasSubstring(strings.ToLower(p.desc), replyOrCopy) || hasSubstring(tc.lowerDesc(), replyOrCopy) {
		return false
	}
	for _, q := range tc.params {
		n := q.lowerName()
		if q.deflt == "" && !fromParams[n] && (addresseeParams[n] || strings.HasSuffix(n, "_email") || strings.HasSuffix(n, "_phone")) {
			return true
		}
	}
	return false
}
