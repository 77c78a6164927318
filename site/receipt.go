package site

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

// ScanReceiptKey is the _meta key of the security-scan receipts proposed
// for the official registry: evidence-scoped, scanner-neutral records of
// who scanned what, under which rules, with which verdict.
const ScanReceiptKey = "io.modelcontextprotocol.registry/security-scan"

// receiptFreshness is how long a receipt is said to stay current.
const receiptFreshness = 30 * 24 * time.Hour

// scanReceipt is one receipt. A verdict holds only for the artifact whose
// digest it names, under this scanner version and rule set, for the
// listed scope; it is not a property of the server in general.
type scanReceipt struct {
	Scanner               string   `json:"scanner"`
	ScannerVersion        string   `json:"scanner_version"`
	RuleSetRef            string   `json:"rule_set_ref"`
	PolicyProfile         string   `json:"policy_profile"`
	ScannedArtifactRef    string   `json:"scanned_artifact_ref"`
	ScannedArtifactDigest string   `json:"scanned_artifact_digest"`
	ScanScope             []string `json:"scan_scope"`
	Verdict               string   `json:"verdict"` // clean, warnings, findings, inconclusive
	ScannedAt             string   `json:"scanned_at"`
	FreshnessExpiresAt    string   `json:"freshness_expires_at"`
	EvidenceRef           string   `json:"evidence_ref"`
	EvidenceDigest        string   `json:"evidence_digest"`
	Attestation           string   `json:"attestation"`
}

// receipt makes the receipt of one server's scan. evidence is the risk
// object published beside it, which evidence_digest binds.
func receipt(srv catalog.Server, si serverInfo, tools []toolView, serverFindings []finding, opts Options, evidence []byte) scanReceipt {
	r := scanReceipt{Scanner: "mcpscan", ScannerVersion: opts.ScannerVersion, RuleSetRef: "mcpscan-rules@" + opts.RulesetVersion,
		PolicyProfile: "mcpscan-recommended-v1", ScannedArtifactRef: artifactRef(srv), ScannedArtifactDigest: toolsDigest(srv.Tools),
		ScanScope: []string{"tool-definitions", "tool-poisoning", "capability-risk"}, Attestation: "third-party",
		EvidenceRef: "/servers/" + si.slug + "/", EvidenceDigest: "sha256:" + sha256Hex(evidence)}
	if r.ScannerVersion == "" {
		r.ScannerVersion = "unknown"
	}
	if srv.Instructions != "" {
		r.ScanScope = append(r.ScanScope, "server-instructions")
	}
	if len(srv.Prompts) > 0 {
		r.ScanScope = append(r.ScanScope, "prompts")
	}
	if len(srv.Resources)+len(srv.ResourceTemplates) > 0 {
		r.ScanScope = append(r.ScanScope, "resources")
	}
	if !si.last.IsZero() {
		r.ScannedAt = si.last.UTC().Format(time.RFC3339)
		r.FreshnessExpiresAt = si.last.Add(receiptFreshness).UTC().Format(time.RFC3339)
	}
	r.Verdict = verdict(tools, serverFindings)
	return r
}

// verdict: inconclusive when no tool was classified, findings when the
// definitions are poisoned or understate their risk at High or over,
// warnings for lesser findings, clean otherwise. A dangerous capability
// is not a finding: it is what the tool is for.
func verdict(tools []toolView, serverFindings []finding) string {
	classified := false
	worst := ""
	note := func(f finding) {
		if severityRank(f.Severity) > severityRank(worst) {
			worst = f.Severity
		}
	}
	for _, t := range tools {
		classified = classified || t.Category != ""
		for _, f := range t.Findings {
			if f.Kind == "tool_poisoning" || f.Kind == "annotation_mismatch" {
				note(f)
			}
		}
	}
	for _, f := range serverFindings {
		note(f)
	}
	switch {
	case !classified:
		return "inconclusive"
	case severityRank(worst) >= severityRank("High"):
		return "findings"
	case worst != "":
		return "warnings"
	}
	return "clean"
}

// artifactRef names what was scanned: the first package as
// registry:identifier@version, else the first remote's URL, else the
// server's name and version.
func artifactRef(srv catalog.Server) string {
	if len(srv.Packages) > 0 {
		p := srv.Packages[0]
		ref := p.RegistryType + ":" + p.Identifier
		if p.Version != "" {
			ref += "@" + p.Version
		}
		return ref
	}
	for _, r := range srv.Remotes {
		if r.URL != "" {
			return r.URL
		}
	}
	if srv.Version != "" {
		return srv.Name + "@" + srv.Version
	}
	return srv.Name
}

// toolsDigest binds a receipt to the exact tool definitions scanned: the
// SHA-256 of the lines "name<TAB>hash" (each tool's canonical hash), in
// name order, each ending in a newline.
func toolsDigest(tools []catalog.Tool) string {
	lines := make([]string, 0, len(tools))
	for _, t := range tools {
		lines = append(lines, t.Name+"\t"+t.Hash()+"\n")
	}
	slices.Sort(lines)
	return "sha256:" + sha256Hex([]byte(strings.Join(lines, "")))
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
