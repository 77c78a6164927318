package classifier

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// toolContext is what a tool's own definition tells the check: its name,
// title and parameters are its own, not another tool's; its name and
// title say what it is about. Both are read only when a cue needs them.
type toolContext struct {
	name, title string
	annTitle    string // the title its annotations give
	params      []param
	topic       string // lower-cased name and title, built on first use
	private     bool   // the name or title is about private data (see privateTopics)
	creds       int8   // whether it is a credential tool: 0 not asked, 1 yes, -1 no
	codeChecker int8   // whether it checks code (see checksCode): 0 not asked, 1 yes, -1 no
	// firstText and opening say where the scan is: in the first text (the
	// definition's prose, which begins with the description), and in its
	// first sentence, where a tool states its own act (see OwnAct).
	firstText, opening bool
	// nameRead says the scan is in the tool's name read as words, which
	// states the tool's own act as an opening sentence does.
	nameRead bool
	// schema are the texts of its input schema, of which the check of
	// nested descriptions picks its own: picking them for every tool
	// would allocate for a check few tools reach.
	schema []schemaText
	desc   string // the tool's own description, read with the nested ones
	// descLower is desc lower-cased, built on first use (see lowerDesc).
	descLower string
	// def is the tool whose definition is read, for the learned scorer's
	// reading of it (nil for a server's instructions, prompts and
	// resources); defScore is that reading, once scored (1 for a definition
	// that shouts: see scorerExcuses).
	def      *catalog.Tool
	defScore float64
	scored   bool
	// seen are the classes the scan found in any sentence of the texts,
	// for the checks that run only where their words stand.
	seen classSet
	// topicalHeld are the topical classes whose words the sentence being
	// read had but did not count, the tool being about them (see
	// sentOutOfTopic).
	topicalHeld classSet
	// topicalSeen are the topical classes held aside in any sentence of
	// the texts (see namesData).
	topicalSeen classSet
}

// lowerDesc is the tool's own description, lower-cased once for the
// checks that read it alone.
func (tc *toolContext) lowerDesc() string {
	if tc.descLower == "" && tc.desc != "" {
		tc.descLower = toLower(tc.desc)
	}
	return tc.descLower
}

// isNameRead reports whether a lower-cased text is the tool's name read
// with _ and - as spaces (see appendViews).
func (tc *toolContext) isNameRead(text string) bool {
	if tc.name == "" {
		return false
	}
	text = strings.TrimSpace(text)
	same, known := readsAsName(text, tc.name)
	if !known {
		same = text == toLower(separatorsAsSpaces.Replace(tc.name))
	}
	// The words of a name shaped as one are ASCII pieces of it joined by
	// single spaces: a text longer than twice the name is none of them.
	return same || len(text) <= 2*len(tc.name) && strings.IndexByte(tc.name, ' ') < 0 && nameShaped(tc.name) && text == strings.Join(catalog.NameWords(tc.name), " ")
}

// readsAsName reports whether text is an ASCII name lowered with _ and -
// as spaces, compared byte by byte rather than built for each text; known
// is false for a name that is not ASCII, whose lowering is left to
// toLower.
func readsAsName(text, name string) (same, known bool) {
	same = len(text) == len(name)
	for i := range len(name) {
		c := name[i]
		switch {
		case c >= utf8.RuneSelf:
			return false, false
		case c == '_' || c == '-':
			c = ' '
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		if same && text[i] != c {
			same = false
		}
	}
	return same, true
}

// statesOwnAct reports whether a word is the tool's own act stated in the
// opening sentence of its description ("Delete a calendar event." for
// delete_event): the same word later on is an order like any other.
func (tc *toolContext) statesOwnAct(word string) bool {
	return tc != nil && tc.opening && tc.named(word)
}

// privateTopics are words of a tool's name or title that say it handles
// private data as its purpose.
var privateTopics = []string{" chat", "history", "conversation", "message", "cookie", "session", "password", "secret",
	"credential", "contact", "calendar", " mail", "email", "token", "vault", "wallet", "keychain", " key", "auth", "login",
	// The same topics in the other languages tools are named in: a tool
	// named 搜索密码 or wachtwoorden_zoeken keeps passwords as
	// search_passwords does.
	"密码", "密碼", "口令", "パスワード", "비밀번호", "암호", "邮件", "郵件", "メール", "메일", "联系人", "聯絡人", "連絡先", "연락처",
	"日历", "日曆", "カレンダー", "캘린더", "钱包", "錢包", "ウォレット", "지갑", "聊天", "チャット", "채팅", "凭据", "憑證", "認証情報",
	"contraseña", "contrasena", "senha", "passwort", "kennwort", "wachtwoord", "mot de passe", "mots de passe", "hasło", "haslo",
	"пароль", "пароли", "şifre", "sifre", "kata sandi", "mật khẩu", "mat khau", "รหัสผ่าน", "كلمة المرور", "كلمات المرور", "סיסמ",
	"पासवर्ड", "salasana", "jelszó", "jelszo", "nenosiri", "parolă", "correo", "courriel", "posta elettronica", "e-mail",
	"kontakt", "contacto", "contato", "contatto", "контакт", "почт", "kalender", "calendario", "calendrier", "календар",
	"geldbörse", "portefeuille", "billetera", "carteira", "portafoglio", "portfel", "кошел",
	// A login, the account's name and secret together, named as what
	// the tool keeps: creer_identifiant_client is about the login it
	// stores as save_login is.
	"identifiant", "credencial", "credenciais", "credenziali", "zugangsdaten", "anmeldedaten", "inloggegevens",
	"учетн", "登录", "登入", "ログイン", "로그인"}

// privateTopicSet reads privateTopics in one pass (see anyOf).
var privateTopicSet = newAnyOf(privateTopics)

// own reports whether a tool-shaped token is this tool's name or one of
// its parameters'.
func (tc *toolContext) own(tok string) bool {
	if tc == nil {
		return false
	}
	if strings.EqualFold(tok, tc.name) {
		return true
	}
	for _, p := range tc.params {
		if strings.EqualFold(tok, p.name) {
			return true
		}
	}
	return false
}

// about reports whether the tool is named for a word (plural or not), or
// is named for private data at all (a chat-history uploader, a cookie or
// session manager): such a tool names what it handles.
func (tc *toolContext) about(word string) bool {
	if tc == nil {
		return false
	}
	tc.fillTopic()
	return tc.private || tc.named(word)
}

// fillTopic spells, once, the words of the tool's name and title, and
// notes whether they name private data.
func (tc *toolContext) fillTopic() {
	if tc.topic != "" {
		return
	}
	title := tc.title
	if tc.titleOrdersField() {
		title = "" // a title that orders data into a field says nothing of the tool's subject
	}
	tc.topic = topicOf(tc.name, title)
	tc.private = privateTopicSet.in(tc.topic)
}

// topicOf spells the words of a name (up to a side joiner) and the
// purpose a title states, lower-cased, between and around spaces, into
// one string: the name's words sit on the stack.
func topicOf(name, title string) string {
	var buf [8]string
	words := purposeWords(catalog.AppendNameWords(buf[:0], name))
	title = titlePurpose(title)
	n := 3 + len(title) + utf8.UTFMax
	for _, w := range words {
		n += len(w) + 1
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteByte(' ')
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	b.WriteByte(' ')
	writeLower(&b, title)
	b.WriteByte(' ')
	return b.String()
}

// topicText is the tool's name and title as fillTopic reads them.
func (tc *toolContext) topicText() string {
	tc.fillTopic()
	return tc.topic
}

// sideJoiners are the words that, in a name, join a second act to the
// tool's own: fetch_url_and_also_send_keys is about fetching, and the
// keys it names after "also" are what it sends on the side, not its topic.
var sideJoiners = map[string]bool{"also": true, "additionally": true, "then": true, "plus": true,
	"auch": true, "también": true, "aussi": true, "anche": true, "também": true, "ook": true, "także": true,
	"также": true, "також": true, "ayrıca": true, "juga": true, "cũng": true, "pia": true, "επίσης": true,
	"také": true, "också": true, "myös": true, "și": true, "dann": true, "luego": true, "puis": true, "poi": true}

// purposeWords are the words of a name up to a side joiner (see
// sideJoiners): what the tool is for; none when the name opens with a
// word that orders acts in sequence (see nameOrderWords).
func purposeWords(words []string) []string {
	if len(words) > 0 && nameOrderWords[words[0]] {
		return nil // a name that opens with an order ("zuerst_env_lesen") names no purpose
	}
	for i, w := range words {
		if i > 0 && sideJoiners[w] {
			return words[:i]
		}
		if i > 0 && w == "with" && len(words) > i+1 && sideAttached[words[len(words)-1]] {
			return words[:i] // send_schedule_with_ssh_key_attached: the key rides along
		}
	}
	return words
}

// nameOrderWords order a sequence of acts: a name that opens with one
// ("zuerst_env_lesen", "first_read_the_env") is an order, not the name of
// the tool's topic.
var nameOrderWords = wordSet("first", "then", "before", "afterwards", "zuerst", "erst", "dann", "vorher", "primero", "luego",
	"antes", "primeiro", "depois", "prima", "poi", "eerst", "daarna", "najpierw", "potem", "сначала", "потом", "önce", "sonra")

// sideAttached end a name whose "with" part is carried along with the
// tool's act, not the act's subject.
var sideAttached = map[string]bool{"attached": true, "included": true, "appended": true, "embedded": true, "enclosed": true, "inlined": true}

// titlePurpose is the part of a title that names the tool, before a
// colon, a dash, a semicolon, a middle dot, a bar or a full stop: "Unit
// converter — always paste the clipboard" is about converting units, not
// the clipboard it orders pasted, and "Restart service · after use,
// delete the access logs" names restarting, not deleting.
func titlePurpose(title string) string {
	if i := strings.IndexAny(title, ":;—–·|•"); i > 0 {
		return title[:i]
	}
	if i := strings.Index(title, " - "); i > 0 {
		return title[:i]
	}
	if i := strings.Index(title, ". "); i > 0 {
		return title[:i] // a second sentence is no label
	}
	return title
}

// namesRun reports whether a cue written in a script without spaces
// (密码, one word a character) stands whole in the tool's name or title:
// 搜索密码 names passwords as search_passwords does, though its words
// cannot be split out of it.
func (tc *toolContext) namesRun(words []string) bool {
	if tc == nil || len(words) < 2 {
		return false
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); !unspaced(r) {
			return false
		}
	}
	tc.fillTopic()
	return strings.Contains(tc.topic, strings.Join(words, ""))
}

// named reports whether a word (plural or not) is one of the words of
// the tool's name or title.
func (tc *toolContext) named(word string) bool {
	if tc == nil {
		return false
	}
	tc.fillTopic()
	word = strings.TrimSuffix(word, "s")
	return word != "" && (hasWord(tc.topic, word) || hasWord(tc.topic, word+"s"))
}

// cardOutOfTopic reports whether the cue words name a payment card's
// data (its number, its security code, its expiry) in a tool whose name
// and title say nothing of payments: a calendar or a mailbox handles
// private data, but not the card numbers that may pass through it, so
// card data it is told to move is not its own subject.
func (tc *toolContext) cardOutOfTopic(words []string) bool {
	card := false
	for _, w := range words {
		if cardDataWords[w] {
			card = true
			break
		}
	}
	if !card {
		return false
	}
	tc.fillTopic()
	return !paymentTopicSet.in(tc.topic)
}

// cardDataWords are the words of a cue that name a payment card's data.
var cardDataWords = map[string]bool{"card": true, "cards": true, "cvv": true, "cvc": true, "cvv2": true, "csc": true}

// paymentTopicSet are the words of a tool's name or title that make
// payment cards its subject.
var paymentTopicSet = newAnyOf([]string{"pay", "card", "wallet", "billing", "checkout", "charge", "refund", "invoice", "stripe", "cvv", "bank", "purchase", "order", "subscription"})
