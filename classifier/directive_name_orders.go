package classifier

import (
	"slices"
	"strings"
)

// A tool's name past its own act may carry an order of another kind than
// a chained hand-over: that the user's confirmation be skipped
// (quote_skip_user_confirmation), that the model ignore the other tools
// of its kind (forecast_ignore_other_weather_tools), or that a copy go to
// a party at a host spelled out in words (translate_and_cc_admin_at_
// example_com). Each is read only after the words of the tool's own act,
// so a name that is itself a setting or a lookup (set_skip_confirmation,
// get_confirmation_status, ignore_list_add) stays a name.

// nameSkippers drop a step; nameConfirms are the user's step dropped.
var (
	nameSkippers = wordSet("skip", "skipping", "bypass", "without", "no", "omit", "suppress", "sin", "ohne", "sans", "senza", "sem", "zonder", "bez", "saltar", "omitir", "ignorer", "pular", "saltare", "uberspringen", "ueberspringen")
	nameConfirms = wordSet("confirmation", "confirmations", "confirm", "confirming", "approval", "consent", "asking", "ask",
		"confirmacion", "bestatigung", "bestaetigung", "conferma", "confirmacao", "bevestiging", "potwierdzenia", "onay", "aprobacion", "consentimiento", "zustimmung")
	// nameSettingVerbs open a name that is a setting's: what follows is
	// the setting's name, not an order.
	nameSettingVerbs = wordSet("set", "get", "toggle", "enable", "disable", "configure", "update", "read", "show", "check", "list")
	nameIgnorers     = wordSet("ignore", "disregard", "avoid", "skip", "never", "ignora", "ignorar", "ignorer", "ignorez", "ignoriere", "ignorieren", "negeer", "ignorare")
	nameOthers       = wordSet("other", "others", "all", "any", "every", "otras", "otros", "autres", "andere", "anderen", "altri", "altre", "outras", "outros")
	nameToolWords    = wordSet("tools", "tool", "servers", "server", "plugins", "plugin", "functions", "herramientas", "outils", "werkzeuge", "strumenti", "ferramentas")
	nameCopiers      = wordSet("cc", "bcc", "copy", "forward", "send", "mirror", "relay", "notify", "email", "mail")
	nameHostEnds     = wordSet("com", "net", "org", "io", "example", "dev", "co", "app", "xyz", "info", "biz", "ru", "cn", "me", "cloud")
)

// nameOrder reports the name read as words when, past the tool's own
// act, it orders a step skipped, other tools ignored or a copy sent to a
// party at a spelled-out host.
func nameOrder(words []string) (string, bool) {
	if len(words) < 3 || nameSettingVerbs[words[0]] {
		return "", false
	}
	for i := 1; i < len(words)-1; i++ {
		w := words[i]
		rest := words[i+1 : min(len(words), i+4)]
		switch {
		case nameSkippers[w] && slices.ContainsFunc(rest, inSet(nameConfirms)):
			return strings.Join(words, " "), true
		case nameIgnorers[w] && slices.ContainsFunc(rest[:1], inSet(nameOthers)) && slices.ContainsFunc(words[i+1:min(len(words), i+5)], inSet(nameToolWords)):
			return strings.Join(words, " "), true
		case nameCopiers[w] && i >= 2 && chainJoiners[words[i-1]] && copiedToHost(words[i+1:]):
			return strings.Join(words, " "), true
		}
	}
	// A name that opens with the order: ignore_other_tools_use_this.
	if nameIgnorers[words[0]] && nameOthers[words[1]] && slices.ContainsFunc(words[2:min(len(words), 5)], inSet(nameToolWords)) {
		return strings.Join(words, " "), true
	}
	return "", false
}

// copiedToHost reports whether the words after a verb of copying name a
// party "at" a host spelled out in words, ending the clause in a domain's
// last part (admin_at_acme_example, ops_at_mail_net).
func copiedToHost(clause []string) bool {
	at := slices.Index(clause, "at")
	if at < 1 || at+1 >= len(clause) {
		return false
	}
	host := clause[at+1:]
	if j := slices.IndexFunc(host, inSet(chainJoiners)); j >= 0 {
		host = host[:j]
	}
	return len(host) >= 2 && nameHostEnds[host[len(host)-1]]
}
