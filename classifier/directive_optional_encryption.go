package classifier

import "regexp"

// A tool that writes a file for the user (an archive, an export, a
// report) may offer to encrypt it as an extra: "optionally encrypts it
// with a password the user types". Its encrypt switch defaults to off
// because the extra needs the user's password, not because a safeguard
// is switched off: nothing leaves the machine either way. The switch is
// read so only when the description offers encryption as optional and
// says nothing of sending, uploading or any outside place; an off switch
// for data a tool sends or stores elsewhere is still a safeguard off.

// encryptKeys are the names, written without separators, of a switch
// that encrypts what the tool writes.
var encryptKeys = set([]string{"encrypt", "encrypted", "encryption"})

// optionalOffer says the description offers something as an extra the
// user may choose.
var optionalOffer = regexp.MustCompile(`\b(optionally|optional|if (the user|you) (wants?|asks?|chooses?)|on request|opcionalmente|optionnellement|wahlweise|optional|facoltativamente|opzionalmente|opcjonalnie|optioneel|desgewenst|valinnaisesti|valfritt|tùy chọn|isteğe bağlı)\b|可选|任意で|선택적으로`)

// encryptWord says the description speaks of encrypting.
var encryptWord = regexp.MustCompile(`encrypt|verschl[üu]ssel|cifra|chiffr|szyfr|versleutel|salaa|krypter|şifrel|sifrel|mã hóa|加密|暗号化|암호화`)

// sentElsewhere says the tool's data goes somewhere beyond the machine.
var sentElsewhere = regexp.MustCompile(`\b(upload\w*|send\w*|sent|sync\w*|shar\w*|bucket|s3|cloud|remote|server|transfer\w*|e-?mail\w*|mail\w*|post\w*|publish\w*|webhook|endpoint|sube|subir|env[ií]a\w*|hochlad\w*|sendet|senden|envoie|envoyer|t[ée]l[ée]vers\w*|carica|invia\w*|wysy\w*|przesy\w*|verstuur\w*|verzend\w*|l[äa]hett\w*|skicka\w*|g[öo]nder\w*|kirim\w*)\b|https?://|@|上传|发送|送信|アップロード|전송|업로드`)

// optionalEncryption reports whether p is an encrypt switch the
// description offers as an optional extra of a tool whose output stays
// with the user.
func optionalEncryption(tc *toolContext, p param) bool {
	if !encryptKeys[nameJoiner.Replace(p.lowerName())] {
		return false
	}
	text := tc.lowerDesc() + " " + tc.topicText()
	return encryptWord.MatchString(text) && optionalOffer.MatchString(text) && !sentElsewhere.MatchString(text)
}
