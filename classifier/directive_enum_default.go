package classifier

import (
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// An enum with a default offers the user choices and makes one for them:
// the model sends the default whenever the user names none. When the
// choice made is the harmful member of a list that holds safer ones (the
// copy deleted after an export, a force-push among merge methods, a
// document opened to anyone with the link, logs that carry secrets), the
// definition does the harm with no sentence to read. A tool whose own act
// is that member (purge_cache, publish_page) may default to it.

// enumHarm is what makes one enum value harmful.
type enumHarm int

const (
	harmNone    enumHarm = iota
	harmRemoves          // deletes, purges, force-pushes
	harmOpens            // opens to anyone, publicly
	harmSecrets          // carries secrets
)

// removeStems are the stems of words that remove or overwrite, in the
// languages the corpora use, besides the English verbs the ruleset
// files as destructive ("force" alone is a graph layout; it removes only
// beside the act it forces); opensWords open what they name to everyone
// ("public" alone is a board's or a snippet's honest visibility);
// enumSecretWords are secrets a value may carry.
var (
	removeStems = []string{"supprim", "lösch", "losch", "elimin", "borra", "cancell", "exclu", "usun", "usuń", "удал", "verwijder",
		"apag", "hapus", "xoa", "xóa", "sterg", "poist", "permanent", "definitiv", "irrevocab", "hard"}
	removeScripts   = []string{"削除", "삭제", "删除", "刪除", "消去"}
	opensWords      = set([]string{"anyone", "everyone", "world", "anonymous", "anon", "chiunque", "iedereen", "jedermann", "herkes"})
	enumSecretWords = set([]string{"secret", "secrets", "token", "tokens", "credential", "credentials", "password", "passwords", "keys", "unredacted", "unmasked", "plaintext"})
)

// enumValueHarm is what makes an enum value harmful, if anything.
func enumValueHarm(v string, verbs map[string]Category) enumHarm {
	for _, s := range removeScripts {
		if strings.Contains(v, s) {
			return harmRemoves
		}
	}
	words := catalog.NameWords(v)
	for _, w := range words {
		switch {
		case (verbs[w] == Destructive || hasPrefixOf(w, removeStems)) && (w != "force" || len(words) > 1):
			return harmRemoves
		case opensWords[w]:
			return harmOpens
		case enumSecretWords[w]:
			return harmSecrets
		}
	}
	return harmNone
}

// hasPrefixOf reports whether w begins with one of stems.
func hasPrefixOf(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// harmfulEnumDefault returns "<param> = <value>" for the first enum
// parameter whose default is a harmful member while another member is
// not, in a tool not named for that member's act.
func harmfulEnumDefault(tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if !p.hasEnum || len(p.enum) < 2 || p.deflt == "" {
			continue
		}
		v := strings.ToLower(strings.TrimSpace(p.deflt))
		harm := enumValueHarm(v, verbs)
		if harm == harmNone || !slicesContainFold(p.enum, v) || namedForValue(tc, v, verbs) || harm == harmSecrets && authMethodParam(p.lowerName()) {
			continue
		}
		for _, o := range p.enum {
			if enumValueHarm(strings.ToLower(o), verbs) == harmNone {
				return p.name + " = " + v, true
			}
		}
	}
	return "", false
}

// slicesContainFold reports whether list holds v, case aside.
func slicesContainFold(list []string, v string) bool {
	for _, s := range list {
		if strings.EqualFold(strings.TrimSpace(s), v) {
			return true
		}
	}
	return false
}

// namedForValue reports whether the tool's name or title states the act
// of the value: a word of the value, or (for a removal) a destructive
// verb of its own.
func namedForValue(tc *toolContext, v string, verbs map[string]Category) bool {
	if namedForSwitch(tc, v) {
		return true
	}
	for _, w := range catalog.NameWords(tc.name) {
		if verbs[w] == Destructive || enumValueHarm(w, verbs) != harmNone {
			return true
		}
	}
	return false
}

// authMethodParam reports whether a parameter chooses how someone signs in
// (login_method, auth_type, mfa_mode): a value that names a password
// there is the kind of check, not a secret handed out.
func authMethodParam(name string) bool {
	words := catalog.NameWords(name)
	auth := slices.ContainsFunc(words, func(w string) bool {
		return w == "login" || w == "signin" || w == "sign" || w == "auth" || w == "authentication" || w == "mfa" || w == "verification"
	})
	kind := slices.ContainsFunc(words, func(w string) bool {
		return w == "method" || w == "methods" || w == "type" || w == "mode" || w == "kind" || w == "scheme" || w == "factor"
	})
	return auth && kind
}
