package sandbox

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// Declarations renders TypeScript declarations of call_tool for the given
// servers' tools, from their input and output schemas, so an agent sees a
// typed API in the execute_code description. Descriptions become JSDoc
// comments with "*/" escaped; nothing a server writes can break out of a
// comment or a string literal.
func Declarations(servers map[string][]catalog.Tool, order []string) string {
	var b strings.Builder
	for _, name := range order {
		tools := servers[name]
		fmt.Fprintf(&b, "// server %s: %d tools\n", strconv.Quote(name), len(tools))
		for _, t := range tools {
			if t.Description != "" {
				b.WriteString(jsdoc(t.Description, ""))
			}
			out := "unknown"
			if len(t.OutputSchema) > 0 {
				out = tsType(t.OutputSchema, 1)
			}
			fmt.Fprintf(&b, "declare function call_tool(server: %s, tool: %s, args: %s): %s;\n",
				strconv.Quote(name), strconv.Quote(t.Name), argsType(t.InputSchema), out)
		}
	}
	return b.String()
}

// jsdoc turns text into a comment that cannot be closed early.
func jsdoc(text, indent string) string {
	text = strings.ReplaceAll(strings.TrimSpace(text), "*/", "*\\/")
	lines := strings.Split(text, "\n")
	if len(lines) > 12 {
		lines = append(lines[:12], "…")
	}
	if len(lines) == 1 {
		return indent + "/** " + lines[0] + " */\n"
	}
	var b strings.Builder
	b.WriteString(indent + "/**\n")
	for _, l := range lines {
		b.WriteString(indent + " * " + strings.TrimRight(l, " \t\r") + "\n")
	}
	b.WriteString(indent + " */\n")
	return b.String()
}

func argsType(schema json.RawMessage) string {
	if len(schema) == 0 {
		return "Record<string, never>"
	}
	return tsType(schema, 1)
}

// maxTSDepth keeps declarations of deeply nested schemas readable.
const maxTSDepth = 4

// tsType renders a JSON schema as a TypeScript type.
func tsType(raw json.RawMessage, depth int) string {
	var s map[string]any
	if json.Unmarshal(raw, &s) != nil {
		return "unknown"
	}
	return schemaTS(s, depth)
}

func schemaTS(s map[string]any, depth int) string {
	if depth > maxTSDepth {
		return "unknown"
	}
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		return literals(e)
	}
	if c, ok := s["const"]; ok {
		return literals([]any{c})
	}
	for _, key := range []string{"oneOf", "anyOf"} {
		if list, ok := s[key].([]any); ok && len(list) > 0 {
			var parts []string
			for _, sub := range list {
				if m, ok := sub.(map[string]any); ok {
					parts = append(parts, schemaTS(m, depth+1))
				}
			}
			return strings.Join(slices.Compact(parts), " | ")
		}
	}
	typ, _ := s["type"].(string)
	if list, ok := s["type"].([]any); ok {
		var parts []string
		for _, t := range list {
			if ts, ok := t.(string); ok {
				parts = append(parts, schemaTS(map[string]any{"type": ts, "properties": s["properties"], "items": s["items"]}, depth))
			}
		}
		return strings.Join(parts, " | ")
	}
	switch typ {
	case "string":
		return "string"
	case "number", "integer":
		return "number"
	case "boolean":
		return "boolean"
	case "null":
		return "null"
	case "array":
		if items, ok := s["items"].(map[string]any); ok {
			return "Array<" + schemaTS(items, depth+1) + ">"
		}
		return "unknown[]"
	case "object", "":
		props, _ := s["properties"].(map[string]any)
		if len(props) == 0 {
			return "Record<string, unknown>"
		}
		var required []string
		if r, ok := s["required"].([]any); ok {
			for _, x := range r {
				if str, ok := x.(string); ok {
					required = append(required, str)
				}
			}
		}
		names := make([]string, 0, len(props))
		for n := range props {
			names = append(names, n)
		}
		slices.Sort(names)
		indent := strings.Repeat("  ", depth)
		var b strings.Builder
		b.WriteString("{\n")
		for _, n := range names {
			p, _ := props[n].(map[string]any)
			if d, ok := p["description"].(string); ok && d != "" {
				b.WriteString(jsdoc(d, indent))
			}
			opt := "?"
			if slices.Contains(required, n) {
				opt = ""
			}
			fmt.Fprintf(&b, "%s%s%s: %s;\n", indent, strconv.Quote(n), opt, schemaTS(p, depth+1))
		}
		b.WriteString(strings.Repeat("  ", depth-1) + "}")
		return b.String()
	default:
		return "unknown"
	}
}

func literals(values []any) string {
	var parts []string
	for _, v := range values {
		b, err := json.Marshal(v)
		if err != nil {
			continue
		}
		parts = append(parts, string(b))
	}
	if len(parts) == 0 {
		return "unknown"
	}
	return strings.Join(parts, " | ")
}
