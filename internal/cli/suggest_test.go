package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// classify --suggest-annotations prints, per server and tool, the
// annotations and risk fields with the patch that adds them.
func TestClassifySuggestAnnotations(t *testing.T) {
	code, stdout, stderr := run(t, "classify", "--no-cache", "--suggest-annotations", "../../examples/demo-server.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var got []suggestedServer
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, stdout)
	}
	if len(got) != 1 || len(got[0].Tools) == 0 {
		t.Fatalf("got %d servers: %s", len(got), stdout)
	}
	byTool := map[string]string{}
	for _, s := range got[0].Tools {
		raw, _ := json.Marshal(s)
		byTool[s.Tool] = string(raw)
	}
	for tool, want := range map[string][]string{
		"read_file":    {`"readOnlyHint":true`, `"category":"read"`, `"path":"/_meta"`, `"io.mcpscan/risk"`},
		"write_file":   {`"readOnlyHint":false`, `"category":"mutate"`},
		"send_message": {`"readOnlyHint":false`, `"category":"mutate"`},
	} {
		for _, w := range want {
			if !strings.Contains(byTool[tool], w) {
				t.Errorf("%s: %s lacks %s", tool, byTool[tool], w)
			}
		}
	}
}
