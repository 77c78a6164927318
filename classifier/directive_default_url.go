package classifier

import (
	"regexp"
	"strings"
)

// A parameter that says where the call's data goes (a destination, where
// to send or upload it) and defaults to a URL sends that data to the URL
// whenever the model fills nothing in: an honest tool asks where to send,
// or sends to its own service without a parameter for it. The default is
// read only for such a parameter: a URL to fetch or a base URL defaults
// to a real service often.

// outgoingParam are words of a parameter's name or description that say
// its value is where data goes; a webhook or a callback is called with
// the call's data.
var outgoingParam = []string{"destination", "where to send", "where to upload", "where to deliver", "where to post",
	"send to", "sent to", "upload to", "uploaded to", "deliver to", "delivered to", "forward to", "forwarded to", "export to", "exported to", "delivery", "goes to", "export goes",
	"are delivered", "is delivered", "where notifications", "webhook", "notify", "callback",
	// Where a push goes.
	"push to", "pushed to", "remote",
	// A destination, in the other languages.
	"destino", "destinataire", "ziel", "zieladresse", "destinazione", "bestemming", "miejsce docelowe", "hedef", "назначени",
	"tujuan", "đích", "ปลายทาง", "目标", "目標", "宛先", "送信先", "대상", "목적지", "יעד", "وجهة", "गंतव्य", "kohde", "marudio"}

// copyPlace are words of a parameter that keeps copies somewhere (a
// mirror, a mail relay): its value may be a bare host name.
var copyPlace = []string{"mirror", "relay", "a copy", "copy of", "copies", "kopia", "kopie", "copie", "copia", "cópia",
	"spiegel", "espejo", "miroir", "specchio", "espelho", "lustro", "зеркал", "ayna", "cermin"}

// configuredDefault is a text saying a default comes from the user's own
// configuration ("the webhook URL defaults to the one in the server
// config", "Standard: aus den Einstellungen"): the value written in the
// schema stands for the user's instance, set where they set it, and the
// data goes where they chose.
var configuredDefault = regexp.MustCompile(`\b(defaults?|defaulting|by default)\b[^.;]{0,40}\b(config|configuration|configured|settings|environment|env)\b|` +
	`\b(set|given|named|configured) in the (server|user's|project's|team's)? ?(config|configuration|settings)\b[^.;]{0,12}\(?\s*(defaults?|by default)\b|` +
	`(predeterminad|por defecto|par d[ée]faut|standardm[äa]ß|voreingestellt|predefinit|padr[ãa]o|standaard|domy[śs]ln|varsay[ıi]lan|bawaan|по умолчанию|デフォルト|既定|기본값|默认)[^.;。]{0,40}(configuraci[óo]n|configuration|konfiguration|einstellungen|configurazione|impostazioni|configura[çc][ãa]o|configuratie|instellingen|konfiguracj|ustawie|yap[ıi]land[ıi]rma|ayarlar|konfigurasi|pengaturan|конфигурац|настро|設定|설정|配置)`) //nolint:misspell // German "Konfiguration" is configuration

// registryParam are words of a parameter that says where packages or
// images come from: a default there outside the ecosystems' own
// registries (officialRegistries) installs what someone else serves.
var registryParam = []string{"registry", "registro", "registre", "registrierung", "index url", "package index"}

// officialRegistries are the hosts of the ecosystems' own registries, as
// host suffixes.
var officialRegistries = []string{"docker.io", "docker.com", "ghcr.io", "quay.io", "gcr.io", "pkg.dev", "mcr.microsoft.com", "ecr.aws", "amazonaws.com", "azurecr.io",
	"npmjs.org", "npmjs.com", "yarnpkg.com", "pypi.org", "pythonhosted.org", "crates.io", "rubygems.org", "golang.org", "maven.org", "apache.org", "nuget.org", "packagist.org", "hex.pm", "pub.dev", "cocoapods.org", "github.com", "gitlab.com"}

// unofficialRegistry reports whether a parameter says where packages
// come from and v, its default, is none of the official registries.
func unofficialRegistry(about, v string) bool {
	if !hasSubstring(about, registryParam) {
		return false
	}
	host := urlHost(strings.ToLower(v))
	for _, o := range officialRegistries {
		if host == o || strings.HasSuffix(host, "."+o) {
			return false
		}
	}
	return true
}

// defaultDestination returns "<param> = <url>" for the first free-text
// parameter that says where data goes and defaults (or is held by a
// const) to a URL outside the hosts documentation and this machine use,
// or that keeps copies and names a host; or one that says where packages
// come from and defaults to a registry none of the ecosystems run. A
// default the tool calls its own service's, with the user free to name
// another, sends nothing elsewhere (see ownServiceDefault), nor does one
// on the user's own side (see homeDefault), nor one at the host of an
// owner the description names (see describedOwnerDefault).
func defaultDestination(tc *toolContext) (string, bool) {
	for _, p := range tc.params {
		v, fixed := forcedValue(p)
		v = strings.TrimSpace(v)
		if p.hasEnum && !fixed || v == "" || strings.ContainsAny(v, " \t\n") || !defaultSink(strings.ToLower(v)) || homeDefault(tc, v) || namedOwnerDefault(tc, p, v) || describedOwnerDefault(tc, p, v) {
			continue
		}
		about := strings.ToLower(separatorsAsSpaces.Replace(p.name) + " " + p.desc)
		url := strings.Contains(v, "://")
		outgoing := url && hasSubstring(about, outgoingParam) && !ownServiceDefault(tc, p, v) || hasSubstring(about, copyPlace) || url && unofficialRegistry(about, v)
		if !outgoing {
			continue
		}
		if configuredDefault.MatchString(about) || configuredDefault.MatchString(tc.lowerDesc()) {
			continue // the default is the user's own, from their configuration
		}
		return p.name + " = " + p.deflt, true
	}
	return "", false
}
