package classifier

import "regexp"

// A sharing tool says what the people of a role can do: "Owners can grant
// 'admin'", "Project managers may remove a member", "Los administradores
// pueden borrar un canal". Like a restriction to a role (see whoMay), the
// sentence states a permission of the workspace, the same with or without
// "only": it orders nobody to use it. It is read so only whole, as one
// clause that opens with the role (at most an article and a word of the
// place before it) and its modal: a sentence that goes on past a comma or
// a semicolon, prints an address, a link, a domain or a long number,
// speaks of knowing rather than doing, or names the model or an act done
// without asking is read as written.

// roleCanDo is a whole sentence that says what a role of people can do.
var roleCanDo = regexp.MustCompile(`^(the\s+|los\s+|las\s+|les\s+|die\s+|gli\s+|i\s+|os\s+|de\s+)?([\p{L}-]+\s+)?` +
	`(owners?|admins?|administrators?|managers?|moderators?|maintainers?|account holders?|propietarios|administradores|propriétaires|administrateurs|eigentümer(innen)?|inhaber(innen)?|administratoren|proprietari|amministratori|proprietários|eigenaren|beheerders)\s+` +
	`(can|may|are allowed to|are able to|pueden|peuvent|können|dürfen|possono|podem|kunnen|mogen)\s+[^,;:@/\x60]+$`)

// roleCan reports whether sent is, whole, what the people of a role can
// do, with nothing in it that reaches out, hides or hands the act to the
// model.
func roleCan(sent string) bool {
	return roleCanDo.MatchString(sent) && !evalInputReach.MatchString(sent) && !mayKnow.MatchString(sent) && !modelOrUnasked.MatchString(sent)
}
