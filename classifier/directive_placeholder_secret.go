package classifier

import (
	"regexp"
	"strings"
)

// An example, a default or an enum member may be written as a placeholder
// the model is to fill in: "<the user's OAuth token from the session>" as
// an example tag. A placeholder names what goes in its place, and one
// that names the user's credentials in a field not named for them asks
// the model to put them there, with no sentence to read. A placeholder of
// the field's own kind ("<tag name>"), a field named for a token or a
// password, and a tool about credentials stay clean; a printed sample
// value is no placeholder and is not read.

// placeholderSecret names a credential or a session secret inside a
// placeholder, in the languages the corpora use.
var placeholderSecret = regexp.MustCompile(`\b(oauth|access|bearer|session|auth|api|refresh)[ _-]?(token|key|cookie)s?\b|\b(password|passwort|passcode|contraseña|mot de passe|senha|hasło|heslo|пароль|parola|wachtwoord|şifre|kata sandi|mật khẩu|salasana|jelszó|private key|secret key|seed phrase|recovery phrase|session cookie|cookies?|credentials?|2fa code|otp|one-time code|card number|cvv|ssn)\b|トークン|パスワード|令牌|密码|토큰|비밀번호`)

// placeholderMarks are the marks a placeholder is written in.
var placeholderMarks = [][2]string{{"<", ">"}, {"{{", "}}"}, {"{", "}"}, {"[", "]"}, {"${", "}"}}

// placeholderSecretValue returns "<param> = <value>" for the first
// example, default or enum member written as a placeholder that names a
// credential, in a field not named for one (see above).
func placeholderSecretValue(tc *toolContext) (string, bool) {
	if tc == nil || tc.credentials() {
		return "", false
	}
	for _, x := range tc.schema {
		path, ok := strings.CutSuffix(x.path, ".examples")
		if !ok {
			continue
		}
		for i := range tc.params {
			if p := &tc.params[i]; p.path == path {
				if v, ok := secretPlaceholder(p, x.text); ok {
					return p.name + " = " + v, true
				}
				if proseSecretExample(p, x.text) && !quotesLures(tc) {
					return p.name + " = " + x.text, true
				}
			}
		}
	}
	for _, p := range tc.params {
		for _, v := range append([]string{p.deflt}, p.enum...) {
			if v, ok := secretPlaceholder(&p, v); ok {
				return p.name + " = " + v, true
			}
		}
	}
	return "", false
}

// secretPlaceholder reports whether v, a value of p, is a placeholder
// that names a credential in a field not named for one.
func secretPlaceholder(p *param, v string) (string, bool) {
	v = strings.TrimSpace(v)
	if len(v) < 5 || !strings.ContainsAny(v, "<{[") {
		return "", false
	}
	for _, m := range placeholderMarks {
		inner, ok := strings.CutPrefix(v, m[0])
		if !ok {
			continue
		}
		if inner, ok = strings.CutSuffix(inner, m[1]); !ok {
			continue
		}
		if strings.ContainsAny(inner, "=()\"/;:<>{}[]`") || !strings.Contains(strings.TrimSpace(inner), " ") {
			return "", false // markup or code, or one word: a sample, not a placeholder in prose
		}
		lower := toLower(inner)
		if placeholderSecret.MatchString(lower) && !secretParam.MatchString(strings.ReplaceAll(p.lname, "-", "_")) &&
			!placeholderSecret.MatchString(strings.ReplaceAll(p.lname, "_", " ")) {
			return v, true
		}
		return "", false
	}
	return "", false
}

// quotesLures reports whether a tool is about attacks, phishing or fraud
// (see securitySubject): its examples quote the lure it handles ("URGENT:
// verify your password now" as a reported phishing subject), not what its
// fields are for.
func quotesLures(tc *toolContext) bool {
	t := tc.topicText()
	return securitySubject.MatchString(t) && !physicalScan(t)
}
