package registryapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// ParseServerJSON reads a server.json document into a catalog.Server with
// Source set to catalog.SourceRegistry and nil Tools.
//
// Both the current camelCase schema (registryType, runtimeHint,
// environmentVariables, websiteUrl, fileSha256, …) and the older snake_case
// spelling (registry_type, runtime_hint, environment_variables, website_url,
// file_sha256, version_detail, transport_type, …) are read; when a document
// carries both, the camelCase member wins.
//
// A member of the wrong JSON type is an error naming its path
// ("packages[1].transport.type: want a string, got a number"), and so is a
// missing or empty name. Shapes that are merely unusual are kept as far as
// they go: an unknown registryType is kept as given, a package without a
// transport is taken to run over stdio, a remote without a type keeps its
// URL. Members with no counterpart in catalog.Server (icons, arguments,
// remote variables) are read past without checks.
func ParseServerJSON(data []byte) (catalog.Server, error) {
	data = bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if err := syntaxCheck(data); err != nil {
		return catalog.Server{}, fmt.Errorf("server.json: %w", err)
	}
	var err error
	o := newObject(data, "", &err)
	srv := parseServer(o)
	if err != nil {
		return catalog.Server{}, fmt.Errorf("server.json: %w", err)
	}
	if srv.Name == "" {
		if o.has("server") {
			// The most likely mix-up: a list entry handed in whole.
			return catalog.Server{}, errors.New(`server.json: name is missing (the document looks like a registry list entry {"server": …}; use ParseEntry)`)
		}
		return catalog.Server{}, errors.New("server.json: name is missing")
	}
	return srv, nil
}

// syntaxCheck reports malformed JSON with its line and column, which a bare
// encoding/json error leaves out.
func syntaxCheck(data []byte) error {
	if len(data) == 0 {
		return errors.New("empty document")
	}
	if !json.Valid(data) {
		var v json.RawMessage
		return catalog.PositionError(data, json.Unmarshal(data, &v))
	}
	return nil
}

// parseServer reads a server.json object. Errors go to o's error slot; the
// caller checks the name, because an entry's error message names it.
func parseServer(o object) catalog.Server {
	srv := catalog.Server{
		Name:        strings.TrimSpace(o.str("name")),
		Title:       o.str("title"),
		Description: o.str("description"),
		Version:     o.str("version"),
		Source:      catalog.SourceRegistry,
		WebsiteURL:  o.str("websiteUrl", "website_url"),
	}
	if !o.has("version") {
		// The first published schema nested the version in an object.
		if vd, ok := o.object("version_detail", "versionDetail"); ok {
			srv.Version = vd.str("version")
		}
	}
	if repo, ok := o.object("repository"); ok {
		r := catalog.Repository{
			URL:       repo.str("url"),
			Source:    repo.str("source"),
			ID:        repo.str("id"),
			Subfolder: repo.str("subfolder"),
		}
		if r != (catalog.Repository{}) {
			srv.Repository = &r
		}
	}
	for _, p := range o.objects("packages") {
		srv.Packages = append(srv.Packages, parsePackage(p))
	}
	for _, r := range o.objects("remotes") {
		srv.Remotes = append(srv.Remotes, parseRemote(r))
	}
	srv.Meta = o.rawObject("_meta")
	return srv
}

func parsePackage(p object) catalog.Package {
	pkg := catalog.Package{
		// registry_name and a package-level name are the first schema's
		// spelling of registryType and identifier.
		RegistryType:    strings.ToLower(strings.TrimSpace(p.str("registryType", "registry_type", "registry_name"))),
		RegistryBaseURL: p.str("registryBaseUrl", "registry_base_url"),
		Identifier:      p.str("identifier", "name"),
		Version:         p.str("version"),
		RuntimeHint:     p.str("runtimeHint", "runtime_hint"),
		Transport:       packageTransport(p),
		FileSHA256:      p.str("fileSha256", "file_sha256"),
	}
	for _, e := range p.objects("environmentVariables", "environment_variables") {
		v := catalog.EnvVariable{
			Name:        e.str("name"),
			Description: e.str("description"),
			IsRequired:  e.boolean("isRequired", "is_required"),
			IsSecret:    e.boolean("isSecret", "is_secret"),
			Default:     e.str("default"),
		}
		if v.Name != "" { // a variable without a name cannot be set
			pkg.Environment = append(pkg.Environment, v)
		}
	}
	return pkg
}

// packageTransport reads a package's transport: an object (current schema),
// a bare type string, or a transport_type member (older documents). A
// package that names no transport at all runs over stdio: schemas from
// before the transport member had only local processes.
func packageTransport(p object) catalog.Transport {
	var t catalog.Transport
	if raw, path, ok := p.member("transport"); ok {
		switch raw[0] {
		case '"':
			t.Type = normaliseTransport(p.str("transport"))
		case '{':
			to := newObject(raw, path, p.err)
			t = catalog.Transport{
				Type:    normaliseTransport(to.str("type", "transport_type")),
				URL:     to.str("url"),
				Headers: parseHeaders(to),
			}
		default:
			p.fail(path, "an object or a string", raw)
		}
	} else {
		t.Type = normaliseTransport(p.str("transport_type", "transportType"))
	}
	if t.Type == "" && t.URL == "" {
		t.Type = catalog.TransportStdio
	}
	return t
}

// parseRemote reads one remote endpoint. Without a type the URL is still
// kept; a client can try streamable HTTP and fall back to SSE.
func parseRemote(r object) catalog.Transport {
	return catalog.Transport{
		Type:    normaliseTransport(r.str("type", "transport_type", "transportType", "transport")),
		URL:     r.str("url"),
		Headers: parseHeaders(r),
	}
}

// parseHeaders reads headers as the schema's array of {name, value, …}, or
// as a plain {"Name": "value"} object, the form client configs use and
// hand-written documents copy. Headers without a name are dropped.
func parseHeaders(o object) []catalog.KeyValue {
	raw, path, ok := o.member("headers")
	if !ok {
		return nil
	}
	var out []catalog.KeyValue
	switch raw[0] {
	case '[':
		for _, h := range o.objects("headers") {
			kv := catalog.KeyValue{
				Name:        h.str("name"),
				Value:       h.str("value"),
				Description: h.str("description"),
				IsRequired:  h.boolean("isRequired", "is_required"),
				IsSecret:    h.boolean("isSecret", "is_secret"),
			}
			if kv.Name != "" {
				out = append(out, kv)
			}
		}
	case '{':
		m := newObject(raw, path, o.err)
		for _, name := range m.keys() {
			if v := m.str(name); name != "" {
				out = append(out, catalog.KeyValue{Name: name, Value: v})
			}
		}
	default:
		o.fail(path, "an array or an object", raw)
	}
	return out
}

// normaliseTransport maps the spellings of transport types seen in the wild
// to the specification's names; anything else is kept, lower-cased.
func normaliseTransport(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "streamable", "streamable_http", "streamablehttp", "http", "https":
		return catalog.TransportStreamableHTTP
	case "server-sent-events", "server_sent_events":
		return catalog.TransportSSE
	}
	return s
}
