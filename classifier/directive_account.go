package classifier

import "strings"

// A bank account, a card or a phone is most often printed as digits
// alone (110-432-998877, 0998 7766 55, +44 20 7946 0958), not as an IBAN:
// the number is a place money or data goes to when a word for an account
// or a phone stands just before it, or when it is an international phone
// number on its own. A sentence that prints one gives the model a
// destination nobody asked for, whatever words carry the order.

// accountWords name an account or a phone, in the languages the
// definitions are written in.
var accountWords = []string{
	"account", "acct", "iban", "routing", "sort code", "beneficiary", "konto", "cuenta", "conta", "compte", "conto",
	"rachunek", "rachunku", "rachunkiem", "účet", "účtu", "счёт", "счет", "счета", "рахунок", "рахунку", "λογαριασμ",
	"hesap", "rekening", "akaun", "tài khoản", "계좌", "账户", "账号", "帐户", "帳戶", "口座", "حساب", "חשבון",
	"bankszámla", "számlaszám", "contul", "contului", "tilille", "tilinumero", "akaunti", "खाता", "खाते",
	"phone", "sms", "whatsapp", "telefon", "teléfono", "telefone", "téléphone", "телефон", "nomor", "numero", "número",
	// A bank or its branch named before the number: Japanese and Chinese
	// transfers print the bank, the branch and the account type before
	// the digits (三井住友銀行 新宿支店 普通 7730112).
	"銀行", "支店", "银行", "支行", "은행", "bank ", "banco ", "banque ", "banca ", "ngân hàng", "банк ", "τράπεζα", "بنك", "בנק ", "बैंक",
	// A mobile-money wallet named before its number: the wallet is the
	// account, its number a phone's (M-Pesa 0712345678, GCash 0917…).
	"m-pesa", "mpesa", "gcash", "paymaya", "momo", "mobile money", "airtel money", "orange money", "tigo pesa", "paytm", "bkash",
	"nagad", "easypaisa", "jazzcash", "e-wallet", "ewallet", "wallet", "monedero", "billetera", "carteira", "portefeuille", "dompet",
	"pochi", "电子钱包", "钱包", "ウォレット", "지갑",
}

// cardWords name a card money is credited to ("credited to card 5333
// …"): its number has twelve digits or more, which a version or a date
// after the word ("charges a card via API version 2019-10") has not.
var cardWords = []string{"card", "carta", "tarjeta", "carte", "karte", "cartão", "cartao", "kaart", "karta", "kartę", "karty", "карта",
	"карту", "картк", "kart", "kartu", "thẻ", "カード", "카드", "بطاقة", "כרטיס", "कार्ड", "κάρτα", "cardul"}

// accountReach is how many bytes before a number its account word may
// stand ("account ng reimbursement bilang 0998-7766-55").
const accountReach = 40

// hasPrintedAccount reports whether a lower-cased sentence prints an
// account or a phone number: five digits or more after a word of
// accountWords, twelve or more after a word of cardWords, ten or more
// after a word of sending to (see destinationBefore), or an
// international number of nine digits or more.
func hasPrintedAccount(sent string) bool {
	for i := 0; i < len(sent); i++ {
		c := sent[i]
		plus := c == '+' && i+1 < len(sent) && isDigit(sent[i+1])
		// Letters of unspaced scripts and Korean particles touch a number
		// ("改为6222…", "…2231로"): only Latin letters make it part of a word.
		if !plus && !isDigit(c) || i > 0 && (isLatinLetter(sent[i-1]) || sent[i-1] == '+' || sent[i-1] == '$' || sent[i-1] == '/') {
			continue
		}
		start := i
		if plus {
			i++
		}
		digits := 0
		for ; i < len(sent); i++ {
			switch d := sent[i]; {
			case isDigit(d):
				digits++
				continue
			case (d == '-' || d == ' ' || d == '.') && i+1 < len(sent) && isDigit(sent[i+1]) && digits > 0:
				continue
			}
			break
		}
		if i < len(sent) && (isLatinLetter(sent[i]) || sent[i] == '%') {
			continue // a word (4k, 2fa), a size or a share, not a number of its own
		}
		before := sent[max(0, start-accountReach):start]
		if exampleNumber(before) || digits == 8 && dateLike(sent[start:i]) {
			continue
		}
		if plus && digits >= 9 || digits >= 5 && accountBefore(before) || digits >= 10 && destinationBefore(before) || digits >= 12 && hasSubstring(before, cardWords) {
			return true
		}
	}
	return false
}

// exampleNumber reports whether what stands before a number makes it an
// example ("e.g. +15551234567", a processor's test card) or the value of a key in a JSON or
// key=value sample ("conid":123456789), not a destination.
func exampleNumber(before string) bool {
	b := strings.TrimRight(before, " \"'(")
	if strings.HasSuffix(b, "\":") || strings.HasSuffix(b, "=") {
		return true
	}
	return strings.Contains(before, "e.g") || strings.Contains(before, "example") || strings.Contains(before, "such as") || strings.Contains(before, "for instance") ||
		strings.Contains(before, "test card") || strings.Contains(before, "sandbox")
}

// numberDestinations end the words before a number that is where something
// goes: "text the code to 4915112345678", "al 4915…", "an 4915…".
var numberDestinations = []string{" to", " an", " al", " a", " à", " au", " naar", " na", " do", " till", " til", " på", " на"}

// destinationBefore reports whether s, the words before a number, ends on
// a word that makes the number where something is sent: a number of ten
// digits or more after it is a phone or an account with no word for one.
func destinationBefore(s string) bool {
	s = strings.TrimRight(s, " ")
	for _, w := range numberDestinations {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

// accountBefore reports whether a word of accountWords is in s.
func accountBefore(s string) bool { return hasSubstring(s, accountWords) }

func isLatinLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// dateLike reports whether a number of eight digits reads as a date,
// year first (20260115, 2026-01-15), not as an account.
func dateLike(num string) bool {
	var d [8]byte
	n := 0
	for i := range len(num) {
		if isDigit(num[i]) && n < len(d) {
			d[n] = num[i] - '0'
			n++
		}
	}
	century := d[0] == 1 && d[1] == 9 || d[0] == 2 && d[1] == 0
	if n != 8 || !century {
		return false
	}
	month, day := int(d[4])*10+int(d[5]), int(d[6])*10+int(d[7])
	return month >= 1 && month <= 12 && day >= 1 && day <= 31
}
