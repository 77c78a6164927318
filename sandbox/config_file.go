package sandbox

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// ServerConfigKeys are the code-execution options a SERVERS.json may hold
// at its top level (the documented code_execution settings of code-mode
// servers) or inside a "codemode" object.
var ServerConfigKeys = []string{"enable_code_execution", "code_execution_timeout_ms", "code_execution_max_tool_calls",
	"code_execution_pool_size", "code_execution_isolate", "allowed_servers"}

// ErrCodeExecutionDisabled is returned when a config says
// "enable_code_execution": false.
var ErrCodeExecutionDisabled = errors.New(`code execution is disabled in the config ("enable_code_execution": false)`)

// ParseServerConfig reads the code-execution options of a SERVERS.json
// (plain JSON: comments already removed): the keys of ServerConfigKeys at
// the top level, then a "codemode" object, whose keys win. Keys it does
// not know in "codemode", and values of the wrong JSON type anywhere, are
// errors with their line and column. found is false when the file names
// none of them; enabled is the enable_code_execution setting (true when
// not said).
func ParseServerConfig(data []byte) (cfg ServerConfig, found bool, err error) {
	cfg = DefaultServerConfig()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return cfg, false, catalog.PositionError(data, err)
	}
	topLevel := map[string]json.RawMessage{}
	for _, k := range ServerConfigKeys {
		if v, ok := top[k]; ok && k != "allowed_servers" {
			topLevel[k] = v
		}
	}
	if len(topLevel) > 0 {
		found = true
		if err := decodeStrict(data, topLevel, &cfg, ""); err != nil {
			return cfg, found, err
		}
	}
	if raw, ok := top["codemode"]; ok && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		found = true
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
			return cfg, found, fmt.Errorf("%w: codemode must be an object", positionOf(data, raw))
		}
		for k := range obj {
			if !contains(ServerConfigKeys, k) {
				return cfg, found, fmt.Errorf("%w: codemode: unknown key %q (known: %s)", positionOf(data, obj[k]), k, strings.Join(ServerConfigKeys, ", "))
			}
		}
		if err := decodeStrict(data, obj, &cfg, "codemode."); err != nil {
			return cfg, found, err
		}
	}
	return cfg, found, nil
}

// decodeStrict sets each key's field, refusing a value of another type.
func decodeStrict(file []byte, members map[string]json.RawMessage, cfg *ServerConfig, prefix string) error {
	for k, v := range members {
		var err error
		switch k {
		case "enable_code_execution":
			err = strictBool(v, &cfg.EnableCodeExecution)
		case "code_execution_isolate":
			var b bool
			if err = strictBool(v, &b); err == nil {
				cfg.Isolate = &b
			}
		case "code_execution_timeout_ms":
			err = strictInt(v, &cfg.TimeoutMS, 1)
		case "code_execution_max_tool_calls":
			err = strictInt(v, &cfg.MaxToolCalls, 0)
		case "code_execution_pool_size":
			err = strictInt(v, &cfg.PoolSize, 1)
		case "allowed_servers":
			var l []string
			if err = json.Unmarshal(v, &l); err != nil {
				err = errors.New("want an array of server names")
			} else {
				cfg.AllowedServers = l
			}
		}
		if err != nil {
			return fmt.Errorf("%w: %s%s: %w", positionOf(file, v), prefix, k, err)
		}
	}
	return nil
}

func strictBool(v json.RawMessage, dst *bool) error {
	switch string(bytes.TrimSpace(v)) {
	case "true":
		*dst = true
	case "false":
		*dst = false
	default:
		return fmt.Errorf("want true or false, got %s", catalog.JSONKind(v))
	}
	return nil
}

func strictInt(v json.RawMessage, dst *int, least int) error {
	if t := bytes.TrimSpace(v); len(t) == 0 || (t[0] != '-' && (t[0] < '0' || t[0] > '9')) {
		return fmt.Errorf("want a whole number, got %s", catalog.JSONKind(v))
	}
	var n json.Number
	d := json.NewDecoder(bytes.NewReader(v))
	d.UseNumber()
	if err := d.Decode(&n); err != nil {
		return fmt.Errorf("want a whole number, got %s", catalog.JSONKind(v))
	}
	i, err := n.Int64()
	if err != nil || i < int64(least) || i > 1<<31 {
		return fmt.Errorf("want a whole number of at least %d, got %s", least, n)
	}
	*dst = int(i)
	return nil
}

// positionOf locates raw (a slice of file) as "line L, column C".
func positionOf(file, raw []byte) error {
	i := bytes.Index(file, raw)
	if i < 0 || len(raw) == 0 {
		return errors.New("config")
	}
	line, col := 1, 1
	for _, c := range file[:i] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Errorf("line %d, column %d", line, col)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}
