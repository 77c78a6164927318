package registryapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

// OfficialMetaKey is the _meta namespace in which the official registry
// keeps its own record of an entry: status and timestamps.
const OfficialMetaKey = "io.modelcontextprotocol.registry/official"

// Entry statuses the registry reports.
const (
	StatusActive     = "active"
	StatusDeprecated = "deprecated"
	// StatusDeleted marks an entry removed by moderation: the registry's
	// own wording suggests it was illegal, malware or spam. A crawler should
	// keep it as evidence rather than forget it.
	StatusDeleted = "deleted"
)

// Entry is one version of one server as the registry lists it: the server
// and the registry's record of it.
type Entry struct {
	// Server is the entry's server.json, with nil Tools.
	Server catalog.Server

	// Status is active, deprecated or deleted; an entry that states none
	// is active, as all were before the registry had statuses.
	Status          string
	StatusMessage   string
	StatusChangedAt time.Time

	PublishedAt time.Time
	UpdatedAt   time.Time
	// IsLatest is set on the newest version of the server.
	IsLatest bool

	// Meta is the entry's own _meta object verbatim (not the server's):
	// the official namespace and any a downstream registry adds, such as
	// ratings or scan results.
	Meta json.RawMessage
}

// ParseEntry reads one registry entry: {"server": <server.json>, "_meta":
// {OfficialMetaKey: {status, publishedAt, updatedAt, isLatest, …}}}.
//
// It also reads the earlier API's shape, in which an entry was the
// server.json itself with the registry's record (in snake_case) inside the
// server's own _meta.
func ParseEntry(data []byte) (Entry, error) {
	data = bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if err := syntaxCheck(data); err != nil {
		return Entry{}, fmt.Errorf("registry entry: %w", err)
	}
	e, err := parseEntry(data, "")
	if err != nil {
		return Entry{}, fmt.Errorf("registry entry: %w", err)
	}
	return e, nil
}

// parseEntry reads an entry whose position in a larger document is path.
func parseEntry(raw json.RawMessage, path string) (Entry, error) {
	var err error
	o := newObject(raw, path, &err)
	var e Entry
	official := object{err: &err} // reads as empty when there is no record
	if srvObj, ok := o.object("server"); ok {
		e.Server = parseServer(srvObj)
		if meta, ok := o.object("_meta"); ok {
			official, _ = meta.object(OfficialMetaKey)
		}
		e.Meta = o.rawObject("_meta")
	} else {
		e.Server = parseServer(o)
		if meta, ok := o.object("_meta"); ok {
			official, _ = meta.object(OfficialMetaKey)
		}
	}
	e.Status = official.str("status")
	e.StatusMessage = official.str("statusMessage", "status_message")
	e.StatusChangedAt = official.timestamp("statusChangedAt", "status_changed_at")
	e.PublishedAt = official.timestamp("publishedAt", "published_at")
	e.UpdatedAt = official.timestamp("updatedAt", "updated_at")
	e.IsLatest = official.boolean("isLatest", "is_latest")
	if err != nil {
		return Entry{}, err
	}
	if e.Server.Name == "" {
		return Entry{}, fmt.Errorf("%s is missing", childPath(serverPath(o), "name"))
	}
	if e.Status == "" {
		e.Status = StatusActive
	}
	return e, nil
}

// serverPath is the path of the server object within an entry.
func serverPath(o object) string {
	if o.has("server") {
		return childPath(o.path, "server")
	}
	return o.path
}

// entryName digs the server name out of an entry that failed to parse, so
// the failure can be reported against the server. It is "" when there is no
// string name to find.
func entryName(raw json.RawMessage) string {
	var probe struct {
		Server struct {
			Name json.RawMessage `json:"name"`
		} `json:"server"`
		Name json.RawMessage `json:"name"`
	}
	if json.Unmarshal(raw, &probe) != nil {
		return ""
	}
	for _, n := range []json.RawMessage{probe.Server.Name, probe.Name} {
		var s string
		if json.Unmarshal(n, &s) == nil && s != "" {
			return s
		}
	}
	return ""
}
