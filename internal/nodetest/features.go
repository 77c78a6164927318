package nodetest

import (
	"encoding/json"
	"testing"
)

// FeaturesSpec is what the SDK features client is told to do (see
// sdk-features.mjs): connect as SDKSpec does, run Steps in order, and
// answer the server's own requests with Sample (sampling), Elicit
// (elicitation, decline when nil) and Roots (roots/list).
type FeaturesSpec struct {
	Transport string         `json:"transport"`
	Command   string         `json:"command,omitempty"`
	Args      []string       `json:"args,omitempty"`
	URL       string         `json:"url,omitempty"`
	Sample    string         `json:"sample,omitempty"`
	Elicit    map[string]any `json:"elicit,omitempty"`
	Roots     []Root         `json:"roots,omitempty"`
	Steps     []Step         `json:"steps"`
}

// Root is one entry of the client's roots/list answer.
type Root struct {
	URI  string `json:"uri"`
	Name string `json:"name,omitempty"`
}

// Step is one operation of the features client; Op names it and the
// other fields are its parameters.
type Step map[string]any

// StepResult is how one step ended: its result as the SDK returned it, or
// its error message and JSON-RPC code.
type StepResult struct {
	Op     string          `json:"op"`
	Result json.RawMessage `json:"result"`
	Error  string          `json:"error"`
	Code   *int            `json:"code"`
}

// FeaturesReport is what the features client saw.
type FeaturesReport struct {
	ServerInfo struct {
		Name string `json:"name"`
	} `json:"serverInfo"`
	Capabilities  map[string]json.RawMessage `json:"capabilities"`
	Steps         []StepResult               `json:"steps"`
	Notifications []struct {
		Method string          `json:"method"`
		Params json.RawMessage `json:"params"`
	} `json:"notifications"`
	// WireProgress is every progress notification as it arrived, before
	// the SDK's own handling (which loses one that arrives with its
	// result).
	WireProgress []struct {
		Progress float64 `json:"progress"`
		Total    float64 `json:"total"`
	} `json:"wireProgress"`
	Samplings    []json.RawMessage `json:"samplings"`
	Elicitations []json.RawMessage `json:"elicitations"`
	RootsAsked   int               `json:"rootsAsked"`
}

// SDKFeatures runs the features client with spec and returns its report.
func (n *Node) SDKFeatures(t testing.TB, spec FeaturesSpec) FeaturesReport {
	t.Helper()
	arg, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := n.Run(t, nil, "sdk-features.mjs", string(arg))
	var rep FeaturesReport
	if code != 0 || json.Unmarshal([]byte(stdout), &rep) != nil {
		t.Fatalf("sdk features client: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	if len(rep.Steps) != len(spec.Steps) {
		t.Fatalf("sdk features client ran %d of %d steps\nstderr: %s", len(rep.Steps), len(spec.Steps), stderr)
	}
	return rep
}
