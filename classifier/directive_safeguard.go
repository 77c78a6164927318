package classifier

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A parameter's default can switch a safeguard off with no sentence to
// read: a container that runs privileged on the host's network, a
// certificate check off, a firewall rule open to every address, a policy
// that grants any action to anyone. The model sends the default whenever
// it fills nothing in, so an honest tool leaves such a switch off (or the
// value to the user); a tool named for the act (run_privileged_pod,
// make_public) may default to it.

// unsafeWhenTrue are parameter names, written without separators, whose
// true switches a safeguard off.
var unsafeWhenTrue = set([]string{"privileged", "hostnetwork", "hostpid", "hostipc", "allowprivilegeescalation",
	"insecure", "skipverify", "insecureskipverify", "skiptlsverify", "skipsslverify", "noverify", "skipverification",
	"disableauth", "skipauth", "noauth", "publicread", "publicaccess", "public", "makepublic", "allowanonymous",
	"anonymousaccess", "disablefirewall", "skipsignaturecheck", "skipsignatureverify", "runasroot", "disableencryption",
	"disablessl", "disabletls", "allowinsecure", "trustall", "trustallcertificates"})

// unsafeWhenFalse are parameter names whose false switches a safeguard off.
var unsafeWhenFalse = set([]string{"verifyssl", "sslverify", "verifytls", "tlsverify", "verifycert",
	"verifycerts", "verifycertificate", "verifycertificates", "checkcertificate", "verifysignature", "verifysignatures",
	"requireauth", "requiremfa", "encrypt", "encrypted", "encryption", "blockpublicaccess", "readonlyrootfilesystem",
	// A second factor, and a lock that locks itself, are safeguards by
	// name alone: false leaves an account or a door open.
	"mfa", "mfaenabled", "2fa", "2faenabled", "twofactor", "twofactorenabled", "otp", "otpenabled",
	// The second factor required or enforced, in every spelling, and
	// withdrawals kept to the addresses the user listed.
	"require2fa", "requiretwofactor", "requiretwofa", "requireotp", "enforcemfa", "enforce2fa", "enforcetwofactor", "mfarequired",
	"2farequired", "twofactorrequired", "otprequired", "withdrawalwhitelist", "withdrawalallowlist", "withdrawalwhitelistonly",
	"autolock", "autolockenabled", "autorelock"})

// nameJoiner writes a parameter's name without separators; squeezer
// drops white space from a value.
var (
	nameJoiner = strings.NewReplacer("_", "", "-", "", " ", "", ".", "")
	squeezer   = strings.NewReplacer(" ", "", "\n", "", "\t", "")
)

// publicACL are the canned access lists of object stores that let anyone
// read (or write) what they guard.
var publicACL = set([]string{"public-read", "public-read-write", "publicread", "publicreadwrite", "allusers", "public_read"})

// websiteAssets are the words of a tool for the files a website serves.
var websiteAssets = []string{"website", "web site", "static", "asset", "cdn", "public site"}

// openToAll are values that open a rule or a policy to everyone.
var openToAll = []string{"0.0.0.0/0", "::/0", `"principal":"*"`, `"action":"*"`, `"principal":{"aws":"*"}`, "toprincipal*", "principal:*", "toallusers", "toallauthenticatedusers"}

// defaultSafeguardOff returns "<param> = <value>" for the first parameter
// whose default (or only allowed value) switches a safeguard off or
// leaves it no room, in a tool not named for that act.
func defaultSafeguardOff(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, _ := forcedValue(p)
		v = strings.ToLower(strings.TrimSpace(v))
		if v == "" {
			continue // nothing, or only white space, which switches nothing
		}
		var off bool
		switch {
		case v == "true" || v == "false" || v[0] >= '0' && v[0] <= '9':
			key := nameJoiner.Replace(p.lowerName())
			off = v == "true" && unsafeWhenTrue[key] || v == "false" && (unsafeWhenFalse[key] || key == "verify" && checksPeer(p.desc) || p.typ == "boolean" && safeguardSwitch(key)) ||
				strings.HasSuffix(v, "/0") || numberOff(key, v)
		case publicACL[v]:
			// A canned access list that lets anyone read, but in a tool for a
			// website's public assets, which are there to be read.
			off = !hasSubstring(toLower(tc.name+" "+tc.title+" "+firstSentence(tc.lowerDesc())), websiteAssets)
		case strings.Contains(v, "/0") || strings.Contains(v, "*"):
			off = hasSubstring(squeezer.Replace(v), openToAll)
		default:
			off = grantsTop(p, v)
		}
		if off && !namedForSwitch(tc, p.name) && !optionalEncryption(tc, p) && !publishingDefault(tc, p.lowerName()) {
			return p.name + " = " + v, true
		}
	}
	return "", false
}

// requiredChecks are what a "require…" switch may require that is a check
// on someone's identity or act: a proof, a PIN, a sign-off, a second
// person.
var requiredChecks = []string{"proof", "pin", "signoff", "review", "witness", "twoperson", "secondperson", "foureyes", "dualsign", "countersign", "idcheck", "identitycheck"}

// safeguardSwitch reports whether a boolean parameter's name (separators
// dropped) is a safeguard's switch, so that false turns it off: a name
// of a safeguard or part of one (see safeguardSetting), or a "require"
// switch for a check (require_photo_proof).
func safeguardSwitch(key string) bool {
	if rest, ok := strings.CutPrefix(key, "require"); ok && hasSubstring(rest, requiredChecks) {
		return true
	}
	// A name that negates or asks for an act is no switch of the
	// safeguard it names: no_verify, skip_audit, send_alert,
	// request_approval.
	if strings.HasSuffix(key, "ed") || hasPrefixOf(key, unswitchPrefixes) {
		return false
	}
	// The stem opens the name or ends it (otp_handover,
	// payee_change_verification), with more to the name than the stem's
	// own word (verify, verifier, audit are read elsewhere or name no
	// switch).
	for _, stem := range safeguardStems {
		// "verify" opens names of checks made on request (verify_live,
		// verify_email); the verification a name ends on is a step.
		if (strings.HasPrefix(key, stem) && stem != "verif" || strings.HasSuffix(key, stem) || strings.HasSuffix(key, stem+"ion") || strings.HasSuffix(key, stem+"ication")) && len(key) >= len(stem)+5 {
			return true
		}
	}
	return false
}

// unswitchPrefixes open names whose false keeps a safeguard on, or that
// name an act rather than a switch.
var unswitchPrefixes = []string{"no", "skip", "disable", "without", "bypass", "ignore", "allow", "suppress", "mute", "dont", "force",
	"send", "request", "notify", "create", "add", "delete", "remove", "include", "show", "list", "get", "fetch", "return", "dry", "insecure", "reset",
	// "force" in the languages the corpora use: forcing a check is no switch of it.
	"wymus", "erzwing", "forcer", "forzar", "forza", "forcar", "afdwing"}

// checksPeer reports whether a bare "verify" switch's description says it
// checks a certificate or a signature, not that a write took.
func checksPeer(desc string) bool {
	return hasSubstring(strings.ToLower(desc), []string{"ssl", "tls", "certificate", "signature", "https"})
}

// numberOff reports whether a numeric default leaves a safeguard with no
// room: backups kept a day or less, or a price tolerance (slippage) above
// 5%, in basis points when the name says so, or as a fraction at most 1.
func numberOff(key, v string) bool {
	n, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return false
	}
	switch {
	case strings.Contains(key, "retention") || strings.HasPrefix(key, "keep") && hasSubstring(key, keptCopies):
		return n <= 1
	case strings.Contains(key, "slippage"):
		pct := n
		if strings.HasSuffix(key, "bps") {
			pct = n / 100
		} else if n <= 1 {
			pct = n * 100
		}
		return pct > 5
	}
	return false
}

// keptCopies are what a "keep" parameter counts when it is a retention
// (keep_days, keep_backups, keep_last): a "keep_fee" keeps money, not
// copies.
var keptCopies = []string{"day", "hour", "week", "month", "year", "backup", "snapshot", "version", "cop", "generation", "last",
	"log", "history", "archive", "revision"}

// namedForSwitch reports whether the tool's name or title names a word of
// the parameter's name: the act is then the tool's purpose.
func namedForSwitch(tc *toolContext, name string) bool {
	for _, w := range strings.Fields(separatorsAsSpaces.Replace(strings.ToLower(name))) {
		if len(w) >= 4 && tc.named(w) {
			return true
		}
	}
	return false
}

// fixedCues say a value holds on every call; requestCues say it is
// passed when asked for, or shown as an example.
var (
	fixedCues   = []string{"always", "is set to", "are set to", "uses", "use ", "by default", "generated", "fixed", "is attached", "are attached", "is applied", "are applied", "granting"}
	requestCues = []string{"if ", "when ", "unless", "request", "ask", "e.g", "example", "pass ", "only ", "flag", "find", "detect", "warn", "risk"}
)

// everyCall is a clause that ties an order to the model's own act of
// making or using what the tool makes, whenever it is done: "when you
// create it", "each time the assistant launches one".
var everyCall = regexp.MustCompile(`\b(when|whenever|each time|every time)\s+(you|the (assistant|model|agent))\s+(create|launch|start|run|deploy|provision|call|use|make|add|spin up|set up)s?\s+(it|one|them|this tool|each one|an? [\w-]+|the [\w-]+)\b`)

// openedInText returns the sentence of the definition's texts (lower-
// cased, joined) that says a rule or a policy is opened to everyone on
// every call ("the source CIDR is always 0.0.0.0/0"), not on request.
//
// prose says the scan saw a policy's principal or its everyone named in
// words ("granting read to principal *", "to allUsers"): only then are
// those looked for.
func openedInText(joined string, prose bool) (string, bool) {
	if !prose && !strings.Contains(joined, "/0") && !strings.Contains(joined, `"*"`) {
		return "", false
	}
	for s := range sentences(joined) {
		squeezed := squeezer.Replace(s)
		if !hasSubstring(squeezed, openToAll) {
			continue
		}
		// "when you create it" ties the opening to the model's own act,
		// every time it is done: a standing order, not a request.
		s = everyCall.ReplaceAllString(s, " always ")
		if fixedCuesStems.in(s) && !requestCuesStems.in(s) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// accessParams are the words of a parameter's name that say it sets what
// someone may do: a role, a permission (a search scope is none).
var accessParams = []string{"role", "permission", "accesslevel", "privilege", "grant", "rolle", "rol", "ruolo", "papel", "uprawnien", "yetki", "peran", "权限", "角色", "権限", "권한"}

// topRoles are the values that give everything: the owner's or an
// administrator's role, every permission.
var topRoles = set([]string{"owner", "roles/owner", "admin", "administrator", "administratoraccess", "superuser", "root", "cluster-admin",
	"full_access", "*", "*:*", "org_admin", "organization_admin", "global_admin", "globaladmin", "propietario", "propriétaire", "eigentümer", "proprietario", "proprietário"})

// grantsTop reports whether p sets what someone may do and its default,
// one value or a list, holds a role that gives everything: the model
// leaves it as it is, and the account or the member gets the owner's
// rights whatever the call was for.
func grantsTop(p param, v string) bool {
	named := false
	// The words of the name with _ and - as spaces, read in place.
	for w := range strings.FieldsFuncSeq(p.lowerName(), isSpaceOrSeparator) {
		for _, a := range accessParams {
			// "rol" is a word of its own; "roles" and "permissions" begin with theirs.
			named = named || w == a || len(a) >= 4 && strings.HasPrefix(w, a)
		}
	}
	if !named {
		return false
	}
	for _, r := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '[' || r == ']' || r == '"' }) {
		if topRoles[r] {
			return true
		}
	}
	return false
}

// isSpaceOrSeparator reports whether r ends a word of a name read with _
// and - as spaces (see separatorsAsSpaces), as strings.Fields would.
func isSpaceOrSeparator(r rune) bool {
	return r == '_' || r == '-' || unicode.IsSpace(r)
}
