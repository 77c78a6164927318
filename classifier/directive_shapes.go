package classifier

import "strings"

// The directive check finds two classes by the shape of a sentence's
// tokens rather than by word: another tool's name and a place data can
// be sent to.

// mayHoldShapes returns toolBit when the sentence has a _ or a . between
// two letters or digits (send_email, bank.transfer), and sinkBit when it
// has ://, an @, a . or a _ between letters (a domain, a printed id) or
// five digits in all (an account, which may be printed in groups such as
// DE89 3704 0044): the bytes a name or a place must have.
func mayHoldShapes(sent string, toolBit, sinkBit classSet) classSet {
	var out classSet
	if mayHoldSpelledSink(sent) {
		out = out.or(sinkBit) // an address spelled in words (see hasSpelledSink)
	}
	digits := 0
	for i := range len(sent) {
		c := sent[i]
		switch {
		case c >= '0' && c <= '9':
			if digits++; digits >= 5 {
				// Ten digits may be an account by themselves; five may
				// be one after its word (see hasPrintedAccount).
				out = out.or(sinkBit)
			}
		case c == '@':
			out = out.or(sinkBit)
		case (c == '_' || c == '.') && i > 0 && i+1 < len(sent) && wordASCII[sent[i-1]] && wordASCII[sent[i+1]]:
			// A . may be a domain's, a _ a printed id's (see printedID).
			// Both bits are all the sentence can have: the rest of it
			// is not read.
			return out.or(toolBit).or(sinkBit)
		case c == ':' && strings.HasPrefix(sent[i:], "://"):
			out = out.or(sinkBit)
		}
	}
	return out
}

// shapes finds the classes read from the shape of a sentence's tokens:
// another tool's name, and a place data can be sent to.
func (d *directiveRule) shapes(sent string, tc *toolContext, verbs map[string]Category) classSet {
	var have classSet
	if hasSpelledSink(sent, tc) {
		have = have.or(bitSink)
	}
	// A tool's name has _ or ., a place to send to has . or @, an account
	// number has digits: most sentences have none, and are done.
	if strings.IndexFunc(sent, func(r rune) bool { return r == '_' || r == '.' || r == '@' || r >= '0' && r <= '9' }) < 0 {
		return have
	}
	for i := 0; i < len(sent); {
		j, marked := i, false
		for ; j < len(sent) && !tokenBreaks[sent[j]]; j++ {
			marked = marked || shapeBytes[sent[j]]
		}
		if !marked {
			// No : @ . or _: neither an address nor a tool's name.
			i = j + 1
			continue
		}
		tok := strings.TrimRight(particleCut(sent[i:j]), ".:!?")
		// A key of a JSON or key=value example is a field, not a tool.
		key := j < len(sent) && (sent[j] == '=' || sent[j] == '"' && j+1 < len(sent) && sent[j+1] == ':') || strings.HasSuffix(sent[i:j], ":")
		switch {
		case tok == "":
		case isSink(tok) && !tc.ownSite(tok), printedID(strings.TrimRight(tok, ";")):
			have = have.or(bitSink)
		case !key && isToolName(tok, verbs) && !tc.own(tok) && !tc.ownChoice(tok, verbs):
			have = have.or(bitTool)
		case !key && suffixedToolName(tok, verbs) && !tc.own(tok[:strings.IndexByte(tok, '-')]):
			have = have.or(bitTool)
		}
		i = j + 1
	}
	if n := digitCount(sent); n > 0 && (n >= 10 && hasAccountNumber(sent) || hasWalletAddress(sent) || n >= 5 && hasPrintedAccount(sent) || n >= 9 && hasPhoneNumber(sent)) {
		// Each needs digits, most sentences have few: an account number
		// ten (two after its letters, eight more), a printed one five, a
		// wallet's address the 0 of 0x or the 1 of bc1.
		have = have.or(bitSink)
	}
	return have
}

// suffixedToolName reports whether a token is a tool's name with a case
// ending joined by a hyphen, as Finnish and Hungarian join them to names
// (like_post-työkalulla, log_event-tel), or a name whose common ending a
// list of them leaves to the last (follow_account- ja like_post-…).
func suffixedToolName(tok string, verbs map[string]Category) bool {
	i := strings.IndexByte(tok, '-')
	return i > 0 && strings.IndexByte(tok[:i], '_') > 0 && isToolName(tok[:i], verbs)
}

// digitCount is how many ASCII digits s has.
func digitCount(s string) int {
	n := 0
	for i := range len(s) {
		if isDigit(s[i]) {
			n++
		}
	}
	return n
}

// tokenBreaks marks the bytes that end a token of a sentence for shapes:
// white space, quotes, brackets, commas, = and *.
var tokenBreaks = byteSet(" \t\n\r`\"'(),<>[]{}*=")

// shapeBytes marks the bytes every address or tool's name has one of:
// the : of a URL, the @ of an e-mail address, the . of a domain or a
// dotted name, the _ of a snake_case name.
var shapeBytes = byteSet(":@._")

// pathBytes are what a path or a name has and a domain has not.
var pathBytes = byteSet("/_~\\")

// hasByteOf reports whether s has a byte of set.
func hasByteOf(s string, set *[256]bool) bool {
	for i := range len(s) {
		if set[s[i]] {
			return true
		}
	}
	return false
}

// byteSet marks the bytes of s.
func byteSet(s string) (t [256]bool) {
	for i := range len(s) {
		t[s[i]] = true
	}
	return t
}

// isSink reports whether a token is somewhere data can be sent: a URL, an
// e-mail address, or a domain name.
func isSink(tok string) bool {
	if codeHostRepo(tok) {
		return true
	}
	if i := strings.Index(tok, "://"); i >= 0 {
		host := urlHost(tok[i+3:])
		if bucketScheme[tok[:i]] {
			return host != "" // a cloud bucket: its name has no dot
		}
		// A name with no dot is a machine's own (localhost, an intranet
		// alias), not somewhere outside.
		return strings.Contains(host, ".") && !exampleHost(host) && !loopbackHost(host) && !localNetworkHost(host)
	}
	if at := strings.IndexByte(tok, '@'); at > 0 && strings.Contains(tok[at:], ".") {
		host := strings.TrimRight(tok[at+1:], ".")
		return !exampleHost(host) && !localNetworkHost(host)
	}
	dot := strings.LastIndexByte(tok, '.')
	if dot <= 0 || hasByteOf(tok, &pathBytes) {
		return false
	}
	return sinkTLDs[tok[dot+1:]] && isHostname(tok[:dot]) && !exampleHost(tok)
}

// bucketScheme are the URL schemes of cloud storage buckets.
var bucketScheme = map[string]bool{"gs": true, "s3": true}

// loopbackHost reports whether a host is this machine's.
func loopbackHost(host string) bool {
	return strings.HasPrefix(host, "127.") || host == "0.0.0.0" || strings.HasSuffix(host, ".localhost")
}

// localNetworkHost reports whether a host is named under a suffix only a
// local network resolves (mail.local, nas.lan, printer.home.arpa): the
// user's own network, not somewhere on the internet.
func localNetworkHost(host string) bool {
	for _, suffix := range [...]string{".local", ".lan", ".home.arpa", ".localdomain", ".intranet"} {
		if strings.HasSuffix(host, suffix) {
			return true
		}
	}
	return false
}

// exampleHost reports whether a host is one documentation uses for
// examples (example.com, test.org, x.com in "a@x.com"). A host named under
// example.* or test.* (collector.example.net) is written as a destination,
// not as the stock example: a sentence that sends secrets there says what
// it would do with them wherever the name points.
func exampleHost(host string) bool {
	last := strings.LastIndexByte(host, '.')
	if last < 0 {
		return host == "localhost"
	}
	// The last two labels, and the first of them: the site's name.
	prev := strings.LastIndexByte(host[:last], '.')
	site, name := host[prev+1:], host[prev+1:last]
	return (name == "example" || name == "test") && prev < 0 || name == "localhost" || len(name) == 1 || strings.HasPrefix(name, "your") ||
		wellKnownHosts[site]
}

// defaultSink reports whether a schema's default or const value is
// somewhere data can be sent (see isSink) other than a host under a
// documentation domain: a default of https://api.example.com/hook is a
// placeholder the user replaces, whatever name it carries.
func defaultSink(v string) bool {
	if !isSink(v) {
		return false
	}
	host := v
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:] // an address's host, or a URL's after its user
	}
	host = urlHost(host)
	last := strings.LastIndexByte(host, '.')
	if last < 0 {
		return true
	}
	name := host[strings.LastIndexByte(host[:last], '.')+1 : last]
	return name != "example" && name != "test"
}

// urlHost is the host part of a URL: what follows its scheme, up to its
// path, port, query or fragment; a text with no scheme is read from its
// start.
func urlHost(v string) string {
	if i := strings.Index(v, "://"); i >= 0 {
		v = v[i+3:]
	}
	if j := strings.IndexAny(v, "/?#"); j >= 0 {
		v = v[:j]
	}
	// The host follows the user information ("https://public@sentry.
	// example.dev", "https://github.com@evil.example"): the last @ ends
	// it. The port follows the host.
	if j := strings.LastIndexByte(v, '@'); j >= 0 {
		v = v[j+1:]
	}
	if j := strings.IndexByte(v, ':'); j >= 0 {
		v = v[:j]
	}
	return v
}

// wellKnownHosts are sites honest tools name all the time (a GitHub tool
// names github.com); data sent there is not sent to a stranger.
var wellKnownHosts = set([]string{"github.com", "gitlab.com", "bitbucket.org", "google.com", "googleapis.com", "microsoft.com",
	"npmjs.com", "npmjs.org", "pypi.org", "stackoverflow.com", "wikipedia.org", "openai.com", "anthropic.com", "slack.com",
	"atlassian.net", "atlassian.com", "amazonaws.com", "azure.com", "cloudflare.com", "modelcontextprotocol.io", "docker.com", "apple.com"})

// sinkTLDs are top-level domains; a file name's extension is not one.
var sinkTLDs = set([]string{"com", "net", "org", "io", "co", "ai", "app", "dev", "xyz", "ru", "cn", "win", "ly", "me",
	"info", "biz", "top", "site", "online", "cc", "tk", "to", "gg", "su", "pw", "live", "link", "click", "shop", "store",
	"cloud", "tech", "zip", "de", "uk", "fr", "nl", "eu", "us", "in", "br",
	// Country domains that no common file extension shares (.pl, .rs,
	// .py, .id, .sh and .md are a program's or a text's before a
	// country's).
	"pk", "ph", "ke", "ng", "za", "jp", "kr", "tw", "hk", "sg", "vn", "th", "tr", "cz", "sk", "hu", "ro", "gr", "ua", "kz", "ir", "il",
	"ae", "eg", "ma", "mx", "ar", "cl", "pe", "es", "pt", "ch", "se", "dk", "fi", "ie", "nz", "au", "ca", "ee", "lv", "lt", "hr", "bg",
	"bd", "lk", "np", "tz", "ug", "gh"})

func isHostname(s string) bool {
	letter := false
	for i := range len(s) {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' && c != '.' {
			return false
		}
		letter = letter || c >= 'a' && c <= 'z'
	}
	return letter
}

// isToolName reports whether a token is spelled like a tool's name:
// words of lower-case letters joined by _ or . (send_email,
// bank.transfer), one of which is a verb of the ruleset — not a file
// name, a number or a field (next_cursor, two_factor).
func isToolName(tok string, verbs map[string]Category) bool {
	if len(tok) < 5 || len(tok) > 64 {
		return false
	}
	// One pass checks the spelling: parts of [a-z0-9], none empty, joined
	// by single _ or . (most tokens fail at once, and nothing is cut).
	dot, parts, start := false, 1, 0
	for i := range len(tok) {
		switch c := tok[i]; {
		case c == '_' || c == '.':
			if i == start {
				return false // a leading, doubled or trailing separator
			}
			dot = dot || c == '.'
			parts++
			start = i + 1
		case (c < 'a' || c > 'z') && (c < '0' || c > '9'):
			return false
		}
	}
	if parts < 2 || start == len(tok) {
		return false
	}
	first := tok[:strings.IndexAny(tok, "_.")]
	if dot {
		ext := tok[start:]
		if fileExtensions[ext] || sinkTLDs[ext] || len(first) == 1 {
			return false // config.json, e.g
		}
	}
	if first[0] >= '0' && first[0] <= '9' {
		return false
	}
	for rest := tok; rest != ""; {
		i := strings.IndexAny(rest, "_.")
		if i < 0 {
			i = len(rest)
		}
		if _, ok := verbs[rest[:i]]; ok || foreignToolVerbs[rest[:i]] {
			return true
		}
		rest = rest[min(i+1, len(rest)):]
	}
	return false
}

// foreignToolVerbs are the verbs that head tool names in the other
// languages the corpora use (aggiorna_sicurezza, enviar_correo,
// kirim_pesan), written without accents as names are; the verbs of the
// rules' own table are English.
var foreignToolVerbs = set([]string{
	"aggiorna", "invia", "elimina", "cancella", "crea", "modifica", "imposta", "disattiva", "attiva", "esegui", "condividi", "sposta", "paga", "approva",
	"actualizar", "actualiza", "enviar", "envia", "eliminar", "borrar", "crear", "modificar", "configurar", "ejecutar", "compartir", "pagar", "aprobar", "desactivar",
	"atualizar", "atualiza", "excluir", "apagar", "criar", "alterar", "executar", "compartilhar", "aprovar", "desativar",
	"envoyer", "supprimer", "creer", "modifier", "mettre", "executer", "partager", "payer", "approuver", "desactiver",
	"senden", "loeschen", "erstellen", "aendern", "aktualisieren", "ausfuehren", "teilen", "zahlen", "deaktivieren",
	"verstuur", "verwijder", "wijzig", "betaal", "kirim", "hapus", "buat", "ubah", "perbarui", "jalankan", "bagikan", "bayar", "setujui",
	"xuat", "gui", "xoa", "tao", "duyet", "gonder", "olustur", "guncelle", "paylas", "onayla",
	"wyslij", "usun", "utworz", "zmien", "aktualizuj", "udostepnij", "zaplac", "trimite", "sterge", "creeaza", "actualizeaza",
})

var fileExtensions = set([]string{"json", "yaml", "yml", "toml", "ini", "env", "txt", "md", "csv", "pdf", "png", "jpg",
	"jpeg", "gif", "svg", "html", "htm", "xml", "js", "ts", "py", "go", "rs", "sh", "rb", "java", "sql", "db", "log",
	"lock", "cfg", "conf", "zip", "gz", "tar", "exe", "dll", "so", "mp3", "mp4", "wav", "docx", "xlsx", "pptx"})

// hasAccountNumber reports whether text has what reads as an IBAN (two
// letters, two digits, then 10 to 30 letters and digits, spaces allowed
// between groups).
func hasAccountNumber(text string) bool {
	for i := 0; i+4 <= len(text); i++ {
		if !isLetter(text[i]) || !isLetter(text[i+1]) || !isDigit(text[i+2]) || !isDigit(text[i+3]) {
			continue
		}
		if i > 0 && (isLetter(text[i-1]) || isDigit(text[i-1])) {
			continue
		}
		n, digits := 0, 0
		for j := i + 4; j < len(text) && n < 34; j++ {
			c := text[j]
			switch {
			case isDigit(c):
				n++
				digits++
			case isLetter(c):
				n++
			case c == ' ' && j+1 < len(text) && (isDigit(text[j+1]) || isLetter(text[j+1])):
				continue
			default:
				j = len(text)
			}
		}
		if n >= 10 && digits >= 8 {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// printedID reports whether a token is an object id a payment platform
// prints: a short prefix, an underscore and a random tail
// (cus_q9xt2lmn, acct_1mz9escrowq). Money sent to one printed in a
// description goes where the description says, not where the user says.
// The caller trims a semicolon after the id (it ends the clause); other
// tokens keep theirs, so a sibling tool named before one in a server's
// instructions is not read as another tool.
func printedID(tok string) bool {
	prefix, tail, ok := strings.Cut(tok, "_")
	if !ok || len(prefix) < 2 || len(prefix) > 4 || len(tail) < 8 || len(tail) > 32 {
		return false
	}
	for i := range len(prefix) {
		if !isLetter(prefix[i]) {
			return false
		}
	}
	digits := 0
	for i := range len(tail) {
		switch c := tail[i]; {
		case isDigit(c):
			digits++
		case !isLetter(c):
			return false
		}
	}
	return digits > 0 && digits < len(tail)
}

// particleCut is a token less the letters of another script written onto
// its end: Korean and Japanese attach their particles to the word before
// them ("pay.example.com을", "https://x.example/aに"), and the host or
// address is what stands before them.
func particleCut(tok string) string {
	for k := 1; k < len(tok); k++ {
		if tok[k] >= 0x80 {
			if tok[0] < 0x80 {
				return tok[:k]
			}
			return tok
		}
	}
	return tok
}
