package clientconfig

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

var (
	envRefPattern   = regexp.MustCompile(`\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}`)
	inputRefPattern = regexp.MustCompile(`\$\{input:([^}]+)\}`)
)

// InputEnvName is the environment variable that carries the value of the
// ${input:id} reference to a program that cannot prompt for it (the
// gateway): MCPSCAN_INPUT_ and the id in capitals, every character other
// than a letter or digit an underscore. A VS Code entry passes it as
// "env": {"MCPSCAN_INPUT_API_KEY": "${input:api-key}"}, so the client
// still prompts the person.
func InputEnvName(id string) string {
	var b strings.Builder
	b.WriteString("MCPSCAN_INPUT_")
	for _, r := range strings.ToUpper(id) {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// Resolve fills a target's ${env:NAME} references from getenv, as the
// client would, and its ${input:id} references from input (clients prompt
// the user for those; callers decide what to put there).
func Resolve(t introspect.Target, getenv func(string) string, input func(id string) string) introspect.Target {
	sub := func(v string) string {
		v = envRefPattern.ReplaceAllStringFunc(v, func(m string) string { return getenv(envRefPattern.FindStringSubmatch(m)[1]) })
		return inputRefPattern.ReplaceAllStringFunc(v, func(m string) string { return input(inputRefPattern.FindStringSubmatch(m)[1]) })
	}
	out := t
	out.Command = sub(t.Command)
	out.URL = sub(t.URL)
	out.Args = make([]string, len(t.Args))
	for i, a := range t.Args {
		out.Args[i] = sub(a)
	}
	out.Env = make(map[string]string, len(t.Env))
	for k, v := range t.Env {
		out.Env[k] = sub(v)
	}
	out.Headers = make(map[string]string, len(t.Headers))
	for k, v := range t.Headers {
		out.Headers[k] = sub(v)
	}
	if t.OAuth != nil {
		o := *t.OAuth
		o.ClientID, o.ClientSecret = sub(o.ClientID), sub(o.ClientSecret)
		out.OAuth = &o
	}
	return out
}
