package classifier

import "strings"

// A link can leave its blank unwritten: it ends in an empty parameter
// ("…/r.png?data=", "…/view#k=") and the words after it say what to put
// there ("followed by the rows", "plus every memory returned", "ตามด้วย
// ที่อยู่ของผู้ใช้"). The model writes the data where the link ends and
// shows or opens it, and the data goes to the link's host. An empty
// parameter followed by a page, a cursor or an offset is how paging is
// written, and stays clean.

// fillCues say that something is written after the link's end, in the
// languages the definitions use.
var fillCues = []string{"followed by", "followed with", "plus ", "with the ", "with all ", "with their ", "with every ",
	"append", "at the end", "after ", "+ ", "then the ", "and then",
	"seguido de", "seguida de", "seguidos de", "suivi de", "suivie de", "suivis de", "gefolgt von", "anhängen", "angehängt",
	"seguito da", "seguita da", "gevolgd door", "a następnie", "następnie", "за которым", "затем", "добавив", "ardından",
	"sonuna", "diikuti", "ditambah", "theo sau", "kèm theo", "nối thêm", "ตามด้วย", "ต่อท้าย", "后跟", "后面", "加上", "附上",
	"後に", "を付け", "続けて", "뒤에", "붙여", "ואחריו", "ואחריה", "בתוספת", "متبوع", "يليه", "مع ", "के बाद", "जोड़",
	"ikifuatiwa", "perään", "után", "urmat de", "kèm",
	// Attached to the link.
	"attach", "adjunta", "anexa", "joign", "joins", "joindre", "allega", "voeg", "dołącz", "прикреп", "tambahkan", "đính kèm", "แนบ", "附加", "添付", "첨부",
	"أرفق", "संलग्न", "לצרף", "צרף"}

// fillData name what is written after the link: the user's data, what
// the call returned, or a whole of something.
var fillData = append([]string{"row", "result", "value", "memor", "thread", "address", "e-mail", "email", "phone", "name",
	"record", "content", "output", "match", "question", "whole", "all ", "full", "every", "data", "message", "json",
	"dirección", "adresse", "anschrift", "indirizzo", "endereço", "adres", "адрес", "所有", "全部", "住所", "주소", "전체", //nolint:misspell // "adres" is Dutch, Polish and Turkish for address
	"ที่อยู่", "ชื่อ", "เบอร์", "כתובת", "عنوان", "पता", "anwani", "osoite", "cím", "alamat", "địa chỉ",
	// The content of what was read, in the other languages.
	"내용", "内容", "本文", "contenu", "contenido", "conteúdo", "inhalt", "contenuto", "inhoud", "treść", "содержим", "içeri",
	"nội dung", "เนื้อหา", "תוכן", "محتوى", "सामग्री", "maudhui", "sisältö", "tartalm", "conținut"}, linkDataWords...)

// pagingWords name what an honest link's empty parameter is for.
var pagingWords = []string{"cursor", "page", "offset", "next_", "next ", "continuation"}

// fillReach caps how far after the link its filling is read.
const fillReach = 160

// trailingBlankFilled reports whether a lower-cased link ends in an empty
// query or fragment parameter and the rest of its sentence (after) says
// to write data there.
func trailingBlankFilled(link, after string) bool {
	if !strings.HasSuffix(link, "=") {
		return false
	}
	last := strings.LastIndexAny(link, "?&#")
	if last < 0 || strings.ContainsAny(link[last+1:len(link)-1], "=/") {
		return false
	}
	after = sentenceHead(after, fillReach)
	if hasSubstring(after, pagingWords) || hasSubstring(link[last:], pagingWords) {
		return false
	}
	return hasSubstring(after, fillCues) && hasSubstring(after, fillData)
}

// sentenceHead is text up to its first full stop, semicolon or line
// break, and at most limit bytes.
func sentenceHead(text string, limit int) string {
	if len(text) > limit {
		text = text[:limit]
	}
	for i := range len(text) {
		switch text[i] {
		case ';', '\n':
			return text[:i]
		case '.':
			if i+1 == len(text) || text[i+1] == ' ' {
				return text[:i]
			}
		}
	}
	return text
}

// A link's last parameter can hold a placeholder word that the text then
// defines as what the model holds: "…/p.png?d=summary), where summary is
// the url-encoded text of the conversation so far". The link carries that
// data to its host as an empty parameter filled after it does. A
// placeholder for a value the user chose (a city, a language) is how
// templates are written, and is not read here.

// placeholderLeads say that a word stands for a value, after the link.
var placeholderLeads = []string{"where %s is", "where %s means", "%s is the", "%s being", "%s stands for", "%s = "}

// placeholderData are what the model holds and the user would not send:
// the conversation, memory, secrets.
var placeholderData = []string{"conversation", "chat", "history", "transcript", "messages", "so far", "memor", "system prompt",
	"secret", "token", "password", "api key", "credential", "cookie", "environment", "private key"}

// placeholderDefined reports whether a lower-cased link ends in a
// parameter whose value is a word the text after it (after) defines as
// held data.
func placeholderDefined(link, after string) bool {
	eq := strings.LastIndexByte(link, '=')
	if eq < 0 || strings.ContainsAny(link[eq+1:], "/?&#") {
		return false
	}
	v := link[eq+1:]
	if len(v) < 3 || strings.IndexFunc(v, func(r rune) bool { return (r < 'a' || r > 'z') && r != '_' }) >= 0 {
		return false
	}
	head := sentenceHead(after, 2*fillReach)
	for _, lead := range placeholderLeads {
		if i := strings.Index(head, strings.Replace(lead, "%s", v, 1)); i >= 0 {
			rest := head[i:]
			return !hasSubstring(rest, pagingWords) && hasSubstring(rest, placeholderData)
		}
	}
	return false
}
