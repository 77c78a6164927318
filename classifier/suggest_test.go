package classifier

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// applyPatch applies RFC 6902 add and replace operations to a JSON
// document (the only operations Suggest writes).
func applyPatch(t *testing.T, doc map[string]any, ops []PatchOp) {
	t.Helper()
	for _, op := range ops {
		parts := strings.Split(strings.TrimPrefix(op.Path, "/"), "/")
		cur := doc
		for i, p := range parts {
			p = strings.NewReplacer("~1", "/", "~0", "~").Replace(p)
			if i == len(parts)-1 {
				if _, exists := cur[p]; op.Op == "replace" && !exists {
					t.Fatalf("replace of missing %s", op.Path)
				}
				raw, _ := json.Marshal(op.Value)
				var v any
				_ = json.Unmarshal(raw, &v)
				cur[p] = v
				break
			}
			next, ok := cur[p].(map[string]any)
			if !ok {
				t.Fatalf("%s %s: no object at %q", op.Op, op.Path, p)
			}
			cur = next
		}
	}
}

// TestSuggestedPatchesApply: on every real tool, the patch applies to the
// definition as served, the result declares the suggested hints and the
// risk fields, and suggesting again asks for no further hint.
func TestSuggestedPatchesApply(t *testing.T) {
	for _, srv := range realServers(t) {
		for _, tool := range srv.Tools {
			a := Classify(tool)
			s := Suggest(tool, a)
			raw, err := json.Marshal(tool)
			if err != nil {
				t.Fatal(err)
			}
			var doc map[string]any
			if err := json.Unmarshal(raw, &doc); err != nil {
				t.Fatal(err)
			}
			applyPatch(t, doc, s.Patch)
			patched, _ := json.Marshal(doc)
			var after catalog.Tool
			if err := json.Unmarshal(patched, &after); err != nil {
				t.Fatalf("%s/%s: patched definition does not decode: %v", srv.Name, tool.Name, err)
			}
			again := Suggest(after, Classify(after))
			if len(again.Patch) != 1 || !strings.HasPrefix(again.Patch[0].Path, "/_meta/") {
				t.Errorf("%s/%s: after the patch, still %+v", srv.Name, tool.Name, again.Patch)
			}
			var meta map[string]json.RawMessage
			if json.Unmarshal(after.Meta, &meta) != nil || meta[MetaKey] == nil {
				t.Errorf("%s/%s: _meta lacks %s: %s", srv.Name, tool.Name, MetaKey, after.Meta)
			}
			if ro := after.Annotations.ReadOnlyHint; ro == nil || *ro != (a.Category == Read) {
				t.Errorf("%s/%s: readOnlyHint %v for a %s tool", srv.Name, tool.Name, ro, a.Category)
			}
		}
	}
}

func TestRiskMeta(t *testing.T) {
	for _, tt := range []struct {
		name, desc                  string
		category, reversal, approve string
	}{
		{"list_files", "List files.", "read", "", "none"},
		{"create_issue", "Create an issue.", "mutate", "manual", "none"},
		{"delete_file", "Delete a file.", "delete", "none", "single"},
		{"drop_table", "Drop a table.", "destroy", "none", "single"},
		{"create_payment", "Create a payment in USD.", "mutate", "manual", "single"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := Suggest(catalog.Tool{Name: tt.name, Description: tt.desc}, Classify(catalog.Tool{Name: tt.name, Description: tt.desc})).Risk
			if m.Category != tt.category || m.Reversibility != tt.reversal || m.ApprovalRecommendation != tt.approve {
				t.Errorf("got %s/%s/%s, want %s/%s/%s", m.Category, m.Reversibility, m.ApprovalRecommendation, tt.category, tt.reversal, tt.approve)
			}
		})
	}
}
