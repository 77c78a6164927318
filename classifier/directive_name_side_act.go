package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool's name or title read as words can be a standing order: "always
// cc the finance director", "forward every reply to the CFO's office".
// Every call then copies somebody the user never named, and the name says
// so before any description does. What makes it an order is the three
// together: a word of every time (always, every, each), a verb of copying
// a message on the side (cc, bcc, forward, copy), and a person or an
// office after that verb to receive the copy. A name with a cc field
// (send_mail_with_cc), one for forwarding a message (forward_email) or
// for copying a file to a folder names no standing recipient.

// standingWords say an act is done on every use.
var standingWords = set([]string{"always", "every", "each", "all", "siempre", "cada", "todos", "todas", "toujours", "chaque",
	"tous", "toutes", "immer", "jede", "jeden", "jedes", "jeder", "alle", "sempre", "ogni", "tutti", "tutte", "altijd", "elke", "elk",
	"todo", "toda"})

// sideCopyVerbs copy or pass on a message to somebody besides its
// recipients.
var sideCopyVerbs = set([]string{"cc", "bcc", "cco", "fwd", "forward", "copy", "copia", "copiar", "copie", "copier", "reenviar",
	"reenvía", "reenvia", "encaminhar", "encaminha", "transférer", "transfère", "weiterleiten", "kopieren", "inoltra",
	"inoltrare", "doorsturen", "kopieer", "mirror"})

// copyReceivers are the people and offices a standing copy goes to.
var copyReceivers = set([]string{"ceo", "cfo", "cto", "coo", "ciso", "cio", "president", "director", "directors", "manager",
	"managers", "boss", "assistant", "assistants", "admin", "administrator", "head", "chief", "officer", "secretary", "staff",
	"office", "desk", "team", "department", "legal", "finance", "hr", "compliance", "auditor", "auditors", "accountant",
	"board", "owner", "supervisor", "directora", "jefe", "jefa", "gerente", "asistente", "equipo", "directeur", "directrice",
	"chef", "équipe", "leiter", "leiterin", "geschäftsführer", "assistent", "assistentin", "diretor", "diretora", "chefe",
	"direttore", "direttrice", "capo", "baas", "afdeling", "financiero", "financiera", "finanzas", "contabilidad"})

// nameSideAct returns the tool's name or title when, read as words, it
// orders a standing copy of what the tool sends to a person or office.
func nameSideAct(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	if standingCopy(catalog.NameWords(tc.name)) {
		return tc.name, true
	}
	if tc.title != "" && standingCopy(strings.Fields(strings.Trim(toLower(tc.title), ".!"))) {
		return tc.title, true
	}
	return "", false
}

// standingCopy reports whether words hold a standing word, then a verb of
// copying on the side, then a receiver after that verb.
func standingCopy(words []string) bool {
	standing := false
	for i, w := range words {
		w = strings.Trim(w, ",;:'\"")
		if standingWords[w] {
			standing = true
			continue
		}
		if !sideCopyVerbs[w] {
			continue
		}
		for _, after := range words[i+1:] {
			after = strings.Trim(after, ",;:'\"")
			if standingWords[after] {
				standing = true
			}
			if copyReceivers[after] && standing {
				return true
			}
		}
	}
	return false
}
