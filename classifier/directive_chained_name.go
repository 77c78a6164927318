package classifier

import (
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool's name states its own act. A name that goes on, past that act,
// to a second one (list_repos_then_call_export_tokens,
// get_weather_and_attach_user_contacts) is an order the model reads
// before any description: the second act is what the user never asked
// for when it hands over private data the first act does not name, or
// calls another tool on it. A name whose second act works on what the
// first one names (export_contacts_and_send_to_crm) is one workflow, and
// a second act that moves nothing private is no order.

// chainJoiners join a name's acts: after one, a new act begins.
var chainJoiners = wordSet("then", "and", "also", "plus", "after", "before", "afterwards",
	"y", "luego", "despues", "und", "dann", "danach", "et", "puis", "e", "poi", "en", "daarna")

// chainMovers are the verbs that hand data over; chainCallers call
// another tool by its name; chainReaders read data that is then put
// somewhere (into, to, as).
var (
	chainMovers = wordSet("attach", "export", "forward", "send", "upload", "include", "append", "post", "leak", "share", "relay", "cc", "bcc",
		"adjuntar", "enviar", "reenviar", "anhaengen", "anhangen", "senden", "weiterleiten", "joindre", "envoyer", "transferer", "allegare", "inviare", "inoltrare", "bijvoegen", "versturen", "doorsturen")
	chainCallers = wordSet("call", "invoke", "trigger", "run", "llamar", "aufrufen", "appeler")
	chainReaders = wordSet("read", "dump", "cat", "load", "grab", "collect", "harvest", "leer", "lesen", "lire", "leggere")
	chainInto    = wordSet("into", "to", "as", "in", "en", "a", "nach", "dans")
)

// chainData are the words of private data and secrets a chained act may
// hand over.
var chainData = wordSet("contacts", "contact", "cookies", "cookie", "token", "tokens", "credentials", "credential", "creds",
	"password", "passwords", "passwd", "secret", "secrets", "env", "dotenv", "ssh", "apikey", "keychain",
	"addressbook", "phonebook", "otp", "ssn", "kubeconfig", "netrc",
	"contactos", "kontakte", "passwort", "passwoerter", "contrasena", "mot", "contatti", "contacten", "wachtwoord",
	// The conversation itself: what the user said to the model is as
	// private as what they keep (attach_full_chat_history).
	"chat", "chats", "conversation", "conversations", "transcript", "transcripts", "chatverlauf", "conversacion")

// chainConversation are the words of chainData that name the
// conversation: one names what another does (export_chat_and_send_
// transcript works on one thing).
var chainConversation = wordSet("chat", "chats", "conversation", "conversations", "transcript", "transcripts", "chatverlauf", "conversacion")

// chainHarm are the words of a called tool's act that destroys or exports.
var chainHarm = wordSet("delete", "cleanup", "wipe", "drop", "purge", "remove", "destroy", "export", "exfiltrate", "leak", "dump")

// inSet is the test of membership in a word set, for slices' searches.
func inSet(set map[string]bool) func(string) bool {
	return func(w string) bool { return set[w] }
}

// chainedNameAct reports the tool's name read as words when it chains a
// second act past the tool's own that hands over private data the own
// act does not name, or calls another tool that deletes or exports.
func chainedNameAct(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	words := catalog.NameWords(tc.name)
	if len(words) < 4 {
		return nameOrder(words)
	}
	for i := 1; i < len(words)-1; i++ {
		w := words[i]
		if !chainMovers[w] && !chainCallers[w] && !chainReaders[w] && !nameDestroyers[w] {
			continue
		}
		joined := chainJoiners[words[i-1]]
		own := words[:i]
		if joined {
			own = words[:i-1]
		}
		if !startsAct(words, own, joined) {
			continue
		}
		clause := words[i+1:]
		if j := slices.IndexFunc(clause, inSet(chainJoiners)); j > 0 {
			clause = clause[:j]
		}
		if len(clause) == 0 {
			continue
		}
		switch {
		case nameDestroyers[w]:
			// Destroying is an act of its own only after a joiner, on
			// what the own act does not name (see destroysRecovery).
			if joined && destroysRecovery(w, clause, own) {
				return strings.Join(words, " "), true
			}
		case chainCallers[w]:
			// Calling a tool is an act of its own only after a joiner
			// (build_then_run_tests is one workflow): the called tool's
			// name says what it does.
			if joined && slices.ContainsFunc(clause, inSet(chainHarm)) && !slices.ContainsFunc(own, inSet(chainData)) {
				return strings.Join(words, " "), true
			}
		case chainReaders[w]:
			// Read, then put somewhere: data read only to be returned is
			// the tool's act; a secret read after a joiner is handed over
			// by the reading (see chainedSecretRead).
			if dataNotOwn(clause, own) && slices.ContainsFunc(clause[1:], inSet(chainInto)) || joined && chainedSecretRead(clause, own) {
				return strings.Join(words, " "), true
			}
		default:
			if dataNotOwn(clause, own) || joined && (copiedOnPeoplesMail(w, clause) || sendsPeopleList(clause, own)) {
				return strings.Join(words, " "), true
			}
		}
	}
	return nameOrder(words)
}

// startsAct reports whether the words before a chained verb are an act
// of their own: a joiner stands between them, or they open with a
// trigger ("before any tool call") and so are a condition, or they are
// a verb and its object (fetch_page forward_cookies).
func startsAct(words, own []string, joined bool) bool {
	if len(own) == 0 {
		return false
	}
	if joined || chainJoiners[own[0]] {
		return true
	}
	return len(own) >= 2
}

// dataNotOwn reports whether a clause names private data the tool's own
// act does not name: its own subject is what it works on.
func dataNotOwn(clause, own []string) bool {
	for _, c := range clause {
		if chainConversation[c] && slices.ContainsFunc(own, inSet(chainConversation)) {
			continue // the conversation the own act works on
		}
		if chainData[c] && !slices.Contains(own, c) && !slices.Contains(own, strings.TrimSuffix(c, "s")) && !slices.Contains(own, c+"s") {
			return true
		}
	}
	return false
}
