package crawler

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// WriteDump writes a server's tools to dir/<name>.json in the dump shape
// that classify and policy generate read ({"server": {...}, "tools": [...]}).
// Each tool is written with the server's own schema bytes, one per line, so
// dumps diff well and stay byte-exact.
func WriteDump(dir string, srv catalog.Server) error {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return fmt.Errorf("write dump: %w", err)
	}
	data, err := EncodeDump(srv)
	if err != nil {
		return err
	}
	path := filepath.Join(dir, DumpFileName(srv.Name))
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		return fmt.Errorf("write dump %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write dump %s: %w", path, err)
	}
	return nil
}

// EncodeDump renders a server as a dump document.
func EncodeDump(srv catalog.Server) ([]byte, error) {
	info := srv
	info.Tools = nil
	head, err := json.MarshalIndent(info, "  ", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode dump of %s: %w", srv.Name, err)
	}
	var b bytes.Buffer
	b.WriteString("{\n  \"server\": ")
	b.Write(head)
	b.WriteString(",\n  \"tools\": [")
	for i, t := range srv.Tools {
		raw, err := t.MarshalJSON()
		if err != nil {
			return nil, fmt.Errorf("encode dump of %s: %w", srv.Name, err)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(raw)
	}
	b.WriteString("\n  ]\n}\n")
	return b.Bytes(), nil
}

// DumpFileName turns a server name (which may hold slashes, @ and dots)
// into a safe file name.
func DumpFileName(name string) string {
	var b strings.Builder
	for _, r := range strings.TrimPrefix(name, "@") {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	s := strings.Trim(b.String(), "._")
	if s == "" {
		s = "server"
	}
	return s + ".json"
}
